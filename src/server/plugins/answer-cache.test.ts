import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { products } from '../db/schema';
import { createTestApp, testAppPerFile, type TestContext } from '../test/test-app';

const ctx = testAppPerFile({ seed: true, env: { CATALOG_CACHE_SECONDS: '60' } });

const LIST = '/api/products?stock=in_stock&pageSize=5';

describe('catalogue answer cache', () => {
  it('answers a repeat request identically, in every encoding, with the total count', async () => {
    const first = await ctx.visitor.get(LIST);
    expect(first.statusCode).toBe(200);
    const plain = first.body;
    const br = await ctx.visitor.get(LIST, { headers: { 'accept-encoding': 'br' } });
    const gzip = await ctx.visitor.get(LIST, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    for (const response of [br, gzip]) {
      expect(response.headers['x-total-count']).toBe(first.headers['x-total-count']);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers.etag).toBe(first.headers.etag);
    }
  });

  it('sends the same headers on a hit as on the miss that filled the cache, security headers included', async () => {
    const perRequest = new Set(['date', 'x-request-id']);
    const lasting = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.has(name)));
    for (const [url, encoding] of [
      ['/api/products?pageSize=3', 'br'],
      ['/api/products?pageSize=4', 'identity'],
    ] as const) {
      const miss = await ctx.visitor.get(url, { headers: { 'accept-encoding': encoding } });
      const hit = await ctx.visitor.get(url, { headers: { 'accept-encoding': encoding } });
      expect(miss.statusCode).toBe(200);
      expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
      expect(hit.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(hit.headers['x-request-id']).toBeDefined();
    }
  });

  it('keeps an answer first asked for compressed', async () => {
    const url = '/api/products?pageSize=6';
    const first = await ctx.visitor.get(url, { headers: { 'accept-encoding': 'br' } });
    const [newest] = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as { id: number; name: string }[];
    await ctx.db.update(products).set({ name: 'Renamed meanwhile' }).where(eq(products.id, newest!.id));
    try {
      expect((await ctx.visitor.get(url)).json()[0].name).toBe(newest!.name);
    } finally {
      await ctx.db.update(products).set({ name: newest!.name }).where(eq(products.id, newest!.id));
      ctx.app.answerCache.clear();
    }
  });

  it('answers 304 to a cached answer the client already has', async () => {
    const first = await ctx.visitor.get('/api/categories');
    const again = await ctx.visitor.get('/api/categories', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves the cached answer until the cache is cleared', async () => {
    const [product] = await ctx.db.select().from(products).limit(1);
    const url = `/api/products/${product!.slug}`;
    expect((await ctx.visitor.get(url)).json().price).toBe(product!.price);
    await ctx.db.update(products).set({ price: '99.00' }).where(eq(products.id, product!.id));
    expect((await ctx.visitor.get(url)).json().price).toBe(product!.price);
    ctx.app.answerCache.clear();
    expect((await ctx.visitor.get(url)).json().price).toBe('99.00');
  });

  it('keeps errors and other queries out of the cache', async () => {
    expect((await ctx.visitor.get('/api/products/no-such-product')).statusCode).toBe(404);
    expect((await ctx.visitor.get('/api/products?limit=0')).statusCode).toBe(400);
    const small = await ctx.visitor.get('/api/products?limit=2');
    expect(small.json()).toHaveLength(2);
  });
});

describe('catalogue answer cache across instances', () => {
  let other: TestContext;
  beforeAll(async () => {
    // A second instance of the shop on the same database, with its own cache (as behind a load balancer).
    other = await createTestApp({ sameDatabaseAs: ctx, env: { CATALOG_CACHE_SECONDS: '60' } });
  });
  afterAll(() => other.close());

  /** Changes a product's price through the staff API of the first instance; resolves with the new price. */
  async function changePrice(slug: string, price: string) {
    const staff = await ctx.signIn('super_admin');
    const product = (await ctx.visitor.get(`/api/products/${slug}`)).json();
    const { name, categoryId, description, images, features, specifications, stockStatus, isFeatured, isNew } = product;
    const answer = await staff.patch(`/api/admin/products/${product.id}`, {
      name,
      slug,
      categoryId,
      price,
      description,
      images,
      features,
      specifications,
      stockStatus,
      isFeatured,
      isNew,
    });
    expect(answer.statusCode).toBe(200);
    return Date.now();
  }

  /** How long until the other instance answers the new price (gives up after 3 s). */
  async function secondsUntilOtherShows(slug: string, price: string, since: number) {
    while (Date.now() - since < 3000) {
      if ((await other.visitor.get(`/api/products/${slug}`)).json().price === price) return (Date.now() - since) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Infinity;
  }

  async function cachedProduct() {
    const [product] = (await other.visitor.get('/api/products?pageSize=1')).json() as { slug: string; price: string }[];
    await other.visitor.get(`/api/products/${product!.slug}`);
    return product!;
  }

  it('serves a staff change made through one instance from every other within a second', async () => {
    const { slug, price } = await cachedProduct();
    const next = (Number(price) + 7).toFixed(2);
    const changed = await changePrice(slug, next);
    expect(await secondsUntilOtherShows(slug, next, changed)).toBeLessThan(1);
    await changePrice(slug, price);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('listens before it serves: no answer is cached while a change could go unheard', async () => {
    const listeners = () =>
      queryRows(ctx.db, sql`select 1 from pg_stat_activity where datname = current_database() and application_name = 'shop-notifications'`);
    const before = (await listeners()).length;
    const third = await createTestApp({ sameDatabaseAs: ctx, env: { CATALOG_CACHE_SECONDS: '60' } });
    try {
      expect((await listeners()).length).toBe(before + 1);
    } finally {
      await third.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('listens again after its notification connection is cut, and catches up', async () => {
    const { slug, price } = await cachedProduct();
    const cut = await queryRows(
      ctx.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'shop-notifications'`,
    );
    expect(cut.length).toBe(2);
    // Both instances connect again on their own.
    const deadline = Date.now() + 5000;
    let listening = 0;
    while (Date.now() < deadline && listening < 2) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await queryRows(
        ctx.db,
        sql`select 1 from pg_stat_activity where datname = current_database() and application_name = 'shop-notifications' and query ilike 'listen%'`,
      );
      listening = rows.length;
    }
    expect(listening).toBe(2);
    const next = (Number(price) + 3).toFixed(2);
    const changed = await changePrice(slug, next);
    expect(await secondsUntilOtherShows(slug, next, changed)).toBeLessThan(1);
    await changePrice(slug, price);
  });
});
