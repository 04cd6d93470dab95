import { asc } from 'drizzle-orm';
import { LOCALES, localePath } from '../../shared/locale';
import type { Tx } from '../db/client';
import { categories, products } from '../db/schema';

const INFO_PAGES = ['/about', '/contact', '/faq', '/privacy', '/terms', '/warranty', '/returns', '/delivery'];
const PRIVATE_PATHS = ['/admin', '/cart', '/checkout', '/dashboard', '/wishlist', '/login', '/register', '/api/'];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** robots.txt: the private screens in every language and the API are not for crawlers; the sitemap is. */
export function robotsTxt(base: string): string {
  const disallowed = [
    ...new Set(LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => (path.startsWith('/api/') ? path : localePath(locale, path))))),
  ];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** The sitemap: the home, the catalogue, each category and product, and the info pages. */
export async function sitemapXml(db: Tx, base: string): Promise<string> {
  const [productRows, categoryRows] = await Promise.all([
    db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
  ]);
  // Each page once, naming its Kiswahili address as an alternate (as its <head> does).
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`;
  const alternates = (path: string) => [...LOCALES.map((locale) => link(locale, localePath(locale, path))), link('x-default', path)].join('');
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    url('/'),
    url('/products'),
    ...categoryRows.map((c) => url(`/products?category=${encodeURIComponent(c.slug)}`)),
    ...productRows.map((p) => url(`/products/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    ...INFO_PAGES.map((path) => url(path)),
    '</urlset>',
  ].join('\n');
}
