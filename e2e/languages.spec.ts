import { SEED_PRODUCTS } from '../src/server/db/seed-data';
import { expect, test, visit, waitForHydration } from './fixtures';

const product = SEED_PRODUCTS[0]!;

test.describe('languages, as the server sends them', () => {
  test('a Kiswahili address is rendered in Kiswahili, with its title, description and both languages as alternates', async ({ request }) => {
    const html = await (await request.get('/sw')).text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toMatch(/<title>[^<]+ — Paneli za sola, betri na inverter nchini Kenya<\/title>/);
    expect(html).toContain('<meta name="description" content="Paneli za sola, betri za lithium');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/sw" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="sw" href="http:\/\/[^"]+\/sw" \/>/);
    expect(html).toContain('<meta property="og:locale" content="sw_KE" />');
    expect(html).toContain('Bidhaa Zote');
  });

  test('English stays the default and names its Kiswahili alternate', async ({ request }) => {
    const html = await (await request.get(`/products/${product.slug}`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('All Products');
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="sw" href="http://[^"]+/sw/products/${product.slug}" />`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/products/${product.slug}" />`));
  });

  test('a product page at its Kiswahili address has its own canonical address', async ({ request }) => {
    const html = await (await request.get(`/sw/products/${product.slug}`)).text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/sw/products/${product.slug}" />`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="http://[^"]+/products/${product.slug}" />`));
  });

  test('the remembered choice takes a plain link to its Kiswahili address; unknown or malformed choices are ignored', async ({ request }) => {
    const remembered = await request.get('/products?sort=newest', { headers: { cookie: 'lang=sw' }, maxRedirects: 0 });
    expect(remembered.status()).toBe(302);
    expect(remembered.headers()['location']).toBe('/sw/products?sort=newest');
    for (const cookie of ['lang=fr', 'lang=', 'lang=sw%00', 'lang="sw']) {
      const ignored = await request.get('/products', { headers: { cookie }, maxRedirects: 0 });
      expect(ignored.status(), cookie).toBe(200);
      expect(await ignored.text()).toContain('<html lang="en">');
    }
    // An address that names a language is shown in it, whatever was chosen before: a shared link opens as it was shared.
    const shared = await request.get('/sw/products', { headers: { cookie: 'lang=en' }, maxRedirects: 0 });
    expect(shared.status()).toBe(200);
    expect(await shared.text()).toContain('<html lang="sw">');
  });

  test('every public screen is rendered by the server in Kiswahili, not left to the browser', async ({ request }) => {
    for (const path of [
      '/sw',
      '/sw/products?sort=price_asc',
      `/sw/products/${product.slug}`,
      '/sw/planner',
      '/sw/about',
      '/sw/contact',
      '/sw/faq',
      '/sw/privacy',
      '/sw/terms',
      '/sw/warranty',
      '/sw/returns',
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="sw">');
      expect(html, path).toMatch(/<div id="root"><\w/);
    }
  });

  test('robots.txt keeps the private screens out in both languages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/cart', '/sw/cart', '/sw/checkout', '/sw/dashboard']) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

test.describe('the language switch, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('switching to Kiswahili in the mobile menu shows the page in Kiswahili, and the choice is remembered', async ({ page }) => {
    await visit(page, '/products?sort=newest');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'SW' }).click();
    await expect(page).toHaveURL(/\/sw\/products\?sort=newest$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // The switch loads the page whole: its menu answers once the new page has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await expect(page.getByRole('navigation', { name: 'Simu' }).getByRole('link', { name: 'Nyumbani' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Simu' }).getByRole('link', { name: 'Nyumbani' }).click();
    await expect(page).toHaveURL(/\/sw\/?$/);

    // A plain link opened later (from a WhatsApp chat, say) comes back in Kiswahili.
    await visit(page, '/faq');
    await expect(page).toHaveURL(/\/sw\/faq$/);

    // And back to English.
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await page.getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/products');
    await expect(page).toHaveURL(/\/products$/);
  });
});
