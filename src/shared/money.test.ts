import { describe, expect, it } from 'vitest';
import { exactCents, formatKsh, formatKshExact, fromCents, isPrice, toCents } from './money';

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

describe('every amount the database can answer (issue 29, finding 3)', () => {
  it('formats sums longer than one price, negative balances and sub-cent sums exactly, without floats', () => {
    expect(formatKsh('19999999999.98')).toBe('KSh 19,999,999,999.98');
    expect(formatKshExact('123456789012345678901234.5')).toBe('KSh 123,456,789,012,345,678,901,234.50');
    expect(formatKsh('-2500.00')).toBe('-KSh 2,500');
    expect(formatKshExact('-0.05')).toBe('-KSh 0.05');
    expect(formatKshExact('0.125')).toBe('KSh 0.13');
    expect(formatKsh(' 12 ')).toBe('KSh 12');
    expect(fromCents(-150)).toBe('-1.50');
    expect(fromCents(1_999_999_999_998n * 10n)).toBe('199999999999.80');
    expect(exactCents('9007199254740993.01')).toBe(900719925474099301n);
  });

  it('shows a placeholder for what is no amount at all, rather than throwing', () => {
    for (const value of ['', 'abc', '1e308', '12,500', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatKsh(value)).toBe('KSh —');
      expect(formatKshExact(value)).toBe('KSh —');
    }
  });
});
