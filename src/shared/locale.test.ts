import { describe, expect, it } from 'vitest';
import { localized, parseLocale } from './locale';

describe('parseLocale', () => {
  it('reads the two languages', () => {
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('sw')).toBe('sw');
  });
  it('falls back to English for unknown or malformed values', () => {
    for (const value of ['fr', 'SW', 'sw;', '', undefined, null, 42, ['sw']]) expect(parseLocale(value)).toBe('en');
  });
});

describe('localized', () => {
  it('shows the Kiswahili text only in Kiswahili and only where there is one', () => {
    expect(localized('sw', 'Solar panel', 'Paneli ya sola')).toBe('Paneli ya sola');
    expect(localized('en', 'Solar panel', 'Paneli ya sola')).toBe('Solar panel');
    expect(localized('sw', 'Solar panel', null)).toBe('Solar panel');
    expect(localized('sw', 'Solar panel', '')).toBe('Solar panel');
  });
});
