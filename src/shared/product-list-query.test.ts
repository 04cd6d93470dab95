import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { pagesShown, priceRange, PRODUCT_LIST_FIELDS, readProductListQuery, shownPageQueries, writeProductListQuery } from './product-list-query';
import { productListQuerySchema } from './schemas/catalog';

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
    // A blank bound is none, not 0: `maxPrice=` showed no product at all.
    expect(priceRange(parse('minPrice=&maxPrice=%20'))).toEqual([0, PRICE_MAX]);
  });

  it('writes price bounds only when off their ends, and a search text', () => {
    expect(writeProductListQuery({ minPrice: 0, maxPrice: PRICE_MAX }).toString()).toBe('');
    expect(writeProductListQuery({ minPrice: 1000, maxPrice: 20000, q: 'lith' }).toString()).toBe('minPrice=1000&maxPrice=20000&q=lith');
    expect(shownPageQueries({ maxPrice: PRICE_MAX })[0]).not.toHaveProperty('maxPrice', expect.anything());
  });

  it('round-trips through the URL', () => {
    const query = { categoryId: [3, 1], stock: ['in_stock' as const], minPrice: 2000, q: 'solar panel', page: 2, sort: 'price_desc' as const };
    expect(readProductListQuery(writeProductListQuery(query))).toEqual(query);
  });

  it('reads the order, drops an unknown one, and leaves the default out', () => {
    expect(parse('sort=rating')).toEqual({ sort: 'rating' });
    expect(parse('sort=cheapest&sort=newest')).toEqual({});
    expect(parse('sort=PRICE_ASC')).toEqual({});
    expect(parse('sort=featured')).toEqual({});
    expect(writeProductListQuery({ sort: 'featured' }).toString()).toBe('');
    expect(writeProductListQuery({ stock: ['in_stock'], sort: 'newest' }).toString()).toBe('stock=in_stock&sort=newest');
    expect(shownPageQueries({ sort: 'price_asc', page: 2 })[1]).toEqual({ sort: 'price_asc', page: 2, pageSize: LIMITS.defaultPageSize });
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

describe('the codec and the catalogue query schema', () => {
  const samples = [
    ...['', ' ', '0', '1', '2', ' 7 ', '-3', '1.5', '2.0', '1e3', '0x10', 'abc', 'NaN', 'Infinity', '24', '100', '101'],
    ...['100000', '100001', '2147483647', '2147483648', '10000000000', '10000000001', '9007199254740993'],
    ...['featured', 'price_asc', 'price_desc', 'newest', 'rating', 'Rating', 'price'],
    ...['card', 'Card', 'full', 'cards'],
    ...[
      'true',
      'false',
      'TRUE',
      'in_stock',
      'low_stock',
      'out_of_stock',
      'sold',
      'solar-panels',
      ' lith ',
      'x'.repeat(100),
      'x'.repeat(101),
      'x'.repeat(120),
      'x'.repeat(121),
    ],
  ];

  it('has a field for each parameter of the schema, in its order', () => {
    expect(Object.keys(PRODUCT_LIST_FIELDS)).toEqual(Object.keys(productListQuerySchema.shape));
  });

  it('reads exactly the values the schema accepts, as the schema reads them', () => {
    for (const [key, field] of Object.entries(PRODUCT_LIST_FIELDS)) {
      const schema = productListQuerySchema.shape[key as keyof typeof PRODUCT_LIST_FIELDS];
      for (const value of samples) {
        const parsed = schema.safeParse(value);
        const expected = parsed.success ? (Array.isArray(parsed.data) ? parsed.data[0] : parsed.data) : undefined;
        expect({ key, value, read: field.read(value) }).toEqual({ key, value, read: expected });
      }
    }
  });
});
