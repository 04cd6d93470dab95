import { readFile } from 'node:fs/promises';
import { E2E_STAFF } from '../playwright.config';
import { expect, registerShopper, signInAs, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test('staff read the reports at 390 px: range, grouping, chart and table, an order owed, and a CSV download', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // A shopper's order today, part paid: it is in today's sales and still owed.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  await registerShopper(shopper, { firstName: 'Wanjikũ' });
  const [product] = await (await shopper.request.get('/api/products?limit=1&stock=in_stock')).json();
  expect((await shopper.request.post('/api/cart', { data: { productId: product.id, quantity: 2 } })).status()).toBe(200);
  const placed = await shopper.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();
  await shopperContext.close();

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
