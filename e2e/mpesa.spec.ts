import type { Page } from '@playwright/test';
import { E2E_DARAJA_PORT } from '../playwright.config';
import { expect, registerShopper, staffContextPage, test, visit } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The signed-in shopper orders one product through the API; answers the order number. */
async function placedOrder(page: Page): Promise<{ orderNumber: string; totalAmount: string }> {
  const [product] = await (await page.request.get('/api/products?limit=1')).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return placed.json();
}

/** A new customer's new order, its page open at `prefix` (Kiswahili: /sw): answers the payment form. */
async function payPanel(page: Page, name = 'Pay with M-PESA', prefix = '') {
  await registerShopper(page);
  const order = await placedOrder(page);
  await visit(page, `${prefix}/dashboard/orders/${order.orderNumber}`);
  return page.getByRole('form', { name });
}

const nextPrompt = (page: Page, behaviour: Record<string, unknown>) =>
  page.request.post(`http://127.0.0.1:${E2E_DARAJA_PORT}/__sim/next`, { data: behaviour });

test('a customer pays a deposit with an M-PESA prompt and sees "Partly paid" with the receipt, at 390 px; staff see the prompt', async ({
  page,
  browser,
  baseURL,
}) => {
  const panel = await payPanel(page);
  await panel.getByLabel('Amount (KSh)').fill('1000');
  await panel.getByLabel('M-PESA phone number').fill('0712 345 678');
  await nextPrompt(page, { resultCode: 0, delayMs: 1500 });
  await panel.getByRole('button', { name: 'Send payment request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your phone' })).toBeVisible();
  const outcome = page.getByRole('status').filter({ hasText: 'Paid with M-PESA. Thank you!' });
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  await expect(outcome).toContainText(/M-PESA receipt [A-Z0-9]{10}: KSh 1,000 paid\./);
  await expect(page.getByTestId('order-payment')).toContainText('Partly paid');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const orderNumber = new URL(page.url()).pathname.split('/').at(-1)!;
  const staff = await staffContextPage(browser, baseURL);
  await visit(staff, '/admin/orders');
  await staff.getByLabel('Search').fill(orderNumber);
  await staff.getByRole('button', { name: `View order ${orderNumber}` }).click();
  await expect(staff.getByRole('list', { name: 'M-PESA prompts' })).toContainText(/KSh 1,000 prompt to 254712345678 · Paid · [A-Z0-9]{10}/);
  await staff.context().close();
});

test('a cancelled prompt says so in plain words, survives a reload, and can be tried again', async ({ page }) => {
  const panel = await payPanel(page);
  await panel.getByLabel('M-PESA phone number').fill('0722000111');
  await nextPrompt(page, { resultCode: 1032, delayMs: 2000 });
  await panel.getByRole('button', { name: 'Send payment request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your phone' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'The M-PESA request was cancelled on the phone.' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('form', { name: 'Pay with M-PESA' })).toBeVisible();
});

test('a followed prompt the shop does not know (another account, a restored shop) gives the form back, not endless checking', async ({ page }) => {
  const panel = await payPanel(page);
  const orderNumber = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.evaluate((key) => localStorage.setItem(key, 'd6f1a6a4-0b5c-4d55-9a53-2f4f5c1e7b10'), `mpesa-prompt:${orderNumber}`);
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Send payment request' })).toBeVisible();
  await expect(page.getByText('We could not check the payment just now.', { exact: false })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), `mpesa-prompt:${orderNumber}`)).toBeNull();
});

test('a bad phone number is refused on the form, in Kiswahili too', async ({ page }) => {
  const panel = await payPanel(page, 'Lipa kwa M-PESA', '/sw');
  await panel.getByLabel('Nambari ya simu ya M-PESA').fill('0202345678');
  await panel.getByRole('button', { name: 'Tuma ombi la malipo' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Tafadhali weka nambari ya simu ya Kenya ya M-PESA');
});

test('staff give a Paybill payment with a wrong account number to its order, and the customer sees it paid', async ({ page, browser, baseURL }) => {
  await registerShopper(page);
  const order = await placedOrder(page);
  const receipt = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 10).padEnd(10, '0');
  const paid = await page.request.post(`http://127.0.0.1:${E2E_DARAJA_PORT}/__sim/c2b`, {
    data: { BillRefNumber: 'my name', TransAmount: 500, MSISDN: '254712345678', TransID: receipt },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const staff = await staffContextPage(browser, baseURL);
  await visit(staff, '/admin/payments');
  const row = staff.getByTestId('unmatched-payment').filter({ hasText: receipt });
  await expect(row).toContainText('KSh 500');
  await expect(row).toContainText('my name');
  await row.getByLabel(`Order for ${receipt}`).fill('SH-NOSUCH');
  await row.getByRole('button', { name: 'Record' }).click();
  await expect(row.getByRole('alert')).toHaveText('Order not found');
  await row.getByLabel(`Order for ${receipt}`).fill(order.orderNumber.toLowerCase());
  await row.getByRole('button', { name: 'Record' }).click();
  await expect(row).toHaveCount(0);
  await staff.context().close();

  await visit(page, `/dashboard/orders/${order.orderNumber}`);
  await expect(page.getByTestId('order-payment')).toContainText('Partly paid');
  await expect(page.getByText(receipt)).toBeVisible();
});
