import type { Page } from '@playwright/test';
import type { Product } from '../src/shared/schemas/catalog';
import { expect, test, visit, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Names of the first products the API lists for the query, in its order. */
async function firstNames(page: Page, query: string, count = 4): Promise<string[]> {
  const response = await page.request.get(`/api/products?${query}&pageSize=${count}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Product[]).map((product) => product.name);
}

/** A name as React writes it into the server's HTML. */
const asHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

const cardNames = (page: Page, count = 4) =>
  page
    .getByTestId('product-card')
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings, n) => headings.slice(0, n).map((heading) => heading.textContent?.trim() ?? ''), count);

test('a shopper sorts the list; the order is in the address, combines with filters and survives a reload', async ({ page }) => {
  await visit(page, '/products');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('featured');
  expect(await cardNames(page)).toEqual(await firstNames(page, 'sort=featured'));

  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
  await expect.poll(() => cardNames(page)).toEqual(await firstNames(page, 'sort=price_asc'));

  // With a filter: both stay in the address, and the order applies within the matches.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'In Stock' }).check();
  await expect(page).toHaveURL(/stock=in_stock/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => cardNames(page)).toEqual(await firstNames(page, 'stock=in_stock&sort=price_asc'));

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(() => cardNames(page)).toEqual(await firstNames(page, 'stock=in_stock&sort=price_desc'));

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  expect(await cardNames(page)).toEqual(await firstNames(page, 'stock=in_stock&sort=price_desc'));
});

test('the server renders the list in the order of the address, with the select showing it', async ({ page }) => {
  for (const [sort, label] of [
    ['newest', 'Newest'],
    ['rating', 'Top rated'],
    ['price_desc', 'Price: high to low'],
  ] as const) {
    const response = await page.request.get(`/products?sort=${sort}`);
    const html = await response.text();
    const [first, second] = (await firstNames(page, `sort=${sort}`, 2)).map(asHtml);
    expect(html.indexOf(first!), sort).toBeGreaterThan(0);
    expect(html.indexOf(first!), sort).toBeLessThan(html.indexOf(second!));
    expect(html).toMatch(new RegExp(`<option value="${sort}" selected="">${label}</option>`));
  }
  // A value the API would refuse (a typo in a shared link) shows the default order, not an error.
  await visit(page, '/products?sort=cheapest');
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  expect(await cardNames(page)).toEqual(await firstNames(page, 'sort=featured'));
});

/** How far the selected option's text overflows its select, across and down (0 when it fits), in the select's own font. */
const selectOverflow = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
    probe.textContent = select.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const text = probe.getBoundingClientRect();
    probe.remove();
    const room = (size: number, ...paddings: string[]) => size - paddings.reduce((sum, padding) => sum + parseFloat(padding), 0);
    return {
      across: Math.max(0, Math.ceil(text.width - room(select.clientWidth, style.paddingLeft, style.paddingRight))),
      down: Math.max(0, Math.ceil(text.height - room(select.clientHeight, style.paddingTop, style.paddingBottom))),
      scroll: select.scrollWidth - select.clientWidth,
    };
  });

for (const { path, label } of [
  { path: '/products?q=solar', label: 'Sort by' },
  { path: '/sw/products?q=solar', label: 'Panga kwa' },
]) {
  for (const width of [390, 1280]) {
    test(`every order's name fits whole in the sort select at ${width} px (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await visit(page, path);
      const sort = page.getByLabel(label);
      const values = await sort.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(values.length).toBeGreaterThan(4);
      for (const value of values) {
        await sort.selectOption(value);
        await expect(sort).toHaveValue(value);
        expect({ value, ...(await selectOverflow(page, label)) }).toEqual({ value, across: 0, down: 0, scroll: 0 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
