import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../shared/money';
import type { PaymentsReport, SalesReport } from '../../shared/schemas/reports';
import { insertCategory, insertProduct } from '../test/staff-fixtures';
import { orders } from '../db/schema';
import { insertSale, type SaleLine } from '../test/report-fixtures';
import { signedInPerFile, testAppPerFile } from '../test/test-app';

const ctx = testAppPerFile();
const [agent, boss, customer] = signedInPerFile(ctx, 'sales_agent', 'super_admin', 'customer');

const FROM = '2026-03-01';
const TO = '2026-03-31';
// The Nairobi day of a moment, worked out here on its own: East Africa Time is UTC+3 all year.
const nairobiDayOf = (at: Date) => new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
const inRange = (at: Date) => nairobiDayOf(at) >= FROM && nairobiDayOf(at) <= TO;

interface Made {
  id: number;
  createdAt: Date;
  cancelled: boolean;
  planner: boolean;
  county: string;
  lines: (SaleLine & { category: string })[];
}
interface Paid {
  orderId: number;
  method: 'mpesa' | 'bank_transfer' | 'cash';
  amount: string;
  paidAt: Date;
  voided: boolean;
}
const made: Made[] = [];
const paid: Paid[] = [];
const cents = (amount: string) => BigInt(toCents(amount));
const money = (total: bigint) => fromCents(total);
const lineCents = (line: SaleLine) => cents(line.unitPrice) * BigInt(line.quantity);
const orderCents = (order: Made) => order.lines.reduce((sum, line) => sum + lineCents(line), 0n);
const paidCents = (orderId: number) =>
  paid.filter((payment) => payment.orderId === orderId && !payment.voided).reduce((sum, payment) => sum + cents(payment.amount), 0n);
const sold = () => made.filter((order) => inRange(order.createdAt) && !order.cancelled);
const figures = (orders: Made[]) => ({
  orders: orders.length,
  units: orders.reduce((sum, order) => sum + order.lines.reduce((units, line) => units + line.quantity, 0), 0),
  orderedValue: money(orders.reduce((sum, order) => sum + orderCents(order), 0n)),
  paidValue: money(orders.reduce((sum, order) => sum + paidCents(order.id), 0n)),
});

