import { type Browser, type BrowserContext, expect, type Locator, type Page, type Request, request } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { uniqueName, waitForHydration } from './fixtures';

/** Who looks at a screen: a signed-out visitor, a signed-in customer (with a cart, an order and a wish) or staff. */
export type Who = 'visitor' | 'customer' | 'staff';

export interface Screen {
  name: string;
  path: string;
  who: readonly Who[];
  /** The page's own status when it is not 200: the browser logs that as an error, which is then expected. */
  status?: number;
  /** Brings the screen into the state to check (a dialog opened, say) after it has loaded. */
  open?: (page: Page) => Promise<void>;
}

/**
 * What a real order from a planner kit holds (docs/decisions/0041-plan-link-in-order-notes.md): long names, an address
 * typed without spaces, a word longer than a phone is wide and the plan's link in the notes.
 */
export const LONG_CUSTOMER = { firstName: 'Wanjiru-Nyambura-Wambui-Wairimu', lastName: 'Kariuki-Mwangi-Njoroge-Kamau-Odhiambo' };
export const planLink = (baseURL: string) =>
  `${baseURL}/planner?appliances=fridge-medium:1:24,tv-32-inch:2:6,led-bulb-9w:8:6,phone-charger:4:3,laptop:1:8,water-pump-half-hp:1:2,fan-standing:2:8&days=2&county=047&battery=lithium`;
export const longOrder = (baseURL: string) => ({
  deliveryAddress: 'Plot-77/B,Kiambu-Road,Runda-Estate,Gate-4,Behind-the-blue-water-tank,Nairobi-County-00100',
  // Shared by every such order, so staff screens find one by it.
  phoneNumber: '0799 361 036',
  notes: `Deliverybetween9and11amonweekdaysonlypleasecallmefirstthegatecodeis4471andthedogisfriendly\n\nSolar plan: ${planLink(baseURL)}`,
});

