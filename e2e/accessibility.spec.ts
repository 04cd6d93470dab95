import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, registerShopper, test, visit } from './fixtures';
import { contextFor, type Look, screensFor, show, sidewaysOverflow, type Who } from './screens';

// WCAG 2.2 AA, in both themes, at phone and desktop width, for each kind of visitor (docs/product.md, Accessibility).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const WHO: Who[] = ['visitor', 'customer', 'staff'];

/** Serious and critical violations on the page, as "rule: target (what axe measured)" lines. */
async function axeFindings(page: Page): Promise<string[]> {
  // A control's accessible name must contain its visible label (WCAG 2.5.3), or speech users cannot say what they see.
  // axe counts that rule experimental and leaves it out of its tags, so it is switched on by name.
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('iframe')
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`),
    );
}

/** Console errors and uncaught exceptions while `action` runs. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What is wrong with the page's outline: not exactly one h1, a skipped heading level, a missing landmark. */
async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // Behind a modal dialog the page is hidden from screen readers on purpose: the dialog's own title leads.
    if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return problems;
    const shown = (element: Element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], [inert]');
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(shown).map((heading) => Number(heading.tagName[1]));
    const h1s = levels.filter((level) => level === 1).length;
    if (h1s !== 1) problems.push(`${h1s} h1`);
    levels.forEach((level, index) => {
      const before = index ? levels[index - 1]! : 0;
      if (level > before + 1) problems.push(`h${before} then h${level}`);
    });
    for (const [landmark, selector] of [
      ['header', 'header, [role="banner"]'],
      ['nav', 'nav, [role="navigation"]'],
      ['main', 'main, [role="main"]'],
      ['footer', 'footer, [role="contentinfo"]'],
    ] as const)
      if (![...document.querySelectorAll(selector)].some(shown)) problems.push(`no ${landmark}`);
    return problems;
  });
}

/** The header cut short: a shop name not shown whole, or a top-bar message clipped (a message is shown whole or not at all). */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = document.querySelector('[data-testid="shop-name"]')!;
    if (name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1) problems.push('shop name cut');
    const strip = document.querySelector('[data-testid="top-bar-messages"]')!.getBoundingClientRect();
    for (const message of document.querySelectorAll('[data-testid="top-bar-messages"] > li')) {
      const box = message.getBoundingClientRect();
      const inside = box.left >= strip.left - 1 && box.right <= strip.right + 1 && box.top >= strip.top - 1 && box.bottom <= strip.bottom + 1;
      const outside = box.top >= strip.bottom || box.left >= strip.right;
      if (!inside && !outside) problems.push(`"${message.textContent}" clipped`);
    }
    return problems;
  });
}

/** Optional per-screen report of the axe findings (AXE_REPORT=dir), for the before/after figures of a change. */
function report(look: Look, findings: Record<string, string[]>) {
  const dir = process.env.AXE_REPORT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${look.who}-${look.width}-${look.theme}.json`, JSON.stringify(findings, null, 2));
}

test.describe('every screen', () => {
  // Each look is a test of its own, so the workers share the matrix.
  test.describe.configure({ mode: 'parallel' });
  for (const who of WHO)
    for (const width of [390, 1280])
      for (const theme of ['light', 'dark'] as const) {
        const look = { who, width, theme };
        test(`has no serious axe violation, console error, sideways scroll or broken outline: ${who}, ${width} px, ${theme}`, async ({
          browser,
          baseURL,
        }) => {
          test.setTimeout(300_000);
          const context = await contextFor(browser, baseURL!, look);
          // React reports an error it recovered from by its code only; the error behind it goes to the console too.
          await context.addInitScript(() =>
            window.addEventListener('error', (event) => {
              const cause: unknown = (event.error as { cause?: unknown } | undefined)?.cause;
              if (cause) console.error(`(caused by) ${cause instanceof Error ? cause.stack : String(cause)}`);
            }),
          );
          const page = await context.newPage();
          const errors = watchConsole(page);
          const findings: Record<string, string[]> = {};
          const consoleErrors: Record<string, string[]> = {};
          const overflow: Record<string, number> = {};
          const outline: Record<string, string[]> = {};
          for (const screen of screensFor(who)) {
            errors.length = 0;
            await show(page, screen);
            findings[screen.name] = await axeFindings(page);
            const ownStatus = `Failed to load resource: the server responded with a status of ${screen.status} (Not Found) ${page.url()}`;
            const unexpected = errors.filter((error) => error !== ownStatus);
            if (unexpected.length) consoleErrors[screen.name] = unexpected;
            const extra = await sidewaysOverflow(page);
            if (extra > 0) overflow[screen.name] = extra;
            const problems = [...(await structureProblems(page)), ...(await headerProblems(page))];
            if (problems.length) outline[screen.name] = problems;
          }
          await context.close();
          report(look, findings);
          expect.soft(Object.fromEntries(Object.entries(findings).filter(([, found]) => found.length)), 'axe: serious or critical').toEqual({});
          expect.soft(consoleErrors, 'console errors').toEqual({});
          expect.soft(overflow, 'pixels of sideways scroll').toEqual({});
          expect.soft(outline, 'headings and landmarks').toEqual({});
        });
      }

  for (const who of WHO)
    test(`does not scroll sideways or cut the header on a 320 px phone: ${who}`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const context = await contextFor(browser, baseURL!, { who, width: 320, theme: 'light' });
      const page = await context.newPage();
      const overflow: Record<string, number> = {};
      const header: Record<string, string[]> = {};
      for (const screen of screensFor(who)) {
        await show(page, screen);
        const extra = await sidewaysOverflow(page);
        if (extra > 0) overflow[screen.name] = extra;
        const cut = await headerProblems(page);
        if (cut.length) header[screen.name] = cut;
      }
      await context.close();
      expect.soft(overflow, 'pixels of sideways scroll').toEqual({});
      expect.soft(header, 'header cut short').toEqual({});
    });
});

test('the search boxes show their whole placeholder on a 320 px phone', async ({ browser, baseURL }) => {
  const context = await contextFor(browser, baseURL!, { who: 'visitor', width: 320, theme: 'light' });
  const page = await context.newPage();
  for (const path of ['/', '/products']) {
    await page.goto(path);
    const box = page.getByRole('searchbox', { name: 'Search products' }).first();
    const [needed, room] = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return [context2d.measureText(input.placeholder).width, input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
    });
    expect(needed, `${path}: placeholder ${Math.round(needed)} px in ${room} px`).toBeLessThanOrEqual(room);
  }
  await context.close();
});

test('a signed-out visit to a browser-rendered screen does not ask who is signed in; the API still answers 401', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/auth/user') && asked.push(request.url()));
  const errors = watchConsole(page);
  for (const path of ['/login', '/cart', '/checkout', '/dashboard', '/admin']) await visit(page, path);
  await expect(page).toHaveURL(/\/login$/);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('signing in through the form logs nothing to the console', async ({ page }) => {
  const shopper = await registerShopper(page);
  await page.context().clearCookies();
  const errors = watchConsole(page);
  for (const start of ['/login', '/products']) {
    await visit(page, start);
    if (start !== '/login') await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState('networkidle');
    await page.context().clearCookies();
  }
  expect(errors).toEqual([]);
});
