import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOCALES, localePath } from '../../shared/locale';
import { categories, products } from '../db/schema';

const INFO_PAGES = ['/about', '/contact', '/faq', '/privacy', '/terms', '/warranty', '/returns'];
const PRIVATE_PATHS = ['/admin', '/cart', '/checkout', '/dashboard', '/wishlist', '/login', '/register', '/api/'];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.shop.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const disallowed = [...new Set(LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => (path.startsWith('/api/') ? path : localePath(locale, path)))))];
    const lines = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { config: { pageLimit: true } }, async (_request, reply) => {
    const [productRows, categoryRows] = await Promise.all([
      app.db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id)),
      app.db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
    ]);
    // Each page once, naming its Kiswahili address as an alternate (as its <head> does).
    const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`;
    const alternates = (path: string) => [...LOCALES.map((locale) => link(locale, localePath(locale, path))), link('x-default', path)].join('');
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
