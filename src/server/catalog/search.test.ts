import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { toCents } from '../../shared/money';
import type { Product } from '../../shared/schemas/catalog';
import { SEED_PRODUCTS } from '../db/seed-data';
import { createTestApp, type TestContext } from '../test/test-app';

// GET /api/products?q=…: search ranks its matches (docs/product.md, "Search"), on the demo catalogue.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

async function list(query: string) {
  const response = await ctx.visitor.get(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<Product[]>(), total: Number(response.headers['x-total-count']) };
}
const names = async (query: string) => (await list(query)).body.map((product) => product.name);

const seeded = (predicate: (name: string) => boolean) => SEED_PRODUCTS.filter((product) => predicate(product.name)).map((product) => product.name);
const INVERTERS = seeded((name) => /inverter/i.test(name));
const LITHIUM_BATTERIES = seeded((name) => /lithium battery/i.test(name));

describe('search ranks the best matches first', () => {
  it('"inverter" lists the inverters before the products that only mention one', async () => {
    expect(INVERTERS.length).toBeGreaterThanOrEqual(6);
    const { body, total } = await list(`q=inverter&pageSize=${LIMITS.maxPageSize}`);
    expect(total).toBeGreaterThan(INVERTERS.length);
    expect(
      body
        .slice(0, INVERTERS.length)
        .map((product) => product.name)
        .sort(),
    ).toEqual([...INVERTERS].sort());
  });

  it('"lithium" puts a lithium battery first, and the lithium batteries before anything else', async () => {
    const found = await names(`q=lithium&pageSize=${LIMITS.maxPageSize}`);
    expect(found[0]).toMatch(/Lithium Battery/);
    expect(found.slice(0, LITHIUM_BATTERIES.length).sort()).toEqual([...LITHIUM_BATTERIES].sort());
  });

  it('finds an inflected word: "inverters" the inverters, "batteries" a battery first', async () => {
    expect((await names(`q=inverters&pageSize=${INVERTERS.length}`)).sort()).toEqual([...INVERTERS].sort());
    expect((await names('q=batteries&pageSize=1'))[0]).toMatch(/Battery/);
  });

  it('finds what a misspelt search meant: "invertor" the inverters, "lithum" the lithium batteries', async () => {
    const invertor = await list(`q=invertor&pageSize=${LIMITS.maxPageSize}`);
    expect(invertor.total).toBe(invertor.body.length);
    expect(invertor.body.map((product) => product.name).sort()).toEqual([...INVERTERS].sort());
    const lithum = await names(`q=lithum&pageSize=${LIMITS.maxPageSize}`);
    expect(lithum[0]).toMatch(/Lithium Battery/);
    expect(lithum).toEqual(expect.arrayContaining(LITHIUM_BATTERIES));
    expect(lithum.every((name) => /lithium/i.test(name))).toBe(true);
  });

  it('finds nothing for text close to no name', async () => {
    expect(await list('q=no-such-solar-thing')).toEqual({ body: [], total: 0 });
  });
});

describe('search with the filters and orders', () => {
  it('combines with the filters: a category, stock and price range narrow the ranked matches', async () => {
    const all = (await list(`q=inverter&pageSize=${LIMITS.maxPageSize}`)).body;
    const filtered = await list(`q=inverter&category=vestwoods-inverters&stock=in_stock&maxPrice=150000&pageSize=${LIMITS.maxPageSize}`);
    const expected = all.filter(
      (product) => product.stockStatus === 'in_stock' && toCents(product.price) <= 15_000_000 && INVERTERS.includes(product.name),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.total).toBe(expected.length);
    // The same relative order as the whole search.
    expect(filtered.body.map((product) => product.slug)).toEqual(expected.map((product) => product.slug));
    // A misspelling is found within the filters too.
    const misspelt = (await list(`q=invertor&stock=in_stock&pageSize=${LIMITS.maxPageSize}`)).body;
    expect(misspelt.length).toBeGreaterThan(0);
    expect(misspelt.every((product) => product.stockStatus === 'in_stock' && INVERTERS.includes(product.name))).toBe(true);
  });

  it('orders by relevance when a search names no order, and sort=relevance says the same', async () => {
    const plain = await list(`q=inverter&pageSize=${LIMITS.maxPageSize}`);
    expect(await list(`q=inverter&sort=relevance&pageSize=${LIMITS.maxPageSize}`)).toEqual(plain);
    expect(plain.body.map((product) => product.slug)).not.toEqual(
      (await list(`q=inverter&sort=featured&pageSize=${LIMITS.maxPageSize}`)).body.map((product) => product.slug),
    );
  });

  it('applies the price orders to the matches, misspelt ones too', async () => {
    for (const q of ['lithium', 'lithum']) {
      const { body } = await list(`q=${q}&sort=price_asc&pageSize=${LIMITS.maxPageSize}`);
      expect(body.length, q).toBeGreaterThan(1);
      const prices = body.map((product) => toCents(product.price));
      expect(prices, q).toEqual([...prices].sort((a, b) => a - b));
      const descending = (await list(`q=${q}&sort=price_desc&pageSize=${LIMITS.maxPageSize}`)).body.map((product) => toCents(product.price));
      expect(descending, q).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it('pages through the ranked matches without repeating or skipping a product', async () => {
    const whole = (await list(`q=solar&pageSize=${LIMITS.maxPageSize}`)).body.map((product) => product.slug);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 5); page++) {
      const { body, total } = await list(`q=solar&pageSize=5&page=${page}`);
      expect(total).toBe(whole.length);
      seen.push(...body.map((product) => product.slug));
    }
    expect(seen).toEqual(whole);
  });

  it('refuses sort=relevance without search text, 400 with a message', async () => {
    for (const query of ['sort=relevance', 'q=%20&sort=relevance']) {
      const response = await ctx.visitor.get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message: 'sort=relevance needs search text (q)' });
    }
  });
});
