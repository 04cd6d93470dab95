import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../shared/money';
import { auditLog, users } from '../db/schema';
import { nairobiDay } from '../../shared/dates';
import { insertSale } from '../test/report-fixtures';
import { insertCategory, insertProduct } from '../test/staff-fixtures';
import { signedInPerFile, testAppPerFile, type Client } from '../test/test-app';
import { EXPORT_PAGE_ROWS } from './exports';

const ctx = testAppPerFile();
const [agent, boss, customer] = signedInPerFile(ctx, 'sales_agent', 'super_admin', 'customer');

const RANGE = 'from=2026-05-01&to=2026-05-31';
const NAMES = { first: 'Wanjikũ', last: 'Ñandú 🌞' };
// What a spreadsheet would run, in every kind of field a shopper or a staff member writes.
const INJECTED = {
  address: '=HYPERLINK("http://evil.example","Click")',
  notes: "+cmd|' /C calc'!A0",
  product: "-2+3+cmd|' /C calc'!A0",
  paymentNote: "@SUM(1+1)*cmd|' /C calc'!A0",
  username: '\t=1+1',
};
/** Orders in May beyond one page, most of them placed at the very same moment, so paging must not lose or repeat one. */
const BULK_ORDERS = EXPORT_PAGE_ROWS + 250;
/** A moment as the files write it, in Nairobi. */
const NAIROBI_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
let namedOrderNumber = '';
let voidedPaymentId = 0;

async function download(client: Client, path: string) {
  const response = await client.get(path);
  return { response, raw: response.rawPayload, rows: () => parse(response.rawPayload, { bom: true }) as string[][] };
}

beforeAll(async () => {
  await ctx.db
    .update(users)
    .set({
      firstName: NAMES.first,
      lastName: NAMES.last,
      phoneNumber: '+254712345678',
      deliveryAddress: INJECTED.address,
      createdAt: new Date('2026-05-02T10:00:00+03:00'),
    })
    .where(eq(users.id, customer.user!.id));
  const named = await insertSale(ctx.db, {
    userId: customer.user!.id,
    createdAt: new Date('2026-05-01T00:00:00+03:00'),
    lines: [
      { productId: null, name: INJECTED.product, unitPrice: '1500.50', quantity: 2 },
      { productId: null, name: 'Taa ya Sola ya Wanjikũ', unitPrice: '99.99', quantity: 1 },
    ],
    deliveryAddress: INJECTED.address,
    notes: INJECTED.notes,
  });
  namedOrderNumber = named.orderNumber;
  const pay = await agent.post(`/api/admin/orders/${named.id}/payments`, {
    method: 'cash',
    amount: '1000.00',
    paidAt: '2026-05-03T10:00:00+03:00',
    note: INJECTED.paymentNote,
  });
  expect(pay.statusCode, pay.body).toBe(201);
  const wrong = await agent.post(`/api/admin/orders/${named.id}/payments`, { method: 'cash', amount: '5.00', paidAt: '2026-05-03T11:00:00+03:00' });
  voidedPaymentId = wrong.json().id;
  expect((await boss.post(`/api/admin/payments/${voidedPaymentId}/void`, { reason: 'Typed twice' })).statusCode).toBe(200);
  // Outside the range on either side, by a second in Nairobi.
  for (const at of ['2026-04-30T23:59:59+03:00', '2026-06-01T00:00:00+03:00'])
    await insertSale(ctx.db, {
      userId: customer.user!.id,
      createdAt: new Date(at),
      lines: [{ productId: null, name: 'Outside', unitPrice: '1.00', quantity: 1 }],
    });
  await ctx.db.execute(sql`
    with made as (
      insert into orders (order_number, user_id, status, total_amount, delivery_address, phone_number, created_at)
      select 'SH-B' || lpad(n::text, 7, '0'), ${customer.user!.id}, 'confirmed', 20.00, 'Plot ' || n || ', Nakuru', '0712345678',
        timestamptz '2026-05-20T12:00:00+03:00' + (n % 3) * interval '1 second'
      from generate_series(1, ${BULK_ORDERS}) n
      returning id
    )
    insert into order_items (order_id, product_name, unit_price, quantity)
    select id, line.name, 10.00, 1 from made cross join (values ('Bulb A'), ('Bulb B')) as line(name)`);
});

