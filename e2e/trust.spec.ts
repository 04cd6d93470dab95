import type { Page } from '@playwright/test';
import { expect, expectToast, openAddProductDialog, test } from './fixtures';

/**
 * The users list is newest first, a page at a time: walks forward until the row of `username` is on screen. A page's
 * rows stay on screen while the next page loads, under the pager's new number, so the wait is for the first row to
 * change; it compares text content, as the assertion reads it (innerText would separate the cells and never match).
 */
async function userRow(page: Page, username: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  const pager = page.getByRole('navigation', { name: 'User pages' });
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  for (let shown = 1; (await row.count()) === 0; shown++) {
    const first = (await firstRow.textContent()) ?? '';
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Page ${shown + 1} of`);
    await expect(firstRow).not.toHaveText(first);
  }
  return row;
}

test('staff made by create-admin show the details given, and a dash for those never given', async ({ staffPage: page }) => {
  await page.goto('/admin/users');
  // e2e-agent was created with a name and an e-mail, e2e-admin before it with a username and password only
  // (playwright.config.ts): the two oldest accounts, behind every shopper the other tests registered.
  const named = await userRow(page, 'e2e-agent');
  await expect(named.getByRole('cell').nth(0)).toHaveText('Faith Njeri');
  await expect(named.getByRole('cell').nth(2)).toHaveText('faith@solarhub.co.ke');
  const bare = await userRow(page, 'e2e-admin');
  // Then its access (the signed-in super admin's own: shown, not changeable), no password action (staff set theirs with
  // create-admin) and no data actions (a staff account is not a customer's to export or erase).
  await expect(bare.getByRole('cell')).toHaveText(['—', 'e2e-admin', '—', 'Not set', /Super Admin/, /\d{4}/, 'Active', '', '']);
  await expect(page.getByText('@staff.local')).toHaveCount(0);
});

test('a file named like a picture whose bytes are not one is refused by name', async ({ staffPage: page }) => {
  const add = await openAddProductDialog(page);
  await add.getByTestId('image-input').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expectToast(page, 'Upload failed', 'roof.png is not an image file');
  await expect(add.getByRole('img', { name: /^Product image/ })).toHaveCount(0);
});
