import { expect, expectToast, openAddProductDialog, test, uniqueName } from './fixtures';

// docs/product.md, "Stock": staff count a product, receive goods, adjust, read the movements and the dashboard's list.

test('staff count a product, receive goods, adjust it, read its movements and find it on the low-stock list', async ({ staffPage: page }) => {
  test.setTimeout(90_000);
  const name = `E2E Inverter ${uniqueName('s')}`;
  const add = await openAddProductDialog(page);
  await add.getByLabel('Product Name').fill(name);
  await add.getByLabel('Category').selectOption({ label: 'Vestwoods Inverters' });
  await add.getByLabel('Price (KSh)').fill('64000');
  await add.getByLabel('Stock quantity').fill('3');
  await add.getByLabel('Low-stock threshold').fill('2');
  // A counted product's status follows its count: there is no status to choose.
  await expect(add.getByLabel('Stock Status')).toHaveCount(0);
  await add.getByRole('button', { name: 'Create Product' }).click();
  await expectToast(page, 'Product created');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('in stock · 3');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  const stock = edit.getByRole('region', { name: 'Stock' });
  await expect(stock.getByTestId('stock-count')).toHaveText('3');
  await stock.getByLabel('Units').fill('5');
  await stock.getByLabel('Note (optional)').fill('Delivery note 118');
  await stock.getByRole('button', { name: 'Record' }).click();
  await expectToast(page, 'Stock updated', `${name}: 8 in stock.`);
  await expect(stock.getByTestId('stock-count')).toHaveText('8');

  // An adjustment needs a reason: refused until one is given.
  await stock.getByLabel('Change', { exact: true }).selectOption('adjustment');
  await stock.getByLabel('Units').fill('-7');
  await stock.getByRole('button', { name: 'Record' }).click();
  await expect(stock.getByText('Say why the stock is adjusted')).toBeVisible();
  await stock.getByLabel('Reason').fill('Damaged in transit');
  await stock.getByRole('button', { name: 'Record' }).click();
  await expect(stock.getByTestId('stock-count')).toHaveText('1');
  await expect(stock.getByText('low stock')).toBeVisible();

  const movements = stock.getByRole('table', { name: 'Stock movements' });
  const lines = movements.locator('tbody tr');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Adjustment');
  await expect(lines.nth(0)).toContainText('-7');
  await expect(lines.nth(0)).toContainText('Damaged in transit');
  await expect(lines.nth(0)).toContainText('e2e-admin');
  await expect(lines.nth(1)).toContainText('Goods received');
  await expect(lines.nth(1)).toContainText('+5');
  await expect(lines.nth(1)).toContainText('Delivery note 118');
  await expect(lines.nth(2)).toContainText('Stock counting started');
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  const lowStock = page.getByRole('list', { name: 'Low stock products' });
  await expect(lowStock.getByRole('listitem').filter({ hasText: name })).toContainText('1 left, low at 2');
});
