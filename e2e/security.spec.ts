import { expect, test } from './fixtures';

// The Content-Security-Policy must not break the shop: every screen renders without a single violation, the theme
// script (allowed by its hash) still runs before paint, and the video and map embeds are allowed.
test('the storefront runs under the Content-Security-Policy without violations', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // Zod probes once whether `new Function` is allowed and falls back to its interpreter when the policy refuses: a
  // refusal that is reported but breaks nothing (z.config({ jitless: true }) in the client entry would silence it).
  const ZOD_PROBE = 'script-src eval';
  const violations = async () =>
    (await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).filter((violation) => violation !== ZOD_PROBE);

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const path of ['/', '/products', '/contact', '/faq', '/login', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  // The inline theme script ran: the page is dark before React even starts.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/contact');
  await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toBeAttached();
  expect(await violations()).toEqual([]);
});
