// A plan's address query (docs/product.md, "The screen"): one `a` parameter per appliance line,
// "name~watts~quantity~hours~surge", then the county, days and battery. Apart from plan-link.ts, which reads plans
// with the planner's schema, so that the schema can hold every plan it accepts to a link that opens.
import type { BatteryChemistry } from '../rating-kinds';

export const SEPARATOR = '~';

/**
 * The longest plan query the planner accepts (docs/product.md, "Inputs"), in characters of the encoded query, which
 * are its bytes (percent-encoding leaves only ASCII). Node answers 431 past 16 KB of request line and headers, and a
 * plan's address may travel twice in one request (the page's address and a Referer of it), or once more encoded
 * (`/login?next=…`, where each "%" becomes "%25") beside a Referer of itself: 5,000 leaves room for both, and for 50
 * lines of 60-letter Latin names.
 */
export const MAX_PLAN_QUERY_LENGTH = 5_000;

/** What a plan's address holds: every field present, numbers possibly not yet valid (an empty field). */
export interface PlanFields {
  appliances: readonly { name: string; watts: number; quantity: number; hoursPerDay: number; surgeFactor: number }[];
  county: string;
  autonomyDays: number;
  batteryChemistry: BatteryChemistry;
}

// A number the shopper has not filled in yet (NaN in the form) is an empty field, which decodePlan reads back as one.
const field = (value: number) => (Number.isFinite(value) ? String(value) : '');

export function encodePlan(plan: PlanFields): string {
  const params = new URLSearchParams();
  for (const line of plan.appliances) {
    const name = line.name.replaceAll(SEPARATOR, '-');
    params.append('a', [name, ...[line.watts, line.quantity, line.hoursPerDay, line.surgeFactor].map(field)].join(SEPARATOR));
  }
  params.set('county', plan.county);
  if (plan.autonomyDays !== 1) params.set('days', String(plan.autonomyDays));
  if (plan.batteryChemistry !== 'lithium') params.set('battery', plan.batteryChemistry);
  return params.toString();
}
