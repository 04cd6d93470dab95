import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('catalogue answer cache under a stream of distinct URLs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A budget of 200 KB, so a hundred distinct lists of 100 products overflow it many times over.
    ctx = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '60', CATALOG_CACHE_MAX_MB: String(200 / 1024) } });
  });
  afterAll(() => ctx.close());

  it('keeps one answer for every spelling of the same query', async () => {
    ctx.app.answerCache.clear();
    const spellings = [
      '/api/products?pageSize=5&stock=in_stock',
      '/api/products?stock=in_stock&pageSize=5',
      '/api/products?pageSize=05&stock=in_stock',
      '/api/products?pageSize=5.0&stock=in_stock',
      '/api/products?pageSize=%35&%73tock=in_stock',
      '/api/products?pageSize=5&stock=in_stock&q=',
      '/api/products?pageSize=5&stock=in_stock&q=%20%20',
      '/api/%70roducts?pageSize=5&stock=in_stock',
    ];
    const bodies = new Set<string>();
    for (const url of spellings) {
      const response = await ctx.visitor.get(url);
      expect(response.statusCode, url).toBe(200);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(ctx.app.answerCache.stats().entries).toBe(1);
  });

  it('keeps nothing for a query the route refuses, such as an unknown parameter', async () => {
    ctx.app.answerCache.clear();
    for (let i = 0; i < 20; i++) expect((await ctx.visitor.get(`/api/products?junk${i}=1`)).statusCode).toBe(400);
    // Routes without a query schema ignore the query, and so does their key.
    for (let i = 0; i < 20; i++) expect((await ctx.visitor.get(`/api/categories?junk${i}=${'x'.repeat(500)}`)).statusCode).toBe(200);
    expect(ctx.app.answerCache.stats().entries).toBe(1);
  });

  it('stays within its byte budget however many distinct queries arrive', async () => {
    ctx.app.answerCache.clear();
    for (let i = 0; i < 120; i++) {
      const response = await ctx.visitor.get(`/api/products?pageSize=100&q=${i % 2 ? 'a' : 'e'}&maxPrice=${1_000_000 + i}`, {
        headers: { 'accept-encoding': i % 3 ? 'br' : 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(ctx.app.answerCache.stats().bytes).toBeLessThanOrEqual(200 * 1024);
    }
    expect(ctx.app.answerCache.stats().entries).toBeGreaterThan(0);
  }, 60_000);
});

describe('expired catalogue answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0.2' } });
  });
  afterAll(() => ctx.close());

  it('leave the cache without a repeat request for them', async () => {
    for (let i = 1; i <= 10; i++) expect((await ctx.visitor.get(`/api/products?pageSize=${i}`)).statusCode).toBe(200);
    expect(ctx.app.answerCache.stats().entries).toBe(10);
    await sleep(700);
    expect(ctx.app.answerCache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
