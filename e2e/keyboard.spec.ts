import type { Locator, Page } from '@playwright/test';
import { expect, registerShopper, signInAs, test, visit } from './fixtures';
import { E2E_STAFF } from '../playwright.config';

// Everything a shopper and staff do works from the keyboard alone, with a visible focus ring on every stop.
const BATTERY = { slug: 'hithium-12v-100ah-lifepo4-lithium-battery', name: 'Hithium 12.8V 100Ah LiFePO4 Lithium Battery' };

/**
 * The focused element's own ring: an outline or a box shadow (Tailwind's ring) that is actually drawn. A price thumb
 * draws its ring on `::-webkit-slider-thumb`, which computed styles cannot read: there the rule itself is looked up.
 */
async function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    if (element instanceof HTMLInputElement && element.type === 'range') {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      return (
        element.matches(':focus-visible') &&
        rules.some((rule) => rule.includes(':focus-visible::-webkit-slider-thumb') && rule.includes('box-shadow'))
      );
    }
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, checking each stop on the way shows its ring. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const label = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect(await focusRingShown(page), `focus ring on ${label}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a shopper filters, opens a product, adds it and reaches checkout by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await registerShopper(page);
  await visit(page, `/products?q=${encodeURIComponent('Hithium')}`);

  // The price range: each key moves a thumb by the step, focus stays, the address follows once the keys pause.
  await tabTo(page, page.getByRole('button', { name: /^Filters/ }));
  await page.keyboard.press('Enter');
  const maximum = page.getByRole('slider', { name: 'Maximum price' });
  await tabTo(page, maximum);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await expect(maximum).toHaveValue('488000');
  await expect(maximum).toBeFocused();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(page).toHaveURL(/maxPrice=488000/);
  await expect(maximum).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(maximum).toHaveValue('487000');
  await expect(page).toHaveURL(/maxPrice=487000/);
  await page.keyboard.press('End');
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(page.getByTestId('price-range').first()).toContainText('KSh 500,000');

  const minimum = page.getByRole('slider', { name: 'Minimum price' });
  await page.keyboard.press('Shift+Tab');
  await expect(minimum).toBeFocused();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(minimum).toHaveValue('12000');
  await expect(page).toHaveURL(/minPrice=12000/);
  await expect(minimum).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(minimum).toBeFocused();

  // From the list to the product page, then into the cart.
  await tabTo(page, page.getByRole('link', { name: BATTERY.name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: BATTERY.name })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  // The cart: change a quantity, then on to checkout.
  const line = page.getByTestId('cart-line').filter({ hasText: BATTERY.name });
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
  await tabTo(page, line.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('3');
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: every field and the order button are reachable and take typing.
  await tabTo(page, page.getByLabel('Delivery Address'));
  await page.keyboard.type('House 14, Othaya Road, Lavington, Nairobi');
  await tabTo(page, page.getByLabel('Phone Number'));
  await page.keyboard.type('0712 345 678');
  await tabTo(page, page.getByLabel('Order Notes (optional)'));
  await page.keyboard.type('Gate is blue');
  await tabTo(page, page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' }));
  await expect(page.getByLabel('Delivery Address')).toHaveValue('House 14, Othaya Road, Lavington, Nairobi');
});

test('staff open, fill and close the product dialog by keyboard alone', async ({ page }) => {
  await signInAs(page, E2E_STAFF);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/admin/products');
  const add = page.getByRole('button', { name: 'Add Product' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Product Name'));
  await page.keyboard.type('Keyboard Panel');
  await expect(dialog.getByLabel('URL Slug')).toHaveValue('keyboard-panel');
  await tabTo(page, dialog.getByLabel('Category'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, dialog.getByLabel('Featured'));
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Featured')).toBeChecked();
  // The image area opens the file chooser from the keyboard.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, dialog.getByTestId('image-dropzone'));
  await page.keyboard.press('Enter');
  await chooser;
  // Focus stays inside the dialog: tabbing on comes round to its own controls, never the page behind.
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});

// The sticky header covered a link or field the keyboard moved to going back up a long page (Shift+Tab scrolls it
// only just into view, at the very top of the screen, under the header): WCAG 2.2, 2.4.11 Focus Not Obscured.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`going back up a long page by keyboard, the focus is never under the header (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await registerShopper(page);
    const [product] = await (await page.request.get('/api/products?limit=1&stock=in_stock')).json();
    expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).ok()).toBe(true);
    for (const path of ['/products', `/products/${BATTERY.slug}`, '/checkout']) {
      await visit(page, path);
      // From the last control on the page, back up towards the header.
      await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
        controls
          .filter((control) => control.getClientRects().length > 0)
          .at(-1)!
          .focus();
      });
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Shift+Tab');
        const hidden = await page.evaluate(() => {
          const focused = document.activeElement;
          const header = [...document.querySelectorAll('header')].find((element) => getComputedStyle(element).position === 'sticky');
          if (!focused || !header || header.contains(focused) || getComputedStyle(focused).position === 'fixed') return null;
          const control = focused.getBoundingClientRect();
          if (control.height === 0) return null;
          return control.top < header.getBoundingClientRect().bottom - 1 ? focused.outerHTML.slice(0, 120) : null;
        });
        expect(hidden, `${path}, Shift+Tab ${step + 1}`).toBeNull();
      }
    }
  });
}
