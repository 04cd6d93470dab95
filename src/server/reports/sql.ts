import { sql, type SQL } from 'drizzle-orm';
import { nairobiTime } from '../../shared/dates';
import { COUNTIES } from '../../shared/planner/counties';
import { PLAN_NOTE_PATTERN } from '../../shared/reports';

/**
 * The instants a range of Nairobi days covers: from the first day's midnight up to, not including, the next midnight
 * after the last (worked out as an instant: the day after 9999-12-31 has no YYYY-MM-DD to read it from).
 */
export function rangeInstants(range: { from: string; to: string }): { start: Date; end: Date } {
  const midnight = (day: string, after = 0) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return nairobiTime(year, month, date + after, 0, 0, 0);
  };
  return { start: midnight(range.from), end: midnight(range.to, 1) };
}

/** A moment as Nairobi's wall-clock time (East Africa Time keeps UTC+3 all year: src/shared/dates.ts). */
export const nairobiLocal = (moment: SQL | unknown) => sql`(timezone('UTC', ${moment}) + interval '3 hours')`;

/** A sum of money as an exact two-decimal string, "0.00" when there was nothing to add. */
export const moneyText = (amount: SQL) => sql`round(coalesce(${amount}, 0), 2)::text`;

/** Whether an order came from the solar planner: its notes carry a plan's link (PLAN_NOTE_PATTERN). */
export const fromPlanner = (notes: SQL | unknown) => sql`coalesce(${notes} ~ ${PLAN_NOTE_PATTERN}, false)`;

// A county's name as an address may write it: any case, spaces or hyphens between its words, Murang'a with a
// straight, a curly or no apostrophe.
const countyPattern = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s-]+/g, '[\\s-]+')
    .replace(/'/g, "['’]?");
// Read backwards, so the first match is the last county name written (addresses end with the county), with no
// capture group: PostgreSQL then finds it without backtracking.
const reversed = (text: string) => [...text].reverse().join('');
const LAST_COUNTY_REVERSED = `\\m(?:${COUNTIES.map((county) => countyPattern(reversed(county.name))).join('|')})\\M`;

/** A county's key: its name in lower-case letters alone ("murang'a", "Murang’a" and "muranga" are one). */
export const countyKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const COUNTY_BY_KEY = new Map(COUNTIES.map((county) => [countyKey(county.name), county.name]));
export const countyName = (key: string): string | undefined => COUNTY_BY_KEY.get(key);

/**
 * The county an order goes to: the one chosen at checkout (its slug's letters are the county's key), else read from
 * its delivery address, the key of the last of the 47 county names it mentions, or '' for an address that names none
 * (docs/product.md, "Reports and exports").
 */
export const countyOf = (address: SQL | unknown, county: SQL | unknown) =>
  sql`coalesce(regexp_replace(${county}, '[^a-z]', '', 'g'), regexp_replace(reverse(substring(reverse(lower(${address})) from ${LAST_COUNTY_REVERSED})), '[^a-z]', '', 'g'), '')`;
