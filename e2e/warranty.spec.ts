import { deliveredOrder, expect, expectToast, moveOn, staffContextPage, test, TINY_PNG, visit } from './fixtures';
import { sidewaysOverflow, staffRowOfOrder } from './screens';

// A warranty claim from the order page to "approved", at a phone's width (docs/product.md, "Warranty claims").
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Hithium 12.8V 100Ah: "Warranty: 5 years", seeded as 60 months. */
const SLUG = 'hithium-12v-100ah-lifepo4-lithium-battery';

test('a customer claims a delivered battery under warranty with a photo; staff inspect and approve a replacement', async ({
  page,
  shopper,
  browser,
  baseURL,
}) => {
  expect(shopper.username).toBeTruthy();
  const orderNumber = await deliveredOrder(page, baseURL!, SLUG);
  const product = await (await page.request.get(`/api/products/${SLUG}`)).json();

  await visit(page, `/dashboard/orders/${orderNumber}`);
  await expect(page.getByText(/Under warranty until \d+ \w+ \d{4}/)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('button', { name: `Claim under warranty for ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Warranty claim: ${product.name}` });
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please describe what is wrong');
  await dialog.getByLabel('What is wrong').fill('The battery cuts out at 40% every evening; the BMS light blinks red.');
  await dialog.getByLabel('Serial number (optional)').fill('HTH100-77812');
  await dialog.getByTestId('claim-photo-input').setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByRole('img', { name: 'Photo 1 of the fault' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expectToast(page, 'Claim sent');

  const claim = page.getByTestId('warranty-claim');
  await expect(claim).toContainText('Received');
  await expect(claim).toContainText('The battery cuts out at 40%');
  await expect(claim.getByRole('img', { name: 'Photo 1 of the fault' })).toBeVisible();
  // One open claim per line: the action is gone while it is open.
  await expect(page.getByRole('button', { name: `Claim under warranty for ${product.name}` })).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);

  const staff = await staffContextPage(browser, baseURL, PHONE);
  await visit(staff, '/admin/orders');
  await staff.getByRole('link', { name: 'Warranty Claims' }).click();
  const row = await staffRowOfOrder(staff, { heading: 'Warranty Claims', rowTestId: 'admin-claim' }, orderNumber, 'Received');

  const step = { open: /^Open claim /, select: 'Next status', submit: 'Update claim', toast: 'Claim updated' };
  await moveOn(row, {
    ...step,
    to: 'inspecting',
    shows: 'Inspecting',
    fill: async (dialog) => {
      await expect(dialog).toContainText('HTH100-77812');
      await expect(dialog.getByRole('img', { name: /^Photo 1 of claim/ })).toBeVisible();
    },
  });
  await moveOn(row, {
    ...step,
    to: 'approved',
    shows: 'Approved',
    fill: async (dialog) => {
      await dialog.getByRole('button', { name: 'Update claim' }).click();
      await expect(dialog.getByRole('alert')).toContainText('An approval needs a resolution');
      await dialog.getByLabel('Resolution').selectOption('replace');
      await dialog.getByLabel('Note (sent to the customer)').fill('A new battery goes out with our Thursday delivery.');
      expect(await sidewaysOverflow(staff)).toBe(0);
    },
  });
  await staff.context().close();

  await page.reload();
  await expect(claim).toContainText('Approved');
  await expect(claim).toContainText('Resolution: Replace');
  await expect(claim).toContainText('Note: A new battery goes out with our Thursday delivery.');
  await expect(claim.getByRole('list', { name: /^Steps of claim/ }).getByRole('listitem')).toHaveCount(3);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('a claim started offline says so and keeps the order page; back online its form opens', async ({ page, shopper, baseURL, context }) => {
  expect(shopper.username).toBeTruthy();
  const orderNumber = await deliveredOrder(page, baseURL!, SLUG);
  const product = await (await page.request.get(`/api/products/${SLUG}`)).json();
  await visit(page, `/dashboard/orders/${orderNumber}`);
  const claim = page.getByRole('button', { name: `Claim under warranty for ${product.name}` });

  await context.setOffline(true);
  await claim.click();
  await expectToast(page, 'You are offline', 'This needs an internet connection.');
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await context.setOffline(false);
  await claim.click();
  await expect(page.getByRole('dialog', { name: `Warranty claim: ${product.name}` })).toBeVisible();
});