describe('the orders export', () => {
  it('is CSV with a byte-order mark, named for its range, every order of the range once, non-ASCII intact and formulas neutralised', async () => {
    const { response, raw, rows } = await download(agent, `/api/admin/exports/orders.csv?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-05-01-to-2026-05-31.csv"');
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = rows();
    const namedOrder = {
      'Order number': namedOrderNumber,
      'Placed at (Nairobi)': '2026-05-01 00:00:00',
      Status: 'Pending',
      Customer: `${NAMES.first} ${NAMES.last}`,
      Phone: '0712345678',
      'Delivery address': `'${INJECTED.address}`,
      County: '',
      'From planner': 'no',
      Units: '3',
      'Total (KSh)': '3100.99',
      'Paid (KSh)': '1000.00',
      'Balance (KSh)': '2100.99',
      'To refund (KSh)': '0.00',
      'Payment status': 'Partly paid',
      Notes: `'${INJECTED.notes}`,
    };
    expect(header).toEqual(Object.keys(namedOrder));
    expect(records).toHaveLength(BULK_ORDERS + 1);
    expect(new Set(records.map((record) => record[0])).size).toBe(BULK_ORDERS + 1);
    expect(records[0]).toEqual(Object.values(namedOrder));
    expect(records[1]).toMatchObject({ 2: 'Confirmed', 6: 'Nakuru', 9: '20.00', 10: '0.00' });
  });

  it('shows nothing due on a cancelled order, and what was paid on it to refund', async () => {
    const sale = await insertSale(ctx.db, {
      userId: customer.user!.id,
      createdAt: new Date('2026-03-10T09:00:00+03:00'),
      lines: [{ productId: null, name: 'Lithium 5kWh', unitPrice: '150000.00', quantity: 1 }],
    });
    expect((await agent.post(`/api/admin/orders/${sale.id}/payments`, { method: 'cash', amount: '50000.00' })).statusCode).toBe(201);
    expect((await agent.patch(`/api/admin/orders/${sale.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const [header, ...records] = (await download(agent, '/api/admin/exports/orders.csv?from=2026-03-10&to=2026-03-10')).rows();
    const cells = Object.fromEntries(header!.map((name, index) => [name, records[0]![index]]));
    expect(records).toHaveLength(1);
    expect(cells).toMatchObject({ Status: 'Cancelled', 'Paid (KSh)': '50000.00', 'Balance (KSh)': '0.00', 'To refund (KSh)': '50000.00' });
    // The customers export adds up what was paid on the orders it counts, the ones not cancelled, as it says.
    const customerRow = (await download(await ctx.signIn('super_admin'), `/api/admin/exports/customers.csv?${RANGE}`))
      .rows()
      .find((row) => row[0] === String(customer.user!.id));
    expect(customerRow!.at(-1)).toBe('1000.00');
  });

  it('refuses a bad range as the reports do, and an unknown export with 404', async () => {
    const reversed = await agent.get('/api/admin/exports/orders.csv?from=2026-05-31&to=2026-05-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'report_range_reversed', message: 'from must not be after to' });
    expect((await agent.get('/api/admin/exports/orders.csv?from=May')).json()).toMatchObject({ code: 'report_from_invalid' });
    const unknown = await agent.get('/api/admin/exports/stock.csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'export_unknown',
      message: 'No such export. The exports are: orders.csv, order-lines.csv, payments.csv, customers.csv, stock-movements.csv',
    });
    expect((await ctx.visitor.get('/api/admin/exports/stock.csv')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/exports/orders.csv')).statusCode).toBe(403);
  });
});

describe('the order lines export', () => {
  it('lists every line of every order in the range, across pages', async () => {
    const { response, rows } = await download(agent, `/api/admin/exports/order-lines.csv?${RANGE}`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="order-lines-2026-05-01-to-2026-05-31.csv"');
    const [header, ...records] = rows();
    const firstLine = {
      'Order number': namedOrderNumber,
      'Placed at (Nairobi)': '2026-05-01 00:00:00',
      'Order status': 'Pending',
      'Product ID': '',
      Product: `'${INJECTED.product}`,
      Category: '',
      'Unit price (KSh)': '1500.50',
      Quantity: '2',
      'Line total (KSh)': '3001.00',
    };
    const secondLine = { ...firstLine, Product: 'Taa ya Sola ya Wanjikũ', 'Unit price (KSh)': '99.99', Quantity: '1', 'Line total (KSh)': '99.99' };
    expect(header).toEqual(Object.keys(firstLine));
    expect(records).toHaveLength(2 * BULK_ORDERS + 2);
    expect(new Set(records.map((record) => `${record[0]} ${record[4]}`)).size).toBe(2 * BULK_ORDERS + 2);
    expect(records.slice(0, 2)).toEqual([Object.values(firstLine), Object.values(secondLine)]);
  });
});

describe('the payments export', () => {
  it('lists the range’s payments by when they were paid, voided ones marked', async () => {
    const { rows } = await download(agent, `/api/admin/exports/payments.csv?${RANGE}`);
    const [header, ...records] = rows();
    const firstPayment = {
      'Payment ID': expect.stringMatching(/^\d+$/),
      'Order number': namedOrderNumber,
      Method: 'Cash',
      'Amount (KSh)': '1000.00',
      Reference: '',
      'Paid at (Nairobi)': '2026-05-03 10:00:00',
      'Recorded at (Nairobi)': expect.stringMatching(NAIROBI_TIME),
      'Recorded by': agent.user!.username,
      Note: `'${INJECTED.paymentNote}`,
      'Voided at (Nairobi)': '',
      'Voided by': '',
      'Void reason': '',
    };
    expect(header).toEqual(Object.keys(firstPayment));
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual(Object.values(firstPayment));
    expect(records[1]).toMatchObject({ 0: String(voidedPaymentId), 3: '5.00', 10: boss.user!.username, 11: 'Typed twice' });
    expect(records[1]![9]).toMatch(NAIROBI_TIME);
  });
});

describe('the stock movements export', () => {
  it("lists the range's changes of counted stock, oldest first, with who and why", async () => {
    const category = await insertCategory(ctx.db, 'Batteries');
    const product = await insertProduct(ctx.db, category.id, { name: 'Hithium 12.8V 100Ah', stockQuantity: 4 });
    const received = await boss.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 6, reason: INJECTED.notes });
    expect(received.statusCode, received.body).toBe(200);
    const today = nairobiDay();
    const { response, rows } = await download(agent, `/api/admin/exports/stock-movements.csv?from=${today}&to=${today}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="stock-movements-${today}-to-${today}.csv"`);
    const [header, ...records] = rows();
    const movement = {
      'Movement ID': expect.any(String),
      'At (Nairobi)': expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
      'Product ID': String(product.id),
      Product: 'Hithium 12.8V 100Ah',
      Kind: 'Goods received',
      Change: '6',
      'Quantity after': '10',
      Reason: `'${INJECTED.notes}`,
      'Order number': '',
      By: boss.user!.username,
    };
    expect(header).toEqual(Object.keys(movement));
    expect(records.filter((record) => record[2] === String(product.id))).toEqual([Object.values(movement)]);
  });
});

