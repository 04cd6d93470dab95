// The fitting parts every planned kit includes (docs/product.md, "Solar planner"). The planner finds them by slug:
// the cheapest in-stock product of a role's list is used.
import type { MessageCode } from '../../shared/messages/message';
import type { KitRole } from '../../shared/schemas/planner';

export interface AccessoryRule {
  role: KitRole;
  /** The plan's note when no product of the role is in stock. */
  missing: MessageCode;
  slugs: readonly string[];
  /** How many for `panels` panels; `fitted` is a wall-mounted system (inverter and batteries), not a power station. */
  quantity(kit: { panels: number; fitted: boolean }): number;
}

// A rail kit carries up to four panels, and one 2 × 10 m cable pair runs one such row to the charger.
const PANELS_PER_ROW = 4;

export const ACCESSORIES: readonly AccessoryRule[] = [
  {
    role: 'pv_cable',
    missing: 'missing_pv_cable',
    slugs: ['4mm-pv-solar-cable-2x10m-red-black'],
    quantity: ({ panels }) => Math.ceil(panels / PANELS_PER_ROW),
  },
  // One pair joins each panel into its string, plus one pair at each end of the run: packs of ten pairs.
  {
    role: 'mc4_connectors',
    missing: 'missing_mc4_connectors',
    slugs: ['mc4-solar-connector-pairs-10-pack'],
    quantity: ({ panels }) => Math.ceil((panels + 2) / 10),
  },
  // One between the panels and the charger, one between the batteries and the inverter; a power station has its own.
  { role: 'dc_breaker', missing: 'missing_dc_breaker', slugs: ['2-pole-dc-circuit-breaker-63a-550v'], quantity: ({ fitted }) => (fitted ? 2 : 0) },
  {
    role: 'surge_protection',
    missing: 'missing_surge_protection',
    slugs: ['dc-surge-protection-device-600v-type-2', 'dc-surge-protection-device-1000v-type-2'],
    quantity: ({ fitted }) => (fitted ? 1 : 0),
  },
  {
    role: 'mounting',
    missing: 'missing_mounting',
    slugs: ['aluminium-solar-mounting-rail-kit-2x4-2m'],
    quantity: ({ panels }) => Math.ceil(panels / PANELS_PER_ROW),
  },
];