/** A customer with long names places a planner order with long content; answers the order and the customer's sign-in. */
export async function placeLongOrder(
  baseURL: string,
): Promise<{ orderNumber: string; id: number; customer: { username: string; password: string } }> {
  const api = await request.newContext({ baseURL });
  const customer = { username: uniqueName('long'), password: 'shopper-pass' };
  const registered = await api.post('/api/register', { data: { ...customer, ...LONG_CUSTOMER, email: `${customer.username}@example.co.ke` } });
  expect(registered.status(), await registered.text()).toBe(201);
  const product = await (await api.get(`/api/products/${PRODUCT_SLUG}`)).json();
  expect((await api.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  const order = await api.post('/api/orders', { data: longOrder(baseURL) });
  expect(order.status(), await order.text()).toBe(201);
  const { orderNumber, id } = await order.json();
  await api.dispose();
  return { orderNumber, id, customer };
}

const EVERYONE = ['visitor', 'customer', 'staff'] as const;
const SHOPPERS = ['visitor', 'customer'] as const;
// Seeded (src/server/db/seed-data.ts).
const PRODUCT_SLUG = 'hithium-12v-100ah-lifepo4-lithium-battery';

/**
 * Every screen of the shop, once. The accessibility, overflow and console tests walk this list: a new screen is one
 * line here. Signed-in screens are listed for visitors too, who see where they are sent (and must see no error).
 */
export const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', who: EVERYONE },
  { name: 'product list', path: '/products', who: SHOPPERS },
  { name: 'product list, filtered', path: '/products?search=battery&minPrice=1000&maxPrice=90000', who: ['visitor'] },
  { name: 'product page', path: `/products/${PRODUCT_SLUG}`, who: SHOPPERS },
  { name: 'planner', path: '/planner', who: SHOPPERS },
  // With a plan: its figures, its kit and the summary bar held at the bottom of a phone's screen.
  { name: 'planner with a kit', path: '/planner?a=LED+bulb~10~6~5~1&a=TV+(32+inch)~60~1~5~1&a=Fridge~150~1~8~3&county=nairobi', who: ['visitor'] },
  { name: 'sign in', path: '/login', who: ['visitor'] },
  { name: 'forgot password', path: '/forgot-password', who: ['visitor'] },
  { name: 'register', path: '/register', who: ['visitor'] },
  { name: 'cart', path: '/cart', who: SHOPPERS },
  { name: 'checkout', path: '/checkout', who: SHOPPERS },
  { name: 'dashboard', path: '/dashboard', who: SHOPPERS },
  {
    name: 'dashboard profile',
    path: '/dashboard',
    who: ['customer'],
    open: (page) => page.getByRole('tab', { name: 'Profile' }).click(),
  },
  {
    name: 'order page',
    path: '/dashboard',
    who: ['customer'],
    open: async (page) => {
      await page.getByRole('link', { name: 'View order' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
    },
  },
  { name: 'wishlist', path: '/wishlist', who: ['customer'] },
  { name: 'about', path: '/about', who: SHOPPERS },
  { name: 'contact', path: '/contact', who: SHOPPERS },
  { name: 'faq', path: '/faq', who: ['visitor'] },
  { name: 'privacy', path: '/privacy', who: ['visitor'] },
  { name: 'terms', path: '/terms', who: ['visitor'] },
  { name: 'warranty', path: '/warranty', who: ['visitor'] },
  { name: 'returns', path: '/returns', who: ['visitor'] },
  { name: 'delivery and installation', path: '/delivery', who: ['visitor'] },
  { name: 'not found', path: '/no-such-page', who: ['visitor'], status: 404 },
  // Kiswahili: the same screens at their /sw addresses, where longer words must still fit.
  { name: 'home, Kiswahili', path: '/sw', who: SHOPPERS },
  { name: 'product list, Kiswahili', path: '/sw/products', who: ['visitor'] },
  { name: 'product page, Kiswahili', path: `/sw/products/${PRODUCT_SLUG}`, who: SHOPPERS },
  { name: 'planner, Kiswahili', path: '/sw/planner', who: ['visitor'] },
  { name: 'register, Kiswahili', path: '/sw/register', who: ['visitor'] },
  { name: 'cart, Kiswahili', path: '/sw/cart', who: ['customer'] },
  { name: 'checkout, Kiswahili', path: '/sw/checkout', who: ['customer'] },
  { name: 'dashboard, Kiswahili', path: '/sw/dashboard', who: ['customer'] },
  { name: 'faq, Kiswahili', path: '/sw/faq', who: ['visitor'] },
  { name: 'not found, Kiswahili', path: '/sw/no-such-page', who: ['visitor'], status: 404 },
  { name: 'admin', path: '/admin', who: EVERYONE },
  { name: 'admin orders', path: '/admin/orders', who: ['staff'] },
  {
    name: 'admin order dialog, planner order',
    path: '/admin/orders',
    who: ['staff'],
    open: async (page) => {
      await page.getByLabel('Search', { exact: true }).fill(longOrder('').phoneNumber);
      // The search applies after a pause: a row of the unfiltered list (another test's newer order) is not the one.
      await page
        .getByRole('row')
        .filter({ hasText: LONG_CUSTOMER.firstName })
        .first()
        .getByRole('button', { name: /^View order / })
        .click();
      await expect(page.getByRole('dialog')).toContainText('Solar plan:');
    },
  },
  {
    name: 'admin users',
    path: '/admin/users',
    who: ['staff'],
    // With a customer's row, so its controls (role, disable, set password) are checked, not an empty table.
    open: async (page) => {
      await expect(page.getByRole('button', { name: /password/i }).first()).toBeVisible();
    },
  },
  { name: 'admin categories', path: '/admin/categories', who: ['staff'] },
  { name: 'admin payments', path: '/admin/payments', who: ['staff'] },
  { name: 'admin reviews', path: '/admin/reviews', who: ['staff'] },
  { name: 'admin delivery', path: '/admin/delivery', who: ['staff'] },
  { name: 'admin reports', path: '/admin/reports', who: ['staff'] },
  { name: 'admin claims', path: '/admin/claims', who: ['staff'] },
  { name: 'admin installations', path: '/admin/installations', who: ['staff'] },
  { name: 'admin technicians', path: '/admin/technicians', who: ['staff'] },
  { name: 'admin sun and temperature', path: '/admin/sun', who: ['staff'] },
  { name: 'admin check a kit', path: '/admin/kit-check', who: ['staff'] },
  { name: 'admin products', path: '/admin/products', who: ['staff'] },
  {
    name: 'admin product dialog',
    path: '/admin/products',
    who: ['staff'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

export const screensFor = (who: Who) => SCREENS.filter((screen) => screen.who.includes(who));

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<Who, Promise<StorageState>>();

/** Cookies of a customer with something in every list, or of staff; made once per worker through the API. */
async function signIn(baseURL: string, who: Who): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  if (who === 'staff') {
    // The customer (the one the customer looks use) exists first, so staff screens list a customer and its order.
    await signedInAs(baseURL, 'customer');
    expect((await api.post('/api/login', { data: E2E_STAFF })).status()).toBe(200);
    // The staff screens show a planner order with long content.
    await placeLongOrder(baseURL);
  } else if (who === 'customer') {
    // A customer with long names and a planner order with long content: the screens must still fit a phone.
    const { customer } = await placeLongOrder(baseURL);
    expect((await api.post('/api/login', { data: customer })).status()).toBe(200);
    const product = await (await api.get(`/api/products/${PRODUCT_SLUG}`)).json();
    expect((await api.post('/api/cart', { data: { productId: product.id, quantity: 2 } })).status()).toBe(200);
    expect((await api.post('/api/wishlist', { data: { productId: product.id } })).status()).toBe(200);
  }
  const state = await api.storageState();
  await api.dispose();
  return state;
}

function signedInAs(baseURL: string, who: Who): Promise<StorageState> {
  if (!signedIn.has(who)) signedIn.set(who, signIn(baseURL, who));
  return signedIn.get(who)!;
}

export interface Look {
  who: Who;
  width: number;
  theme: 'light' | 'dark';
}

/** A browser context as `who` sees the shop, at that width and theme (kept in local storage, as the toggle does). */
export async function contextFor(browser: Browser, baseURL: string, { who, width, theme }: Look): Promise<BrowserContext> {
  const { cookies } = await signedInAs(baseURL, who);
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 844 },
    storageState: { cookies, origins: [{ origin: baseURL, localStorage: [{ name: 'theme', value: theme }] }] },
  });
  // No internet in tests: embeds (YouTube, Google Maps) get an empty page instead of a network error.
  await context.route(
    (url) => url.hostname !== new URL(baseURL).hostname,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>' }),
  );
  return context;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Resolves once the page has had no request open for a moment (quicker than networkidle's fixed half second). */
async function settled(page: Page): Promise<void> {
  let open = inFlight.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, (open = requests));
  }
  const requests = open;
  for (let quiet = 0; quiet < 3;) {
    await page.waitForTimeout(50);
    quiet = requests.size ? 0 : quiet + 1;
  }
}

/**
 * Pixels the page, or an open dialog (which scrolls inside itself), would scroll sideways: what a phone user has to
 * pan to reach.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrollers = [document.scrollingElement ?? document.documentElement, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
    return Math.max(...scrollers.map((element) => element.scrollWidth - element.clientWidth));
  });
}

/** On a staff list's screen, once it has loaded: the order's row, showing `status`, with nothing to pan sideways. */
export async function staffRowOfOrder(
  staff: Page,
  list: { heading: string; rowTestId: string },
  orderNumber: string,
  status: string,
): Promise<Locator> {
  await expect(staff.getByRole('heading', { name: list.heading, level: 1 })).toBeVisible();
  const row = staff.getByTestId(list.rowTestId).filter({ hasText: `#${orderNumber}` });
  await expect(row).toContainText(status);
  expect(await sidewaysOverflow(staff)).toBe(0);
  return row;
}

/** Opens a screen and waits until it has drawn its data. */
export async function show(page: Page, screen: Screen): Promise<void> {
  await settled(page);
  await page.goto(screen.path);
  await waitForHydration(page);
  await settled(page);
  if (screen.open) {
    await screen.open(page);
    await settled(page);
  }
}
