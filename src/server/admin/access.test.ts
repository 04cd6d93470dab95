import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { insertOrder } from '../test/staff-fixtures';

// Every staff route: who may call it. The guard runs before the body is read, so a customer is refused even
// with a body that is not valid, or not even JSON.

let ctx: TestContext;
let customer: Client;
let agent: Client;
let superAdmin: Client;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [customer, agent, superAdmin] = await Promise.all([ctx.signIn('customer'), ctx.signIn('sales_agent'), ctx.signIn('super_admin')]);
  // The first row of a fresh database: the routes below can name it as 1.
  expect((await insertOrder(ctx.db, customer.user!.id)).id).toBe(1);
});
afterAll(() => ctx.close());

type Route = [method: InjectOptions['method'], url: string];
const STAFF_ROUTES: Route[] = [
  ['GET', '/api/admin/products'],
  ['POST', '/api/admin/products'],
  ['PATCH', '/api/admin/products/1'],
  ['DELETE', '/api/admin/products/999999'],
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories'],
  ['PATCH', '/api/admin/categories/1'],
  ['DELETE', '/api/admin/categories/999999'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/1'],
  ['PATCH', '/api/admin/orders/1'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/1'],
  ['POST', '/api/upload-url'],
];
// Writes that take a body and are open to both staff roles.
const STAFF_WRITES = STAFF_ROUTES.filter(
  ([method, url]) => (method === 'POST' || method === 'PATCH') && url !== '/api/upload-url' && url !== '/api/admin/users/1',
);
const badJson = { 'content-type': 'application/json' };

describe.each(STAFF_ROUTES)('%s %s', (method, url) => {
  it('answers 401 to a visitor', async () => {
    const response = await ctx.visitor.request({ method, url, payload: '{"bogus":', headers: badJson });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('answers 403 to a customer, whatever the body', async () => {
    for (const [payload, headers] of [
      [undefined, {}],
      ['{"bogus":', badJson],
      ['{"name": 42, "role": "super_admin", "status": "delivered"}', badJson],
      ['not json at all', { 'content-type': 'text/plain' }],
    ] as const) {
      const response = await customer.request({ method, url, payload, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Admin access required' });
    }
  });
});

describe.each(STAFF_ROUTES.filter(([method]) => method === 'GET'))('%s %s', (method, url) => {
  it.each([
    ['sales_agent', () => agent],
    ['super_admin', () => superAdmin],
  ])('is open to a %s', async (_role, client) => {
    const response = await client().request({ method, url });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

describe('staff reach validation only after the guard', () => {
  it.each(STAFF_WRITES)('%s %s answers 400 to a bad body', async (method, url) => {
    for (const client of [agent, superAdmin]) {
      const response = await client.request({ method, url, payload: { bogus: true } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('POST /api/upload-url answers a URL to both staff roles', async () => {
    for (const client of [agent, superAdmin]) {
      const response = await client.post('/api/upload-url');
      expect(response.statusCode).toBe(200);
      expect(response.json().uploadURL).toMatch(/\/objects\/uploads\//);
    }
  });

  it('PATCH /api/admin/users/:id is for a super admin only', async () => {
    const bad = await agent.patch(`/api/admin/users/${customer.user!.id}`, { role: 'sales_agent' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ message: 'Only a super admin can do this' });
    const invalid = await superAdmin.patch(`/api/admin/users/${customer.user!.id}`, { role: 'owner' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Unknown role' });
  });

  it('DELETE of a missing product or category answers 404 to staff', async () => {
    for (const url of ['/api/admin/products/999999', '/api/admin/categories/999999']) {
      const response = await agent.delete(url);
      expect(response.statusCode).toBe(404);
    }
  });
});
