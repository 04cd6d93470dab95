import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../db/seed-data';
import { testAppPerFile } from '../test/test-app';

const ctx = testAppPerFile({ seed: true, env: { PUBLIC_URL: 'https://shop.example.co.ke' } });

describe('robots.txt and sitemap.xml', () => {
  it('keeps private screens out and points to the sitemap', async () => {
    const response = await ctx.visitor.get('/robots.txt');
    expect(response.statusCode).toBe(200);
    for (const path of ['/admin', '/cart', '/checkout', '/dashboard']) expect(response.body).toContain(`Disallow: ${path}`);
    expect(response.body).toContain('Sitemap: https://shop.example.co.ke/sitemap.xml');
  });

  it('lists every product and category with absolute URLs', async () => {
    const response = await ctx.visitor.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    for (const product of SEED_PRODUCTS) expect(response.body).toContain(`<loc>https://shop.example.co.ke/products/${product.slug}</loc>`);
    for (const category of SEED_CATEGORIES) expect(response.body).toContain(`/products?category=${category.slug}</loc>`);
    // The home page, the list, every category and product, and the eight information pages (/delivery among them).
    expect(response.body.match(/<url>/g)).toHaveLength(2 + SEED_CATEGORIES.length + SEED_PRODUCTS.length + 8);
  });
});
