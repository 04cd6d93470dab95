import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { renderedClientDir } from '../test/rendered-pages';
import { testAppPerFile, type TestContext } from '../test/test-app';

// The payment sentences of the server-rendered pages name only the methods the shop is set up for (docs/product.md,
// "Payment methods in the shop's copy"): a shop without a Paybill, till or bank account takes cash on delivery only.

/** The page's visible text: its markup, scripts and the settings it carries for the browser taken out. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const PAGES = [
  ['home page', '/'],
  ['product page', 'product'],
  ['Kiswahili home page', '/sw'],
  ['Kiswahili product page', 'sw-product'],
] as const;

/**
 * A seeded shop rendering its pages, with these payment settings. Declared in a describe block, its hooks open it for
 * that block's tests only, so each block has the settings it describes.
 */
const renderedShop = (env: Record<string, string> = {}) => testAppPerFile(() => ({ seed: true, env: { CLIENT_DIR: renderedClientDir(), ...env } }));

async function pageText(ctx: TestContext, page: (typeof PAGES)[number][1]): Promise<string> {
  const [product] = await ctx.db.select({ slug: products.slug }).from(products).limit(1);
  const path = page === 'product' ? `/products/${product!.slug}` : page === 'sw-product' ? `/sw/products/${product!.slug}` : page;
  const response = await ctx.visitor.get(path);
  expect(response.statusCode).toBe(200);
  return visibleText(response.body);
}

describe('a shop that takes cash on delivery only', () => {
  const ctx = renderedShop();

  it.each(PAGES)('its %s says cash on delivery and names no M-PESA or bank', async (_name, page) => {
    const text = await pageText(ctx, page);
    expect(text).toContain(page.includes('sw') ? 'Lipa kwa pesa taslimu mzigo ukifika' : 'Pay by cash on delivery');
    expect(text).not.toMatch(/M-PESA|bank|benki/i);
  });
});

// The information pages that state how the shop is paid (the FAQ's answer opens only on a click, so is not in the page).
const INFO_PAGES = [
  ['/terms', 'Payment is by cash on delivery, as agreed'],
  ['/about', 'arrange payment by cash on delivery.'],
  ['/sw/terms', 'Malipo ni kwa pesa taslimu mzigo ukifika, kama'],
  ['/sw/about', 'kupanga malipo kwa pesa taslimu mzigo ukifika.'],
] as const;

describe('the information pages of a shop that takes cash on delivery only', () => {
  const ctx = renderedShop();

  it.each(INFO_PAGES)('%s says "%s" and names no M-PESA account or bank', async (path, sentence) => {
    const response = await ctx.visitor.get(path);
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain(sentence);
    // "bank" alone is also the battery banks of the about page.
    expect(text).not.toMatch(/bank transfer|benki/i);
    expect(text).not.toMatch(/by M-PESA|kwa M-PESA/);
  });
});

describe('a shop with a Paybill and a bank account', () => {
  const ctx = renderedShop({ SHOP_MPESA_PAYBILL: '522533', SHOP_BANK_DETAILS: 'KCB Kilimani, account 1234567890' });

  it.each(PAGES)('its %s names M-PESA, bank transfer and cash on delivery', async (_name, page) => {
    const text = await pageText(ctx, page);
    expect(text).toContain(
      page.includes('sw') ? 'Lipa kwa M-PESA, uhamisho wa benki au pesa taslimu mzigo ukifika' : 'Pay by M-PESA, bank transfer or cash on delivery',
    );
  });
});
