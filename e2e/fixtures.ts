import { request as apiRequest, test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_AGENT, E2E_SMTP_PORT, E2E_STAFF } from '../playwright.config';
import { TestSmtpServer } from '../src/server/test/smtp';

export interface Shopper {
  username: string;
  password: string;
  firstName: string;
}

let counter = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Registers a customer through the API with the page's own cookies, so the browser is signed in. */
export async function registerShopper(page: Page, overrides: Partial<Record<string, string>> = {}): Promise<Shopper> {
  const shopper = { username: uniqueName('shopper'), password: 'shopper-pass', firstName: 'Wanjiru', ...overrides };
  const response = await page.request.post('/api/register', {
    data: { lastName: 'Kamau', email: `${shopper.username}@example.co.ke`, ...shopper },
  });
  expect(response.status(), await response.text()).toBe(201);
  return shopper;
}

/** The one toast on screen (Radix also repeats its text in a live region, so plain getByText would match twice). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** Lets the app "open WhatsApp" without the internet: the navigation is answered locally and its URL kept. */
export async function captureWhatsApp(page: Page): Promise<() => Promise<URL>> {
  let resolve: (url: URL) => void;
  const opened = new Promise<URL>((done) => (resolve = done));
  await page.route('https://wa.me/**', (route) => {
    resolve(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' });
  });
  return () => opened;
}

/**
 * Waits until the page is interactive: server-rendered HTML shows before React hydrates it, and a click in between
 * is lost. RootLayout sets html[data-hydrated] once hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** page.goto, then waitForHydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the admin's products screen and its Add Product dialog (a signed-in staff page), and answers the dialog. */
export async function openAddProductDialog(page: Page): Promise<Locator> {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  return page.getByRole('dialog', { name: 'Add New Product' });
}

export async function signInAs(page: Page, account: { username: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** A staff member's own browser page, beside the test's page (a customer's, say), at a phone's size if given. */
export async function staffContextPage(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(viewport && { viewport }) });
  const page = await context.newPage();
  await signInAs(page, E2E_STAFF);
  return page;
}

/** A staff member's own API session, beside the page's. */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const staff = await apiRequest.newContext({ baseURL });
  expect((await staff.post('/api/login', { data: E2E_STAFF })).status()).toBe(200);
  return staff;
}

/** The signed-in shopper orders the product through the API; staff take the order to delivered. */
export async function deliveredOrder(page: Page, baseURL: string, slug: string): Promise<string> {
  const product = await (await page.request.get(`/api/products/${slug}`)).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();
  const staff = await staffApi(baseURL);
  for (const status of ['in_discussion', 'confirmed', 'delivered']) {
    expect((await staff.patch(`/api/admin/orders/${order.id}`, { data: { status } })).status()).toBe(200);
  }
  await staff.dispose();
  return order.orderNumber;
}

/** A 2 × 2 red PNG: the photo a claim or a commissioning record attaches. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4rK9/WV+fAUIBACP6BMVC/6apAAAAAElFTkSuQmCC',
  'base64',
);

export interface Move {
  /** The row's button that opens its dialog. */
  open: RegExp;
  /** The select of the next status, and the status to pick. */
  select: string;
  to: string;
  submit: string;
  toast: string;
  /** What the row shows afterwards. */
  shows: string;
  /** Answers what the chosen step needs, before it is submitted. */
  fill?: (dialog: Locator) => Promise<void>;
}

/** Moves a staff list's record one step in its dialog (warranty claims, installations), as staff do. */
export async function moveOn(row: Locator, move: Move): Promise<Locator> {
  const staff = row.page();
  await row.getByRole('button', { name: move.open }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(move.select).selectOption(move.to);
  await move.fill?.(dialog);
  await dialog.getByRole('button', { name: move.submit }).click();
  await expectToast(staff, move.toast);
  await expect(row).toContainText(move.shows);
  return dialog;
}

export const test = base.extend<{ shopper: Shopper; staffPage: Page; agentPage: Page }>({
  shopper: async ({ page }, use) => use(await registerShopper(page)),
  staffPage: async ({ page }, use) => {
    await signInAs(page, E2E_STAFF);
    await use(page);
  },
  agentPage: async ({ page }, use) => {
    await signInAs(page, E2E_AGENT);
    await use(page);
  },
});

/** The inbox of every address the shop e-mails: a real SMTP server on E2E_SMTP_PORT, up while the calling describe block's tests run. */
export function shopMailbox(): TestSmtpServer {
  const smtp = new TestSmtpServer(E2E_SMTP_PORT);
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());
  return smtp;
}

export { expect };
