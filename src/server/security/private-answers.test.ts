import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, testAppPerFile } from '../test/test-app';
import { apiRoutes, fillPath, routeKey, shopPerFile } from '../test/sweep-fixtures';

// What a cache may keep of the API's answers (docs/security.md, "Answers no cache keeps"): nothing of an answer
// that depends on who asks, and an answer written in the asker's language only for that language.

// The catalogue's answer cache on, as deployed: its hits are answered before any route runs.
const ctx = testAppPerFile({ seed: true, env: { CATALOG_CACHE_SECONDS: '60' } });
const shop = shopPerFile(ctx);
const PRIVATE = 'private, no-store';
const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .filter(Boolean);

describe('answers that depend on the session', () => {
  it('are private, no-store on every route a visitor is refused, for its owner or staff as for the visitor', async () => {
    const failures: string[] = [];
    let read = 0;
    for (const route of apiRoutes(ctx).filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url !== '/api/logout')) {
      const refused = await ctx.visitor.get(fillPath(route.url, shop.orderId));
      if (refused.statusCode !== 401 && refused.statusCode !== 303) continue;
      const staffRoute = route.url.startsWith('/api/admin/');
      const id = staffRoute || !route.url.includes(':orderNumber') ? shop.orderId : shop.orderNumber;
      const answer = await (staffRoute ? shop.staff : shop.owner).get(fillPath(route.url, id));
      if (answer.statusCode === 200) read++;
      for (const [who, response] of [
        ['visitor', refused],
        ['signed in', answer],
      ] as const) {
        if (response.headers['cache-control'] !== PRIVATE)
          failures.push(`${routeKey(route)} (${who}, ${response.statusCode}) → ${response.headers['cache-control']}`);
      }
    }
    expect(failures).toEqual([]);
    // The sweep did read the customers' and staff's own data: cart, wishlist, orders, profile, the staff lists.
    expect(read).toBeGreaterThan(20);
  });

  it('are private, no-store for who am I, signing in, registering, changing data and signing out', async () => {
    const customer = await ctx.signIn('customer');
    const visitor = ctx.visitor;
    const answers = {
      'GET /api/auth/user (signed in)': await customer.get('/api/auth/user'),
      'GET /api/user (signed in)': await customer.get('/api/user'),
      'GET /api/auth/user (visitor)': await visitor.get('/api/auth/user'),
      'POST /api/login': await visitor.post('/api/login', { username: customer.user!.username, password: TEST_PASSWORD }),
      'POST /api/register': await ctx.visitor.post('/api/register', {
        username: `private${Date.now()}`,
        password: 'secret123',
        email: 'private@example.co.ke',
        firstName: 'Amina',
        lastName: 'Otieno',
      }),
      'POST /api/cart': await customer.post('/api/cart', { productId: shop.productIds[3], quantity: 1 }),
      'PATCH /api/profile': await customer.patch('/api/profile', { deliveryAddress: 'Plot 9, Moi Avenue, Mombasa' }),
      'POST /api/logout': await customer.post('/api/logout'),
    };
    expect(answers['POST /api/login'].statusCode).toBe(200);
    expect(answers['POST /api/register'].statusCode).toBe(201);
    expect(answers['PATCH /api/profile'].statusCode).toBe(200);
    const failures = Object.entries(answers)
      .filter(([, response]) => response.headers['cache-control'] !== PRIVATE)
      .map(([name, response]) => `${name} (${response.statusCode}) → ${response.headers['cache-control']}`);
    expect(failures).toEqual([]);
  });
});

describe('public catalogue answers', () => {
  it('keep their headers for everyone, signed in or not, missed or answered from the cache', async () => {
    for (const client of [ctx.visitor, shop.owner]) {
      for (const url of [
        '/api/products?limit=3',
        '/api/categories',
        `/api/products/${(await ctx.visitor.get('/api/products?limit=1')).json()[0].slug}`,
      ]) {
        for (const response of [await client.get(url, { headers: { 'accept-encoding': 'br' } }), await client.get(url)]) {
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['cache-control'], url).toBeUndefined();
          expect(varyOf(response), url).toEqual(['accept-encoding']);
          expect(response.headers.etag, url).toBeDefined();
        }
      }
    }
  });
});

describe('answers written in the asker’s language', () => {
  it('say so with Vary where a cache could keep them, and follow the cookie before Accept-Language', async () => {
    const missing = (headers: Record<string, string>) => ctx.visitor.get('/api/products/no-such-panel', { headers });
    const swahili = await missing({ 'accept-language': 'sw-KE,sw;q=0.9' });
    const english = await missing({ 'accept-language': 'en-GB' });
    const chosen = await missing({ 'accept-language': 'sw', cookie: 'lang=en' });
    expect(swahili.statusCode).toBe(404);
    expect(swahili.json().message).not.toBe(english.json().message);
    expect(chosen.json().message).toBe(english.json().message);
    for (const response of [swahili, english, chosen]) expect(varyOf(response)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    // A refused query on a public route (in Kiswahili), and an unknown API address.
    for (const url of ['/api/products?stock=lots', '/api/no-such-thing']) {
      const response = await ctx.visitor.get(url, { headers: { 'accept-language': 'sw' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.json().message, url).not.toBe((await ctx.visitor.get(url)).json().message);
      expect(varyOf(response), url).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    }
  });

  it('need no Vary when no cache may keep them', async () => {
    const response = await ctx.visitor.get('/api/cart', { headers: { 'accept-language': 'sw' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe(PRIVATE);
    expect(varyOf(response)).not.toContain('accept-language');
  });
});
