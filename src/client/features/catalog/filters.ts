import type { StockStatus } from '@/shared/constants';
import type { Category, ProductListQuery } from '@/shared/schemas/catalog';

// What the filter panel does to the list's query; src/shared/product-list-query.ts reads and writes it in the URL.

/** The stock choices the list offers (docs/product.md, "Product list": In Stock, Low Stock). */
export const STOCK_FILTERS: readonly StockStatus[] = ['in_stock', 'low_stock'];

/** No filter, the first page; Clear Filters goes back here (keeping the order, which is not a filter). */
export const NO_FILTERS: ProductListQuery = {};

export const hasActiveFilters = (query: ProductListQuery): boolean =>
  !!query.categoryId?.length ||
  !!query.category?.length ||
  !!query.stock?.length ||
  query.minPrice !== undefined ||
  query.maxPrice !== undefined ||
  !!query.q;

/** Ids of the selected categories, whether the URL named them by id or by slug. */
export function selectedCategoryIds(query: ProductListQuery, categories: Category[] | undefined): Set<number> {
  const selected = new Set(query.categoryId);
  for (const category of categories ?? []) if (query.category?.includes(category.slug)) selected.add(category.id);
  return selected;
}

/**
 * Ticks or unticks a category. Once the categories are known, slugs are rewritten as ids, so one
 * category is never named twice; any other filter change goes back to the first page.
 */
export function toggleCategory(query: ProductListQuery, categories: Category[] | undefined, id: number): ProductListQuery {
  const selected = selectedCategoryIds(query, categories);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  const known = new Set((categories ?? []).map((category) => category.slug));
  return {
    ...query,
    categoryId: [...selected],
    category: (query.category ?? []).filter((slug) => !known.has(slug)),
    page: undefined,
  };
}

export const toggleStock = (query: ProductListQuery, stock: StockStatus): ProductListQuery => ({
  ...query,
  stock: query.stock?.includes(stock) ? query.stock.filter((value) => value !== stock) : [...(query.stock ?? []), stock],
  page: undefined,
});
