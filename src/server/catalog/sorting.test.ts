import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { toCents } from '../../shared/money';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '../../shared/product-sort';
import type { Product } from '../../shared/schemas/catalog';
import type { Review } from '../../shared/schemas/reviews';
import { categories, products, reviews } from '../db/schema';
import { refreshProductRatings } from '../db/ratings';
import { createTestApp, type TestContext } from '../test/test-app';

// GET /api/products?sort=…: each order of the product list (docs/product.md, "Sorting"), checked against the order
// worked out here from the products' own fields and their reviews as the API answers them.
let ctx: TestContext;
let rating: Map<number, { average: number; count: number }>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  // Ties on every key: three products with one price, one timestamp and one rating, which only their ids can order.
  const [category] = await ctx.db.select().from(categories).limit(1);
  const createdAt = new Date('2026-01-15T08:00:00Z');
  const twins = await ctx.db
    .insert(products)
    .values(
      [1, 2, 3].map((n) => ({
        name: `Twin lamp ${n}`,
        slug: `twin-lamp-${n}`,
        categoryId: category!.id,
        price: '2500.00',
        isFeatured: true,
        createdAt,
      })),
    )
    .returning({ id: products.id });
  await ctx.db.insert(reviews).values(twins.map(({ id }) => ({ productId: id, authorName: 'Achieng', rating: 4 })));
  await refreshProductRatings(
    ctx.db,
    twins.map(({ id }) => id),
  );

  // The rating of each product from its reviews as the API answers them (average of 1-5 stars, then their number).
  const all = (await ctx.visitor.get(`/api/products?pageSize=${LIMITS.maxPageSize}`)).json<Product[]>();
  rating = new Map();
  for (const product of all) {
    const stars = (await ctx.visitor.get(`/api/products/${product.slug}/reviews`)).json<Review[]>().map((review) => review.rating);
    const average = stars.length ? Math.round((stars.reduce((sum, star) => sum + star, 0) / stars.length) * 100) / 100 : 0;
    rating.set(product.id, { average, count: stars.length });
  }
});
afterAll(() => ctx.close());

async function list(query: string) {
  const response = await ctx.visitor.get(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<Product[]>(), total: Number(response.headers['x-total-count']) };
}

const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
const time = (product: Product) => Date.parse(product.createdAt);
const cents = (product: Product) => toCents(product.price);

/** What comes first in each order; every order ends with id, so it is total. */
const EXPECTED_ORDER: Record<ProductSort, (a: Product, b: Product) => number> = {
  featured: (a, b) => compare(+b.isFeatured, +a.isFeatured) || compare(time(b), time(a)) || compare(b.id, a.id),
  price_asc: (a, b) => compare(cents(a), cents(b)) || compare(a.id, b.id),
  price_desc: (a, b) => compare(cents(b), cents(a)) || compare(b.id, a.id),
  newest: (a, b) => compare(time(b), time(a)) || compare(b.id, a.id),
  rating: (a, b) =>
    compare(rating.get(b.id)!.average, rating.get(a.id)!.average) || compare(rating.get(b.id)!.count, rating.get(a.id)!.count) || compare(b.id, a.id),
};
const inOrder = (sort: ProductSort, items: Product[]) => [...items].sort(EXPECTED_ORDER[sort]).map((product) => product.slug);

