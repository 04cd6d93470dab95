import { describe, expect, it } from 'vitest';
import { pagesShown, readProductListQuery } from '@/shared/product-list-query';
import type { Category } from '@/shared/schemas/catalog';
import { hasActiveFilters, NO_FILTERS, selectedCategoryIds, toggleCategory, toggleStock } from './filters';

const categories: Category[] = [
  { id: 1, name: 'Solar Panels', nameSw: null, slug: 'solar-panels' },
  { id: 2, name: 'Hithium Batteries', nameSw: null, slug: 'hithium-batteries' },
];
const parse = (query: string) => readProductListQuery(new URLSearchParams(query));

describe('product list filters', () => {
  it('has no active filter in an empty query', () => {
    expect(parse('')).toEqual(NO_FILTERS);
    expect(hasActiveFilters(parse(''))).toBe(false);
    expect(hasActiveFilters(parse('page=3'))).toBe(false);
    expect(hasActiveFilters(parse('categoryId=2&categoryId=x&category=solar-panels&stock=low_stock&stock=sold'))).toBe(true);
  });

  it('selects a category named by slug, and rewrites slugs as ids when the shopper ticks another', () => {
    const filters = parse('category=solar-panels');
    expect([...selectedCategoryIds(filters, categories)]).toEqual([1]);
    const next = toggleCategory(filters, categories, 2);
    expect(next).toMatchObject({ categoryId: [1, 2], category: [] });
    expect(toggleCategory(next, categories, 1).categoryId).toEqual([2]);
  });

  it('goes back to the first page when a filter changes', () => {
    const next = toggleStock({ ...NO_FILTERS, page: 3 }, 'in_stock');
    expect(next).toMatchObject({ stock: ['in_stock'] });
    expect(pagesShown(next)).toBe(1);
    expect(toggleStock({ ...NO_FILTERS, stock: ['in_stock'] }, 'in_stock').stock).toEqual([]);
  });
});
