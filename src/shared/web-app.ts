// The installable shop: its web app manifest and what its service worker keeps for offline use
// (docs/decisions/0090-offline-service-worker.md).
import type { ShopSettings } from './shop-settings';

/** The shop's amber (the logo's, and the browser bar's `theme-color`) and the light theme's page background. */
export const APP_COLORS = { theme: '#f59e0b', background: '#ffffff' } as const;

export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
/**
 * The page with no content: offline, the service worker answers a page it never kept with this shell, which the
 * browser then renders from the catalogue answers it did keep.
 */
export const APP_SHELL_PATH = '/app-shell';

/** Cache names the service worker fills and sign-out empties (a new name per version of what a cache holds). */
export const OFFLINE_CACHES = {
  pages: 'pages-v1',
  catalogue: 'catalogue-v1',
  scripts: 'scripts-v1',
  pictures: 'pictures-v1',
} as const;

/** A shopper's data never goes into a cache: only GETs of the catalogue, whose answers are the same for everyone. */
export function isPublicCatalogueRead(pathname: string): boolean {
  return pathname === '/api/categories' || pathname === '/api/products' || /^\/api\/products\/[^/]+(\/reviews)?$/.test(pathname);
}

const NOT_PAGES = /^\/(api|assets|_img|objects|images|icons)\//;

/** A request for a storefront page (a navigation, or the current page handed over when the worker first starts). */
export function isPageRequest(pathname: string, accept: string | null): boolean {
  return !!accept?.includes('text/html') && !NOT_PAGES.test(pathname);
}

export const isPictureRequest = (pathname: string): boolean =>
  /^\/(_img|images|icons|objects\/uploads)\//.test(pathname) || pathname === '/favicon.svg';

/**
 * Only a complete answer that any visitor could have been given is kept: a page rendered for a signed-in shopper is
 * sent `Cache-Control: private` (and an answer may say `no-store`), and never reaches a cache a second visitor on the
 * same phone could be shown.
 */
export function isShareableAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\b(private|no-store)\b/i.test(cacheControl ?? '');
}

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest: what a phone shows when the shop is added to its home screen. */
export function webAppManifest(shop: Pick<ShopSettings, 'shopName' | 'tagline'>) {
  return {
    id: '/',
    name: shop.shopName,
    short_name: shop.shopName,
    description: shop.tagline,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_COLORS.theme,
    background_color: APP_COLORS.background,
    icons: APP_ICONS,
  };
}
