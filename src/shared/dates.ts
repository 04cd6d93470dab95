import type { Locale } from './locale';

// Kenya keeps East Africa Time (UTC+3) all year, without daylight saving: a fixed offset is exact.
export const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
// Kiswahili months are written whole: their short forms ("Nov", "Sep", "Jan") read as English. A table rather than
// Intl, so the server's and the phone's ICU data can never draw different text and break hydration.
const MONTHS: Record<Locale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
};

const LONG_MONTHS: Record<Locale, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  sw: MONTHS.sw,
};

const dayIn = (months: Record<Locale, string[]>, value: Date | string, locale: Locale) => {
  const local = new Date(new Date(value).getTime() + NAIROBI_OFFSET_MS);
  return `${local.getUTCDate()} ${months[locale][local.getUTCMonth()]!} ${local.getUTCFullYear()}`;
};

/** "25 Nov 2026" ("25 Novemba 2026" in Kiswahili): the day in Nairobi, as written on the shop's documents. */
export const formatDay = (value: Date | string, locale: Locale = 'en'): string => dayIn(MONTHS, value, locale);

/** "25 November 2026" ("25 Novemba 2026"): the day in Nairobi with its month whole, as a printed plan dates itself. */
export const formatLongDay = (value: Date | string, locale: Locale = 'en'): string => dayIn(LONG_MONTHS, value, locale);

/** The instant today began in Nairobi (midnight East Africa Time), for "today's" figures. */
export function startOfNairobiDay(now: Date = new Date()): Date {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  return nairobiTime(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), 0, 0, 0);
}

/** A wall-clock time in Nairobi ("2026-11-25 14:30:05") as the instant it names. */
export function nairobiTime(year: number, month: number, day: number, hour: number, minute: number, second: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - NAIROBI_OFFSET_MS);
}

/** The day in Nairobi, as YYYY-MM-DD: what "today" means to a report, and the day an order was placed in its CSV. */
export function nairobiDay(value: Date | string = new Date()): string {
  return new Date(new Date(value).getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** A moment as wall-clock time in Nairobi, "2026-11-25 14:30:05": how the exports write a time for a spreadsheet. */
export function nairobiDateTime(value: Date | string): string {
  return new Date(new Date(value).getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
