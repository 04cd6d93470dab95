import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { orders, users } from '../db/schema';
import { createTestApp, type Client, type TestContext } from '../test/test-app';

let ctx: TestContext;
let staff: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await ctx.signIn('sales_agent');
  // A flood of registrations, and a busy shop's orders.
  const flood = Array.from({ length: 120 }, (_, i) => ({
    username: `flood${i}`,
    passwordHash: 'x',
    firstName: 'F',
    lastName: 'L',
    email: `f${i}@example.com`,
  }));
  const [customer] = await ctx.db.insert(users).values(flood).returning({ id: users.id });
  await ctx.db.insert(orders).values(
    Array.from({ length: 75 }, (_, i) => ({
      orderNumber: `ORD-PAGE-${i}`,
      userId: customer!.id,
      totalAmount: '100.00',
      deliveryAddress: 'Plot 1, Ngong Road, Nairobi',
      phoneNumber: '0712345678',
      status: i % 3 ? ('pending' as const) : ('confirmed' as const),
    })),
  );
});
afterAll(() => ctx.close());

describe.each([
  ['/api/admin/users', 121],
  ['/api/admin/orders', 75],
])('%s', (path, all) => {
  it('answers one page (an array) by default, with the number of all in X-Total-Count', async () => {
    const response = await staff.get(path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(LIMITS.adminPageSize);
    expect(response.headers['x-total-count']).toBe(String(all));
  });

  it('pages with page and limit, without repeating or skipping a row', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all / 40); page++) {
      const response = await staff.get(`${path}?page=${page}&limit=40`);
      seen.push(...(response.json() as { id: number }[]).map((row) => row.id));
    }
    expect(seen).toHaveLength(all);
    expect(new Set(seen).size).toBe(all);
    expect((await staff.get(`${path}?page=99&limit=40`)).json()).toEqual([]);
  });

  it.each([
    ['limit=1000', `limit must be at most ${LIMITS.maxAdminPageSize}`],
    ['limit=0', 'limit must be at least 1'],
    ['page=0', 'page must be at least 1'],
    ['page=x', 'page must be a number'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await staff.get(`${path}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

it('counts only the matching orders when filtered', async () => {
  const response = await staff.get('/api/admin/orders?status=confirmed&limit=10');
  expect(response.json()).toHaveLength(10);
  expect(response.headers['x-total-count']).toBe('25');
});
