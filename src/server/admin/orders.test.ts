import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/constants';
import { canTransition } from '../../shared/order-transitions';
import { orders, orderStatusHistory } from '../db/schema';
import { signedInPerFile, testAppPerFile } from '../test/test-app';
import { auditRows, insertOrder } from '../test/staff-fixtures';

const ctx = testAppPerFile();
const [agent, boss, customer] = signedInPerFile(ctx, 'sales_agent', 'super_admin', 'customer');

const historyOf = (orderId: number) => ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
const statusOf = async (orderId: number) => (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, with lines, customer and history', async () => {
    const older = await insertOrder(ctx.db, customer.user!.id, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertOrder(ctx.db, customer.user!.id);
    const response = await agent.get('/api/admin/orders');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number }[];
    const ids = list.map((order) => order.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((order) => order.id === older.id)).toEqual({
      id: older.id,
      orderNumber: older.orderNumber,
      status: 'pending',
      totalAmount: '3000.00',
      deliveryAddress: 'Argwings Kodhek Road, Kilimani, Nairobi',
      phoneNumber: '0712345678',
      notes: 'Call before delivery',
      createdAt: older.createdAt.toISOString(),
      delivery: null,
      charges: [],
      items: [
        {
          id: expect.any(Number),
          productId: null,
          productName: 'Snapshot Panel 550W',
          productNameSw: null,
          productSlug: 'snapshot-panel-550w',
          unitPrice: '1500.00',
          quantity: 2,
        },
      ],
      customer: {
        id: customer.user!.id,
        username: customer.user!.username,
        firstName: 'Test',
        lastName: 'customer',
        email: `${customer.user!.username}@example.com`,
      },
      history: [],
      amountPaid: '0.00',
      balanceDue: '3000.00',
      refundDue: '0.00',
      paymentStatus: 'unpaid',
    });
  });

  it('filters by status', async () => {
    const confirmed = await insertOrder(ctx.db, customer.user!.id, { status: 'confirmed' });
    const list = (await agent.get('/api/admin/orders?status=confirmed')).json() as { id: number; status: string }[];
    expect(list.map((order) => order.id)).toContain(confirmed.id);
    expect(list.every((order) => order.status === 'confirmed')).toBe(true);
    const bad = await agent.get('/api/admin/orders?status=shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown order status' });
  });

  it('searches by order number, in any letter case and in part', async () => {
    const order = await insertOrder(ctx.db, customer.user!.id);
    const part = order.orderNumber.slice(3).toLowerCase();
    const list = (await agent.get(`/api/admin/orders?q=${part}`)).json() as { id: number }[];
    expect(list.map((found) => found.id)).toEqual([order.id]);
  });

  it.each([
    ['as the list shows it', (number: string) => `#${number}`],
    ['as an M-PESA account number, without the dash', (number: string) => number.replace('-', '').toLowerCase()],
    ['with a space for the dash', (number: string) => number.replace('-', ' ')],
    ['as the WhatsApp message names it', (number: string) => `Order #${number}`],
  ])('finds an order by its number written %s', async (_how, written) => {
    const order = await insertOrder(ctx.db, customer.user!.id);
    const response = await agent.get(`/api/admin/orders?q=${encodeURIComponent(written(order.orderNumber))}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: number }[]).map((found) => found.id)).toEqual([order.id]);
  });

  // A shop of its own, so that no other order's phone matches; one for the four spellings, set up once.
  describe('by phone', () => {
    const own = testAppPerFile();
    const [shopper, staff] = signedInPerFile(own, 'customer', 'sales_agent');
    const matching: number[] = [];
    beforeAll(async () => {
      for (const phoneNumber of ['0722111333', '+254722111333']) matching.push((await insertOrder(own.db, shopper.user!.id, { phoneNumber })).id);
      await insertOrder(own.db, shopper.user!.id, { phoneNumber: '0711000000' });
    });

    it.each(['0722 111 333', '+254722111333', '722111333', '0722111333'])('finds a phone stored as 0722111333 or +254722111333 by %s', async (q) => {
      const list = (await staff.get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json() as { id: number }[];
      expect(list.map((found) => found.id).sort()).toEqual([...matching].sort());
    });
  });

  it('treats % and _ in the search as plain characters', async () => {
    const list = (await agent.get('/api/admin/orders?q=%25')).json();
    expect(list).toEqual([]);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers one order, 404 when missing', async () => {
    const order = await insertOrder(ctx.db, customer.user!.id);
    const response = await agent.get(`/api/admin/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: order.id, orderNumber: order.orderNumber, items: [expect.any(Object)] });
    const missing = await agent.get('/api/admin/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Order not found' });
  });
});

