import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { LOCALE_COOKIE } from '../../shared/locale';
import { cartItems, orders, products, stockMovements } from '../db/schema';
import { auditRows, insertCategory, insertProduct } from '../test/staff-fixtures';
import { signedInPerFile, testAppPerFile, type Client } from '../test/test-app';
import { FORM_REASONS } from '../shared/stock-movements';

// docs/product.md, "Stock": each rule through the API, on PGlite and (TEST_DATABASE_URL) on PostgreSQL.

const ctx = testAppPerFile();
const [staff, customer] = signedInPerFile(ctx, 'sales_agent', 'customer');
const CHECKOUT = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678' };
let categoryId: number;
beforeAll(async () => {
  categoryId = (await insertCategory(ctx.db, 'Inverters')).id;
});

/** A product counted at `stockQuantity` units, low at `lowStockThreshold`, written directly. */
const countedProduct = (stockQuantity: number, lowStockThreshold = 2, name = 'Growatt 3kVA Inverter') =>
  insertProduct(ctx.db, categoryId, { name, stockQuantity, lowStockThreshold });

const productRow = async (id: number) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!;
const movementsOf = (productId: number) =>
  ctx.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.id));

const productInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Must Solar 5kVA Inverter',
  slug: `must-${Math.random().toString(36).slice(2, 10)}`,
  categoryId,
  price: '85000.00',
  ...overrides,
});

async function orderOf(shopper: Client, productId: number, quantity: number) {
  expect((await shopper.post('/api/cart', { productId, quantity })).statusCode).toBe(200);
  return shopper.post('/api/orders', CHECKOUT);
}

