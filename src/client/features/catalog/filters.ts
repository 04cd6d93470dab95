import { LIMITS, STOCK_STATUSES, type StockStatus } from '@/shared/constants';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '@/shared/product-sort';
import type { Category } from '@/shared/schemas/catalog';
import type { ProductListParams } from './api';

// The product list keeps its filters in the URL query, so a filtered view can be shared and survives a reload.

export const PRICE_MAX = LIMITS.priceFilterMax;
export const PRICE_STEP = LIMITS.priceFilterStep;
/** The stock choices the list offers (SPEC §2: In Stock, Low Stock). */
export const STOCK_FILTERS: readonly StockStatus[] = ['in_stock', 'low_stock'];
const MAX_SEARCH = 100;

export interface ProductFilters {
  categoryIds: number[];
  /** Slugs from /products?category=…; they select the same categories as ids do. */
  categorySlugs: string[];
  stock: StockStatus[];
  minPrice: number;
  maxPrice: number;
  q: string;
  page: number;
  /** The list's order; not a filter: Clear Filters keeps it. */
  sort: ProductSort;
}

const unique = <T>(values: T[]) => [...new Set(values)];

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

const clampPrice = (value: number | undefined, fallback: number) =>
  value === undefined ? fallback : Math.min(PRICE_MAX, Math.max(0, value));

/** Reads the filters from a URL query; values the API would refuse (a typo in a shared link) are dropped. */
export function parseFilters(search: URLSearchParams): ProductFilters {
  const minPrice = clampPrice(wholeNumber(search.get('minPrice')), 0);
  const maxPrice = clampPrice(wholeNumber(search.get('maxPrice')), PRICE_MAX);
  return {
    categoryIds: unique(search.getAll('categoryId').map(wholeNumber).filter((id): id is number => !!id && id <= 2_147_483_647)),
    categorySlugs: unique(search.getAll('category').map((slug) => slug.trim()).filter((slug) => slug && slug.length <= 120)),
    stock: unique(search.getAll('stock').filter((value): value is StockStatus => (STOCK_STATUSES as readonly string[]).includes(value))),
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    q: (search.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Math.max(1, wholeNumber(search.get('page')) ?? 1),
    sort: PRODUCT_SORTS.find((sort) => sort === search.get('sort')) ?? DEFAULT_PRODUCT_SORT,
  };
}

/** The URL query for the filters; price bounds only when off their ends (SPEC §5), page only past the first, the order only when not the default. */
export function filtersToSearch(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const id of filters.categoryIds) search.append('categoryId', String(id));
  for (const slug of filters.categorySlugs) search.append('category', slug);
  for (const stock of filters.stock) search.append('stock', stock);
  if (filters.minPrice > 0) search.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_MAX) search.set('maxPrice', String(filters.maxPrice));
  if (filters.q) search.set('q', filters.q);
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.sort !== DEFAULT_PRODUCT_SORT) search.set('sort', filters.sort);
  return search;
}

export const hasActiveFilters = (filters: ProductFilters): boolean =>
  filters.categoryIds.length > 0 ||
  filters.categorySlugs.length > 0 ||
  filters.stock.length > 0 ||
  filters.minPrice > 0 ||
  filters.maxPrice < PRICE_MAX ||
  filters.q !== '';

export function toListParams(filters: ProductFilters): ProductListParams {
  return {
    categoryId: filters.categoryIds.length ? filters.categoryIds : undefined,
    category: filters.categorySlugs.length ? filters.categorySlugs : undefined,
    stock: filters.stock.length ? filters.stock : undefined,
    minPrice: filters.minPrice > 0 ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_MAX ? filters.maxPrice : undefined,
    q: filters.q || undefined,
    page: filters.page > 1 ? filters.page : undefined,
    pageSize: LIMITS.defaultPageSize,
    sort: filters.sort !== DEFAULT_PRODUCT_SORT ? filters.sort : undefined,
  };
}

/** Ids of the selected categories, whether the URL named them by id or by slug. */
export function selectedCategoryIds(filters: ProductFilters, categories: Category[] | undefined): Set<number> {
  const selected = new Set(filters.categoryIds);
  for (const category of categories ?? []) if (filters.categorySlugs.includes(category.slug)) selected.add(category.id);
  return selected;
}

/**
 * Ticks or unticks a category. Once the categories are known, slugs are rewritten as ids, so one
 * category is never named twice; any other filter change goes back to the first page.
 */
export function toggleCategory(filters: ProductFilters, categories: Category[] | undefined, id: number): ProductFilters {
  const selected = selectedCategoryIds(filters, categories);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  const known = new Set((categories ?? []).map((category) => category.slug));
  return {
    ...filters,
    categoryIds: [...selected],
    categorySlugs: filters.categorySlugs.filter((slug) => !known.has(slug)),
    page: 1,
  };
}

export const toggleStock = (filters: ProductFilters, stock: StockStatus): ProductFilters => ({
  ...filters,
  stock: filters.stock.includes(stock) ? filters.stock.filter((value) => value !== stock) : [...filters.stock, stock],
  page: 1,
});

export const NO_FILTERS: ProductFilters = { categoryIds: [], categorySlugs: [], stock: [], minPrice: 0, maxPrice: PRICE_MAX, q: '', page: 1, sort: DEFAULT_PRODUCT_SORT };
