import type { Page } from '@playwright/test';
import { captureWhatsApp, expect, expectToast, registerShopper, test, visit } from './fixtures';

// Issue 31, item 2: checkout asks delivery or pickup and shows the fee (docs/product.md, "Delivery").
// Seeded: the cable (src/server/db/seed-data.ts), the demo delivery terms (src/server/db/seed-delivery.ts).
const CABLE = '4mm-pv-solar-cable-2x10m-red-black';

test.use({ viewport: { width: 390, height: 844 } });

async function cartWithCable(page: Page) {
  await registerShopper(page);
  const product = await (await page.request.get(`/api/products/${CABLE}`)).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
}

/** Counts the requests for the delivery terms from now on: a change of county must need none. */
function deliveryRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => request.url().includes('/api/delivery') && seen.push(request.url()));
  return seen;
}

test('a shopper on a phone picks a county, sees the fee and the total change at once, and orders with it', async ({ page }) => {
  await cartWithCable(page);
  await visit(page, '/checkout');
  const fee = page.getByTestId('checkout-delivery-fee');
  const total = page.getByTestId('checkout-total');
  await expect(fee).toHaveText('DeliveryTo be confirmed');
  await expect(total).toHaveText('KSh 3,450.75');
  await expect(page.getByRole('radio', { name: 'Deliver to my county' })).toBeChecked();

  const county = page.getByLabel('County', { exact: true });
  await expect(county.locator('option', { hasText: 'Mandera (not available)' })).toBeDisabled();
  const requests = deliveryRequests(page);
  await county.selectOption('kisumu');
  await expect(fee).toHaveText('DeliveryKSh 900');
  await expect(total).toHaveText('KSh 4,350.75');
  await expect(page.getByTestId('delivery-terms')).toContainText('Delivered in 2 to 4 days');
  await county.selectOption('nairobi');
  await expect(fee).toHaveText('DeliveryKSh 300');
  await expect(total).toHaveText('KSh 3,750.75');
  await expect(page.getByTestId('delivery-terms')).toContainText('Free delivery on orders of KSh 100,000 or more');
  expect(requests).toEqual([]);

  // Pickup is free; back to delivery, the county chosen stays.
  await page.getByRole('radio', { name: 'I will collect it from a pickup point' }).check();
  await expect(fee).toHaveText('PickupFree');
  await expect(total).toHaveText('KSh 3,450.75');
  await page.getByRole('radio', { name: 'Deliver to my county' }).check();
  await expect(fee).toHaveText('DeliveryKSh 300');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel('Delivery Address').fill('House 14, Othaya Road, Lavington, Nairobi');
  await page.getByLabel('Phone Number').fill('0712 345 678');
  const whatsapp = await captureWhatsApp(page);
  await page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' }).click();
  await expectToast(page, 'Order created successfully!');
  const message = (await whatsapp()).searchParams.get('text')!;
  await page.waitForURL('https://wa.me/**');
  expect(message).toContain('Delivery to Nairobi: KSh 300');
  expect(message).toContain('Total: KSh 3,750.75');
  const orderNumber = /Order #(SH-[A-Z0-9]{6})/.exec(message)![1]!;

  // The order page shows the fee as its own line and the total including it.
  await visit(page, `/dashboard/orders/${orderNumber}`);
  await expect(page.getByTestId('order-delivery-fee')).toHaveText('Delivery to NairobiKSh 300');
  await expect(page.getByText(/^Expected between \d{1,2} [A-Z][a-z]{2} \d{4} and \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByText('KSh 3,750.75').first()).toBeVisible();
});

test('the same checkout with delivery, in Kiswahili', async ({ page }) => {
  await cartWithCable(page);
  await visit(page, '/sw/checkout');
  const fee = page.getByTestId('checkout-delivery-fee');
  await expect(fee).toHaveText('KupelekaItathibitishwa');
  const requests = deliveryRequests(page);
  await page.getByLabel('Kaunti', { exact: true }).selectOption('turkana');
  await expect(fee).toHaveText('KupelekaKSh 2,500');
  await expect(page.getByTestId('checkout-total')).toHaveText('KSh 5,950.75');
  await expect(page.getByTestId('delivery-terms')).toContainText('Hufika kwa siku 4 hadi 8');
  await page.getByLabel('Kaunti', { exact: true }).selectOption('kisumu');
  await expect(fee).toHaveText('KupelekaKSh 900');
  expect(requests).toEqual([]);

  await page.getByLabel('Anwani ya Kufikisha').fill('Nyumba 3, Barabara ya Oginga Odinga, Kisumu');
  await page.getByLabel('Nambari ya Simu').fill('0712 345 678');
  const whatsapp = await captureWhatsApp(page);
  await page.getByRole('button', { name: 'Weka Oda na Utuandikie WhatsApp' }).click();
  await expectToast(page, 'Oda imewekwa!');
  const message = (await whatsapp()).searchParams.get('text')!;
  await page.waitForURL('https://wa.me/**');
  expect(message).toContain('Kuletewa Kisumu: KSh 900');
  expect(message).toContain('Jumla: KSh 4,350.75');
  const orderNumber = /Oda #(SH-[A-Z0-9]{6})/.exec(message)![1]!;
  await visit(page, `/sw/dashboard/orders/${orderNumber}`);
  await expect(page.getByTestId('order-delivery-fee')).toHaveText('Kuletewa KisumuKSh 900');
});
