import { describe, expect, it } from 'vitest';
import { formatKsh, fromCents, isPrice, toCents } from './money';

describe('formatKsh', () => {
  it('groups thousands with commas and shows cents only when there are some', () => {
    expect(formatKsh('0.00')).toBe('KSh 0');
    expect(formatKsh('999')).toBe('KSh 999');
    expect(formatKsh('1000')).toBe('KSh 1,000');
    expect(formatKsh('12500.00')).toBe('KSh 12,500');
    expect(formatKsh('12345.5')).toBe('KSh 12,345.50');
    expect(formatKsh('1234567.05')).toBe('KSh 1,234,567.05');
    expect(formatKsh('9999999999.99')).toBe('KSh 9,999,999,999.99');
  });

  it('formats whole shillings given as numbers (the price slider)', () => {
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(500000)).toBe('KSh 500,000');
  });
});

describe('cents', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toCents('0.10')).toBe(10);
    expect(toCents('42500')).toBe(4_250_000);
    expect(fromCents(7_740_301)).toBe('77403.01');
    expect(fromCents(toCents('19.99') * 3)).toBe('59.97');
  });

  it('refuses what is not a price', () => {
    expect(isPrice('12.345')).toBe(false);
    expect(isPrice('-5')).toBe(false);
    expect(() => toCents('abc')).toThrow('Not a price');
  });
});
