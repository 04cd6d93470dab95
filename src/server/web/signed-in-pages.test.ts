import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageState, renderedClientDir } from '../test/rendered-pages';
import { SEEDED, seededIds } from '../test/products';
import { createTestApp, type Client, type TestContext } from '../test/test-app';

// The checkout and an order's page are rendered on the server for their signed-in customer, the renderer's API calls
// carrying that customer's session (docs/decisions/0104-signed-in-screens-rendered-for-their-customer.md).

const ORDER = { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' };

describe("a customer's own pages, rendered on the server", () => {
  let ctx: TestContext;
  const customers: { client: Client; orderNumber: string; name: string }[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
    const ids = await seededIds(ctx.db);
    for (const key of ['battery50ah', 'mc4'] as const) {
      const client = await ctx.signIn();
      expect((await client.post('/api/cart', { productId: ids[key], quantity: 1 })).statusCode).toBe(200);
      const placed = await client.post('/api/orders', ORDER);
      expect(placed.statusCode).toBe(201);
      expect((await client.post('/api/cart', { productId: ids[key], quantity: 3 })).statusCode).toBe(200);
      customers.push({ client, orderNumber: placed.json<{ orderNumber: string }>().orderNumber, name: SEEDED[key].name });
    }
  });
  afterAll(() => ctx.close());

  it('each customer sees their own order and cart, even when the pages are rendered at the same time', async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const customer = customers[index % 2]!;
        const path = index % 4 < 2 ? `/dashboard/orders/${customer.orderNumber}` : '/checkout';
        return customer.client.get(path).then((response) => ({ customer, path, response }));
      }),
    );
    for (const { customer, path, response } of pages) {
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const other = customers.find((each) => each !== customer)!;
      expect(response.body).toContain(customer.name.replace(/&/g, '&amp;'));
      expect(response.body).not.toContain(other.name.replace(/&/g, '&amp;'));
      expect(response.body).not.toContain(other.orderNumber);
    }
  });

  it("another customer's order is not found, on the page as on the API, and shows nothing of it", async () => {
    const [first, second] = customers;
    const response = await second!.client.get(`/dashboard/orders/${first!.orderNumber}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(first!.name.replace(/&/g, '&amp;'));
    const orderQueries = pageState(response.body).queries.filter(({ queryKey }) => JSON.stringify(queryKey).includes(first!.orderNumber));
    expect(orderQueries.map(({ state }) => state.data)).toEqual([null]);
  });

  it("names an order only within the API's limit for its number: a long address makes no long heading", async () => {
    const client = customers[0]!.client;
    const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    const long = await client.get(`/dashboard/orders/${'A'.repeat(10_000)}`);
    expect(long.statusCode).toBe(404);
    expect(heading(long.body)).toBe('Order not found');
    expect(pageState(long.body).queries.some(({ queryKey }) => JSON.stringify(queryKey).includes('AAAA'))).toBe(false);
    for (const [address, shown] of [
      ['$&', 'Order #$&amp;'],
      ["$'", 'Order #$&#x27;'],
      ['NaN', 'Order #NAN'],
      ['1e308', 'Order #1E308'],
      ['SH-%0AABC', 'Order #SH-\nABC'],
    ]) {
      const response = await client.get(`/dashboard/orders/${address}`);
      expect(response.statusCode, address).toBe(404);
      expect(heading(response.body), address).toBe(shown);
    }
  });

  it('a cancelled order owes nothing on its page, as on its documents: no balance, in either language', async () => {
    const client = await ctx.signIn();
    const ids = await seededIds(ctx.db);
    expect((await client.post('/api/cart', { productId: ids.mc4, quantity: 2 })).statusCode).toBe(200);
    const placed = (await client.post('/api/orders', ORDER)).json<{ id: number; orderNumber: string }>();
    const staff = await ctx.signIn('sales_agent');
    expect((await staff.patch(`/api/admin/orders/${placed.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    // What the page shows, without the query state it carries for the browser.
    const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
    const english = shown((await client.get(`/dashboard/orders/${placed.orderNumber}`)).body);
    expect(english).toContain('This order is cancelled: nothing is to be paid on it.');
    expect(english).not.toMatch(/>Balance</);
    const kiswahili = shown((await client.get(`/sw/dashboard/orders/${placed.orderNumber}`)).body);
    expect(kiswahili).toContain('Oda hii imeghairiwa: hakuna cha kulipa.');
    expect(kiswahili).not.toMatch(/>Salio</);
  });

  it('a signed-out visitor gets the shell, with nobody in it, and is sent to sign in by the browser', async () => {
    for (const path of ['/checkout', `/dashboard/orders/${customers[0]!.orderNumber}`]) {
      const response = await ctx.visitor.get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(customers[0]!.name.replace(/&/g, '&amp;'));
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('no page rendered for a signed-in customer may be stored: the next person on the phone cannot go Back to it', async () => {
    // `no-cache` let the browser keep the page (its back/forward cache restored it after sign-out, with the customer's
    // name, e-mail and order in it, without asking the shop); `no-store` keeps it nowhere.
    const { client, orderNumber } = customers[0]!;
    for (const path of ['/', '/products', '/sw/about', '/checkout', `/dashboard/orders/${orderNumber}`, '/dashboard', '/sw/cart', '/no-such-page']) {
      const response = await client.get(path);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
    }
    for (const path of ['/', '/checkout', '/no-such-page']) expect((await ctx.visitor.get(path)).headers['cache-control'], path).toBe('no-cache');
  });
});
