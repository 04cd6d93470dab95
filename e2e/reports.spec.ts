import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { expect, expectToast, registerShopper, signInAs, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** A new shopper's order of `quantity` of an in-stock product, placed through the API and not paid. */
async function shopperOrder(browser: Browser, baseURL: string, quantity: number, firstName?: string) {
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  await registerShopper(shopper, firstName ? { firstName } : {});
  const [product] = await (await shopper.request.get('/api/products?limit=1&stock=in_stock')).json();
  expect((await shopper.request.post('/api/cart', { data: { productId: product.id, quantity } })).status()).toBe(200);
  const placed = await shopper.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: { id: number; orderNumber: string; totalAmount: string } = await placed.json();
  await shopperContext.close();
  return order;
}

test('staff read the reports at 390 px: range, grouping, chart and table, an order owed, and a CSV download', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // A shopper's order today, part paid: it is in today's sales and still owed.
  const order = await shopperOrder(browser, baseURL!, 2, 'Wanjikũ');

  const context = await browser.newContext({ baseURL, viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  await signInAs(page, E2E_STAFF);
  const paid = await page.request.post(`/api/admin/orders/${order.id}/payments`, { data: { method: 'cash', amount: '100.00' } });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Staff screens' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // Today's sales: the chart is drawn, and its table has today's row with the order in it.
  const sales = page.getByRole('table', { name: 'Sales by day' });
  await expect(sales).toBeVisible();
  await expect(page.getByTestId('report-chart').first().locator('svg').first()).toBeVisible();
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  await expect(sales.getByRole('row', { name: new RegExp(`^${today}`) })).toBeVisible();
  expect(Number(await page.getByTestId('sales-orders').textContent())).toBeGreaterThanOrEqual(1);

  await page.getByLabel('Group sales by').selectOption('month');
  const months = page.getByRole('table', { name: 'Sales by month' });
  await expect(months.getByRole('columnheader', { name: 'Month' })).toBeVisible();

  // A range the API would refuse is named at once, and nothing is asked for until it is put right.
  await page.getByLabel('From', { exact: true }).fill('2099-01-01');
  await expect(page.getByRole('alert')).toHaveText('from must not be after to');
  await expect(months).toBeHidden();
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(months.getByRole('row', { name: /^[A-Z][a-z]{2} \d{4}/ })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Payments received by method' }).getByRole('row', { name: /^Cash/ })).toContainText('KSh');

  // No sideways scrolling of the page itself at 390 px (wide tables scroll inside their own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // An export downloads a CSV of the range, with its byte-order mark and the order in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(order.orderNumber);
  expect(csv.toString('utf8')).toContain('Wanjikũ');

  // The order still owed links to the staff view of that order.
  // Oldest first: today's order is on the last page of this week's.
  await page.getByLabel('Show orders aged').selectOption({ label: '0–7 days' });
  const link = page.getByRole('table', { name: 'Orders still owed, oldest first' }).getByRole('link', { name: `#${order.orderNumber}` });
  const next = page.getByRole('navigation', { name: 'Pages of orders owed' }).getByRole('button', { name: 'Next' });
  while (!(await link.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) await next.click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?order=${order.id}$`));
  await expect(page.getByRole('dialog', { name: `Order #${order.orderNumber}` })).toBeVisible();
  await context.close();
});

test('a payment recorded from the reports is in them on coming back, the order no longer owed', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const order = await shopperOrder(browser, baseURL!, 1);

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signInAs(page, E2E_STAFF);
  await page.goto('/admin/reports');
  const owed = page.getByRole('table', { name: 'Orders still owed, oldest first' });
  const link = owed.getByRole('link', { name: `#${order.orderNumber}` });
  const next = page.getByRole('navigation', { name: 'Pages of orders owed' }).getByRole('button', { name: 'Next' });
  await page.getByLabel('Show orders aged').selectOption({ label: '0–7 days' });
  await expect(owed).toBeVisible();
  while (!(await link.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) await next.click();
  await link.click();

  // The staff member takes the whole balance in cash from the order's view, then goes back to the reports.
  const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
  const form = dialog.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Method').selectOption({ label: 'Cash' });
  await form.getByLabel('Amount (KSh)').fill(order.totalAmount);
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Payment recorded');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/reports$/);

  // The order is paid: no page of the orders owed lists it any more.
  await page.getByLabel('Show orders aged').selectOption({ label: '0–7 days' });
  await expect(owed).toBeVisible();
  for (;;) {
    await expect(page.getByTestId('receivables-total')).toBeVisible();
    await expect(link).toBeHidden();
    if (!(await next.isVisible()) || !(await next.isEnabled())) break;
    await next.click();
  }
  await context.close();
});

test('the dashboard’s awaiting payment follows an order staff confirm, on coming back to it', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const order = await shopperOrder(browser, baseURL!, 1);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, E2E_STAFF);
  await page.goto('/admin');
  const awaiting = page.getByTestId('awaiting-payment');
  await expect(awaiting).toHaveText(/^KSh /);
  const before = await awaiting.textContent();

  await page.getByRole('link', { name: /Total Orders/ }).click();
  await page.getByLabel('Search').fill(order.orderNumber);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
  for (const [status, label] of [
    ['in_discussion', 'In Discussion'],
    ['confirmed', 'Confirmed'],
  ]) {
    await dialog.getByLabel('Change status').selectOption(status!);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expectToast(page, 'Order updated', `Order #${order.orderNumber} is now ${label}.`);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('navigation', { name: 'Staff screens' }).getByRole('link', { name: 'Dashboard' }).click();

  // Confirmed and unpaid, its whole total now awaits payment: the figure read before is not shown again.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(awaiting).toHaveText(/^KSh /);
  await expect(awaiting).not.toHaveText(before!);
  await context.close();
});