beforeAll(async () => {
  const inverters = await insertCategory(ctx.db, 'Inverters');
  const panels = await insertCategory(ctx.db, 'Panels');
  const inverter = await insertProduct(ctx.db, inverters.id, { name: 'Hybrid Inverter 5kVA' });
  const panel = await insertProduct(ctx.db, panels.id, { name: 'Mono Panel 550W' });
  const inv = (quantity: number) => ({ productId: inverter.id, name: inverter.name, unitPrice: '12500.50', quantity, category: 'Inverters' });
  const pan = (quantity: number, unitPrice = '9999.99') => ({ productId: panel.id, name: panel.name, unitPrice, quantity, category: 'Panels' });
  const gone = { productId: null, name: 'Old Battery 100Ah', unitPrice: '333.33', quantity: 1, category: 'Deleted products' };

  const sale = async (
    createdAt: string,
    lines: Made['lines'],
    extra: { address?: string; notes?: string; county: string; planner?: boolean; chosen?: string },
  ) => {
    const order = await insertSale(ctx.db, {
      userId: customer.user!.id,
      createdAt: new Date(createdAt),
      lines,
      deliveryAddress: extra.address,
      notes: extra.notes,
    });
    // The county chosen at checkout wins over the address.
    if (extra.chosen) await ctx.db.update(orders).set({ deliveryMethod: 'delivery', deliveryCounty: extra.chosen }).where(eq(orders.id, order.id));
    const entry: Made = { id: order.id, createdAt: order.createdAt, cancelled: false, planner: !!extra.planner, county: extra.county, lines };
    made.push(entry);
    return entry;
  };
  const pay = async (order: Made, method: Paid['method'], amount: string, paidAt: string, reference: string | null = null) => {
    const response = await agent.post(`/api/admin/orders/${order.id}/payments`, { method, amount, paidAt, reference });
    expect(response.statusCode, response.body).toBe(201);
    const payment: Paid = { orderId: order.id, method, amount, paidAt: new Date(paidAt), voided: false };
    paid.push(payment);
    return { ...payment, id: response.json().id as number };
  };

  const o1 = await sale('2026-03-02T10:00:00+03:00', [inv(2)], {
    address: 'Mpaka Road, Westlands, Nairobi',
    notes: 'Solar plan: https://shop.example/planner?a=Fridge~150~1~24~3&county=nairobi',
    county: 'Nairobi',
    planner: true,
  });
  // 00:30 on 11 March in Nairobi, still 10 March in UTC.
  const o2 = await sale('2026-03-10T21:30:00Z', [pan(3), inv(1)], {
    address: 'Box 12, Nakuru Road, Kisumu',
    notes: 'Gate is blue\n\nMpango wa sola: https://shop.example/sw/planner?a=Taa~10~4~5~1',
    county: 'Kisumu',
    planner: true,
  });
  const o3 = await sale('2026-03-15T12:00:00+03:00', [gone, pan(1)], { address: 'Near the market, Karatina town', notes: 'Call me', county: '' });
  // Chosen at checkout: Nyeri, whatever the address names.
  const o4 = await sale('2026-03-20T09:00:00+03:00', [inv(5)], { address: 'Box 4, Karatina, Nairobi', county: 'Nyeri', chosen: 'nyeri' });
  // The last second of 31 March in Nairobi, and the first of 1 April.
  const o5 = await sale('2026-03-31T23:59:59+03:00', [pan(1, '0.01')], { address: 'Kiharu, Murang’a', county: "Murang'a" });
  const o6 = await sale('2026-04-01T00:00:00+03:00', [inv(1)], { county: 'Nairobi' });
  const o7 = await sale('2026-02-28T23:59:59+03:00', [inv(1)], { county: 'Nairobi' });

  await pay(o1, 'mpesa', '10000.25', '2026-03-03T09:00:00+03:00', 'TKA1B2C3D4');
  const mistake = await pay(o1, 'cash', '500.00', '2026-03-04T09:00:00+03:00');
  const voided = await boss.post(`/api/admin/payments/${mistake.id}/void`, { reason: 'Recorded on the wrong order' });
  expect(voided.statusCode, voided.body).toBe(200);
  paid.find((payment) => payment.amount === '500.00')!.voided = true;
  await pay(o2, 'bank_transfer', '20000.00', '2026-04-02T10:00:00+03:00', 'BANK-1');
  await pay(o3, 'cash', '0.99', '2026-03-15T12:30:00+03:00');
  // Paid, then cancelled: the money was received, the sale did not happen.
  await pay(o4, 'cash', '1000.00', '2026-03-21T09:00:00+03:00');
  expect((await agent.patch(`/api/admin/orders/${o4.id}`, { status: 'cancelled' })).statusCode).toBe(200);
  o4.cancelled = true;
  await pay(o5, 'mpesa', '0.01', '2026-03-31T23:59:00+03:00', 'TKA1B2C3D5');
  await pay(o6, 'mpesa', '100.00', '2026-04-01T00:00:30+03:00', 'TKA1B2C3D6');
  // 00:30 on 1 March in Nairobi, for an order placed in February.
  await pay(o7, 'cash', '250.50', '2026-02-28T21:30:00Z');
});

