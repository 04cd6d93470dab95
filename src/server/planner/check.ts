// Staff check a kit they put together by hand against a plan (docs/product.md, "Check a kit"): the same checker the
// planner's own kits pass, on the products' stored ratings and the county's figures as the planner uses them.
import { checkKit, type Violation, type Wiring } from '../../shared/planner/compatibility';
import { size } from '../../shared/planner/sizing';
import type { z } from 'zod';
import type { kitCheckInputSchema } from '../../shared/schemas/planner-answers';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { badRequest } from '../plugins/errors';
import { productsById } from '../shared/product-lookup';
import { effectiveCounty } from './climate-overrides';

type Input = z.output<typeof kitCheckInputSchema>;

/** Every way to split `count` into series × strings. */
const splits = (count: number): [number, number][] =>
  Array.from({ length: count }, (_, index) => index + 1)
    .filter((series) => count % series === 0)
    .map((series) => [series, count / series]);

/**
 * The rules the kit breaks with the wiring given, or, when none is given, with the first wiring of its quantities that
 * breaks none (else the one breaking fewest). A line naming no product, or a product without ratings, or a wiring
 * that is not the lines' quantities, is refused with 400 naming the line.
 */
export async function checkKitForPlan(db: Db, input: Input): Promise<{ wiring: Wiring; violations: Violation[] }> {
  const byId = await productsById(
    db,
    input.lines.map((line) => line.productId),
    { name: products.name, ratings: products.ratings },
  );
  const parts = input.lines.map((line, index) => {
    const row = byId.get(line.productId);
    if (!row) throw badRequest('check_line_unknown', { line: index + 1, productId: line.productId });
    if (!row.ratings) throw badRequest('check_line_unrated', { line: index + 1, product: row.name });
    return { line: index + 1, name: row.name, quantity: line.quantity, ratings: row.ratings };
  });
  const county = await effectiveCounty(db, input.plan.county);
  const sizing = size({ ...input.plan, peakSunHours: county.peakSunHours, hotDayC: county.hotDayC });
  const conditions = { sizing, ...input.plan, recordLowC: county.recordLowC, hotDayC: county.hotDayC };
  const panels = parts.find((part) => part.ratings.kind === 'panel');
  const batteries = parts.find((part) => part.ratings.kind === 'battery');

  if (input.wiring) {
    const { panelsInSeries, panelStrings, batteriesInSeries, batteryStrings } = input.wiring;
    for (const [part, series, strings] of [
      [panels, panelsInSeries, panelStrings],
      [batteries, batteriesInSeries, batteryStrings],
    ] as const)
      if (part && series * strings !== part.quantity)
        throw badRequest('check_wiring_mismatch', { line: part.line, series, strings, quantity: part.quantity, product: part.name });
    return { wiring: input.wiring, violations: checkKit(parts, input.wiring, conditions) };
  }
  let best: { wiring: Wiring; violations: Violation[] } | undefined;
  for (const [panelsInSeries, panelStrings] of splits(panels?.quantity ?? 1))
    for (const [batteriesInSeries, batteryStrings] of splits(batteries?.quantity ?? 1)) {
      const wiring = { panelsInSeries, panelStrings, batteriesInSeries, batteryStrings };
      const violations = checkKit(parts, wiring, conditions);
      if (violations.length === 0) return { wiring, violations };
      if (!best || violations.length < best.violations.length) best = { wiring, violations };
    }
  return best!;
}
