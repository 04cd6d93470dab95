import type { APIRequestContext, Page } from '@playwright/test';
import { captureWhatsApp, expect, expectToast, registerShopper, staffApi, test, uniqueName, visit } from './fixtures';

// Seeded products (src/server/db/seed-data.ts).
const BATTERY = { slug: 'hithium-12v-50ah-lifepo4-lithium-battery', name: 'Hithium 12.8V 50Ah LiFePO4 Lithium Battery', price: 'KSh 23,500.50' };
const CABLE = { slug: '4mm-pv-solar-cable-2x10m-red-black', name: '4mm² PV Solar Cable - 2 x 10m (Red & Black)', price: 'KSh 3,450.75' };
const CONTROLLER = { slug: 'vestwoods-60a-mppt-solar-charge-controller', name: 'Vestwoods 60A MPPT Solar Charge Controller' };

const ADDRESS = 'House 14, Othaya Road, Lavington, Nairobi';
const NOTES = 'Please call before delivery; gate is blue.';

test.use({ viewport: { width: 390, height: 844 } });

async function productId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}

async function addToCartByApi(page: Page, slug: string, quantity: number): Promise<void> {
  const response = await page.request.post('/api/cart', { data: { productId: await productId(page, slug), quantity } });
  expect(response.status(), await response.text()).toBe(200);
}

const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

