import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryDay } from '../../shared/delivery';
import { cartItems, deliveryRates, orderCharges, orders, pickupPoints } from '../db/schema';
import { seededIdsPerFile, type SeededKey } from '../test/products';
import { expectRefusal, signedInPerFile, testAppPerFile, type Client } from '../test/test-app';

// Issue 31, item 2: checkout asks delivery or pickup, with the fee (docs/product.md, "Delivery").
const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);
const [staff] = signedInPerFile(ctx, 'sales_agent');

const CHECKOUT = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678' };

/** A new shopper with these seeded products in their cart. */
async function shopperWith(lines: Partial<Record<SeededKey, number>>): Promise<Client> {
  const shopper = await ctx.signIn();
  for (const [key, quantity] of Object.entries(lines) as [SeededKey, number][]) {
    const response = await shopper.post('/api/cart', { productId: ids[key], quantity });
    expect(response.statusCode, response.body).toBe(200);
  }
  return shopper;
}

async function placed(shopper: Client, delivery?: unknown) {
  const response = await shopper.post('/api/orders', { ...CHECKOUT, ...(delivery !== undefined && { delivery }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const chargesOf = (orderId: number) =>
  ctx.db.select({ kind: orderCharges.kind, amount: orderCharges.amount }).from(orderCharges).where(eq(orderCharges.orderId, orderId));
const pickupPointNamed = async (name: string) => (await ctx.db.select().from(pickupPoints).where(eq(pickupPoints.name, name)))[0]!;

describe('POST /api/orders with a delivery choice', () => {
  it('delivers to a county at its stored fee, a separate charge the total includes, with the expected dates', async () => {
    const shopper = await shopperWith({ battery50ah: 1 });
    const order = await placed(shopper, { method: 'delivery', county: 'turkana' });
    // 23,500.50 of goods + the far north's 2,500.00, 4 to 8 days.
    expect(order).toMatchObject({
      totalAmount: '26000.50',
      balanceDue: '26000.50',
      delivery: {
        method: 'delivery',
        county: 'turkana',
        pickupPoint: null,
        fee: '2500.00',
        earliestDate: deliveryDay(4),
        latestDate: deliveryDay(8),
      },
      charges: [{ kind: 'delivery', amount: '2500.00' }],
    });
    expect(await chargesOf(order.id)).toEqual([{ kind: 'delivery', amount: '2500.00' }]);
    const page = (await shopper.get(`/api/orders/${order.orderNumber}`)).json();
    expect(page).toMatchObject({ totalAmount: '26000.50', delivery: order.delivery, charges: order.charges });
    expect((await shopper.get('/api/orders')).json()[0]).toMatchObject({ delivery: order.delivery, charges: order.charges });
    const staffView = (await staff.get(`/api/admin/orders/${order.id}`)).json();
    expect(staffView).toMatchObject({ totalAmount: '26000.50', delivery: order.delivery, charges: order.charges });
  });

  it('makes the payments balance follow the fee: paying the goods leaves the fee due', async () => {
    const shopper = await shopperWith({ mc4: 1 });
    const order = await placed(shopper, { method: 'delivery', county: 'kisumu' });
    expect(order).toMatchObject({ totalAmount: '2400.00', delivery: { fee: '900.00' } });
    const paid = await staff.post(`/api/admin/orders/${order.id}/payments`, { method: 'cash', amount: '1500.00' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await shopper.get(`/api/orders/${order.orderNumber}`)).json()).toMatchObject({
      amountPaid: '1500.00',
      balanceDue: '900.00',
      paymentStatus: 'partly_paid',
    });
  });

  it('delivers free at or above the county’s free-above value, still shown as a charge of nothing', async () => {
    // 5 x 23,500.50 = 117,502.50, above Nairobi's 100,000.00.
    const shopper = await shopperWith({ battery50ah: 5 });
    const order = await placed(shopper, { method: 'delivery', county: 'nairobi' });
    expect(order).toMatchObject({ totalAmount: '117502.50', delivery: { fee: '0.00' }, charges: [{ kind: 'delivery', amount: '0.00' }] });
  });

  it('charges the fee below the free-above value', async () => {
    const shopper = await shopperWith({ battery50ah: 1 });
    const order = await placed(shopper, { method: 'delivery', county: 'nairobi' });
    expect(order).toMatchObject({ totalAmount: '23800.50', delivery: { fee: '300.00', earliestDate: deliveryDay(1), latestDate: deliveryDay(2) } });
  });

  it('places the order only at the total the checkout showed, its delivery fee included', async () => {
    const shopper = await shopperWith({ battery50ah: 1 });
    const nairobi = { method: 'delivery', county: 'nairobi' };
    // The goods alone are not what the shopper was shown with Nairobi chosen: 23,500.50 + 300.00.
    const goodsOnly = await shopper.post('/api/orders', { ...CHECKOUT, delivery: nairobi, expectedTotal: '23500.50' });
    expect([goodsOnly.statusCode, goodsOnly.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'order_total_changed', params: { total: 'KSh 23,800.50' } }),
    ]);
    const response = await shopper.post('/api/orders', { ...CHECKOUT, delivery: nairobi, expectedTotal: '23800.50' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ totalAmount: '23800.50', delivery: { fee: '300.00' } });
  });

  it('accepts a county without terms at a fee to be confirmed: no charge, no dates', async () => {
    await ctx.db.delete(deliveryRates).where(eq(deliveryRates.county, 'nyeri'));
    const shopper = await shopperWith({ mc4: 2 });
    const order = await placed(shopper, { method: 'delivery', county: 'nyeri' });
    expect(order).toMatchObject({
      totalAmount: '3000.00',
      delivery: { method: 'delivery', county: 'nyeri', fee: null, earliestDate: null, latestDate: null },
      charges: [],
    });
    expect(await chargesOf(order.id)).toEqual([]);
  });

  it('collects free from a pickup point, keeping its name and town after the point is removed', async () => {
    const point = await pickupPointNamed('SolarHub Mombasa depot');
    const shopper = await shopperWith({ mc4: 1 });
    const order = await placed(shopper, { method: 'pickup', pickupPointId: point.id });
    expect(order).toMatchObject({
      totalAmount: '1500.00',
      delivery: { method: 'pickup', county: null, pickupPoint: { id: point.id, name: point.name, town: 'Mombasa' }, fee: '0.00' },
      charges: [],
    });
    await ctx.db.delete(pickupPoints).where(eq(pickupPoints.id, point.id));
    expect((await shopper.get(`/api/orders/${order.orderNumber}`)).json()).toMatchObject({
      delivery: { method: 'pickup', pickupPoint: { id: null, name: point.name, town: 'Mombasa' } },
    });
  });

  it('keeps an order placed without a choice (older clients) as before: no delivery, no charge, fee to be confirmed', async () => {
    const shopper = await shopperWith({ mc4: 1 });
    const order = await placed(shopper);
    expect(order).toMatchObject({ totalAmount: '1500.00', delivery: null, charges: [] });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ deliveryMethod: null, deliveryFee: null, deliveryCounty: null });
  });
});

