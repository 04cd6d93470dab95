import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/bench/lib/server';
import { expect, test, visit } from './fixtures';

// Issue 36: with no SMTP (the default), "Forgot password?" said an e-mail was sent and offered no other way. The
// browser tests' shop sends e-mail (playwright.config.ts), so these start a second one as shipped: no SMTP_URL.
test.use({ viewport: { width: 390, height: 844 } });

let shop: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startServer({
    port: Number(process.env.E2E_PORT ?? 3100) + 11,
    env: { CLIENT_DIR: process.env.BUILD_DIR ?? 'dist/client', SMTP_URL: undefined, RATE_LIMIT_API_PER_MINUTE: '100000' },
  });
});
test.afterAll(() => shop.stop());

const noSideways = async (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('without e-mail, "Forgot password?" says no e-mail can be sent and offers WhatsApp and phone', async ({ page }) => {
  await visit(page, `${shop.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText('This shop does not send e-mail, so we cannot send you a reset link.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  await expect(page.getByLabel('Username or e-mail')).toHaveCount(0);
  // The header has a call link of its own: the screen's are in its main part.
  const main = page.getByRole('main');
  const whatsapp = main.getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/254712345678');
  expect(href.searchParams.get('text')).toBe('Hello SolarHub Kenya, I have forgotten the password of my account. My username is: ');
  await expect(main.getByRole('link', { name: 'Call +254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
  await noSideways(page);
});

test('in Kiswahili too', async ({ page }) => {
  await visit(page, `${shop.url}/sw/forgot-password`);
  await expect(page.getByText('Duka hili halitumi barua pepe')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Ongea nasi kwa WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/254712345678\?text=Habari/);
  await expect(main.getByRole('link', { name: 'Piga +254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
  await noSideways(page);
});