describe('PATCH /api/admin/orders/:id', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

  it.each(pairs.filter(([from, to]) => canTransition(from, to)))('moves %s → %s and records who and when', async (from, to) => {
    const order = await insertOrder(ctx.db, customer.user!.id, { status: from });
    const before = Date.now();
    const response = await agent.patch(`/api/admin/orders/${order.id}`, { status: to });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(to);
    expect(body.history).toEqual([
      {
        id: expect.any(Number),
        fromStatus: from,
        toStatus: to,
        changedAt: expect.any(String),
        changedBy: { id: agent.user!.id, username: agent.user!.username },
      },
    ]);
    expect(new Date(body.history[0].changedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await statusOf(order.id)).toBe(to);
    expect(await auditRows(ctx.db, 'order', order.id)).toEqual([
      expect.objectContaining({ actorId: agent.user!.id, action: 'order.status', details: { from, to } }),
    ]);
  });

  it.each(pairs.filter(([from, to]) => !canTransition(from, to)))('refuses %s → %s with 409 and changes nothing', async (from, to) => {
    const order = await insertOrder(ctx.db, customer.user!.id, { status: from });
    const response = await agent.patch(`/api/admin/orders/${order.id}`, { status: to });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^(This order is|An order cannot go from)/);
    expect(await statusOf(order.id)).toBe(from);
    expect(await historyOf(order.id)).toEqual([]);
    expect(await auditRows(ctx.db, 'order', order.id)).toEqual([]);
  });

  it.each([
    ['pending', 'delivered', 'An order cannot go from Pending to Delivered'],
    ['pending', 'pending', 'This order is already Pending'],
    ['delivered', 'cancelled', 'This order is Delivered and can no longer be changed'],
    ['cancelled', 'pending', 'This order is Cancelled and can no longer be changed'],
  ] as const)('explains %s → %s: "%s"', async (from, to, message) => {
    const order = await insertOrder(ctx.db, customer.user!.id, { status: from });
    expect((await agent.patch(`/api/admin/orders/${order.id}`, { status: to })).json()).toMatchObject({ message });
  });

  it('follows the whole workflow, keeping the history in order with each person', async () => {
    const order = await insertOrder(ctx.db, customer.user!.id);
    expect((await agent.patch(`/api/admin/orders/${order.id}`, { status: 'in_discussion' })).statusCode).toBe(200);
    expect((await boss.patch(`/api/admin/orders/${order.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const done = (await agent.patch(`/api/admin/orders/${order.id}`, { status: 'delivered' })).json();
    expect(
      done.history.map((entry: { fromStatus: string; toStatus: string; changedBy: { username: string } }) => [
        entry.fromStatus,
        entry.toStatus,
        entry.changedBy.username,
      ]),
    ).toEqual([
      ['pending', 'in_discussion', agent.user!.username],
      ['in_discussion', 'confirmed', boss.user!.username],
      ['confirmed', 'delivered', agent.user!.username],
    ]);
  });

  it('applies two simultaneous changes one after the other', async () => {
    const order = await insertOrder(ctx.db, customer.user!.id);
    const responses = await Promise.all([
      agent.patch(`/api/admin/orders/${order.id}`, { status: 'in_discussion' }),
      boss.patch(`/api/admin/orders/${order.id}`, { status: 'in_discussion' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('answers 404 for a missing order and 400 for an unknown status', async () => {
    expect((await agent.patch('/api/admin/orders/999999', { status: 'confirmed' })).statusCode).toBe(404);
    const order = await insertOrder(ctx.db, customer.user!.id);
    const bad = await agent.patch(`/api/admin/orders/${order.id}`, { status: 'shipped' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown order status' });
    const extra = await agent.patch(`/api/admin/orders/${order.id}`, { status: 'confirmed', totalAmount: '1.00' });
    expect(extra.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('pending');
  });
});
