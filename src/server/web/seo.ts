import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, products } from '../db/schema';

const INFO_PAGES = ['/about', '/contact', '/faq', '/privacy', '/terms', '/warranty', '/returns'];
const PRIVATE_PATHS = ['/admin', '/cart', '/checkout', '/dashboard', '/wishlist', '/login', '/register', '/api/'];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.shop.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { config: { pageLimit: true } }, async (_request, reply) => {
    const [productRows, categoryRows] = await Promise.all([
      app.db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id)),
      app.db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
    ]);
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/'),
      url('/products'),
      ...categoryRows.map((c) => url(`/products?category=${encodeURIComponent(c.slug)}`)),
      ...productRows.map((p) => url(`/products/${encodeURIComponent(p.slug)}`, p.updatedAt)),
      ...INFO_PAGES.map((path) => url(path)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
