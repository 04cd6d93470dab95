import type { Locator, Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../src/server/db/seed-data';
import { expect, test, visit } from './fixtures';

// The footer and the lower half of the home page are server-rendered, then hydrated only when scrolled near
// (src/client/lib/hydrate-when-visible.tsx).
// The tests hold chunks back with page.route, which never sees a request the service worker answers (it registers
// once the first page is idle): this file is about hydration, so it runs without one.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const product = SEED_PRODUCTS.find((p) => p.isFeatured)!;

function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return names;
}

/** Whether React has taken over the element (it keeps its props on the DOM node once hydrated). */
const hydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test('the footer is on the page from the start, and its code arrives only when the shopper scrolls near it', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await visit(page, `/products/${product.slug}`);
  await page.waitForLoadState('networkidle');
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('link', { name: 'About Us' });
  await expect(about).toHaveAttribute('href', '/about');
  expect(scripts.filter((name) => name.startsWith('footer-'))).toEqual([]);

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((name) => name.startsWith('footer-'))).toBe(true);
  await expect.poll(() => hydrated(about)).toBe(true);

  // Hydrated, its links move within the page instead of loading a new document.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a tap on the lower home page before its code has arrived is answered once it has', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-lower-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const scripts = scriptsFetched(page);
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => name.startsWith('home-lower-'))).toEqual([]);

  const testimonials = page.getByRole('region', { name: 'Client Testimonials' });
  const play = testimonials.getByRole('button', { name: /^Play video/ }).first();
  await play.click();
  await expect.poll(() => scripts.some((name) => name.startsWith('home-lower-'))).toBe(true);
  await expect(testimonials.locator('iframe')).toHaveCount(0);

  release();
  await expect(testimonials.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

// Regression: the code had arrived but not yet its texts, and React dropped a tap while hydration waited for them.
test('a tap on the lower home page while its texts are still on their way is answered once they arrive', async ({ page }) => {
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const heldCatalogs: string[] = [];
  await page.route(/\/assets\/en-[^/]+\.js$/, async (route) => {
    heldCatalogs.push(route.request().url());
    await released;
    await route.continue();
  });

  const testimonials = page.getByRole('region', { name: 'Client Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  await expect.poll(() => heldCatalogs.length).toBeGreaterThan(0);
  await testimonials
    .getByRole('button', { name: /^Play video/ })
    .first()
    .click();
  await expect(testimonials.locator('iframe')).toHaveCount(0);

  release();
  await expect(testimonials.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test('drawn in the browser, the footer loads at once', async ({ page }) => {
  // /login is not server-rendered: the whole page, footer included, is drawn by the browser.
  await visit(page, '/login');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});