describe('POST /api/orders refuses a bad delivery choice and writes nothing', () => {
  it.each([
    ['an unknown county', { method: 'delivery', county: 'atlantis' }, 'County is unknown: choose one of the 47 counties'],
    ['a county not served', { method: 'delivery', county: 'mandera' }, 'We do not deliver to Mandera yet: choose a pickup point or another county'],
    ['a pickup point that does not exist', { method: 'pickup', pickupPointId: 999999 }, 'Pickup point not found'],
    ['a fee sent by the client', { method: 'delivery', county: 'nairobi', fee: '0.00' }, /unrecognized|not allowed|Unrecognized/i],
    ['an unknown method', { method: 'drone', county: 'nairobi' }, 'Choose delivery to a county or collection from a pickup point'],
    ['delivery without a county', { method: 'delivery' }, 'County is unknown: choose one of the 47 counties'],
    ['a pickup point id that is not a number', { method: 'pickup', pickupPointId: 'x' }, /number/i],
    ['a choice that is not an object', 'nairobi', 'Choose delivery to a county or collection from a pickup point'],
  ])('%s', async (_case, delivery, message) => {
    const shopper = await shopperWith({ mc4: 1 });
    expectRefusal(await shopper.post('/api/orders', { ...CHECKOUT, delivery }), 400, message);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, shopper.user!.id))).toEqual([]);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user!.id))).toHaveLength(1);
  });

  it('answers a refusal in Kiswahili under the same code', async () => {
    const shopper = await shopperWith({ mc4: 1 });
    const response = await shopper.post(
      '/api/orders',
      { ...CHECKOUT, delivery: { method: 'delivery', county: 'wajir' } },
      { headers: { cookie: 'lang=sw' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'county_not_served', message: expect.stringContaining('Bado hatuleti bidhaa Wajir') });
  });
});
