import type { Locale } from './locale';

/** Days of the week, Monday first as Kenyan shops write their hours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One line of the shop's hours: a day or a run of days, open from–to (24-hour "8:00"), or closed (null). */
export interface OpeningHours {
  days: [Weekday] | [Weekday, Weekday];
  hours: [string, string] | null;
}

const WORDS: Record<Locale, Record<Weekday, string> & { closed: string }> = {
  en: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday', closed: 'Closed' },
  sw: { mon: 'Jumatatu', tue: 'Jumanne', wed: 'Jumatano', thu: 'Alhamisi', fri: 'Ijumaa', sat: 'Jumamosi', sun: 'Jumapili', closed: 'Tumefunga' },
};

/** "Monday - Friday" and "8:00 - 18:00" ("Jumatatu - Ijumaa", "Tumefunga"): the two halves of a line of hours. */
export function openingHoursText(entry: OpeningHours, locale: Locale): { days: string; hours: string } {
  const words = WORDS[locale];
  return { days: entry.days.map((day) => words[day]).join(' - '), hours: entry.hours ? entry.hours.join(' - ') : words.closed };
}
