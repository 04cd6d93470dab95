import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../db/seed-data';
import { renderedClientDir } from '../test/rendered-pages';
import { createTestApp, type TestContext } from '../test/test-app';

// The addresses a visitor (or a raw client) may send, against a started shop whose pages the real server entry renders.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
});
afterAll(() => ctx.close());

const { slug } = SEED_PRODUCTS[0]!;

describe('the singular product address (/product/{slug}, the home page deals)', () => {
  it('redirects permanently to the product in every spelling its route matches, never a page that draws nothing', async () => {
    const spellings: Record<string, string> = {
      [`/product/${slug}`]: `/products/${slug}`,
      [`/product/${slug}/`]: `/products/${slug}`,
      [`/PRODUCT/${slug}`]: `/products/${slug}`,
      [`/Product/${slug}/?ref=home`]: `/products/${slug}`,
      [`/sw/product/${slug}`]: `/sw/products/${slug}`,
      [`/sw/PRODUCT/${slug}/`]: `/sw/products/${slug}`,
      // The slug's own encoding is kept: read as text, written back as an address.
      '/product/a%20b': '/products/a%20b',
    };
    for (const [typed, location] of Object.entries(spellings)) {
      const response = await ctx.visitor.get(typed);
      expect(response.statusCode, typed).toBe(301);
      expect(response.headers.location, typed).toBe(location);
      // An empty answer, not a page that draws nothing.
      expect(response.headers['content-type'], typed).toBeUndefined();
      expect(response.body, typed).toBe('');
    }
  });
});
