import { describe, expect, it } from 'vitest';
import { formatOrderTime } from './order-time';

describe('formatOrderTime', () => {
  it('gives the day and the 24-hour time in Nairobi, in the page language', () => {
    expect(formatOrderTime('2026-11-25T11:30:00.000Z', 'en')).toBe('25 Nov 2026, 14:30');
    expect(formatOrderTime('2026-12-31T21:05:00.000Z', 'en')).toBe('1 Jan 2027, 00:05');
    expect(formatOrderTime('2026-12-05T06:07:00.000Z', 'sw')).toBe('5 Desemba 2026, 09:07');
  });
});
