import { OFFLINE_CACHES, SERVICE_WORKER_PATH } from '@/shared/web-app';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never competes with the
 * first visit. That first page and what it loaded came before the worker, so they are handed over to be kept.
 */
export function registerServiceWorker(): void {
  // The dev server has no built worker to register.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const firstInstall = !navigator.serviceWorker.controller;
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    if (!firstInstall) return;
    const urlsToCache = [[location.href, { headers: { accept: 'text/html' } }], ...performance.getEntriesByType('resource').map((entry) => entry.name)];
    (await navigator.serviceWorker.ready).active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void register().catch(() => undefined));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Sign-out empties the kept pages too: by design they were all rendered for signed-out visitors, but a shared phone gets no benefit of the doubt. */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CACHES.pages);
}
