import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('staff on a phone check a kit they put together and read what is wrong with it', async ({ staffPage: page }) => {
  const panel = await (await page.request.get('/api/products/jinko-tiger-pro-400w-mono-half-cell-solar-panel')).json();
  const inverter = await (await page.request.get('/api/products/vestwoods-3kw-24v-hybrid-solar-inverter')).json();
  await page.goto('/admin/kit-check');
  const form = page.getByRole('form', { name: 'Check a kit' });
  await form.getByLabel('County').selectOption('kisumu');
  await form.getByLabel('Line 1: product id').fill(String(panel.id));
  await form.getByLabel('Line 1: quantity').fill('2');
  await form.getByRole('button', { name: 'Add a product line' }).click();
  await form.getByLabel('Line 2: product id').fill(String(inverter.id));
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toContainText('Not compatible');
  await expect(page.getByRole('status').getByRole('listitem').first()).toBeVisible();
  await form.getByLabel('Line 2: product id').fill('99999999');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toContainText('Line 2: product 99999999 does not exist');
});
