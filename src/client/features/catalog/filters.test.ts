import { describe, expect, it } from 'vitest';
import type { Category } from '@/shared/schemas/catalog';
import { filtersToSearch, hasActiveFilters, NO_FILTERS, parseFilters, PRICE_MAX, selectedCategoryIds, toggleCategory, toggleStock, toListParams } from './filters';

const categories: Category[] = [
  { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
  { id: 2, name: 'Hithium Batteries', slug: 'hithium-batteries' },
];
const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('product list filters in the URL', () => {
  it('reads no filters from an empty query', () => {
    expect(parse('')).toEqual(NO_FILTERS);
    expect(hasActiveFilters(parse(''))).toBe(false);
  });

  it('reads repeated category ids, slugs and stock, and drops values the API would refuse', () => {
    const filters = parse('categoryId=2&categoryId=x&categoryId=0&categoryId=2&category=solar-panels&stock=low_stock&stock=sold');
    expect(filters).toMatchObject({ categoryIds: [2], categorySlugs: ['solar-panels'], stock: ['low_stock'] });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('keeps price bounds within 0..500000 and in order', () => {
    expect(parse('minPrice=5000&maxPrice=900000')).toMatchObject({ minPrice: 5000, maxPrice: PRICE_MAX });
    expect(parse('minPrice=abc&maxPrice=-3')).toMatchObject({ minPrice: 0, maxPrice: PRICE_MAX });
    expect(parse('minPrice=9000&maxPrice=2000')).toMatchObject({ minPrice: 2000, maxPrice: 9000 });
  });

  it('writes price bounds only when off their ends, and a search text', () => {
    expect(filtersToSearch({ ...NO_FILTERS, minPrice: 0, maxPrice: PRICE_MAX }).toString()).toBe('');
    expect(filtersToSearch({ ...NO_FILTERS, minPrice: 1000, maxPrice: 20000, q: 'lith' }).toString()).toBe('minPrice=1000&maxPrice=20000&q=lith');
    expect(toListParams({ ...NO_FILTERS, maxPrice: PRICE_MAX })).not.toHaveProperty('maxPrice', expect.anything());
  });

  it('round-trips through the URL', () => {
    const filters = { ...NO_FILTERS, categoryIds: [3, 1], stock: ['in_stock' as const], minPrice: 2000, q: 'solar panel', page: 2, sort: 'price_desc' as const };
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
  });

  it('reads the order, falls back to the default for an unknown one, and writes it only when chosen', () => {
    expect(parse('sort=rating').sort).toBe('rating');
    expect(parse('sort=cheapest').sort).toBe('featured');
    expect(parse('sort=PRICE_ASC').sort).toBe('featured');
    expect(filtersToSearch({ ...NO_FILTERS, sort: 'featured' }).toString()).toBe('');
    expect(filtersToSearch({ ...NO_FILTERS, sort: 'newest', stock: ['in_stock'] }).toString()).toBe('stock=in_stock&sort=newest');
    expect(toListParams({ ...NO_FILTERS, sort: 'price_asc' }).sort).toBe('price_asc');
    expect(toListParams(NO_FILTERS).sort).toBeUndefined();
    // The order is not a filter: it does not make the filters "active".
    expect(hasActiveFilters({ ...NO_FILTERS, sort: 'newest' })).toBe(false);
  });

  it('selects a category named by slug, and rewrites slugs as ids when the shopper ticks another', () => {
    const filters = parse('category=solar-panels');
    expect([...selectedCategoryIds(filters, categories)]).toEqual([1]);
    const next = toggleCategory(filters, categories, 2);
    expect(next).toMatchObject({ categoryIds: [1, 2], categorySlugs: [] });
    expect(toggleCategory(next, categories, 1).categoryIds).toEqual([2]);
  });

  it('goes back to the first page when a filter changes', () => {
    expect(toggleStock({ ...NO_FILTERS, page: 3 }, 'in_stock')).toMatchObject({ stock: ['in_stock'], page: 1 });
    expect(toggleStock({ ...NO_FILTERS, stock: ['in_stock'] }, 'in_stock').stock).toEqual([]);
  });
});
