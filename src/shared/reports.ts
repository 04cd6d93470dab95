// What the staff reports and exports read, for the server that answers them and the screen that asks
// (docs/product.md, "Reports and exports").

/** How a sales report groups its orders. */
export const SALES_GROUPS = ['day', 'week', 'month', 'category', 'county'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
export const TIME_GROUPS: readonly SalesGroup[] = ['day', 'week', 'month'];

/** The ages of a balance still owed, in whole Nairobi days since the order was placed; the last has no end. */
export const AGE_BUCKETS = [
  { id: 'days_0_7', label: '0–7 days', maxDays: 7 },
  { id: 'days_8_30', label: '8–30 days', maxDays: 30 },
  { id: 'days_31_90', label: '31–90 days', maxDays: 90 },
  { id: 'days_over_90', label: 'Over 90 days', maxDays: null },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['id'];
export const AGE_BUCKET_IDS = AGE_BUCKETS.map((bucket) => bucket.id) as [AgeBucket, ...AgeBucket[]];

/** The CSV files staff can take out; `customers` is for super admins only. Adding one: here, the contract, and its query. */
export const EXPORTS = ['orders', 'order-lines', 'payments', 'customers', 'stock-movements'] as const;
export type ExportName = (typeof EXPORTS)[number];

export const REPORT_LIMITS = {
  /** Two years, a leap day included: the longest range a report or an export covers. */
  maxDays: 731,
  /** A report or export asked for without a range covers the last 30 days, today included. */
  defaultDays: 30,
  /** Products in each of the sales report's two top lists. */
  topProducts: 10,
} as const;

/** A day as the reports write it: YYYY-MM-DD, a day in Nairobi. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text names a real calendar day ("2026-02-30" does not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayFromNumber = (value: number) => new Date(value * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, both counted. */
export const daysCovered = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** A day `count` days after (or before) another. */
export const addDays = (day: string, count: number): string => dayFromNumber(dayNumber(day) + count);

/**
 * Every `step`-th day from `from` to `to`, both counted. Walked as day numbers: the day after 9999-12-31 has no
 * YYYY-MM-DD form, and its text compared with `to` as text would never end the walk.
 */
export function eachDay(from: string, to: string, step = 1): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from), last = dayNumber(to); day <= last; day += step) days.push(dayFromNumber(day));
  return days;
}

/** The first day of every month from `from`'s to `to`'s, both counted ("2026-03-01"). */
export function eachMonth(from: string, to: string): string[] {
  const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let month = monthNumber(from), last = monthNumber(to); month <= last; month += 1)
    months.push(`${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`);
  return months;
}

/**
 * An order placed from the solar planner carries its plan's link in its notes: "Solar plan: <link>" or, from the
 * Kiswahili planner, "Mpango wa sola: <link>" (`planNotesLine` in the planner's messages; docs/product.md, "Planner
 * demand in orders"). Written so PostgreSQL and JavaScript read it alike.
 */
export const PLAN_NOTE_PATTERN = String.raw`(Solar plan|Mpango wa sola): \S*/planner(\?|#|\s|$)`;
