import { LIMITS } from './constants';
import { productListFilterShape, productListQuerySchema, type ProductListQuery } from './schemas/catalog';

// The one codec between URL parameters and the catalogue query (docs/product.md, "Product list filters in the address
// bar"): the /products address bar, the API call the list and the home page make, and server rendering all go
// through it. Its fields are the schema's, so a parameter added to the schema is read and written here with no change.

type FilterKey = keyof typeof productListFilterShape;
const FILTER_KEYS = Object.keys(productListFilterShape) as FilterKey[];
const QUERY_KEYS = Object.keys(productListQuerySchema.shape) as (keyof ProductListQuery)[];
// A list field (`repeated`) takes an empty list as a list; no single-value field answers one.
const LIST_KEYS = new Set(FILTER_KEYS.filter((key) => Array.isArray(productListFilterShape[key].safeParse([]).data)));

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Pages 1 to N are shown: what the address bar's `page` means (the API's `page` is the Nth page alone). */
export const pagesShown = (query: ProductListQuery): number => query.page ?? 1;

/** The price range the slider shows: the query's bounds, or the slider's ends where it has none. */
export const priceRange = (query: ProductListQuery): [number, number] => [query.minPrice ?? 0, query.maxPrice ?? LIMITS.priceFilterMax];

/**
 * The one form the list's query takes: prices within the slider's range and in order, each left out at its end of the
 * slider; empty lists, empty text and the first page left out. Equal filters therefore write equal URLs.
 */
function tidy(query: ProductListQuery): ProductListQuery {
  const clamp = (price: number) => Math.min(LIMITS.priceFilterMax, Math.max(0, price));
  const [low, high] = priceRange(query).map(clamp).sort((a, b) => a - b) as [number, number];
  const tidied: ProductListQuery = { ...query, minPrice: low > 0 ? low : undefined, maxPrice: high < LIMITS.priceFilterMax ? high : undefined };
  for (const key of QUERY_KEYS) {
    const value = tidied[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '' || (key === 'page' && value === 1)) delete tidied[key];
  }
  return tidied;
}

/**
 * Reads the list's filters from URL parameters, leniently: each value is checked by the catalogue query schema and
 * dropped if the API would refuse it (a typo in a shared link), so this never throws. A repeated parameter keeps
 * its valid values, each once; a single one its first value.
 */
export function readProductListQuery(search: URLSearchParams): ProductListQuery {
  const query: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const field = productListFilterShape[key];
    const values = search.getAll(key);
    if (LIST_KEYS.has(key)) {
      query[key] = unique(values.flatMap((value) => field.safeParse(value).data ?? []));
    } else if (values.length) {
      const parsed = field.safeParse(values[0]);
      if (parsed.success) query[key] = parsed.data;
    }
  }
  // Each value passed its field's schema, so the object is a valid query but for the bounds' order, which tidy() fixes.
  return tidy(query as ProductListQuery);
}

/** Writes a query as URL parameters, in the schema's order, a repeated parameter for each item of a list. */
export function writeProductListQuery(query: ProductListQuery): URLSearchParams {
  const search = new URLSearchParams();
  const tidied = tidy(query);
  for (const key of QUERY_KEYS) {
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
