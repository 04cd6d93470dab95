import { readFile } from 'node:fs/promises';
import { expect, expectToast, deliveredOrder, registerShopper, staffApi, staffContextPage, test, visit } from './fixtures';

// Issue 33: a customer downloads their data and deletes their account on a phone (docs/product.md, "Your data").
test.use({ viewport: { width: 390, height: 844 } });

const PRODUCT = 'vestwoods-wifi-monitoring-dongle';

test('a customer downloads their data, then deletes the account: signing in fails and staff still see the order, anonymised', async ({
  page,
  baseURL,
}) => {
  const shopper = await registerShopper(page, { firstName: 'Njeri' });
  const orderNumber = await deliveredOrder(page, baseURL!, PRODUCT);
  await visit(page, '/dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const card = page.getByRole('tabpanel');
  await expect(card.getByText('Your data', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^my-data-${shopper.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.account).toMatchObject({ username: shopper.username, firstName: 'Njeri' });
  expect(data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([orderNumber]);

  // The same, readable on the page.
  await card.getByRole('button', { name: 'See what we hold' }).click();
  const summary = card.getByTestId('data-summary');
  await expect(summary).toContainText(`Njeri Kamau (${shopper.username})`);
  await expect(summary.getByRole('heading', { name: 'Orders: 1' })).toBeVisible();
  await expect(summary).toContainText(new RegExp(`#${orderNumber}, \\d{1,2} \\w{3} \\d{4}: KSh [\\d,]+, KSh [\\d,]+ paid`));
  await expect(summary).toContainText('Products in your cart: 0');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to delete your account')).toBeVisible();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Your password').fill(shopper.password);
  await dialog.getByLabel('Remove them').check();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(
    page,
    'Account deleted',
    "Your account has been deleted. Your orders are kept for the shop's records, without your name or contact details.",
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  expect((await page.request.post('/api/login', { data: { username: shopper.username, password: shopper.password } })).status()).toBe(401);

  const staff = await staffApi(baseURL!);
  const [order] = await (await staff.get(`/api/admin/orders?q=${orderNumber}`)).json();
  expect(order).toMatchObject({ orderNumber, status: 'delivered', deliveryAddress: '', phoneNumber: '', customer: { firstName: 'Former customer' } });
  await staff.dispose();
});

test("an erased customer's order offers staff no WhatsApp or call to a number it no longer has", async ({ page, browser, baseURL }) => {
  const shopper = await registerShopper(page);
  const orderNumber = await deliveredOrder(page, baseURL!, PRODUCT);
  const erased = await page.request.delete('/api/me', { data: { password: shopper.password, reviews: 'keep' } });
  expect(erased.status(), await erased.text()).toBe(200);

  const staff = await staffContextPage(browser, baseURL);
  const [order] = await (await staff.request.get(`/api/admin/orders?q=${orderNumber}`)).json();
  await staff.goto(`/admin/orders?order=${order.id}`);
  const dialog = staff.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(dialog.getByText('Former customer')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveCount(0);
  await expect(dialog.getByTestId('order-phone')).toHaveText('—');
  await staff.context().close();
});
