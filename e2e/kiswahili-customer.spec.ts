import type { Page } from '@playwright/test';
import { deliveredOrder, expect, expectToast, registerShopper, test, visit } from './fixtures';

// Seeded product (src/server/db/seed-data.ts).
const BATTERY = { slug: 'hithium-12v-50ah-lifepo4-lithium-battery', name: 'Hithium 12.8V 50Ah LiFePO4 Lithium Battery' };
// One with a Kiswahili name, which an order line keeps as it was bought.
const MC4 = { slug: 'mc4-solar-connector-pairs-10-pack', name: 'MC4 Solar Connector Pairs (10-Pack)', nameSw: 'Viunganishi vya Sola MC4 (Jozi 10)' };

test.use({ viewport: { width: 390, height: 844 } });

async function addToCartByApi(page: Page, slug: string): Promise<void> {
  const product = await (await page.request.get(`/api/products/${slug}`)).json();
  const response = await page.request.post('/api/cart', { data: { productId: product.id, quantity: 2 } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a shopper reads the sign-in, cart, checkout and account screens in Kiswahili', async ({ page }) => {
  await visit(page, '/sw/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
  await expect(page.getByLabel('Jina la mtumiaji')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umesahau nenosiri?' })).toBeVisible();

  await registerShopper(page);
  await addToCartByApi(page, BATTERY.slug);

  await visit(page, '/sw/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Kikapu cha Ununuzi' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bidhaa za kikapu' })).toContainText(BATTERY.name);
  await expect(page.getByText('Muhtasari wa Oda')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pata Nukuu ya Bei (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Endelea Kuweka Oda' })).toHaveAttribute('href', '/sw/checkout');

  await visit(page, '/sw/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Kamilisha Oda' })).toBeVisible();
  await expect(page.getByText('Jinsi ya kulipa')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Maelezo ya malipo' })).toContainText('Nambari ya biashara: 522533');
  // Sent empty: the Kiswahili fields are marked (their messages' words come from the shared catalog of message texts).
  await page.getByRole('button', { name: 'Weka Oda na Utuandikie WhatsApp' }).click();
  await expect(page.getByLabel('Anwani ya Kufikisha')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nambari ya Simu')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Maelezo ya Oda (si lazima)')).toBeVisible();
  await expect(page.locator('#checkout-address-error')).toBeVisible();

  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = await placed.json();

  await visit(page, '/sw/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Akaunti Yangu' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vipendwa' })).toBeVisible();
  const card = page.getByTestId('order-card');
  await expect(card.getByRole('link', { name: `Oda #${orderNumber}` })).toBeVisible();
  await expect(card).toContainText('Inasubiri');
  await expect(card.getByTestId('order-payment')).toContainText('Haijalipwa');
  await expect(card.getByRole('link', { name: 'Angalia oda' })).toHaveAttribute('href', `/sw/dashboard/orders/${orderNumber}`);

  await page.getByRole('tab', { name: 'Wasifu' }).click();
  await expect(page.getByText('Taarifa za Wasifu')).toBeVisible();
  await expect(page.getByLabel('Nenosiri la sasa')).toBeVisible();
});

test('a delivered order in Kiswahili names its lines in Kiswahili and leads to the review form, whose refusals are in Kiswahili', async ({
  page,
  baseURL,
}) => {
  // No review is written here, so the product's count stays as seeded.
  await registerShopper(page);
  const orderNumber = await deliveredOrder(page, baseURL!, MC4.slug);
  for (const path of ['/sw/dashboard', `/sw/dashboard/orders/${orderNumber}`]) {
    await visit(page, path);
    await expect(page.getByRole('main')).toContainText(MC4.nameSw);
    await expect(page.getByRole('main')).not.toContainText(MC4.name);
    await expect(page.getByRole('link', { name: `Andika maoni kuhusu ${MC4.nameSw}` })).toHaveAttribute('href', `/sw/products/${MC4.slug}#reviews`);
  }
  // The English page keeps the English name.
  await visit(page, `/dashboard/orders/${orderNumber}`);
  await expect(page.getByRole('list', { name: 'Order lines' })).toContainText(MC4.name);
  await visit(page, `/sw/dashboard/orders/${orderNumber}`);

  await page.getByRole('link', { name: `Andika maoni kuhusu ${MC4.nameSw}` }).click();
  const form = page.getByRole('form', { name: 'Andika maoni' });
  await form.getByRole('button', { name: 'Tuma maoni' }).click();
  await expect(form.getByRole('alert')).toHaveText('Chagua nyota kuanzia 1 hadi 5');
  await form.getByRole('radio', { name: 'Nyota 4' }).check({ force: true });
  await form.getByLabel('Maoni (si lazima)').fill('Imara <b>sana</b>');
  await form.getByRole('button', { name: 'Tuma maoni' }).click();
  await expectToast(page, 'Maoni hayajahifadhiwa', 'Maoni yawe maandishi ya kawaida, bila alama za HTML');
});
