import type { Page } from '@playwright/test';
import { OFFLINE_CACHES } from '../src/shared/web-app';
import { expect, expectToast, registerShopper, test, visit } from './fixtures';

// Seeded products (src/server/db/seed-data.ts); the dongle is on the list's first page.
const BATTERY = { slug: 'hithium-12v-50ah-lifepo4-lithium-battery', name: 'Hithium 12.8V 50Ah LiFePO4 Lithium Battery' };
const DONGLE = { slug: 'vestwoods-wifi-monitoring-dongle', name: 'Vestwoods WiFi Monitoring Dongle' };
const ADDRESS = 'House 14, Othaya Road, Lavington, Nairobi';
const NOTES = 'Please call before delivery; gate is blue.';
const OFFLINE_BANNER = 'You are offline. Pages you have seen still open.';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The service worker registers at the shopper's first tap, scroll or key press, once the page is idle; from then on
 * it answers this page's requests.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  // The worker's own states, so a wait that fails says where it stopped: never registered, installing or waiting.
  const state = () =>
    page.evaluate(async () => {
      if (navigator.serviceWorker.controller) return 'controlling';
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'not registered';
      const workers = { installing: registration.installing, waiting: registration.waiting, active: registration.active };
      return Object.entries(workers)
        .map(([name, worker]) => `${name}: ${worker?.state ?? 'none'}`)
        .join(', ');
    });
  await expect.poll(state, { timeout: 45_000 }).toBe('controlling');
}

/** The addresses kept in one of the service worker's caches, as path + query. */
async function kept(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_BANNER });

test('a visitor who only looks costs nothing: no worker and none of its code until the first tap, scroll or key press', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path === '/sw.js' || path.includes('/service-worker-'))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  await waitForServiceWorker(page);
});

test('pages a shopper has seen open offline, with a banner that goes when the connection returns', async ({ page, context }) => {
  await visit(page, '/');
  await waitForServiceWorker(page);
  // The first page arrived before the worker did: the page hands it over, and it is kept.
  await expect.poll(() => kept(page, OFFLINE_CACHES.pages)).toContain('/');

  await visit(page, '/products');
  await page.getByRole('link', { name: DONGLE.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: DONGLE.name })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();

  // Loaded as a page: the list comes back as it was rendered.
  await visit(page, '/products');
  await expect(page.getByRole('link', { name: DONGLE.name })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  // Seen only through in-app navigation: the shell renders it from the catalogue answer that was kept.
  await visit(page, `/products/${DONGLE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: DONGLE.name })).toBeVisible();
  const picture = page.getByRole('img', { name: DONGLE.name }).first();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await visit(page, '/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
});

test('offline, adding to the cart and ordering say they need a connection, and the typed order survives', async ({ page, context }) => {
  await registerShopper(page);
  await visit(page, `/products/${BATTERY.slug}`);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'You are offline', 'This needs an internet connection. Please try again once you are back online.');
  await expect(page).toHaveURL(new RegExp(`/products/${BATTERY.slug}$`));

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  expect(await (await page.request.get('/api/cart')).json()).toEqual([]);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart');
  await expect(page).toHaveURL(/\/cart$/);

  await visit(page, '/checkout');
  await page.getByLabel('Delivery Address').fill(ADDRESS);
  await page.getByLabel('Phone Number').fill('0712 345 678');
  await page.getByLabel('Order Notes (optional)').fill(NOTES);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' }).click();
  await expectToast(page, 'You are offline', 'This needs an internet connection.');
  await expect(page.getByLabel('Order Notes (optional)')).toHaveValue(NOTES);

  // Reloaded offline: the shell, not the browser's error page; whose account this is cannot be checked.
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText('We could not load your account. Please refresh the page.')).toBeVisible();

  await context.setOffline(false);
  await visit(page, '/checkout');
  await expect(page.getByLabel('Delivery Address')).toHaveValue(ADDRESS);
  await expect(page.getByLabel('Phone Number')).toHaveValue('0712 345 678');
  await expect(page.getByLabel('Order Notes (optional)')).toHaveValue(NOTES);
});

test('a checkout whose form rules could not arrive says it is offline, and checks the details once back online', async ({ page, context }) => {
  await registerShopper(page);
  const product = (await (await page.request.get(`/api/products/${BATTERY.slug}`)).json()) as { id: number };
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  await visit(page, '/checkout');
  // Filled without a tap or key press, as autofill does: the form's rules and the toasts load at the first one, here
  // the submit, offline.
  await page.getByLabel('Delivery Address').fill(ADDRESS);
  await page.getByLabel('Phone Number').fill('0712');
  await context.setOffline(true);
  const order = page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' });
  await order.click();
  await expectToast(page, 'You are offline', 'This needs an internet connection.');
  await expect(page.getByLabel('Phone Number')).toHaveValue('0712');

  await context.setOffline(false);
  await order.click();
  await expect(page.locator('#checkout-phone-error')).toHaveText('Please enter a valid Kenyan phone number');
});

test('nothing rendered for a signed-in shopper is kept, and signing out empties the kept pages', async ({ page }) => {
  await visit(page, '/about');
  await waitForServiceWorker(page);
  await expect.poll(() => kept(page, OFFLINE_CACHES.pages)).toContain('/about');

  await registerShopper(page);
  await visit(page, '/products');
  await page.getByRole('link', { name: DONGLE.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: DONGLE.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await visit(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // The signed-in pages went through the worker but were not kept; of the API, only the public catalogue was.
  expect(await kept(page, OFFLINE_CACHES.pages)).toEqual(['/about']);
  const catalogue = await kept(page, OFFLINE_CACHES.catalogue);
  expect(catalogue).toContain(`/api/products/${DONGLE.slug}`);
  expect(catalogue.every((path) => path.startsWith('/api/products') || path.startsWith('/api/categories'))).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await kept(page, OFFLINE_CACHES.pages)).toEqual([]);
});

const NOT_SAVED = 'This page is not saved on your phone';

test('offline, a screen never opened says it is not saved and tries again on request, instead of a blank page', async ({ page, context }) => {
  await registerShopper(page);
  await visit(page, '/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: NOT_SAVED })).toBeVisible();
  await expect(page.getByText('you seem to be offline or the connection dropped')).toBeVisible();
  // The shell around it stays: the banner, the header.
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_SAVED })).toHaveCount(0);
});

test('offline, the Kiswahili home never visited shows its header and the not-saved message, asking once per try', async ({ page, context }) => {
  await visit(page, '/');
  await waitForServiceWorker(page);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/')) asked.set(path, (asked.get(path) ?? 0) + 1);
  });

  await context.setOffline(true);
  await page.goto('/sw');
  await expect(page.getByRole('heading', { name: 'Ukurasa huu haujahifadhiwa kwenye simu yako' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Huna mtandao kwa sasa.' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Jaribu tena' });
  await retry.click();
  await expect(retry).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Ukurasa huu haujahifadhiwa kwenye simu yako' })).toBeVisible();
  // What could not arrive was asked for on loading and on "Try again", not over and over.
  expect(Math.max(...asked.values())).toBeLessThanOrEqual(3);
});

test('a page never kept, on a connection that answers nothing, opens the shell and says it is not saved', async ({ page, context }) => {
  await visit(page, '/');
  await waitForServiceWorker(page);
  // Signal but no data: the page's request is never answered, and its screen's code does not arrive.
  await context.route('**/about', () => undefined);
  await context.route('**/assets/about-page-*', (route) => route.abort('internetdisconnected'));

  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: NOT_SAVED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