describe('the stock movements export, once a product is deleted', () => {
  it('still lists its movements, with no product id and the name it had', async () => {
    const category = await insertCategory(ctx.db, 'Inverters');
    const product = await insertProduct(ctx.db, category.id, { name: 'Deye 5kW Hybrid (withdrawn)', stockQuantity: 2 });
    const received = await boss.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 3, reason: 'GRN 88' });
    expect(received.statusCode, received.body).toBe(200);
    expect((await agent.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(204);
    const today = nairobiDay();
    const { rows } = await download(agent, `/api/admin/exports/stock-movements.csv?from=${today}&to=${today}`);
    const [, ...records] = rows();
    expect(records.filter((record) => record[3] === 'Deye 5kW Hybrid (withdrawn)')).toEqual([
      [expect.any(String), expect.any(String), '', 'Deye 5kW Hybrid (withdrawn)', 'Goods received', '3', '5', 'GRN 88', '', boss.user!.username],
    ]);
  });
});

describe('the customers export', () => {
  it('is for super admins only, and each one taken is audited', async () => {
    const refused = await agent.get(`/api/admin/exports/customers.csv?${RANGE}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'super_admin_only' });

    await ctx.db.update(users).set({ username: INJECTED.username }).where(eq(users.id, customer.user!.id));
    const { response, rows } = await download(boss, `/api/admin/exports/customers.csv?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const [header, ...records] = rows();
    expect(header[0]).toBe('Customer ID');
    expect(records).toEqual([
      [
        String(customer.user!.id),
        `'${INJECTED.username}`,
        NAMES.first,
        NAMES.last,
        customer.user!.email,
        'yes',
        "'+254712345678",
        `'${INJECTED.address}`,
        '2026-05-02 10:00:00',
        '',
        String(BULK_ORDERS + 3),
        // The bulk orders at 20.00, the named one and the two outside the range at 1.00.
        fromCents(BULK_ORDERS * 2000 + 310099 + 200),
        '1000.00',
      ],
    ]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.customers'), eq(auditLog.actorId, boss.user!.id)));
    expect(audits).toEqual([expect.objectContaining({ entity: 'export', entityId: null, details: { from: '2026-05-01', to: '2026-05-31' } })]);
  });

  it('audits the other exports too, with who took them', async () => {
    const before = await ctx.db.$count(auditLog, and(eq(auditLog.action, 'export.payments'), eq(auditLog.actorId, agent.user!.id)));
    await agent.get(`/api/admin/exports/payments.csv?${RANGE}`);
    expect(await ctx.db.$count(auditLog, and(eq(auditLog.action, 'export.payments'), eq(auditLog.actorId, agent.user!.id)))).toBe(before + 1);
  });
});
