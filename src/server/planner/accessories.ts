// The fitting parts every planned kit includes (docs/product.md, "Solar planner"). The planner finds them by slug:
// the cheapest in-stock product of a role's list is used.
import type { MessageCode } from '../../shared/messages/message';
import type { KitRole } from '../../shared/schemas/planner-answers';

export interface AccessoryRule {
  role: KitRole;
  /** The plan's note when no product of the role is in stock. */
  missing: MessageCode;
  slugs: readonly string[];
  /** How many for `panels` panels. */
  quantity(panels: number): number;
}

/** A rail kit carries up to four panels, and one 2 × 10 m cable pair runs one such row to the charger. */
export const PANELS_PER_ROW = 4;

// Cables, breakers, fuses and surge protectors are chosen by their ratings (kit-search.ts); these two have none.
export const ACCESSORIES: readonly AccessoryRule[] = [
  // One pair joins each panel into its string, plus one pair at each end of the run: packs of ten pairs.
  {
    role: 'mc4_connectors',
    missing: 'missing_mc4_connectors',
    slugs: ['mc4-solar-connector-pairs-10-pack'],
    quantity: (panels) => Math.ceil((panels + 2) / 10),
  },
  {
    role: 'mounting',
    missing: 'missing_mounting',
    slugs: ['aluminium-solar-mounting-rail-kit-2x4-2m'],
    quantity: (panels) => Math.ceil(panels / PANELS_PER_ROW),
  },
];
