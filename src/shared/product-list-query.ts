import { LIMITS, MAX_ID, PRODUCT_LIST_VIEWS, STOCK_STATUSES } from './constants';
import { defaultListSort, LIST_SORTS, RELEVANCE } from './product-sort';
import type { ProductListQuery } from './schemas/catalog';

// The one codec between URL parameters and the catalogue query (docs/product.md, "Product list filters in the address
// bar"): the /products address bar, the API calls of the list and the home page, and server rendering use it.
// It reads values as `productListQuerySchema` does without importing zod: the products query is part of every page's
// first load, and zod would add about 26 KB gzip to it. The compiler wants a field here for each field of the schema,
// and product-list-query.test.ts checks that each field reads exactly what the schema accepts.

type Key = keyof ProductListQuery;
type Item<K extends Key> = NonNullable<ProductListQuery[K]> extends readonly (infer I)[] ? I : NonNullable<ProductListQuery[K]>;

interface Field<T> {
  /** One URL value as the schema reads it, or undefined where the schema refuses it. */
  read(value: string): T | undefined;
  /** A repeated parameter. */
  list?: boolean;
  /** Carried by the /products address bar; the others are the API's alone. */
  addressBar?: boolean;
}

const number = (value: string, accept: (n: number) => boolean) => {
  const n = Number(value);
  return accept(n) ? n : undefined;
};
const wholeNumber = (min: number, max: number) => (value: string) => number(value, (n) => Number.isInteger(n) && n >= min && n <= max);
// Blank is no price, as the schema reads it (Number('') would make it 0).
const price = (value: string) => (value.trim() === '' ? undefined : number(value, (n) => Number.isFinite(n) && n >= 0 && n <= LIMITS.maxPriceQuery));
const text = (min: number, max: number) => (value: string) => {
  const trimmed = value.trim();
  return trimmed.length >= min && trimmed.length <= max ? trimmed : undefined;
};
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string) =>
    values.find((allowed) => allowed === value);

/** Every parameter of the list query, in the order they are written. */
export const PRODUCT_LIST_FIELDS: { [K in Key]-?: Field<Item<K>> } = {
  featured: { read: oneOf(['true', 'false'] as const) },
  limit: { read: wholeNumber(1, LIMITS.maxPageSize) },
  categoryId: { read: wholeNumber(1, MAX_ID), list: true, addressBar: true },
  category: { read: text(1, LIMITS.maxSlugLength), list: true, addressBar: true },
  stock: { read: oneOf(STOCK_STATUSES), list: true, addressBar: true },
  minPrice: { read: price, addressBar: true },
  maxPrice: { read: price, addressBar: true },
  // Blank search text is no search, as the schema reads it.
  q: { read: text(1, LIMITS.maxSearchLength), addressBar: true },
  page: { read: wholeNumber(1, LIMITS.maxPage), addressBar: true },
  pageSize: { read: wholeNumber(1, LIMITS.maxPageSize) },
  sort: { read: oneOf(LIST_SORTS), addressBar: true },
  // The shape of the answer, not a filter: the page asks for cards whatever its address says.
  view: { read: oneOf(PRODUCT_LIST_VIEWS) },
};
const FIELDS = Object.entries(PRODUCT_LIST_FIELDS) as [Key, Field<unknown>][];

/** Pages 1 to N are shown: what the address bar's `page` means (the API's `page` is the Nth page alone). */
export const pagesShown = (query: ProductListQuery): number => query.page ?? 1;

/** The price range the slider shows: the query's bounds, or the slider's ends where it has none. */
export const priceRange = (query: ProductListQuery): [number, number] => [query.minPrice ?? 0, query.maxPrice ?? LIMITS.priceFilterMax];

/**
 * The one form a list query takes: prices within the slider's range and in order, each left out at its end of the
 * slider; empty lists, empty text, the first page and the default order left out (the best matches first for a
 * search, featured otherwise), and relevance without a search, which the API refuses. Equal filters therefore write
 * equal URLs.
 */
const isDefaultSort = (key: Key, value: unknown, query: ProductListQuery) =>
  key === 'sort' && (value === defaultListSort(query) || (value === RELEVANCE && !query.q));

function tidy(query: ProductListQuery): ProductListQuery {
  const clamp = (price: number) => Math.min(LIMITS.priceFilterMax, Math.max(0, price));
  const [low, high] = priceRange(query)
    .map(clamp)
    .sort((a, b) => a - b) as [number, number];
  const tidied: ProductListQuery = { ...query, minPrice: low > 0 ? low : undefined, maxPrice: high < LIMITS.priceFilterMax ? high : undefined };
  for (const [key] of FIELDS) {
    const value = tidied[key];
    if (
      value === undefined ||
      (Array.isArray(value) && value.length === 0) ||
      value === '' ||
      (key === 'page' && value === 1) ||
      isDefaultSort(key, value, tidied)
    )
      delete tidied[key];
  }
  return tidied;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Reads the list's filters from the address bar, leniently: a value the API would refuse (a typo in a shared link) is
 * dropped, never an error. A repeated parameter keeps its valid values, each once (the first LIMITS.maxRepeatedValues);
 * a single one its first value.
 */
export function readProductListQuery(search: URLSearchParams): ProductListQuery {
  const query: Record<string, unknown> = {};
  for (const [key, field] of FIELDS) {
    if (!field.addressBar) continue;
    const values = search.getAll(key);
    // The API takes LIMITS.maxRepeatedValues values of a list at most: the page keeps the first that many.
    if (field.list)
      query[key] = unique(values.map((value) => field.read(value)).filter((value) => value !== undefined)).slice(0, LIMITS.maxRepeatedValues);
    else if (values.length) query[key] = field.read(values[0]!);
  }
  // Every value was read by its field, so the object is a list query but for the bounds' order, which tidy() fixes.
  return tidy(query as ProductListQuery);
}

/** Writes a query as URL parameters, for the address bar and the API alike: a repeated parameter for a list. */
export function writeProductListQuery(query: ProductListQuery): URLSearchParams {
  const search = new URLSearchParams();
  const tidied = tidy(query);
  for (const [key] of FIELDS) {
    const value = tidied[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

/** The API queries of the pages the address bar shows (`pagesShown`), at most `LIMITS.maxPagesShown`. */
export const shownPageQueries = (query: ProductListQuery): ProductListQuery[] =>
  Array.from({ length: Math.min(pagesShown(query), LIMITS.maxPagesShown) }, (_, index) =>
    tidy({ ...query, page: index + 1, pageSize: LIMITS.defaultPageSize }),
  );