const sales = async (query: string) => {
  const response = await agent.get(`/api/admin/reports/sales?from=${FROM}&to=${TO}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SalesReport;
};

describe('the sales report', () => {
  it('adds up the range’s orders, cancelled ones and voided payments left out, to the cent', async () => {
    const report = await sales('groupBy=day');
    const orders = sold();
    expect(orders.map((order) => order.id)).toHaveLength(4);
    const total = figures(orders);
    const totalCents = orders.reduce((sum, order) => sum + orderCents(order), 0n);
    // Half a cent and more rounds up.
    const average = money((2n * totalCents + BigInt(orders.length)) / (2n * BigInt(orders.length)));
    expect(report.summary).toEqual({ ...total, averageOrderValue: average });
    expect(report.planner).toEqual({
      planner: figures(orders.filter((order) => order.planner)),
      other: figures(orders.filter((order) => !order.planner)),
    });
  });

  it('has every Nairobi day of the range, each with its own orders', async () => {
    const report = await sales('groupBy=day');
    expect(report.groups).toHaveLength(31);
    expect(report.groups[0]).toMatchObject({ key: '2026-03-01', label: '2026-03-01', orders: 0, orderedValue: '0.00', paidValue: '0.00' });
    for (const group of report.groups) {
      const { orders, ...rest } = figures(sold().filter((order) => nairobiDayOf(order.createdAt) === group.key));
      expect(group, group.key).toEqual({ key: group.key, label: group.key, orders, ...rest });
    }
    expect(report.groups.find((group) => group.key === '2026-03-11')!.orders).toBe(1);
    expect(report.groups.find((group) => group.key === '2026-03-31')!.orders).toBe(1);
  });

  it('groups by week from Monday and by month', async () => {
    const weeks = await sales('groupBy=week');
    // 1 March 2026 is a Sunday: its week began on Monday 23 February.
    expect(weeks.groups.map((group) => group.key)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect(weeks.groups[0]!.label).toBe('Week of 2026-02-23');
    const weekOf = (order: Made) => weeks.groups.map((group) => group.key).findLast((key) => key <= nairobiDayOf(order.createdAt))!;
    for (const group of weeks.groups) {
      const { orders, orderedValue, paidValue } = figures(sold().filter((order) => weekOf(order) === group.key));
      expect(group, group.key).toMatchObject({ orders, orderedValue, paidValue });
    }
    const months = await sales('groupBy=month');
    expect(months.groups).toEqual([{ key: '2026-03-01', label: 'Mar 2026', ...figures(sold()) }]);
  });

  it('groups by category (line values, no paid value) and by the county the address names last', async () => {
    const categories = await sales('groupBy=category');
    const lines = sold().flatMap((order) => order.lines.map((line) => ({ ...line, orderId: order.id })));
    const expected = ['Inverters', 'Panels', 'Deleted products'].map((label) => {
      const found = lines.filter((line) => line.category === label);
      return {
        label,
        orders: new Set(found.map((line) => line.orderId)).size,
        units: found.reduce((sum, line) => sum + line.quantity, 0),
        orderedValue: money(found.reduce((sum, line) => sum + lineCents(line), 0n)),
        paidValue: null,
      };
    });
    expect(categories.groups.map(({ key: _key, ...group }) => group)).toEqual(expect.arrayContaining(expected.filter((group) => group.orders > 0)));
    expect(categories.groups).toHaveLength(3);

    const counties = await sales('groupBy=county');
    const names = [...new Set(sold().map((order) => order.county))];
    expect(counties.groups.map(({ key: _key, ...group }) => group)).toEqual(
      expect.arrayContaining(
        names.map((county) => ({ label: county || 'County not named', ...figures(sold().filter((order) => order.county === county)) })),
      ),
    );
    expect(counties.groups).toHaveLength(names.length);
  });

  it('lists the top products by value and by units', async () => {
    const report = await sales('groupBy=day');
    const byProduct = new Map<string, { productId: number | null; name: string; units: number; value: bigint }>();
    for (const line of sold().flatMap((order) => order.lines)) {
      const entry = byProduct.get(line.name) ?? { productId: line.productId, name: line.name, units: 0, value: 0n };
      entry.units += line.quantity;
      entry.value += lineCents(line);
      byProduct.set(line.name, entry);
    }
    const entries = [...byProduct.values()].map((entry) => ({ ...entry, value: money(entry.value) }));
    expect(report.topByValue).toEqual([...entries].sort((a, b) => Number(cents(b.value) - cents(a.value))));
    expect(report.topByUnits).toEqual([...entries].sort((a, b) => b.units - a.units || a.name.localeCompare(b.name)));
  });
});

describe('the payments report', () => {
  it('adds up what was paid in the range by method and by Nairobi day, voided payments left out', async () => {
    const response = await agent.get(`/api/admin/reports/payments?from=${FROM}&to=${TO}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as PaymentsReport;
    const counted = paid.filter((payment) => !payment.voided && inRange(payment.paidAt));
    const sum = (payments: Paid[]) => money(payments.reduce((total, payment) => total + cents(payment.amount), 0n));
    expect(report.total).toEqual({ payments: counted.length, amount: sum(counted) });
    expect(report.byMethod).toEqual(
      (['mpesa', 'bank_transfer', 'cash'] as const).map((method) => {
        const found = counted.filter((payment) => payment.method === method);
        return { method, payments: found.length, amount: sum(found) };
      }),
    );
    expect(report.days).toHaveLength(31);
    for (const day of report.days) {
      const found = counted.filter((payment) => nairobiDayOf(payment.paidAt) === day.day);
      const of = (method: Paid['method']) => sum(found.filter((payment) => payment.method === method));
      expect(day).toEqual({ day: day.day, mpesa: of('mpesa'), bank_transfer: of('bank_transfer'), cash: of('cash'), total: sum(found) });
    }
    expect(report.days[0]).toMatchObject({ day: '2026-03-01', cash: '250.50' });
  });
});

