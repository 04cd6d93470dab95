import type { Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../src/server/db/seed-data';
import { formatKsh } from '../src/shared/money';
import { expect, registerShopper, test, visit } from './fixtures';

const product = SEED_PRODUCTS.find((p) => p.reviews.length > 0 && p.images.length > 0)!;

test.describe('server rendering, seen without JavaScript', () => {
  test('a product page carries its name, price, link-preview tags and JSON-LD', async ({ request }) => {
    const response = await request.get(`/products/${product.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} |`);
    expect(html).toContain(product.name);
    expect(html).toContain(formatKsh(product.price));
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/_img\/1200w\.jpg\/images\/products\/[^"]+"/);
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toContain(`<meta property="og:price:amount" content="${product.price}"`);
    expect(html).toContain('<meta property="og:price:currency" content="KES"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/products\//);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { price: product.price, priceCurrency: 'KES' } });
    expect(jsonLd.aggregateRating.reviewCount).toBe(product.reviews.length);

    // The preview image itself is a real JPEG a crawler can fetch.
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
  });

  test('the product list holds the filtered products and the count line', async ({ request }) => {
    const html = await (await request.get('/products?category=solar-panels')).text();
    const panels = SEED_PRODUCTS.filter((p) => p.category === 'solar-panels');
    expect(html).toContain(`Showing ${panels.length} product(s)`);
    for (const panel of panels) expect(html).toContain(panel.name);
  });

  test('unknown products and paths answer 404 with their screens', async ({ request }) => {
    const missing = await request.get('/products/does-not-exist');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Product Not Found');
    // A slug longer than any product's may be (the API refuses it) names no product either.
    const overlong = await request.get(`/products/${'s'.repeat(150)}`);
    expect(overlong.status()).toBe(404);
    expect(await overlong.text()).toContain('Product Not Found');
    expect((await request.get('/index.html')).status()).toBe(404);
    const unknown = await request.get('/no/such/page');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
  });

  test('the home page preloads its banner as a WebP for the screen width, never the SVG', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/_img\/640w\.webp\/images\/hero\/solar-panels\.svg 640w, [^"]*1600w"[^>]*fetchPriority="high"/,
    );

    const pictures: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') pictures.push(`${response.headers()['content-type']} ${new URL(response.url()).pathname}`);
    });
    await visit(page, '/');
    await page.getByRole('heading', { name: 'Shop by Category' }).scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.filter((picture) => picture.includes('/images/categories/')).length).toBeGreaterThan(0);
    expect(pictures.filter((picture) => /\/images\/(hero|categories)\//.test(picture) && !picture.startsWith('image/webp /_img/'))).toEqual([]);
  });

  test('a page names its own code chunks for the browser to fetch early, and the build manifest stays private', async ({ request }) => {
    const html = await (await request.get(`/products/${product.slug}`)).text();
    expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/product-detail-page-[\w-]+\.js" \/>/);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });

  test("a browser-rendered screen names its code too, and carries the header's categories", async ({ page, request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/auth-page-[\w-]+\.js" \/>/);
    const asked: string[] = [];
    page.on('request', (sent) => sent.url().includes('/api/categories') && asked.push(sent.url()));
    await visit(page, '/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the singular product link redirects to the product', async ({ request }) => {
    const response = await request.get(`/product/${product.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/products/${product.slug}`);
  });
});

/** What the page reports about hydration going wrong (a mismatch, a recoverable error), and any uncaught error. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('hydration', () => {
  for (const path of ['/', '/products', `/products/${product.slug}`]) {
    test(`${path} hydrates without warnings and without fetching what it was sent`, async ({ page }) => {
      const problems = hydrationProblems(page);
      // Nor who the visitor is: the server rendered the page for a signed-out visitor and said so.
      const repeatedCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(products|categories|auth\/user)/.test(request.url())) repeatedCalls.push(request.url());
      });
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(repeatedCalls).toEqual([]);
    });
  }

  test('a signed-in shopper gets the page rendered for them, private, without a "who am I" call', async ({ page, shopper }) => {
    const response = await page.request.get(`/products/${product.slug}`);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('aria-label="My account"');
    expect(html).toContain(`"username":"${shopper.username}"`);

    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/user')) userCalls.push(request.url());
    });
    await visit(page, `/products/${product.slug}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(userCalls).toEqual([]);
  });

  test("an order's page is rendered on the server for its customer only, and hydrates without asking again", async ({ page, browser, baseURL }) => {
    await registerShopper(page);
    const { id: productId } = await (await page.request.get(`/api/products/${product.slug}`)).json();
    expect((await page.request.post('/api/cart', { data: { productId, quantity: 1 } })).status()).toBe(200);
    const placed = await page.request.post('/api/orders', {
      data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderNumber } = await placed.json();
    const path = `/dashboard/orders/${orderNumber}`;

    const response = await page.request.get(path);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`<title>Order #${orderNumber} |`);
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    expect(html).toContain(formatKsh(product.price));
    // The payment form is drawn, its fields disabled until the page is live: what was typed before would be lost.
    expect(html).toMatch(/aria-labelledby="[^"]+-title"><fieldset disabled="" class="contents">/);

    const problems = hydrationProblems(page);
    const orderCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/orders/') && orderCalls.push(request.url()));
    await visit(page, path);
    await expect(page.getByRole('form', { name: 'Pay with M-PESA' }).getByLabel('M-PESA phone number')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(orderCalls).toEqual([]);

    // Another customer's session: the API's answer (not found), nothing of the order.
    const stranger = await (await browser.newContext({ baseURL })).newPage();
    await registerShopper(stranger);
    const theirs = await stranger.request.get(path);
    expect(theirs.status()).toBe(404);
    expect(await theirs.text()).not.toContain(product.name.replace(/&/g, '&amp;'));
    await visit(stranger, path);
    await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await stranger.context().close();
  });

  test('the checkout is rendered on the server for the signed-in shopper, its controls live once hydrated', async ({ page }) => {
    await registerShopper(page);
    const { id: productId } = await (await page.request.get(`/api/products/${product.slug}`)).json();
    expect((await page.request.post('/api/cart', { data: { productId, quantity: 2 } })).status()).toBe(200);

    const html = await (await page.request.get('/checkout')).text();
    expect(html).toContain('<title>Checkout |');
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    expect(html).toContain(`data-testid="checkout-total">${formatKsh(String(Number(product.price) * 2))}`);
    expect(html).toContain('id="checkout-county"');
    // The summary, shown above the form on a phone, comes first in the page too: while the page is still arriving,
    // a summary added above would push the form down (a layout shift of 0.26 in 2 of 5 Lighthouse runs).
    expect(html.indexOf('data-testid="checkout-total"')).toBeLessThan(html.indexOf('id="checkout-county"'));
    expect(html).toContain('<fieldset disabled="" class="contents">');
    // The header's cart badge is drawn with the page, not asked for once it is live.
    expect(html).toContain('aria-label="Cart, 2 items"');

    const problems = hydrationProblems(page);
    const repeated: string[] = [];
    page.on('request', (request) => /\/api\/(cart\/with-products|delivery|cart$)/.test(request.url()) && repeated.push(request.url()));
    await visit(page, '/checkout');
    await expect(page.getByLabel('County', { exact: true })).toBeEnabled();
    await expect(page.getByLabel('Delivery Address')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(repeated).toEqual([]);
  });

  test('a signed-out visitor gets the public page, which caches may keep', async ({ request }) => {
    const response = await request.get('/products');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain('>Login</a>');
  });
});
