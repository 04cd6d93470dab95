import type { Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../src/server/db/seed-data';
import { formatKsh } from '../src/shared/money';
import { expect, test, visit } from './fixtures';

// The home page, the product list and a product page at their Kiswahili addresses (/sw/…), on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const BATTERY = SEED_PRODUCTS.find((p) => p.slug === 'hithium-12v-100ah-lifepo4-lithium-battery')!;

/** All the products a list query matches (other tests may add products). */
async function totalFor(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/products?${query}&pageSize=1`);
  return Number(response.headers()['x-total-count']);
}

/** Errors the page logs (a hydration mismatch, a catalog that failed to load) while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page in Kiswahili, its lower half included', async ({ page, request }) => {
  // Drawn by the server in Kiswahili, the lower half too, whose texts the browser fetches only when it nears the screen.
  const html = await (await request.get('/sw')).text();
  expect(html).toContain('<html lang="sw">');
  expect(html).toContain('Ofa Bora za Leo');
  expect(html).toContain('Huduma Zetu');

  const errors = watchErrors(page);
  await visit(page, '/sw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paneli za sola, betri za lithium na inverter, tunazifikisha kote Kenya');
  await expect(page.getByRole('heading', { name: 'Washa Nyumba Yako kwa Nguvu ya Jua' })).toBeVisible();
  await page.getByRole('button', { name: 'Slaidi inayofuata' }).click();
  await expect(page.getByRole('heading', { name: 'Betri za Lithium Zinazodumu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nunua Betri' })).toHaveAttribute('href', '/sw/products?category=hithium-batteries');
  await expect(page.getByPlaceholder('Tafuta...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nunua kwa Aina ya Bidhaa' })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /Tuandikie WhatsApp/ }).first();
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBe('Habari! Naomba msaada wa kuchagua mfumo wa sola.');

  const deals = page.getByRole('region', { name: 'Ofa Bora za Leo' });
  await deals.scrollIntoViewIfNeeded();
  await expect(deals.getByText('Maalum', { exact: true }).first()).toBeVisible();
  await expect(deals.getByRole('button', { name: 'Weka Kikapuni' }).first()).toHaveAccessibleDescription('Ingia ili uweke kikapuni');
  await page.getByRole('link', { name: /Tazama zote/ }).click();
  await expect(page).toHaveURL(/\/sw\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bidhaa Zetu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the product list in Kiswahili: sorted and filtered, drawn by the server in the same words', async ({ page, request }) => {
  const html = await (await request.get('/sw/products?sort=price_asc')).text();
  expect(html).toMatch(/<title>Bidhaa \| /);
  expect(html).toContain('<meta name="description" content="Paneli za sola, betri za lithium');
  expect(html).toMatch(/<option value="price_asc" selected="">Bei: ya chini kwanza<\/option>/);

  const errors = watchErrors(page);
  await visit(page, '/sw/products');
  await expect(page).toHaveTitle(/^Bidhaa \| /);
  await expect(page.getByRole('status')).toHaveText(`Bidhaa ${await totalFor(page, '')} zimepatikana`);
  await page.getByLabel('Panga kwa').selectOption({ label: 'Bei: ya chini kwanza' });
  await expect(page).toHaveURL(/\/sw\/products\?sort=price_asc$/);

  await page.getByRole('button', { name: 'Chuja' }).click();
  await page.getByRole('checkbox', { name: 'Zipo' }).check();
  await expect(page).toHaveURL(/stock=in_stock/);
  await expect(page.getByRole('button', { name: 'Ondoa Vichujio' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Chuja/ })).toContainText('Imewashwa');
  await expect(page.getByRole('status')).toHaveText(`Bidhaa ${await totalFor(page, 'stock=in_stock')} zimepatikana`);
  const card = page.getByTestId('product-card').first();
  await expect(card.getByText('Zipo', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Weka Kikapuni' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('a product page in Kiswahili, with its tabs, and the unknown product', async ({ page, request }) => {
  const errors = watchErrors(page);
  await visit(page, `/sw/products/${BATTERY.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // The product's own Kiswahili name, which staff wrote for this one; everything around it is in Kiswahili too.
  await expect(page.getByRole('heading', { level: 1, name: BATTERY.nameSw })).toBeVisible();
  await expect(page.getByTestId('rating')).toContainText(`(maoni ${BATTERY.reviews.length})`);
  await expect(page.getByText('Zipo', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sifa Kuu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ulipo' }).getByRole('link', { name: 'Bidhaa' })).toHaveAttribute('href', '/sw/products');
  await expect(page.getByText('Idadi', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weka Kikapuni' })).toBeDisabled();
  const whatsapp = new URL((await page.getByRole('link', { name: 'Agiza kwa WhatsApp' }).getAttribute('href'))!);
  expect(whatsapp.searchParams.get('text')).toBe(`Habari! Ningependa kuagiza ${BATTERY.nameSw} (${formatKsh(BATTERY.price)}). Inapatikana?`);
  await expect(page.getByRole('link', { name: 'Piga Simu Kununua' })).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Vipimo' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: `Maoni (${BATTERY.reviews.length})` }).click();
  await expect(panel).toContainText(`Maoni ${BATTERY.reviews.length}`);
  await expect(panel).toContainText('ili utoe maoni kuhusu bidhaa uliyopokea.');
  await page.getByRole('tab', { name: 'Waranti' }).click();
  await expect(panel.getByRole('heading', { name: 'Waranti inashughulikia nini' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Sera ya Waranti' })).toHaveAttribute('href', '/sw/warranty');
  expect(errors).toEqual([]);

  const missing = await request.get('/sw/products/does-not-exist');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="sw">');
  expect(html).toMatch(/<title>Bidhaa Haipatikani \| /);
  expect(html).toContain('Bidhaa unayoitafuta haipo.');
});

test('a signed-in shopper keeps a wish in Kiswahili', async ({ page, shopper: _shopper }) => {
  await visit(page, `/sw/products/${BATTERY.slug}`);
  await page.getByRole('button', { name: 'Weka kwenye Vipendwa' }).click();
  await expect(page.getByTestId('toast')).toContainText('Imewekwa kwenye Vipendwa');
  await expect(page.getByRole('button', { name: 'Ondoa kwenye Vipendwa' })).toHaveAttribute('aria-pressed', 'true');
});
