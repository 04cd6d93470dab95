import { describe, expect, it } from 'vitest';
import { localeChoice, localeFromPath, localePath, localized, localizedProduct, parseLocale, switchAddress } from './locale';

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

describe('language in the address', () => {
  it('reads the Kiswahili prefix and nothing that merely starts like it', () => {
    expect(localeFromPath('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(localeFromPath('/sw/products/x')).toEqual({ locale: 'sw', path: '/products/x' });
    expect(localeFromPath('/products')).toEqual({ locale: 'en', path: '/products' });
    expect(localeFromPath('/sw.js')).toEqual({ locale: 'en', path: '/sw.js' });
    expect(localeFromPath('/swahili')).toEqual({ locale: 'en', path: '/swahili' });
  });
  it('writes a path back in either language', () => {
    expect(localePath('sw', '/')).toBe('/sw');
    expect(localePath('sw', '/products?sort=newest')).toBe('/sw/products?sort=newest');
    expect(localePath('en', '/products')).toBe('/products');
  });
});

describe('localizedProduct', () => {
  const product = {
    name: 'Solar panel',
    nameSw: 'Paneli ya sola',
    description: 'A panel',
    descriptionSw: null,
    specifications: { Power: '450W' },
    specificationsSw: { Nguvu: '450W' },
  };
  it('takes each Kiswahili field that exists, the English elsewhere', () => {
    expect(localizedProduct(product, 'sw')).toEqual({
      ...product,
      name: 'Paneli ya sola',
      description: 'A panel',
      specifications: { Nguvu: '450W' },
    });
  });
  it('leaves English as it is', () => {
    expect(localizedProduct(product, 'en')).toBe(product);
  });
});

describe('the language switch address', () => {
  it("keeps the rest of the query as written, $& and $' included, and never ends in an empty one", () => {
    expect(switchAddress('sw', '/products?q=$&&lang=en')).toBe('/sw/products?q=$&lang=sw');
    expect(localeChoice("/products?q=$'&lang=sw")).toEqual({ locale: 'sw', address: "/sw/products?q=$'" });
    expect(localeChoice(`/products?${'lang=sw&'.repeat(1000)}`)).toEqual({ locale: 'sw', address: '/sw/products' });
    expect(localeChoice('/products?lang=NaN')).toEqual({ locale: 'en', address: '/products' });
    expect(localeChoice('/products?q=x')).toBeUndefined();
  });
});