test('a shopper on a phone goes from the product list to a WhatsApp order and follows it up', async ({ page, baseURL }) => {
  await registerShopper(page);

  // From the list: the card's own button adds one.
  await visit(page, '/products');
  const cableCard = page.getByTestId('product-card').filter({ hasText: CABLE.name });
  await cableCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart', `${CABLE.name} has been added to your cart.`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // From the detail page: quantity 3, then the shopper lands on the cart.
  await visit(page, `/products/${BATTERY.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: BATTERY.name })).toBeVisible();
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart', `3 x ${BATTERY.name} added to your cart.`);
  await expect(page).toHaveURL(/\/cart$/);

  // The cart: − is disabled at 1; + and − change the lines and the summary.
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const cable = cartLine(page, CABLE.name);
  const battery = cartLine(page, BATTERY.name);
  await expect(cable.getByTestId('cart-line-quantity')).toHaveText('1');
  await expect(battery.getByTestId('cart-line-quantity')).toHaveText('3');
  await expect(cable.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(cable).toContainText(CABLE.price);
  await cable.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cable.getByTestId('cart-line-quantity')).toHaveText('2');
  await battery.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(battery.getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(battery.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  await battery.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(battery.getByTestId('cart-line-quantity')).toHaveText('3');
  await expect(page.getByTestId('cart-item-count')).toHaveText('5');
  // 3 x 23,500.50 + 2 x 3,450.75
  await expect(page.getByTestId('cart-total')).toHaveText('KSh 77,403');
  await expect(page.getByTestId('cart-count')).toHaveText('5');
  await expect(page.getByText('Payment is arranged with our sales team by WhatsApp or phone')).toBeVisible();

  // Checkout: a bad phone number is refused on the spot, a good one goes through.
  await page.getByRole('link', { name: 'Proceed to Order' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('list', { name: 'Order lines' });
  await expect(summary).toContainText(`3 x ${BATTERY.name}`);
  await expect(summary).toContainText('KSh 70,501.50');
  await expect(summary).toContainText(`2 x ${CABLE.name}`);
  await expect(summary).toContainText('KSh 6,901.50');
  await expect(page.getByTestId('checkout-total')).toHaveText('KSh 77,403');
  // The payment steps name the shop's Paybill, the account being the order number.
  const paymentDetails = page.getByRole('list', { name: 'Payment details' });
  await expect(paymentDetails).toContainText('Business number: 522533');
  await expect(paymentDetails).toContainText('Account number: your order number');
  await expect(page.getByText('M-PESA, bank transfer or cash on delivery')).toBeVisible();

  await page.getByLabel('Delivery Address').fill(ADDRESS);
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByLabel('Order Notes (optional)').fill(NOTES);
  const submit = page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' });
  await submit.click();
  await expect(page.getByText('Please enter a valid Kenyan phone number')).toBeVisible();

  const whatsapp = await captureWhatsApp(page);
  await page.getByLabel('Phone Number').fill('0712 345 678');
  await submit.click();
  // The toast says what happened: the order is placed and WhatsApp is opening (not that payment is done there).
  await expectToast(page, 'Order created successfully!', 'Opening WhatsApp so you can send it to our sales team.');
  await expect(page.getByText(/^Order #SH-[A-Z0-9]{6} created$/)).toBeVisible();
  const url = await whatsapp();
  await page.waitForURL('https://wa.me/**');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/254712345678');
  const message = url.searchParams.get('text')!;
  const orderNumber = /Order #(SH-[A-Z0-9]{6})/.exec(message)?.[1];
  expect(orderNumber).toBeTruthy();
  expect(message).toContain(`3 x ${BATTERY.name} @ ${BATTERY.price}`);
  expect(message).toContain(`2 x ${CABLE.name} @ ${CABLE.price}`);
  expect(message).toContain('Total: KSh 77,403');
  expect(message).toContain(`Delivery address: ${ADDRESS}`);
  expect(message).toContain('Phone: 0712345678');
  expect(message).toContain(`Notes: ${NOTES}`);
  expect(message).toContain(`M-PESA Paybill: Business number: 522533, Account number: ${orderNumber}`);
  expect(message).toContain(`Proforma invoice: ${baseURL}/api/orders/${orderNumber}/invoice.pdf`);

  // The dashboard lists the pending order with its Follow Up link; the cart is empty.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const order = page.getByTestId('order-card').filter({ hasText: orderNumber! });
  await expect(order).toContainText('Pending');
  await expect(order).toContainText('KSh 77,403');
  await expect(order).toContainText(ADDRESS);
  await expect(order).toContainText('0712345678');
  const followUp = order.getByRole('link', { name: 'Follow Up' });
  await expect(followUp).toHaveAttribute('href', `https://wa.me/254712345678?text=${encodeURIComponent(`Follow up on Order #${orderNumber}`)}`);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // The first order filled the profile (its form's fields, since issue 36).
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('tabpanel').getByLabel('Default Delivery Address (optional)')).toHaveValue(ADDRESS);
  await expect(page.getByRole('tabpanel').getByLabel('Phone Number (optional)')).toHaveValue('0712345678');

  // Wishlist: add from the product page, see it on /wishlist, remove it.
  await visit(page, `/products/${CONTROLLER.slug}`);
  await page.getByRole('button', { name: /Add to Wishlist/ }).click();
  await expectToast(page, 'Added to wishlist');
  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('wishlist-card').filter({ hasText: CONTROLLER.name });
  await expect(card).toContainText('KSh 18,500');
  await expect(card.getByRole('link')).toHaveAttribute('href', `/products/${CONTROLLER.slug}`);
  await card.getByRole('button', { name: /Remove/ }).click();
  await expectToast(page, 'Removed from wishlist');
  await expect(page.getByText('No items in wishlist')).toBeVisible();
});

