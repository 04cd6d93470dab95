import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, registerShopper, shopMailbox, test, visit } from './fixtures';
import { sidewaysOverflow } from './screens';

// Issue 36: customers edit their own profile on a phone (docs/product.md, "Customer dashboard", Profile).
test.use({ viewport: { width: 390, height: 844 } });

const ADDRESS = 'House 14, Kindaruma Road\nKilimani, Nairobi County';
const BLOCKING = new Set(['serious', 'critical']);

async function openProfile(page: Page) {
  await visit(page, '/dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  return page.getByRole('tabpanel');
}

/** Serious and critical axe findings on the page, WCAG 2.2 AA, as in accessibility.spec.ts. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    .exclude('iframe')
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('a customer edits name, phone and default address, sees them after a reload, and checkout is filled in with them', async ({ page }) => {
  await registerShopper(page, { firstName: 'Achieng' });
  let profile = await openProfile(page);

  // A bad phone is shown beside its field and nothing is saved.
  await profile.getByLabel('Phone Number (optional)').fill('12345');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.locator('#profile-phoneNumber-error')).toHaveText('Please enter a valid Kenyan phone number');
  await expect(profile.getByLabel('Phone Number (optional)')).toHaveAttribute('aria-invalid', 'true');

  await profile.getByLabel('First Name').fill('Akinyi');
  await profile.getByLabel('Last Name').fill('Odhiambo');
  await profile.getByLabel('Phone Number (optional)').fill('0712 345 678');
  await profile.getByLabel('Default Delivery Address (optional)').fill(ADDRESS);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile saved', 'Your details have been updated.');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeFindings(page)).toEqual([]);

  await page.reload();
  profile = await openProfile(page);
  await expect(profile.getByLabel('First Name')).toHaveValue('Akinyi');
  await expect(profile.getByLabel('Last Name')).toHaveValue('Odhiambo');
  await expect(profile.getByLabel('Phone Number (optional)')).toHaveValue('0712345678');
  await expect(profile.getByLabel('Default Delivery Address (optional)')).toHaveValue(ADDRESS);

  const [product] = await (await page.request.get('/api/products?limit=1&stock=in_stock')).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  await visit(page, '/checkout');
  await expect(page.getByLabel('Delivery Address')).toHaveValue(ADDRESS);
  await expect(page.getByLabel('Phone Number')).toHaveValue('0712345678');
});

test('the profile form speaks Kiswahili: labels, the error by its field, the button and the toast', async ({ page }) => {
  await registerShopper(page);
  await visit(page, '/sw/dashboard');
  await page.getByRole('tab', { name: 'Wasifu' }).click();
  const profile = page.getByRole('tabpanel');
  await profile.getByLabel('Nambari ya Simu (si lazima)').fill('0800');
  await profile.getByRole('button', { name: 'Hifadhi mabadiliko' }).click();
  await expect(profile.locator('#profile-phoneNumber-error')).toHaveText('Tafadhali weka nambari sahihi ya simu ya Kenya');
  await profile.getByLabel('Nambari ya Simu (si lazima)').fill('+254 712 345 678');
  await profile.getByLabel('Jina la Kwanza').fill('Neema');
  await profile.getByRole('button', { name: 'Hifadhi mabadiliko' }).click();
  await expectToast(page, 'Wasifu umehifadhiwa', 'Taarifa zako zimesasishwa.');
  expect(await (await page.request.get('/api/profile')).json()).toMatchObject({ firstName: 'Neema', phoneNumber: '+254712345678' });
});

test.describe('with the shop sending e-mail', () => {
  const smtp = shopMailbox();

  test('changing the e-mail address shows the check-your-inbox notice and the address as not confirmed', async ({ page }) => {
    const shopper = await registerShopper(page);
    // Confirm the registration address first, as its owner would, so the change is what makes it unconfirmed.
    await expect.poll(() => smtp.received.filter((mail) => mail.to[0] === `${shopper.username}@example.co.ke`).length, { timeout: 15_000 }).toBe(1);
    const link = /\/verify-email\?token=([\w-]+)/.exec(smtp.received.find((mail) => mail.to[0] === `${shopper.username}@example.co.ke`)!.text)!;
    expect((await page.request.post('/api/auth/verify-email', { data: { token: link[1] } })).status()).toBe(200);

    const profile = await openProfile(page);
    await expect(profile.getByTestId('email-state')).toHaveText('Confirmed');
    const fresh = `${shopper.username}-new@example.org`;
    await profile.getByLabel('Email').fill(fresh);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Profile saved');
    const notice = profile.getByRole('status').filter({ hasText: 'Check your inbox' });
    await expect(notice).toContainText(`We have sent a confirmation link to ${fresh}.`);
    await expect(profile.getByTestId('email-state')).toHaveText('Not confirmed yet');
    // The dashboard's own notice offers the link again, for the new address.
    await expect(page.getByRole('region', { name: 'Please confirm your e-mail address' })).toContainText(fresh);
    await expect.poll(() => smtp.received.filter((mail) => mail.to[0] === fresh).length, { timeout: 15_000 }).toBe(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
  });
});
