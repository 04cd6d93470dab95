/**
 * The shop's languages (docs/product.md, "Languages"): English is the default and keeps every exact text; Kiswahili
 * is chosen with the EN / SW switch and remembered in the `LOCALE_COOKIE` cookie, so server rendering, link previews
 * and e-mails follow it.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'lang';
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Any value (a cookie, a query parameter, a stored column) read as a language: unknown or malformed means English. */
export function parseLocale(value: unknown): Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

/** Product content a staff member may write in Kiswahili too; where there is none, the English text is shown. */
export function localized<T>(locale: Locale, english: T, kiswahili: T | null | undefined): T {
  return locale === 'sw' && kiswahili != null && kiswahili !== '' ? kiswahili : english;
}

/** Kiswahili pages live under this prefix, so a shared link opens in the language it was shared in. */
export const KISWAHILI_PREFIX = '/sw';

/** The language an address is in, and the path of the screen it shows: `/sw/products` is the Kiswahili `/products`. */
export function localeFromPath(path: string): { locale: Locale; path: string } {
  if (path === KISWAHILI_PREFIX || path.startsWith(`${KISWAHILI_PREFIX}/`)) return { locale: 'sw', path: path.slice(KISWAHILI_PREFIX.length) || '/' };
  return { locale: 'en', path };
}

/** The address of a screen's path (with its query) in a language. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? KISWAHILI_PREFIX : `${KISWAHILI_PREFIX}${path}`;
}

/**
 * The query parameter the EN / SW switch's links carry, so that the choice is remembered even when the link is followed
 * before the page's code has run (or without it): the server sets `LOCALE_COOKIE` and redirects to the address
 * without it (`localeChoice`).
 */
export const LOCALE_PARAM = 'lang';

const splitAddress = (address: string) => {
  const queryStart = address.indexOf('?');
  // Empty parts ("?&", a trailing "&", "lang=sw&" repeated) say nothing: dropped, so no address ends in "?".
  return queryStart === -1
    ? { path: address, query: [] }
    : {
        path: address.slice(0, queryStart),
        query: address
          .slice(queryStart + 1)
          .split('&')
          .filter(Boolean),
      };
};
const isLocaleParam = (part: string) => part.split('=')[0] === LOCALE_PARAM;
const withQuery = (path: string, query: string[]) => (query.length ? `${path}?${query.join('&')}` : path);

/** The switch's link to a screen (`path`, with its query, in any language's address) in `locale`. */
export function switchAddress(locale: Locale, address: string): string {
  const { path, query } = splitAddress(address);
  return withQuery(localePath(locale, localeFromPath(path).path), [...query.filter((part) => !isLocaleParam(part)), `${LOCALE_PARAM}=${locale}`]);
}

/**
 * The language a switch's link chose, and the address to show it at (the screen in that language, the rest of the
 * query as it was); undefined for an address without the parameter. Unknown values mean English, as everywhere.
 */
export function localeChoice(address: string): { locale: Locale; address: string } | undefined {
  const { path, query } = splitAddress(address);
  const chosen = query.filter(isLocaleParam);
  if (!chosen.length || !path.startsWith('/')) return undefined;
  const locale = parseLocale(chosen[chosen.length - 1]!.slice(LOCALE_PARAM.length + 1));
  const target = localePath(locale, localeFromPath(path).path);
  // Only an address on this site: `//host` or `/\host` (from `/sw//host` too) would send the browser to another one.
  if (/^\/[/\\]/.test(target)) return undefined;
  return {
    locale,
    address: withQuery(
      target,
      query.filter((part) => !isLocaleParam(part)),
    ),
  };
}

/** A category's name as a screen in `locale` shows it: the Kiswahili one where staff wrote one, else the English. */
export const categoryName = (category: { name: string; nameSw: string | null }, locale: Locale): string =>
  localized(locale, category.name, category.nameSw);

interface ProductContent {
  name: string;
  nameSw: string | null;
  description?: string | null;
  descriptionSw?: string | null;
  features?: string[];
  featuresSw?: string[] | null;
  specifications?: Record<string, string>;
  specificationsSw?: Record<string, string> | null;
}

/**
 * A product as a screen in `locale` shows it: each Kiswahili field where staff wrote one, the English elsewhere
 * (the Kiswahili specifications replace the English table whole).
 */
export function localizedProduct<P extends ProductContent>(product: P, locale: Locale): P {
  if (locale === DEFAULT_LOCALE) return product;
  return {
    ...product,
    name: localized(locale, product.name, product.nameSw),
    ...(product.description !== undefined && { description: localized(locale, product.description, product.descriptionSw) }),
    ...(product.features && { features: localized(locale, product.features, product.featuresSw?.length ? product.featuresSw : null) }),
    ...(product.specifications && { specifications: localized(locale, product.specifications, product.specificationsSw) }),
  };
}