test('a wishlist changed in another tab: a failed toggle shows what the shop holds instead of failing again', async ({ page }) => {
  await registerShopper(page);
  const added = await page.request.post('/api/wishlist', { data: { productId: await productId(page, CONTROLLER.slug) } });
  expect(added.status(), await added.text()).toBe(200);
  await visit(page, `/products/${CONTROLLER.slug}`);
  const remove = page.getByRole('button', { name: 'Remove from Wishlist' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  // Removed meanwhile from another tab or phone: this page's heart still shows it.
  expect((await page.request.delete(`/api/wishlist/${(await added.json()).id}`)).status()).toBe(204);
  await remove.click();
  await expectToast(page, 'Error', 'Failed to remove item from wishlist.');
  // The page reads the wishlist again: the product is not on it, and the next tap adds it.
  const add = page.getByRole('button', { name: 'Add to Wishlist' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expectToast(page, 'Added to wishlist');
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
});

test('a cart changed in another tab: a refused change shows what the shop holds instead of failing again', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 1);
  await addToCartByApi(page, BATTERY.slug, 1);
  await page.goto('/cart');
  const cable = cartLine(page, CABLE.name);
  const battery = cartLine(page, BATTERY.name);
  await expect(cable).toBeVisible();
  await expect(battery).toBeVisible();

  // Both lines removed meanwhile from another tab or phone: this page still shows them.
  const lines = (await (await page.request.get('/api/cart')).json()) as { id: number }[];
  for (const { id } of lines) expect((await page.request.delete(`/api/cart/${id}`)).status()).toBe(204);

  await cable.getByRole('button', { name: 'Increase quantity' }).click();
  await expectToast(page, 'Error', 'Failed to update quantity.');
  // The page reads the cart again: the refused line is gone, and so is the other one.
  await expect(cable).toHaveCount(0);
  await expect(battery).toHaveCount(0);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a line removed in another tab: removing it here shows the cart as the shop holds it', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 2);
  await addToCartByApi(page, BATTERY.slug, 1);
  await page.goto('/cart');
  const cable = cartLine(page, CABLE.name);
  await expect(cable).toBeVisible();
  // The cable's line removed meanwhile from another tab or phone.
  const cableId = await productId(page, CABLE.slug);
  const lines = (await (await page.request.get('/api/cart')).json()) as { id: number; productId: number }[];
  const cableLine = lines.find((line) => line.productId === cableId);
  expect((await page.request.delete(`/api/cart/${cableLine!.id}`)).status()).toBe(204);

  await cable.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Error', 'Failed to remove item.');
  await expect(cable).toHaveCount(0);
  await expect(page.getByTestId('cart-item-count')).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText(BATTERY.price);
});

test('a visitor on the cart is sent to login', async ({ page }) => {
  // The cart shows for DELAYS_MS.loginRedirect before it leaves: look from the first byte, not from the load event,
  // which a slow machine can fire after the redirect.
  await page.goto('/cart', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty cart says so, and checkout with it goes back to the products', async ({ page, shopper: _shopper }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('Add some products to get started!')).toBeVisible();
  await page.goto('/checkout');
  await expectToast(page, 'Cart is empty');
  await expect(page).toHaveURL(/\/products$/);
});

test('removing a cart line asks the cart again and says so', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 2);
  await addToCartByApi(page, BATTERY.slug, 1);
  await page.goto('/cart');
  await cartLine(page, CABLE.name).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Removed from cart', 'Item has been removed from your cart.');
  await expect(cartLine(page, CABLE.name)).toHaveCount(0);
  await expect(page.getByTestId('cart-item-count')).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText(BATTERY.price);
});

test('cart changes that fail show their error toasts and change nothing', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 1);
  await page.goto('/cart');
  await page.route('**/api/cart/*', (route) =>
    ['PATCH', 'DELETE'].includes(route.request().method())
      ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } })
      : route.fallback(),
  );
  const line = cartLine(page, CABLE.name);
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expectToast(page, 'Error', 'Failed to update quantity.');
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('1');
  await line.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Error', 'Failed to remove item.');
  await expect(line).toBeVisible();
});

test('every cart button waits while a change is on its way', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 2);
  await addToCartByApi(page, BATTERY.slug, 1);
  await page.goto('/cart');
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route('**/api/cart/*', async (route) => {
    if (route.request().method() === 'PATCH') await released;
    await route.fallback();
  });
  await cartLine(page, CABLE.name).getByRole('button', { name: 'Increase quantity' }).click();
  for (const name of [CABLE.name, BATTERY.name]) {
    for (const button of ['Decrease quantity', 'Increase quantity', 'Remove']) {
      await expect(cartLine(page, name).getByRole('button', { name: button })).toBeDisabled();
    }
  }
  release();
  await expect(cartLine(page, CABLE.name).getByTestId('cart-line-quantity')).toHaveText('3');
  await expect(cartLine(page, CABLE.name).getByRole('button', { name: 'Remove' })).toBeEnabled();
  await expect(cartLine(page, BATTERY.name).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
});

