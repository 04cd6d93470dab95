import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../shared/money';
import { AGE_BUCKETS } from '../../shared/reports';
import type { ReceivablesReport } from '../../shared/schemas/reports';
import { orders } from '../db/schema';
import { insertSale } from '../test/report-fixtures';
import { signedInPerFile, testAppPerFile } from '../test/test-app';

const ctx = testAppPerFile();
const [agent, customer] = signedInPerFile(ctx, 'sales_agent', 'customer');

const DAY_MS = 24 * 3600_000;
interface Owed {
  id: number;
  ageDays: number;
  total: string;
  paid: string;
  bucket: string;
}
const owed: Owed[] = [];

// Placed this many whole days ago, at noon in Nairobi so the Nairobi day is unambiguous.
function daysAgo(days: number): Date {
  const noonToday = Date.parse(`${new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)}T12:00:00+03:00`);
  return new Date(noonToday - days * DAY_MS);
}

beforeAll(async () => {
  const order = async (ageDays: number, total: string, payment: string | null, status: 'pending' | 'confirmed' | 'delivered' = 'confirmed') => {
    const row = await insertSale(ctx.db, {
      userId: customer.user!.id,
      createdAt: new Date(),
      lines: [{ productId: null, name: 'Kit', unitPrice: total, quantity: 1 }],
      status,
    });
    if (payment) expect((await agent.post(`/api/admin/orders/${row.id}/payments`, { method: 'cash', amount: payment })).statusCode).toBe(201);
    // Placed-at times set directly: payments are recorded now, and an order's age is counted from when it was placed.
    await ctx.db
      .update(orders)
      .set({ createdAt: daysAgo(ageDays) })
      .where(eq(orders.id, row.id));
    return row;
  };
  const edges: [number, string][] = [
    [0, 'days_0_7'],
    [7, 'days_0_7'],
    [8, 'days_8_30'],
    [30, 'days_8_30'],
    [31, 'days_31_90'],
    [90, 'days_31_90'],
    [91, 'days_over_90'],
    [400, 'days_over_90'],
  ];
  for (const [index, [ageDays, bucket]] of edges.entries()) {
    const total = `${1000 + index}.${String(index * 7).padStart(2, '0')}`;
    const payment = index % 2 ? '333.33' : null;
    const row = await order(ageDays, total, payment, index % 3 === 0 ? 'pending' : index % 3 === 1 ? 'confirmed' : 'delivered');
    owed.push({ id: row.id, ageDays, total, paid: payment ?? '0.00', bucket });
  }
  // Not owed: paid in full, overpaid, cancelled.
  await order(3, '500.00', '500.00');
  await order(3, '500.00', '600.00');
  const cancelled = await order(3, '700.00', null, 'pending');
  expect((await agent.patch(`/api/admin/orders/${cancelled.id}`, { status: 'cancelled' })).statusCode).toBe(200);
});

const balance = (entry: Owed) => toCents(entry.total) - toCents(entry.paid);

describe('the receivables report', () => {
  it('ages every order still owed into its bucket, with totals to the cent', async () => {
    const response = await agent.get('/api/admin/reports/receivables');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ReceivablesReport;
    expect(report.asOf).toBe(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10));
    expect(report.buckets).toEqual(
      AGE_BUCKETS.map(({ id }) => {
        const found = owed.filter((entry) => entry.bucket === id);
        return { bucket: id, orders: found.length, balance: fromCents(found.reduce((sum, entry) => sum + balance(entry), 0)) };
      }),
    );
    expect(report.total).toEqual({ orders: owed.length, balance: fromCents(owed.reduce((sum, entry) => sum + balance(entry), 0)) });
    expect(report.matching).toBe(owed.length);
    // Oldest first, each with what links to it (its id and number), its age and its bucket.
    expect(report.orders.map((row) => [row.id, row.ageDays, row.bucket, row.balanceDue, row.amountPaid, row.totalAmount])).toEqual(
      [...owed]
        .sort((a, b) => b.ageDays - a.ageDays)
        .map((entry) => [entry.id, entry.ageDays, entry.bucket, fromCents(balance(entry)), entry.paid, entry.total]),
    );
    expect(report.orders[0]).toMatchObject({ orderNumber: expect.stringMatching(/^SH-/), customerName: 'Test customer', phoneNumber: '0712345678' });
  });

  it('lists one bucket a page at a time', async () => {
    const first = (await agent.get('/api/admin/reports/receivables?bucket=days_over_90&limit=1')).json() as ReceivablesReport;
    expect(first.matching).toBe(2);
    expect(first.orders.map((row) => row.ageDays)).toEqual([400]);
    const second = (await agent.get('/api/admin/reports/receivables?bucket=days_over_90&limit=1&page=2')).json() as ReceivablesReport;
    expect(second.orders.map((row) => row.ageDays)).toEqual([91]);
  });

  it('refuses an unknown bucket with 400 and a code', async () => {
    const response = await agent.get('/api/admin/reports/receivables?bucket=old');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'receivables_bucket_unknown',
      message: 'bucket must be one of: days_0_7, days_8_30, days_31_90, days_over_90',
    });
  });
});
