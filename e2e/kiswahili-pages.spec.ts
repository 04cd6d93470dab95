import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../src/server/db/seed-data';
import { openingHoursText } from '../src/shared/business-hours';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings';
import { expect, test, visit } from './fixtures';

// Every server-rendered shopper page at its Kiswahili address, read as a Kiswahili reader would: no text of the
// shop's own left in English. Product names are staff's data, not checked (a product without a Kiswahili name shows
// its English one); the demo categories all have Kiswahili names, so their English names are English left behind.
const PAGES = ['/', '/products', '/planner', '/about', '/contact', '/faq', '/privacy', '/terms', '/warranty', '/returns', '/delivery'];
const KISWAHILI_PRODUCTS = SEED_PRODUCTS.filter((product) => product.nameSw).map((product) => `/products/${product.slug}`);

/** Each English text of the client's catalogs that Kiswahili writes differently, and the shop's own English settings. */
function englishTexts(): Set<string> {
  const root = join(import.meta.dirname, '../src/client');
  const catalogs = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)messages\/en\.json$/.test(file));
  const english = new Set<string>();
  const kiswahili = new Set<string>();
  for (const file of catalogs) {
    const en: Record<string, string> = JSON.parse(readFileSync(join(root, file), 'utf8'));
    const sw: Record<string, string> = JSON.parse(readFileSync(join(root, file.replace(/en\.json$/, 'sw.json')), 'utf8'));
    for (const [key, text] of Object.entries(en)) if (!text.includes('{{') && text !== sw[key]) english.add(text.trim());
    for (const text of Object.values(sw)) kiswahili.add(text.trim());
  }
  english.add(DEFAULT_SHOP_SETTINGS.tagline);
  for (const entry of DEFAULT_SHOP_SETTINGS.businessHours) for (const text of Object.values(openingHoursText(entry, 'en'))) english.add(text);
  // A word both languages use ("Inverter", "WhatsApp", "9:00 - 17:00") is not English left behind.
  for (const text of kiswahili) english.delete(text);
  for (const entry of DEFAULT_SHOP_SETTINGS.businessHours) for (const text of Object.values(openingHoursText(entry, 'sw'))) english.delete(text);
  // Added last: "Accessories" and "Solar Panels" are category names before any other text of the same words.
  for (const category of SEED_CATEGORIES) english.add(category.name);
  return english;
}

/** What a reader sees or hears of the page: its text nodes and the labels, placeholders and alternatives of its elements. */
function readableTexts(html: string): string[] {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<head>[\s\S]*?<\/head>/, '');
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;|&apos;/g, "'")
      .trim();
  const nodes = body.split(/<[^>]+>/).map(decode);
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map((match) => decode(match[1]!));
  return [...nodes, ...attributes].filter(Boolean);
}

test('no text of the shop is left in English on its server-rendered Kiswahili pages', async ({ request }) => {
  const english = englishTexts();
  expect(english.size).toBeGreaterThan(100);
  for (const path of [...PAGES, ...KISWAHILI_PRODUCTS]) {
    const response = await request.get(`/sw${path === '/' ? '' : path}`);
    expect(response.status(), path).toBe(200);
    const left = readableTexts(await response.text()).filter((text) => english.has(text));
    expect(left, `English on /sw${path}`).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a product with Kiswahili key features lists them in Kiswahili; the footer and contact page read in Kiswahili', async ({ page }) => {
    const battery = SEED_PRODUCTS.find((product) => product.slug === 'hithium-12v-100ah-lifepo4-lithium-battery')!;
    await visit(page, `/sw/products/${battery.slug}`);
    const features = page.getByRole('heading', { name: 'Sifa Kuu' }).locator('..').getByRole('listitem');
    await expect(features).toHaveText(battery.featuresSw!);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(DEFAULT_SHOP_SETTINGS.taglineSw!)).toBeVisible();
    await expect(footer.getByText('Jumatatu - Ijumaa: 8:00 - 18:00')).toBeVisible();
    await expect(footer.getByText('Jumapili: Tumefunga')).toBeVisible();

    // The categories by their Kiswahili names: the home page's links and tiles, and the list's filter.
    await visit(page, '/sw');
    await expect(page.getByRole('main').getByRole('link', { name: 'Paneli za Sola' }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Solar Panels', { exact: true })).toHaveCount(0);
    await visit(page, '/sw/products');
    await page.getByRole('button', { name: /^Chuja/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Vituo vya Umeme vya Kubebeka vya Vestwoods' })).toBeVisible();

    await visit(page, '/sw/contact');
    const main = page.getByRole('main');
    await expect(main.getByText('Jumamosi', { exact: true })).toBeVisible();
    await expect(main.getByText('9:00 - 17:00')).toBeVisible();
  });
});
