import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay } from './dates';

// Across a year, and either side of midnight in Nairobi (21:00 UTC).
const MOMENTS = ['2026-01-01T00:00:00Z', '2026-02-28T20:59:59Z', '2026-02-28T21:00:00Z', '2026-09-05T12:00:00Z', '2026-12-31T21:30:00Z'];

describe('days in Nairobi, written from tables', () => {
  it('writes a printed plan\'s day as Intl writes "long" dates in Kenya, in both languages', () => {
    for (const moment of MOMENTS) {
      const date = new Date(moment);
      expect(formatLongDay(date, 'en')).toBe(new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: 'Africa/Nairobi' }).format(date));
      expect(formatLongDay(date, 'sw')).toBe(new Intl.DateTimeFormat('sw-KE', { dateStyle: 'long', timeZone: 'Africa/Nairobi' }).format(date));
    }
  });

  it("keeps the documents' short English month", () => {
    expect(formatDay('2026-09-05T12:00:00Z')).toBe('5 Sep 2026');
    expect(formatDay('2026-12-31T21:30:00Z', 'sw')).toBe('1 Januari 2027');
  });
});
