/// <reference lib="webworker" />
// The service worker, built by vite-plugin-pwa into /sw.js with the list of files to precache written into it
// (docs/decisions/0090-offline-service-worker.md).
import { clientsClaim, type RouteHandlerCallback, type RouteMatchCallback, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { APP_SHELL_PATH, isPageRequest, isPictureRequest, isPublicCatalogueRead, isShareableAnswer, OFFLINE_CACHES } from '@/shared/web-app';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_SECONDS = 24 * 60 * 60;
/**
 * How long a page or catalogue answer may keep the shopper waiting before what was kept answers instead (the shell,
 * for a page never kept). A phone with a signal but no data ("connected", nothing arrives) would otherwise wait for
 * the browser to give up, half a minute later; a slow answer that does come still refreshes what is kept.
 */
const NETWORK_TIMEOUT_SECONDS = 4;

// A new deployment takes over on the next visit, without waiting for every tab to close: pages come from the network
// first, so the only thing it replaces under an open page is the shell kept for offline use.
void self.skipWaiting();
clientsClaim();

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isShareableAnswer(response.status, response.headers.get('cache-control')) ? response : null),
};
const keep = (maxEntries: number, maxAgeSeconds?: number) => [
  shareableOnly,
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true }),
];
const sameOrigin =
  (test: (url: URL, request: Request) => boolean): RouteMatchCallback =>
  ({ url, request }) =>
    url.origin === self.location.origin && test(url, request);

const shell = () => precache.matchPrecache(APP_SHELL_PATH);
const pages = new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, plugins: keep(60) });
/** NetworkFirst's own timeout answers only from its cache, and waits on for a page it never kept: this one has the shell. */
const pageHandler: RouteHandlerCallback = async (options) => {
  const fromNetwork = pages.handle(options);
  const kept = new Promise<Response | undefined>((resolve) =>
    setTimeout(
      () => void caches.match(options.request, { cacheName: OFFLINE_CACHES.pages }).then(async (page) => resolve(page ?? (await shell()))),
      NETWORK_TIMEOUT_SECONDS * 1000,
    ),
  );
  return (await Promise.race([fromNetwork, kept])) ?? fromNetwork;
};

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
// Pages and catalogue answers: fresh from the network whenever there is one; what was last seen when there is not.
router.registerRoute(
  new Route(
    sameOrigin((url, request) => isPageRequest(url.pathname, request.headers.get('accept'))),
    pageHandler,
  ),
);
router.registerRoute(
  new Route(
    sameOrigin((url) => isPublicCatalogueRead(url.pathname)),
    new NetworkFirst({ cacheName: OFFLINE_CACHES.catalogue, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: keep(150) }),
  ),
);
// Built scripts and styles are named by content and never change; pictures change only under a new name.
router.registerRoute(
  new Route(
    sameOrigin((url) => url.pathname.startsWith('/assets/')),
    new CacheFirst({ cacheName: OFFLINE_CACHES.scripts, plugins: keep(150) }),
  ),
);
router.registerRoute(
  new Route(
    sameOrigin((url) => isPictureRequest(url.pathname)),
    new CacheFirst({ cacheName: OFFLINE_CACHES.pictures, plugins: keep(300, 30 * DAY_SECONDS) }),
  ),
);
// Offline, a page never kept (seen only through in-app navigation, or rendered for a signed-in shopper) still opens:
// the shell renders it in the browser from the catalogue answers that were kept.
router.setCatchHandler(async ({ request }) => (request.mode === 'navigate' && (await shell())) || Response.error());
router.addFetchListener();
// The first page and what it loaded arrived before this worker existed; the page hands their addresses over.
router.addCacheListener();