describe('the product form sets the count and the threshold', () => {
  it('counts a new product from its first count, derives its status and records who and when', async () => {
    const before = Date.now();
    const response = await staff.post('/api/admin/products', productInput({ stockQuantity: 7, lowStockThreshold: 3, stockStatus: 'out_of_stock' }));
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    // A counted product's status comes from its count, whatever the form said.
    expect(product).toMatchObject({ stockQuantity: 7, lowStockThreshold: 3, stockStatus: 'in_stock' });
    const [movement] = await movementsOf(product.id);
    expect(movement).toMatchObject({ kind: 'adjustment', change: 7, quantityAfter: 7, reason: FORM_REASONS.started, changedBy: staff.user!.id });
    expect(movement!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // Shoppers see the derived status, not the count.
    const shown = (await ctx.visitor.get(`/api/products/${product.slug}`)).json();
    expect(shown.stockStatus).toBe('in_stock');
    expect(shown).not.toHaveProperty('stockQuantity');
  });

  it('leaves a product uncounted, with the default threshold and its hand-set status, when no count is given', async () => {
    const product = (await staff.post('/api/admin/products', productInput({ stockStatus: 'low_stock' }))).json();
    expect(product).toMatchObject({ stockQuantity: null, lowStockThreshold: LIMITS.defaultLowStockThreshold, stockStatus: 'low_stock' });
    expect(await movementsOf(product.id)).toEqual([]);
  });

  it('derives in stock above the threshold, low stock at it and out of stock at zero', async () => {
    const product = await countedProduct(10, 4);
    const set = async (stockQuantity: number) => {
      const response = await staff.patch(
        `/api/admin/products/${product.id}`,
        productInput({ slug: product.slug, stockQuantity, lowStockThreshold: 4 }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().stockStatus;
    };
    expect(await set(5)).toBe('in_stock');
    expect(await set(4)).toBe('low_stock');
    expect(await set(1)).toBe('low_stock');
    expect(await set(0)).toBe('out_of_stock');
    // Every stock-take is an adjustment from the count before it.
    expect((await movementsOf(product.id)).map(({ kind, change, quantityAfter, reason }) => ({ kind, change, quantityAfter, reason }))).toEqual(
      [5, 4, 1, 0].map((quantityAfter, index) => ({
        kind: 'adjustment',
        change: quantityAfter - [10, 5, 4, 1][index]!,
        quantityAfter,
        reason: FORM_REASONS.stockTake,
      })),
    );
    // A threshold change alone re-derives the status.
    const raised = await staff.patch(`/api/admin/products/${product.id}`, productInput({ slug: product.slug, lowStockThreshold: 0 }));
    expect(raised.json()).toMatchObject({ stockQuantity: 0, stockStatus: 'out_of_stock' });
    await ctx.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
    expect((await productRow(product.id)).stockStatus).toBe('in_stock');
  });

  it('keeps the count when an edit leaves it out, and stops counting on null (the hand-set status applies again)', async () => {
    const product = await countedProduct(6);
    const edited = await staff.patch(`/api/admin/products/${product.id}`, productInput({ slug: product.slug, name: 'Renamed Inverter' }));
    expect(edited.json()).toMatchObject({ name: 'Renamed Inverter', stockQuantity: 6, lowStockThreshold: 2, stockStatus: 'in_stock' });
    const stopped = await staff.patch(
      `/api/admin/products/${product.id}`,
      productInput({ slug: product.slug, stockQuantity: null, stockStatus: 'low_stock' }),
    );
    expect(stopped.json()).toMatchObject({ stockQuantity: null, stockStatus: 'low_stock' });
    expect((await movementsOf(product.id)).length).toBe(0);
    expect(await auditRows(ctx.db, 'product', product.id)).toHaveLength(2);
  });

  it.each([
    [{ stockQuantity: -1 }, 'stock_quantity_negative', 'Stock quantity cannot be negative'],
    [{ stockQuantity: 2.5 }, 'stock_quantity_not_number', 'Stock quantity must be a whole number'],
    [{ stockQuantity: '4' }, 'stock_quantity_not_number', 'Stock quantity must be a whole number'],
    [{ stockQuantity: LIMITS.maxStockQuantity + 1 }, 'stock_quantity_too_large', 'Stock quantity must be at most 1,000,000'],
    [{ lowStockThreshold: -3 }, 'low_stock_threshold_negative', 'Low-stock threshold cannot be negative'],
    [{ lowStockThreshold: null }, 'low_stock_threshold_not_number', 'Low-stock threshold must be a whole number'],
  ])('refuses %j with 400, its code and text in English and Kiswahili, and changes nothing', async (bad, code, message) => {
    const product = await countedProduct(5);
    const response = await staff.patch(`/api/admin/products/${product.id}`, productInput({ slug: product.slug, ...bad }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
    const sw = await staff.request({
      method: 'POST',
      url: '/api/admin/products',
      payload: productInput(bad),
      headers: { cookie: `${LOCALE_COOKIE}=sw` },
    });
    expect(sw.statusCode).toBe(400);
    expect(sw.json().code).toBe(code);
    expect(sw.json().message).not.toBe(message);
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: 5, lowStockThreshold: 2, updatedAt: product.updatedAt });
    expect(await movementsOf(product.id)).toEqual([]);
  });
});

describe('POST /api/admin/products/:id/stock', () => {
  it('receives goods and adjusts with a reason, each a movement with who and when, and one audit entry', async () => {
    const product = await countedProduct(1);
    const received = await staff.post(`/api/admin/products/${product.id}/stock`, {
      kind: 'goods_received',
      change: 12,
      reason: 'Delivery note 4471',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ id: product.id, stockQuantity: 13, stockStatus: 'in_stock' });
    const adjusted = await staff.post(`/api/admin/products/${product.id}/stock`, {
      kind: 'adjustment',
      change: -11,
      reason: 'Two cracked in the store',
    });
    expect(adjusted.json()).toMatchObject({ stockQuantity: 2, stockStatus: 'low_stock' });
    expect(await movementsOf(product.id)).toEqual([
      expect.objectContaining({ kind: 'goods_received', change: 12, quantityAfter: 13, reason: 'Delivery note 4471', changedBy: staff.user!.id }),
      expect.objectContaining({ kind: 'adjustment', change: -11, quantityAfter: 2, reason: 'Two cracked in the store', changedBy: staff.user!.id }),
    ]);
    expect(await auditRows(ctx.db, 'product', product.id)).toEqual([
      expect.objectContaining({
        actorId: staff.user!.id,
        action: 'product.stock',
        details: { kind: 'goods_received', change: 12, quantityAfter: 13 },
      }),
      expect.objectContaining({ actorId: staff.user!.id, action: 'product.stock', details: { kind: 'adjustment', change: -11, quantityAfter: 2 } }),
    ]);
  });

  it.each([
    [{ kind: 'adjustment', change: -1 }, 400, 'stock_reason_required', 'Say why the stock is adjusted'],
    [{ kind: 'adjustment', change: -1, reason: '   ' }, 400, 'stock_reason_required', 'Say why the stock is adjusted'],
    [{ kind: 'goods_received', change: -2 }, 400, 'stock_received_not_positive', 'Goods received must add at least one unit'],
    [{ kind: 'goods_received', change: 0 }, 400, 'stock_change_zero', 'The change must add or take away at least one unit'],
    [{ kind: 'goods_received', change: 1.5 }, 400, 'stock_change_not_number', 'The change must be a whole number of units'],
    [{ kind: 'order', change: 1 }, 400, 'stock_change_kind_invalid', 'Choose goods received or an adjustment'],
    [{ kind: 'adjustment', change: -6, reason: 'Count' }, 409, 'stock_would_go_negative', 'Only 5 in stock: an adjustment cannot take away more'],
    [{ kind: 'goods_received', change: LIMITS.maxStockQuantity }, 409, 'stock_would_exceed', 'Stock cannot go above 1,000,000 units'],
  ])('refuses %j with %i and changes nothing', async (body, status, code, message) => {
    const product = await countedProduct(5);
    const response = await staff.post(`/api/admin/products/${product.id}/stock`, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect((await productRow(product.id)).stockQuantity).toBe(5);
    expect(await movementsOf(product.id)).toEqual([]);
    expect(await auditRows(ctx.db, 'product', product.id)).toEqual([]);
  });

  it('refuses a product that is not counted (409), one that does not exist (404), and customers (403)', async () => {
    const uncounted = await insertProduct(ctx.db, categoryId);
    const body = { kind: 'goods_received', change: 3 };
    const refused = await staff.post(`/api/admin/products/${uncounted.id}/stock`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('stock_not_counted');
    expect((await productRow(uncounted.id)).stockQuantity).toBeNull();
    expect((await staff.post('/api/admin/products/999999/stock', body)).statusCode).toBe(404);
    const counted = await countedProduct(1);
    expect((await customer.post(`/api/admin/products/${counted.id}/stock`, body)).statusCode).toBe(403);
    expect((await productRow(counted.id)).stockQuantity).toBe(1);
  });
});

describe('checkout', () => {
  it('takes the counted lines out of stock, recording the order and its customer, and leaves uncounted ones alone', async () => {
    const shopper = await ctx.signIn();
    const counted = await countedProduct(5, 3);
    const uncounted = await insertProduct(ctx.db, categoryId);
    expect((await shopper.post('/api/cart', { productId: uncounted.id, quantity: 4 })).statusCode).toBe(200);
    const response = await orderOf(shopper, counted.id, 2);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(await productRow(counted.id)).toMatchObject({ stockQuantity: 3, stockStatus: 'low_stock' });
    expect(await productRow(uncounted.id)).toMatchObject({ stockQuantity: null, stockStatus: 'in_stock' });
    expect(await movementsOf(counted.id)).toEqual([
      expect.objectContaining({ kind: 'order', change: -2, quantityAfter: 3, orderId: order.id, changedBy: shopper.user!.id }),
    ]);
    expect(await movementsOf(uncounted.id)).toEqual([]);
  });

  it('refuses an order asking for more than is left, whole, with "Only 3 left of …", and writes nothing', async () => {
    const shopper = await ctx.signIn();
    const plenty = await countedProduct(50, 2, 'Victron Charge Controller');
    const scarce = await countedProduct(3, 1, 'Deye 5kW Hybrid Inverter');
    expect((await shopper.post('/api/cart', { productId: plenty.id, quantity: 1 })).statusCode).toBe(200);
    const response = await orderOf(shopper, scarce.id, 4);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'order_stock_short',
      params: { left: 3, product: 'Deye 5kW Hybrid Inverter' },
      message: 'Only 3 left of Deye 5kW Hybrid Inverter. Please lower the quantity in your cart to continue.',
    });
    const sw = await shopper.request({ method: 'POST', url: '/api/orders', payload: CHECKOUT, headers: { cookie: `${LOCALE_COOKIE}=sw` } });
    expect(sw.json().message).toBe('Zimebaki 3 tu za Deye 5kW Hybrid Inverter. Tafadhali punguza idadi kwenye kikapu chako ili uendelee.');
    expect(await ctx.db.$count(orders, eq(orders.userId, shopper.user!.id))).toBe(0);
    expect(await ctx.db.$count(cartItems, eq(cartItems.userId, shopper.user!.id))).toBe(2);
    expect((await productRow(plenty.id)).stockQuantity).toBe(50);
    expect((await productRow(scarce.id)).stockQuantity).toBe(3);
    expect(await movementsOf(plenty.id)).toEqual([]);
  });

  it('refuses a counted product at zero in the cart and at checkout, as a hand-set out-of-stock one', async () => {
    const shopper = await ctx.signIn();
    const product = await countedProduct(1);
    expect((await shopper.post('/api/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    await ctx.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
    const checkout = await shopper.post('/api/orders', CHECKOUT);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ code: 'order_product_unavailable' });
    const added = await (await ctx.signIn()).post('/api/cart', { productId: product.id, quantity: 1 });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'out_of_stock', message: 'Growatt 3kVA Inverter is out of stock' });
  });

  it('sells exactly five of the last five to fifty customers ordering at once', async () => {
    const product = await countedProduct(5, 1);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => ctx.signIn()));
    for (const shopper of shoppers) expect((await shopper.post('/api/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    const answers = await Promise.all(shoppers.map((shopper) => shopper.post('/api/orders', CHECKOUT)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().code).toBe('order_product_unavailable');
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: 0, stockStatus: 'out_of_stock' });
    const movements = await movementsOf(product.id);
    expect(movements).toHaveLength(5);
    expect(movements.map((movement) => movement.quantityAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('cancelling an order', () => {
  it('puts its counted lines back once, however often staff ask at once, and never again', async () => {
    const shopper = await ctx.signIn();
    const product = await countedProduct(4, 1);
    const order = (await orderOf(shopper, product.id, 3)).json();
    expect((await productRow(product.id)).stockQuantity).toBe(1);
    const cancels = await Promise.all([1, 2, 3].map(() => staff.patch(`/api/admin/orders/${order.id}`, { status: 'cancelled' })));
    expect(cancels.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: 4, stockStatus: 'in_stock' });
    expect(await staff.patch(`/api/admin/orders/${order.id}`, { status: 'pending' }).then((answer) => answer.statusCode)).toBe(409);
    expect((await productRow(product.id)).stockQuantity).toBe(4);
    expect(
      (await movementsOf(product.id)).map(({ kind, change, quantityAfter, orderId, changedBy }) => ({
        kind,
        change,
        quantityAfter,
        orderId,
        changedBy,
      })),
    ).toEqual([
      { kind: 'order', change: -3, quantityAfter: 1, orderId: order.id, changedBy: shopper.user!.id },
      { kind: 'cancellation', change: 3, quantityAfter: 4, orderId: order.id, changedBy: staff.user!.id },
    ]);
    expect((await auditRows(ctx.db, 'order', order.id)).map((row) => row.action)).toEqual(['order.status']);
  });

  it('puts units back past the largest count, and staff can still edit the product and take units away', async () => {
    const shopper = await ctx.signIn();
    const product = await countedProduct(LIMITS.maxStockQuantity, 2, 'Felicity 100Ah Battery');
    const order = (await orderOf(shopper, product.id, 5)).json();
    const received = await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 5 });
    expect(received.json()).toMatchObject({ stockQuantity: LIMITS.maxStockQuantity });
    // The five units are back in the store: none is lost for the limit.
    expect((await staff.patch(`/api/admin/orders/${order.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await productRow(product.id)).stockQuantity).toBe(LIMITS.maxStockQuantity + 5);

    const edited = await staff.patch(
      `/api/admin/products/${product.id}`,
      productInput({ name: product.name, slug: product.slug, price: '19500.00' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const adjusted = await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'adjustment', change: -3, reason: 'Counted again' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({ stockQuantity: LIMITS.maxStockQuantity + 2 });
    const more = await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'stock_would_exceed' });
    expect((await productRow(product.id)).stockQuantity).toBe(LIMITS.maxStockQuantity + 2);
  });

  it('gives nothing back to a product no longer counted', async () => {
    const shopper = await ctx.signIn();
    const product = await countedProduct(4);
    const order = (await orderOf(shopper, product.id, 1)).json();
    await ctx.db.update(products).set({ stockQuantity: null }).where(eq(products.id, product.id));
    expect((await staff.patch(`/api/admin/orders/${order.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await productRow(product.id)).stockQuantity).toBeNull();
    expect((await movementsOf(product.id)).map((movement) => movement.kind)).toEqual(['order']);
  });
});

describe('GET /api/admin/products/:id/stock-movements', () => {
  it('lists a product’s movements newest first, a page at a time, with the order, who and when', async () => {
    const shopper = await ctx.signIn();
    const product = await countedProduct(2);
    await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 8 });
    const order = (await orderOf(shopper, product.id, 1)).json();
    await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'adjustment', change: -1, reason: 'Display unit' });
    const first = await staff.get(`/api/admin/products/${product.id}/stock-movements?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json()).toEqual([
      {
        id: expect.any(Number),
        kind: 'adjustment',
        change: -1,
        quantityAfter: 8,
        reason: 'Display unit',
        order: null,
        changedBy: { id: staff.user!.id, username: staff.user!.username },
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        kind: 'order',
        change: -1,
        quantityAfter: 9,
        order: { id: order.id, orderNumber: order.orderNumber },
        changedBy: { id: shopper.user!.id, username: shopper.user!.username },
      }),
    ]);
    const second = (await staff.get(`/api/admin/products/${product.id}/stock-movements?limit=2&page=2`)).json();
    expect(second).toEqual([expect.objectContaining({ kind: 'goods_received', change: 8, quantityAfter: 10, reason: null })]);
  });

  // A checkout that began first but waited on a lock is applied after a change that began later: its movement is the
  // newer one, in time as in the list, so the list's "After" column runs without a jump and the newest is the count.
  // Only PostgreSQL runs two transactions at once (PGlite is one connection).
  it.skipIf(!process.env.TEST_DATABASE_URL)('dates a movement when it was applied, not when its transaction began', async () => {
    const shopper = await ctx.signIn();
    const product = await countedProduct(10);
    expect((await shopper.post('/api/cart', { productId: product.id, quantity: 3 })).statusCode).toBe(200);
    let checkout: Promise<{ statusCode: number }> | undefined;
    await ctx.db.transaction(async (tx) => {
      // The checkout's statement begins, then waits on its cart line, held here.
      await tx.execute(sql`select id from cart_items where user_id = ${shopper.user!.id} for update`);
      checkout = shopper.post('/api/orders', CHECKOUT);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const received = await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 5 });
      expect(received.statusCode).toBe(200);
    });
    expect((await checkout!).statusCode).toBe(201);
    expect((await productRow(product.id)).stockQuantity).toBe(12);
    const listed = (await staff.get(`/api/admin/products/${product.id}/stock-movements`)).json() as { kind: string; quantityAfter: number }[];
    expect(listed.map(({ kind, quantityAfter }) => [kind, quantityAfter])).toEqual([
      ['order', 12],
      ['goods_received', 15],
    ]);
  });

  it('answers 404 for no such product, 400 for a bad page and 403 to customers', async () => {
    expect((await staff.get('/api/admin/products/999999/stock-movements')).statusCode).toBe(404);
    const product = await countedProduct(1);
    const bad = await staff.get(`/api/admin/products/${product.id}/stock-movements?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('limit_below_one');
    expect((await customer.get(`/api/admin/products/${product.id}/stock-movements`)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/stock/low', () => {
  it('lists counted products at or under their threshold, fewest first, and no others', async () => {
    const out = await countedProduct(0, 2, 'Out Inverter');
    const atThreshold = await countedProduct(2, 2, 'At Threshold Inverter');
    const above = await countedProduct(3, 2, 'Above Inverter');
    const uncounted = await insertProduct(ctx.db, categoryId, { stockStatus: 'low_stock' });
    const response = await staff.get('/api/admin/stock/low');
    expect(response.statusCode).toBe(200);
    const { products: listed, total } = response.json() as { products: { id: number; stockQuantity: number }[]; total: number };
    const ids = listed.map((product) => product.id);
    expect(ids).toEqual(expect.arrayContaining([out.id, atThreshold.id]));
    expect(ids).not.toContain(above.id);
    expect(ids).not.toContain(uncounted.id);
    expect(ids.indexOf(out.id)).toBeLessThan(ids.indexOf(atThreshold.id));
    expect(listed.find((product) => product.id === atThreshold.id)).toEqual({
      id: atThreshold.id,
      name: 'At Threshold Inverter',
      slug: atThreshold.slug,
      stockQuantity: 2,
      lowStockThreshold: 2,
      stockStatus: 'low_stock',
    });
    expect(total).toBeGreaterThanOrEqual(2);
    expect((await customer.get('/api/admin/stock/low')).statusCode).toBe(403);
  });
});
