import type { Page } from '@playwright/test';
import { expect, registerShopper, test, visit } from './fixtures';

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

test("an order's lines are named in Kiswahili on the dashboard and the order's page, as bought", async ({ page }) => {
  await registerShopper(page);
  await addToCartByApi(page, MC4.slug);
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = await placed.json();

  await visit(page, '/sw/dashboard');
  const card = page.getByTestId('order-card');
  await expect(card).toContainText(`2 x ${MC4.nameSw}`);
  await expect(card).not.toContainText(MC4.name);

  await visit(page, `/sw/dashboard/orders/${orderNumber}`);
  const lines = page.getByRole('list', { name: 'Bidhaa za oda' });
  await expect(lines).toContainText(MC4.nameSw);
  await expect(lines).not.toContainText(MC4.name);
  // The English page keeps the English name.
  await visit(page, `/dashboard/orders/${orderNumber}`);
  await expect(page.getByRole('list', { name: 'Order lines' })).toContainText(MC4.name);
});