test('a cart change after the session ended says so and goes to login', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 1);
  await page.goto('/cart');
  await expect(cartLine(page, CABLE.name)).toBeVisible();
  await page.request.get('/api/logout');
  // The toast shows for only 500 ms before the page leaves for sign-in, and a check that polls can miss it (holding
  // the redirect did not help: Playwright then waits for that navigation before it looks). The page writes down each
  // toast it shows in sessionStorage, which survives the same-origin redirect, and the test reads it on arrival.
  await page.evaluate(() => {
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent;
      if (text) sessionStorage.setItem('toast-seen', text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await cartLine(page, CABLE.name).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const seen = await page.evaluate(() => sessionStorage.getItem('toast-seen'));
  expect(seen).toContain('Unauthorized');
  expect(seen).toContain('You are logged out. Logging in again...');
});

test('checkout and the dashboard send a visitor to login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('after Create Order on a phone the order number is in view and focused, and the page says whether WhatsApp opened', async ({
  page,
  shopper: _shopper,
}) => {
  for (const product of [BATTERY, CABLE, CONTROLLER]) await addToCartByApi(page, product.slug, 1);
  await visit(page, '/checkout');
  // WhatsApp does not open (no app, or the switch is blocked): its address answers nothing to show, and the page stays.
  const switches: string[] = [];
  await page.route('https://wa.me/**', (route) => {
    switches.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await page.getByLabel('Delivery Address').fill(ADDRESS);
  await page.getByLabel('Phone Number').fill('0712 345 678');
  // The shopper has scrolled down to the footer (to the shop's phones, say) and sends the form from the phone field.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.getByLabel('Phone Number').evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');

  const placed = page.getByText(/^Order #SH-[A-Z0-9]{6} created$/);
  await expect(placed).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: /^Order #SH-[A-Z0-9]{6} created$/ })).toBeFocused();
  const orderNumber = /SH-[A-Z0-9]{6}/.exec((await placed.textContent())!)![0];
  await expectToast(page, 'Order created successfully!', `Order #${orderNumber}. Opening WhatsApp so you can send it to our sales team.`);
  await expect(page.getByTestId('toast')).not.toContainText('payment');
  // The switch was tried and did not happen: the page says so, with the button to try again in view.
  await expect(page.getByText('WhatsApp has not opened. Tap Open WhatsApp to send your order to our sales team.')).toBeVisible();
  expect(switches).toHaveLength(1);
  await expect(page.getByRole('link', { name: 'Open WhatsApp' })).toBeInViewport();
  // With M-PESA prompts on, paying now is one tap away: the order page, with its form.
  await page.getByRole('link', { name: 'Pay now with M-PESA' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderNumber}$`));
  await expect(page.getByRole('form', { name: 'Pay with M-PESA' })).toBeVisible();
});

test('a failed order keeps the shopper on checkout with the error toast', async ({ page, shopper: _shopper }) => {
  await addToCartByApi(page, CABLE.slug, 1);
  await page.goto('/checkout');
  await page.route('**/api/orders', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }),
  );
  await page.getByLabel('Delivery Address').fill(ADDRESS);
  await page.getByLabel('Phone Number').fill('+254712345678');
  await page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' }).click();
  await expectToast(page, 'Error', 'Failed to create order. Please try again.');
  await expect(page).toHaveURL(/\/checkout$/);
});

/** A product staff add for one test, at KSh 5,000 (and `fields`), its input and id. */
interface StaffProduct {
  input: Record<string, unknown>;
  id: number;
}

/**
 * Staff add a product, the shopper puts 2 of it in the cart and fills in the checkout; then `run` acts as staff while
 * the checkout is open. The product is deleted afterwards.
 */
async function checkoutOpenOn(
  page: Page,
  baseURL: string | undefined,
  fields: Record<string, unknown>,
  run: (staff: APIRequestContext, product: StaffProduct) => Promise<void>,
): Promise<void> {
  const staff = await staffApi(baseURL!);
  const name = `E2E Product ${uniqueName('c')}`;
  const categories: { id: number }[] = await (await page.request.get('/api/categories')).json();
  const input = { name, slug: name.toLowerCase().replace(/ /g, '-'), categoryId: categories[0]!.id, price: '5000', ...fields };
  const created = await staff.post('/api/admin/products', { data: input });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  try {
    expect((await page.request.post('/api/cart', { data: { productId: id, quantity: 2 } })).status()).toBe(200);
    await visit(page, '/checkout');
    await page.getByLabel('Delivery Address').fill(ADDRESS);
    await page.getByLabel('Phone Number').fill('+254712345678');
    await run(staff, { input, id });
  } finally {
    await staff.delete(`/api/admin/products/${id}`);
    await staff.dispose();
  }
}

const createOrderButton = (page: Page) => page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' });

test('a checkout the shop refuses says why, and its summary then shows the cart as the shop holds it', async ({
  page,
  baseURL,
  shopper: _shopper,
}) => {
  // A counted product with 2 left, both in this shopper's cart; others buy them while the checkout is open.
  await checkoutOpenOn(page, baseURL, { stockQuantity: 2 }, async (staff, { input, id }) => {
    const sold = async () => {
      const response = await staff.post(`/api/admin/products/${id}/stock`, { data: { kind: 'adjustment', change: -1, reason: 'Sold in the shop' } });
      expect(response.status(), await response.text()).toBe(200);
    };
    await sold();
    await createOrderButton(page).click();
    await expectToast(page, 'Error', `Only 1 left of ${input.name}. Please lower the quantity in your cart to continue.`);
    await expect(page).toHaveURL(/\/checkout$/);

    await sold();
    await createOrderButton(page).click();
    await expectToast(page, 'Error', `${input.name} is out of stock. Please remove it from your cart to continue.`);
    // The cart is read again: the summary knows the line ran out and leads to the cart.
    await expect(page.getByRole('alert').filter({ hasText: `${input.name} is out of stock` })).toBeVisible();
    await expect(createOrderButton(page)).toBeDisabled();
  });
});

test('a price changed while the checkout is open is never charged unseen: the shopper is told the new total, then orders at it', async ({
  page,
  baseURL,
  shopper: _shopper,
}) => {
  await checkoutOpenOn(page, baseURL, {}, async (staff, { input, id }) => {
    await expect(page.getByTestId('checkout-total')).toHaveText('KSh 10,000');
    const repriced = await staff.patch(`/api/admin/products/${id}`, { data: { ...input, price: '6000.50' } });
    expect(repriced.status(), await repriced.text()).toBe(200);

    await createOrderButton(page).click();
    await expectToast(
      page,
      'Error',
      'Your order now comes to KSh 12,001: a price or your cart changed since the checkout showed it. Check the total and place the order again.',
    );
    await expect(page.getByTestId('checkout-total')).toHaveText('KSh 12,001');
    await captureWhatsApp(page);
    await createOrderButton(page).click();
    await expect(page.getByText(/^Order #SH-[A-Z0-9]{6} created$/)).toBeVisible();
    const [order] = await (await page.request.get('/api/orders')).json();
    expect(order.totalAmount).toBe('12001.00');
  });
});

test('a checkout whose answer is lost on the way is retried once and shows the order placed, not an empty cart', async ({
  page,
  shopper: _shopper,
}) => {
  await addToCartByApi(page, CABLE.slug, 1);
  await page.goto('/checkout');
  const keys: string[] = [];
  await page.route('**/api/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    // The order is placed, then the connection drops before the answer arrives.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByLabel('Delivery Address').fill(ADDRESS);
  await page.getByLabel('Phone Number').fill('+254712345678');
  await page.getByRole('button', { name: 'Create Order & Contact via WhatsApp' }).click();
  await expectToast(page, 'Order created successfully!');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await (await page.request.get('/api/orders')).json()).toHaveLength(1);
});

test('a new shopper’s dashboard shows the empty states and an unset profile', async ({ page }) => {
  await registerShopper(page, { firstName: 'Achieng' });
  await page.goto('/dashboard');
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  await expect(page.getByText('No items in wishlist')).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel');
  // The profile is a form now (issue 36): the names filled in, phone and default address empty until saved.
  await expect(profile.getByLabel('First Name')).toHaveValue('Achieng');
  await expect(profile.getByLabel('Last Name')).toHaveValue('Kamau');
  await expect(profile.getByLabel('Phone Number (optional)')).toHaveValue('');
  await expect(profile.getByLabel('Default Delivery Address (optional)')).toHaveValue('');
  await expect(profile).toContainText('contact us by WhatsApp or phone');
});
