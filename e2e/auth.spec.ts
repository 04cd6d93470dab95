import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_AGENT, E2E_STAFF } from '../playwright.config';
import { expect, expectToast, test, uniqueName, visit } from './fixtures';

test('a visitor registers, sees the account and cart icons, and logs out', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const username = uniqueName('amina');
  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill('Otieno');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.co.ke`);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expectToast(page, 'Registration successful', 'Your account has been created!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);
});

test('the register form shows the validation messages of the spec', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
});

test('a failed login shows the error toast and stays signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username').fill('nobody-at-all');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a registered shopper logs in and is welcomed back', async ({ page, shopper }) => {
  await page.request.get('/api/logout');
  await page.goto('/login');
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful', 'Welcome back!');
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});

test('staff who sign in land on the admin, unless a screen sent them to sign in', async ({ page, browser, baseURL }) => {
  const signIn = async (at: Page, path: string, account: { username: string; password: string }) => {
    await visit(at, path);
    await at.getByLabel('Username').fill(account.username);
    await at.getByLabel('Password').fill(account.password);
    await at.getByRole('button', { name: 'Login' }).click();
    await expectToast(at, 'Login successful', 'Welcome back!');
  };
  await signIn(page, '/login', E2E_AGENT);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other, `/login?next=${encodeURIComponent('/products?q=inverter')}`, E2E_STAFF);
  await expect(other).toHaveURL(/\/products\?q=inverter$/);
  await context.close();

  // A "next" that only looks like a path here (a tab the browser drops, leaving //evil.example) is no place to go:
  // staff land on the admin rather than stay on the sign-in screen.
  const third = await (await browser.newContext({ baseURL })).newPage();
  await signIn(third, `/login?next=${encodeURIComponent('/\t/evil.example/x')}`, E2E_STAFF);
  await expect(third).toHaveURL(/\/admin$/);
  await third.context().close();
});

test('unknown paths show the Page Not Found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test("in the dark theme the browser's own checkboxes are dark, not white squares", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await visit(page, '/products');
  const box = page.getByRole('checkbox').first();
  await expect(box).not.toBeChecked();
  const { data, info } = await sharp(await box.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = data.reduce((sum, value) => sum + value, 0) / (info.width * info.height * info.channels);
  expect(mean).toBeLessThan(128);
});

test('the theme toggle persists across a reload', async ({ page }) => {
  await visit(page, '/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});
