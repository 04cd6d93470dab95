import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isResizable, OG_IMAGE_WIDTH, ogImageUrl } from '../../shared/images';
import { localeFromPath, localePath, type Locale } from '../../shared/locale';
import type { PageHead } from '../../shared/page-head';
import type { RenderResult } from '../../shared/render-result';
import type { User } from '../../shared/schemas/auth';
import type { ShopSettings } from '../../shared/shop-settings';
import { internalRequestHeaders } from '../plugins/internal-requests';

// The shape of src/client/entry-server.tsx as built by `vite build --ssr` (the server never imports client source).
interface ServerEntry {
  configure(options: { fetcher: (url: string, init?: RequestInit) => Promise<Response>; settings: ShopSettings }): void;
  render(url: string, visitor: { user: User | null }): Promise<RenderResult>;
}

/** The server bundle sits beside the client build: dist/client → dist/client-ssr. */
export const serverEntryPath = (clientDir: string) => join(`${clientDir}-ssr`, 'entry-server.js');

/** Who a page is rendered for: a signed-in visitor's session cookie, which their own screens' API calls carry. */
interface Visitor {
  user: User | null;
  cookie?: string;
}

interface Renderer {
  render(url: string, visitor: Visitor): Promise<RenderResult>;
}

/** Loads the server bundle, wiring its API calls to this app in-process; undefined when it was not built. */
export async function loadRenderer(app: FastifyInstance): Promise<Renderer | undefined> {
  const entry = serverEntryPath(app.config.clientDir);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as ServerEntry;
  // Renders run concurrently, each with its own visitor: the cookie follows the render's own asynchronous calls.
  const session = new AsyncLocalStorage<string | undefined>();
  module.configure({
    settings: app.config.shop,
    // Pages only read while rendering: GETs, and the planner's POST, which computes and changes nothing.
    fetcher: async (url, init) => {
      const payload = typeof init?.body === 'string' ? init.body : undefined;
      const cookie = session.getStore();
      const answer = await app.inject({
        method: init?.method === 'POST' ? 'POST' : 'GET',
        url,
        headers: {
          ...internalRequestHeaders,
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(cookie !== undefined && { cookie }),
        },
        payload,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value);
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
    },
  });
  return {
    // Only a signed-in visitor's cookie is passed on: a visitor's pages read public data, which needs no session.
    render: (url, { user, cookie }) => session.run(user ? cookie : undefined, () => module.render(url, { user })),
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The chunks a page's modules need, from the client build's manifest, as `<link rel="modulepreload">` tags: the
 * browser then fetches a screen's code alongside the app's instead of after it has run (one round trip less on 3G).
 * The app's own entry is in the page already.
 */
export function chunkPreloads(clientDir: string): (modules: string[]) => string {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const needs = (key: string, found: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || found.has(chunk.file)) return found;
    found.add(chunk.file);
    for (const imported of chunk.imports ?? []) needs(imported, found);
    return found;
  };
  return (modules) => {
    const files = modules.reduce((found, module) => needs(module, found), new Set<string>());
    return [...files].map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(href)}" />`).join('\n    ');
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script>: nothing in it may close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const OG_LOCALES: Record<Locale, string> = { en: 'en_KE', sw: 'sw_KE' };

/**
 * The <head> tags for a page at `path` (its address, `/sw/…` in Kiswahili): title, description, canonical URL, the
 * page in each language (hreflang), Open Graph (with price) and JSON-LD.
 */
export function headTags(head: PageHead, shop: ShopSettings, path: string): string {
  const { locale, path: screenPath } = localeFromPath(path);
  const title = head.title
    ? `${head.title} | ${shop.shopName}`
    : `${shop.shopName} — ${head.siteTitle ?? 'Solar panels, batteries and inverters in Kenya'}`;
  const description = head.description ?? shop.tagline;
  const canonicalPath = head.canonicalPath ?? screenPath;
  const url = shop.publicUrl + localePath(locale, canonicalPath);
  const alternate = (hreflang: string, target: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(shop.publicUrl + localePath(target, canonicalPath))}" />`;
  const image = head.image && isResizable(head.image) ? shop.publicUrl + ogImageUrl(head.image) : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    alternate('en', 'en'),
    alternate('sw', 'sw'),
    alternate('x-default', 'en'),
    meta('property', 'og:site_name', shop.shopName),
    meta('property', 'og:title', head.title ?? title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[locale === 'en' ? 'sw' : 'en']),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
  if (image) {
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(OG_IMAGE_WIDTH)),
    );
  }
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', head.product.price),
      meta('property', 'product:price:currency', head.product.currency),
      meta('property', 'og:price:amount', head.product.price),
      meta('property', 'og:price:currency', head.product.currency),
      meta('property', 'product:availability', head.product.availability),
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
