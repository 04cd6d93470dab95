import { SERVICE_WORKER_PATH } from '@/shared/web-app';

/** The longest registering waits for the browser to be idle. */
const IDLE_WAIT_MS = 3000;

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never competes with the
 * page. What the page loaded before the worker existed (the page itself too) is handed over to be kept.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const firstInstall = !navigator.serviceWorker.controller;
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    if (!firstInstall) return;
    const urlsToCache = [
      [location.href, { headers: { accept: 'text/html' } }],
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ];
    (await navigator.serviceWorker.ready).active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  const run = () => void register().catch(() => undefined);
  // A page that is never idle (a busy phone, a slide show) still gets its worker, a few seconds later.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : setTimeout(run));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