describe('report input', () => {
  it.each([
    ['from=2026-3-1&to=2026-03-31', 'from must be a date written as YYYY-MM-DD, such as 2026-11-24', 'report_from_invalid'],
    ['from=2026-02-30&to=2026-03-31', 'from must be a date written as YYYY-MM-DD, such as 2026-11-24', 'report_from_invalid'],
    ['from=2026-03-01&to=31/03/2026', 'to must be a date written as YYYY-MM-DD, such as 2026-11-24', 'report_to_invalid'],
    ['from=2026-03-01T00:00:00Z&to=2026-03-31', 'from must be a date written as YYYY-MM-DD, such as 2026-11-24', 'report_from_invalid'],
    ['from=2026-04-01&to=2026-03-31', 'from must not be after to', 'report_range_reversed'],
    ['from=2024-03-01&to=2026-03-02', 'A report covers at most 731 days (two years)', 'report_range_too_long'],
    ['from=2026-03-01&to=2026-03-31&groupBy=year', 'groupBy must be one of: day, week, month, category, county', 'report_group_unknown'],
    ['from=2026-03-01&from=2026-03-02', 'from must be a date written as YYYY-MM-DD, such as 2026-11-24', 'report_from_invalid'],
  ])('refuses %s with 400, a message and a code', async (query, message, code) => {
    const response = await agent.get(`/api/admin/reports/sales?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code });
  });

  it('answers in Kiswahili when asked, and takes exactly two years', async () => {
    const response = await agent.get('/api/admin/reports/payments?from=2026-04-01&to=2026-03-31', { headers: { cookie: 'lang=sw' } });
    expect(response.json()).toMatchObject({ code: 'report_range_reversed', message: 'from isiwe baada ya to' });
    expect((await agent.get('/api/admin/reports/payments?from=2024-03-01&to=2026-02-28')).statusCode).toBe(200);
  });

  // The last days a YYYY-MM-DD can write: the day after 9999-12-31 has no such form, and once made a 500 (the range's
  // end) or a loop that never ended (the months and days listed), which stopped the whole shop.
  it('answers a range ending in the year 9999, an empty report with every period', async () => {
    const sales = await agent.get('/api/admin/reports/sales?from=9999-12-01&to=9999-12-31&groupBy=day');
    expect(sales.statusCode, sales.body).toBe(200);
    expect((sales.json() as SalesReport).groups.map((group) => group.key)).toHaveLength(31);
    const payments = await agent.get('/api/admin/reports/payments?from=9999-12-30&to=9999-12-31');
    expect(payments.statusCode, payments.body).toBe(200);
    expect((payments.json() as PaymentsReport).days.map((day) => day.day)).toEqual(['9999-12-30', '9999-12-31']);
    const months = await agent.get('/api/admin/reports/sales?from=9999-11-20&to=9999-12-15&groupBy=month');
    expect((months.json() as SalesReport).groups.map((group) => group.label)).toEqual(['Nov 9999', 'Dec 9999']);
    const weeks = await agent.get('/api/admin/reports/sales?from=9999-12-20&to=9999-12-31&groupBy=week');
    expect((weeks.json() as SalesReport).groups.map((group) => group.key)).toEqual(['9999-12-20', '9999-12-27']);
    const file = await agent.get('/api/admin/exports/payments.csv?from=9999-12-31&to=9999-12-31');
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')).toHaveLength(2);
  });

  it('covers the last 30 days, today included, when no range is given', async () => {
    const report = (await agent.get('/api/admin/reports/payments')).json() as PaymentsReport;
    expect(report.days).toHaveLength(30);
    expect(report.to).toBe(nairobiDayOf(new Date()));
  });

  it('is for staff only', async () => {
    expect((await ctx.visitor.get('/api/admin/reports/sales')).statusCode).toBe(401);
    for (const path of ['sales', 'payments', 'receivables']) expect((await customer.get(`/api/admin/reports/${path}`)).statusCode).toBe(403);
  });
});