describe('GET /api/products?sort=', () => {
  it.each(PRODUCT_SORTS)('sort=%s answers the whole list in its order', async (sort) => {
    const { body, total } = await list(`sort=${sort}&pageSize=${LIMITS.maxPageSize}`);
    expect(body).toHaveLength(total);
    expect(body.map((product) => product.slug)).toEqual(inOrder(sort, body));
  });

  it.each(PRODUCT_SORTS)('sort=%s pages through the list without repeating or skipping a product', async (sort) => {
    const whole = (await list(`sort=${sort}&pageSize=${LIMITS.maxPageSize}`)).body.map((product) => product.slug);
    const pageSize = 7;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / pageSize) + 1; page++) {
      const { body, total } = await list(`sort=${sort}&pageSize=${pageSize}&page=${page}`);
      expect(total).toBe(whole.length);
      seen.push(...body.map((product) => product.slug));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(whole);
  });

  it('breaks ties by id: equal price, time and rating still have one order', async () => {
    const twins = (slugs: string[]) => slugs.filter((slug) => slug.startsWith('twin-lamp-'));
    const slugsOf = async (sort: ProductSort) =>
      twins((await list(`sort=${sort}&pageSize=${LIMITS.maxPageSize}`)).body.map((product) => product.slug));
    expect(await slugsOf('price_asc')).toEqual(['twin-lamp-1', 'twin-lamp-2', 'twin-lamp-3']);
    for (const sort of ['featured', 'price_desc', 'newest', 'rating'] as const) {
      expect(await slugsOf(sort), sort).toEqual(['twin-lamp-3', 'twin-lamp-2', 'twin-lamp-1']);
    }
  });

  it('orders featured first, then newest, when no sort is given', async () => {
    expect(DEFAULT_PRODUCT_SORT).toBe('featured');
    const { body } = await list(`pageSize=${LIMITS.maxPageSize}`);
    expect(body.map((product) => product.slug)).toEqual(inOrder('featured', body));
    expect((await list(`sort=featured&pageSize=${LIMITS.maxPageSize}`)).body).toEqual(body);
    const firstPlain = body.findIndex((product) => !product.isFeatured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(body.slice(firstPlain).every((product) => !product.isFeatured)).toBe(true);
  });

  it('top rated puts the best average first, more reviews before fewer at the same average, unreviewed last', async () => {
    const { body } = await list(`sort=rating&pageSize=${LIMITS.maxPageSize}`);
    const ratings = body.map((product) => rating.get(product.id)!);
    expect(ratings[0]!.average).toBe(Math.max(...ratings.map((r) => r.average)));
    expect(ratings.some((r) => r.count === 0)).toBe(true);
    expect(ratings.findIndex((r) => r.count === 0)).toBeGreaterThan(ratings.findLastIndex((r) => r.count > 0));
  });

  it('combines with every filter and search, the total counting all matches', async () => {
    const filters = 'stock=in_stock&stock=low_stock&minPrice=1000&maxPrice=300000';
    const matching = (await list(`${filters}&pageSize=${LIMITS.maxPageSize}`)).body;
    expect(matching.length).toBeGreaterThan(3);
    for (const sort of PRODUCT_SORTS) {
      const { body, total } = await list(`${filters}&sort=${sort}&pageSize=3&page=2`);
      expect(total, sort).toBe(matching.length);
      expect(
        body.map((product) => product.slug),
        sort,
      ).toEqual(inOrder(sort, matching).slice(3, 6));
    }
    const searched = (await list(`q=battery&sort=price_asc&pageSize=${LIMITS.maxPageSize}`)).body;
    expect(searched.length).toBeGreaterThan(1);
    expect(searched.map((product) => product.slug)).toEqual(inOrder('price_asc', searched));
  });

  it.each(['popular', 'PRICE_ASC', '', 'price_asc%20', 'rating&sort=newest'])(
    'refuses sort=%s with 400 naming the allowed values, changing nothing',
    async (value) => {
      const response = await ctx.visitor.get(`/api/products?sort=${value}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: 'sort must be one of featured, price_asc, price_desc, newest, rating' });
    },
  );
});

describe('refreshProductRatings', () => {
  it('keeps each product’s average and count equal to its reviews', async () => {
    const rows = await ctx.db.select({ id: products.id, average: products.ratingAverage, count: products.reviewCount }).from(products);
    for (const row of rows) expect({ average: Number(row.average), count: row.count }, String(row.id)).toEqual(rating.get(row.id));
  });

  it('recomputes only the products it is given', async () => {
    const [first, second] = await ctx.db.select({ id: products.id }).from(products).limit(2);
    await ctx.db.insert(reviews).values([first!.id, second!.id].map((productId) => ({ productId, authorName: 'Otieno', rating: 1 })));
    await refreshProductRatings(ctx.db, [first!.id]);
    const counts = new Map(
      (
        await ctx.db
          .select({ id: products.id, count: products.reviewCount })
          .from(products)
          .where(inArray(products.id, [first!.id, second!.id]))
      ).map((row) => [row.id, row.count]),
    );
    expect(counts.get(first!.id)).toBe(rating.get(first!.id)!.count + 1);
    expect(counts.get(second!.id)).toBe(rating.get(second!.id)!.count);
    await refreshProductRatings(ctx.db);
    expect(
      (
        await ctx.db
          .select({ count: products.reviewCount })
          .from(products)
          .where(inArray(products.id, [second!.id]))
      )[0]!.count,
    ).toBe(rating.get(second!.id)!.count + 1);
  });
});
