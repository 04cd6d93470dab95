import { expect, expectToast, openAddProductDialog, test } from './fixtures';

test('staff made by create-admin show the details given, and a dash for those never given', async ({ staffPage: page }) => {
  await page.goto('/admin/users');
  // e2e-admin was created with a username and password only; e2e-agent with a name and an e-mail (playwright.config.ts).
  const bare = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'e2e-admin', exact: true }) });
  // Then its access (the signed-in super admin's own: shown, not changeable), no password action (staff set theirs with
  // create-admin) and no data actions (a staff account is not a customer's to export or erase).
  await expect(bare.getByRole('cell')).toHaveText(['—', 'e2e-admin', '—', 'Not set', /Super Admin/, /\d{4}/, 'Active', '', '']);
  const named = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'e2e-agent', exact: true }) });
  await expect(named.getByRole('cell').nth(0)).toHaveText('Faith Njeri');
  await expect(named.getByRole('cell').nth(2)).toHaveText('faith@solarhub.co.ke');
  await expect(page.getByText('@staff.local')).toHaveCount(0);
});

test('a file named like a picture whose bytes are not one is refused by name', async ({ staffPage: page }) => {
  const add = await openAddProductDialog(page);
  await add.getByTestId('image-input').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expectToast(page, 'Upload failed', 'roof.png is not an image file');
  await expect(add.getByRole('img', { name: /^Product image/ })).toHaveCount(0);
});
