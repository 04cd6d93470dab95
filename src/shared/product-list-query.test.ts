import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { pagesShown, priceRange, readProductListQuery, shownPageQueries, writeProductListQuery } from './product-list-query';

const PRICE_MAX = LIMITS.priceFilterMax;
const parse = (query: string) => readProductListQuery(new URLSearchParams(query));

describe('product list filters in the URL', () => {
  it('reads no filters from an empty query', () => {
    expect(parse('')).toEqual({});
    expect(pagesShown(parse(''))).toBe(1);
  });

  it('reads repeated category ids, slugs and stock, and drops values the API would refuse', () => {
    expect(parse('categoryId=2&categoryId=x&categoryId=0&categoryId=2&category=solar-panels&stock=low_stock&stock=sold')).toEqual({
      categoryId: [2],
      category: ['solar-panels'],
      stock: ['low_stock'],
    });
    expect(parse('categoryId=x&categoryId=3&page=0&q=&featured=true&pageSize=100')).toEqual({ categoryId: [3] });
  });

  it('keeps price bounds within 0..500000 and in order', () => {
    expect(priceRange(parse('minPrice=5000&maxPrice=900000'))).toEqual([5000, PRICE_MAX]);
    expect(priceRange(parse('minPrice=abc&maxPrice=-3'))).toEqual([0, PRICE_MAX]);
    expect(priceRange(parse('minPrice=9000&maxPrice=2000'))).toEqual([2000, 9000]);
  });

  it('writes price bounds only when off their ends, and a search text', () => {
    expect(writeProductListQuery({ minPrice: 0, maxPrice: PRICE_MAX }).toString()).toBe('');
    expect(writeProductListQuery({ minPrice: 1000, maxPrice: 20000, q: 'lith' }).toString()).toBe('minPrice=1000&maxPrice=20000&q=lith');
    expect(shownPageQueries({ maxPrice: PRICE_MAX })[0]).not.toHaveProperty('maxPrice', expect.anything());
  });

  it('round-trips through the URL', () => {
    const query = { categoryId: [3, 1], stock: ['in_stock' as const], minPrice: 2000, q: 'solar panel', page: 2 };
    expect(readProductListQuery(writeProductListQuery(query))).toEqual(query);
  });

  it('turns the pages shown in the address bar into one API query per page, each a page of the default size', () => {
    expect(shownPageQueries({ stock: ['in_stock'], page: 3 })).toEqual([
      { stock: ['in_stock'], pageSize: LIMITS.defaultPageSize },
      { stock: ['in_stock'], page: 2, pageSize: LIMITS.defaultPageSize },
      { stock: ['in_stock'], page: 3, pageSize: LIMITS.defaultPageSize },
    ]);
    expect(shownPageQueries({ page: 100_000 })).toHaveLength(LIMITS.maxPagesShown);
    expect(writeProductListQuery(shownPageQueries({ q: 'lith', page: 2 })[1]!).toString()).toBe('q=lith&page=2&pageSize=24');
  });
});
