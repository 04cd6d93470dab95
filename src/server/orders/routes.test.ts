import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { productInputSchema } from '../../shared/schemas/admin';
import { SEEDED, seededIdsPerFile, type SeededKey } from '../test/products';
import { cartItems, orderItems, orders, orderStatusHistory, products, users } from '../db/schema';
import { testAppPerFile, type Client } from '../test/test-app';
import { newOrderNumber } from '../shared/order-number';
import { placeOrder as placeOrderIn } from './place-order';

const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);

const CHECKOUT = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678', notes: 'Call before delivery' };
const ADDRESS_MESSAGE = 'Please provide a detailed delivery address';
const PHONE_MESSAGE = 'Please enter a valid Kenyan phone number';

/** Adds the seeded products to the client's cart, in the order given, with these quantities. */
async function fillCart(client: Client, lines: Partial<Record<SeededKey, number>>) {
  for (const [key, quantity] of Object.entries(lines) as [SeededKey, number][]) {
    const response = await client.post('/api/cart', { productId: ids[key], quantity });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const cartOf = (client: Client) => ctx.db.select().from(cartItems).where(eq(cartItems.userId, client.user!.id));
const ordersOf = (client: Client) => ctx.db.select().from(orders).where(eq(orders.userId, client.user!.id));
const profileOf = async (client: Client) =>
  (
    await ctx.db.select({ phoneNumber: users.phoneNumber, deliveryAddress: users.deliveryAddress }).from(users).where(eq(users.id, client.user!.id))
  )[0];

async function placeOrder(client: Client, body: Record<string, unknown> = CHECKOUT) {
  const response = await client.post('/api/orders', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Checks out and expects a refusal with the status and message: no order is made and the cart keeps its lines. */
async function expectCheckoutRefused(
  shopper: Client,
  refusal: { body?: Record<string, unknown>; status: number; message: string; cartLines: number },
) {
  const response = await shopper.post('/api/orders', refusal.body ?? CHECKOUT);
  expect(response.statusCode).toBe(refusal.status);
  expect(response.json()).toMatchObject({ message: refusal.message });
  expect(await ordersOf(shopper)).toEqual([]);
  expect(await cartOf(shopper)).toHaveLength(refusal.cartLines);
}

/** A checkout with these fields changed is refused with 400 and the message. */
async function refusesCheckout(changed: Record<string, unknown>, message: string) {
  const shopper = await ctx.signIn();
  await fillCart(shopper, { battery50ah: 1 });
  await expectCheckoutRefused(shopper, { body: { ...CHECKOUT, ...changed }, status: 400, message, cartLines: 1 });
}

describe('orders access', () => {
  it.each(['GET', 'POST'] as const)('%s /api/orders answers 401 to a visitor, whatever the body', async (method) => {
    const response = await ctx.visitor.request({ method, url: '/api/orders', payload: { totalAmount: '1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized' });
  });
});

describe('POST /api/orders', () => {
  it('turns the cart into a pending order priced from the database, then empties the cart', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { battery50ah: 3, pvCable: 2, mc4: 1 });
    const order = await placeOrder(shopper);
    // 3 x 23,500.50 + 2 x 3,450.75 + 1 x 1,500.00, exact to the cent.
    expect(order).toEqual({
      id: expect.any(Number),
      orderNumber: expect.stringMatching(/^SH-[A-HJKMNP-Z2-9]{6}$/),
      status: 'pending',
      totalAmount: '78903.00',
      deliveryAddress: CHECKOUT.deliveryAddress,
      phoneNumber: CHECKOUT.phoneNumber,
      notes: CHECKOUT.notes,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      delivery: null,
      charges: [],
      items: [
        {
          id: expect.any(Number),
          productId: ids.battery50ah,
          productName: SEEDED.battery50ah.name,
          productNameSw: null,
          productSlug: SEEDED.battery50ah.slug,
          unitPrice: '23500.50',
          quantity: 3,
        },
        {
          id: expect.any(Number),
          productId: ids.pvCable,
          productName: SEEDED.pvCable.name,
          productNameSw: null,
          productSlug: SEEDED.pvCable.slug,
          unitPrice: '3450.75',
          quantity: 2,
        },
        {
          id: expect.any(Number),
          productId: ids.mc4,
          productName: SEEDED.mc4.name,
          productNameSw: 'Viunganishi vya Sola MC4 (Jozi 10)',
          productSlug: SEEDED.mc4.slug,
          unitPrice: '1500.00',
          quantity: 1,
        },
      ],
      amountPaid: '0.00',
      balanceDue: '78903.00',
      refundDue: '0.00',
      paymentStatus: 'unpaid',
    });
    // M-PESA takes an account reference of at most 12 characters, and the order number is the account.
    expect(order.orderNumber.length).toBeLessThanOrEqual(LIMITS.maxOrderNumberLength);
    expect(await cartOf(shopper)).toEqual([]);
    expect((await shopper.get('/api/cart')).json()).toEqual([]);
    const history = await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: shopper.user!.id })]);
  });

  it('takes the price the product has now, not the one it had when added', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { panel400w: 2 });
    await ctx.db.update(products).set({ price: '15000.25' }).where(eq(products.id, ids.panel400w));
    try {
      const order = await placeOrder(shopper);
      expect(order.totalAmount).toBe('30000.50');
      expect(order.items[0].unitPrice).toBe('15000.25');
    } finally {
      await ctx.db.update(products).set({ price: SEEDED.panel400w.price }).where(eq(products.id, ids.panel400w));
    }
  });

  // docs/product.md, "Checkout": the order is placed at the total the checkout showed, or the shopper is told the new one.
  it('refuses with 409 and the new total an order whose total is not the one the checkout showed, and keeps the cart', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { panel400w: 2, mc4: 1 });
    // The checkout showed 2 x 14,200.00 + 1,500.00; staff then reprice the panel.
    await ctx.db.update(products).set({ price: '15000.25' }).where(eq(products.id, ids.panel400w));
    try {
      const changed = { ...CHECKOUT, expectedTotal: '29900.00' };
      await expectCheckoutRefused(shopper, {
        body: changed,
        status: 409,
        message:
          'Your order now comes to KSh 31,500.50: a price or your cart changed since the checkout showed it. Check the total and place the order again.',
        cartLines: 2,
      });
      expect((await shopper.post('/api/orders', changed, { headers: { cookie: 'lang=sw' } })).json()).toEqual({
        message:
          'Oda yako sasa ni KSh 31,500.50: bei au kikapu chako kimebadilika tangu ukurasa wa kuagiza ulipoionyesha. Angalia jumla kisha uweke oda tena.',
        code: 'order_total_changed',
        params: { total: 'KSh 31,500.50' },
      });
      // A line removed in another tab changes it too.
      const [mc4Line] = (await cartOf(shopper)).filter((line) => line.productId === ids.mc4);
      expect((await shopper.delete(`/api/cart/${mc4Line!.id}`)).statusCode).toBe(204);
      const gone = await shopper.post('/api/orders', { ...CHECKOUT, expectedTotal: '31500.50' });
      expect([gone.statusCode, gone.json().params]).toEqual([409, { total: 'KSh 30,000.50' }]);
      expect(await ordersOf(shopper)).toEqual([]);
      // The total the checkout now shows places the order.
      expect((await placeOrder(shopper, { ...CHECKOUT, expectedTotal: '30000.50' })).totalAmount).toBe('30000.50');
    } finally {
      await ctx.db.update(products).set({ price: SEEDED.panel400w.price }).where(eq(products.id, ids.panel400w));
    }
  });

  it.each([
    [{ totalAmount: '1.00' }, 'Unrecognized key: "totalAmount"'],
    [{ total: 1 }, 'Unrecognized key: "total"'],
    [{ price: '1.00' }, 'Unrecognized key: "price"'],
    [{ userId: 1 }, 'Unrecognized key: "userId"'],
    [{ status: 'delivered' }, 'Unrecognized key: "status"'],
    [{ items: [{ productId: 1, quantity: 1, unitPrice: '1.00' }] }, 'Unrecognized key: "items"'],
  ])('refuses a tampered body %j with 400 and creates nothing', refusesCheckout);

  it.each([
    [{ deliveryAddress: 'Nairobi' }, ADDRESS_MESSAGE],
    [{ deliveryAddress: '    Nairobi     ' }, ADDRESS_MESSAGE],
    [{ deliveryAddress: undefined }, ADDRESS_MESSAGE],
    [{ deliveryAddress: 42 }, ADDRESS_MESSAGE],
    [{ phoneNumber: '12345' }, PHONE_MESSAGE],
    [{ phoneNumber: '0812345678' }, PHONE_MESSAGE],
    [{ phoneNumber: '+254812345678' }, PHONE_MESSAGE],
    [{ phoneNumber: '07123456789' }, PHONE_MESSAGE],
    [{ phoneNumber: '071234567' }, PHONE_MESSAGE],
    [{ phoneNumber: '254712345678' }, PHONE_MESSAGE],
    [{ phoneNumber: undefined }, PHONE_MESSAGE],
    [{ notes: 'long '.repeat(201) }, 'Notes must be at most 1000 characters'],
    [{ expectedTotal: '12.345' }, 'expectedTotal must be an amount in shillings, such as 1500.00'],
    [{ expectedTotal: -1 }, 'expectedTotal must be an amount in shillings, such as 1500.00'],
  ])('refuses %j with 400 "%s" and creates nothing', refusesCheckout);

  it.each([
    ['+254712345678', '+254712345678'],
    ['0112345678', '0112345678'],
    ['0712 345 678', '0712345678'],
  ])('accepts the Kenyan number %s (stored as %s)', async (phoneNumber, stored) => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { mc4: 1 });
    expect((await placeOrder(shopper, { ...CHECKOUT, phoneNumber })).phoneNumber).toBe(stored);
  });

  it('makes notes optional: missing, empty or blank notes are stored as none', async () => {
    const shopper = await ctx.signIn();
    for (const notes of [undefined, '', '   ', null]) {
      await fillCart(shopper, { mc4: 1 });
      expect((await placeOrder(shopper, { ...CHECKOUT, notes })).notes).toBeNull();
    }
  });

  it('refuses an empty cart with 400', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/orders', CHECKOUT);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your cart is empty', code: 'cart_empty' });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('writes its refusals in the shopper’s language, under the same code', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/orders', CHECKOUT, { headers: { cookie: 'lang=sw' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Kikapu chako hakina kitu', code: 'cart_empty' });
    const invalid = await shopper.post('/api/orders', { ...CHECKOUT, phoneNumber: '12345' }, { headers: { 'accept-language': 'sw-KE,sw;q=0.9' } });
    expect(invalid.json()).toMatchObject({ message: 'Tafadhali weka nambari sahihi ya simu ya Kenya', code: 'phone_invalid', field: 'phoneNumber' });
  });

  it('refuses a cart holding an out-of-stock product with 409 naming it, and keeps the cart', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { battery50ah: 1, pvCable: 2 });
    await ctx.db.update(products).set({ stockStatus: 'out_of_stock' }).where(eq(products.id, ids.pvCable));
    try {
      const message = `${SEEDED.pvCable.name} is out of stock. Please remove it from your cart to continue.`;
      await expectCheckoutRefused(shopper, { status: 409, message, cartLines: 2 });
      expect((await shopper.post('/api/orders', CHECKOUT)).json()).toMatchObject({
        code: 'order_product_unavailable',
        params: { product: SEEDED.pvCable.name },
      });
      expect(await profileOf(shopper)).toEqual({ phoneNumber: null, deliveryAddress: null });
    } finally {
      await ctx.db.update(products).set({ stockStatus: 'in_stock' }).where(eq(products.id, ids.pvCable));
    }
  });

  it('makes exactly one order from two simultaneous submissions of the same cart', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { battery50ah: 2, mc4: 3 });
    const responses = await Promise.all([shopper.post('/api/orders', CHECKOUT), shopper.post('/api/orders', CHECKOUT)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.statusCode === 400)!.json()).toMatchObject({ message: 'Your cart is empty' });
    const placed = await ordersOf(shopper);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.totalAmount).toBe('51501.00');
    expect(await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id))).toHaveLength(2);
  });

  it('makes exactly one order from many simultaneous submissions; the others see an empty cart', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { pvCable: 1, mc4: 2 });
    const responses = await Promise.all(Array.from({ length: 5 }, () => shopper.post('/api/orders', CHECKOUT)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const placed = await ordersOf(shopper);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.totalAmount).toBe('6450.75');
    expect(await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id))).toHaveLength(2);
    expect(await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed[0]!.id))).toHaveLength(1);
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('refuses a total beyond what the shop can record, and keeps the cart', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { batteryBank: 10_000, stackable: 10_000, wallBattery: 10_000 });
    await expectCheckoutRefused(shopper, {
      status: 400,
      message: 'This order is too large to place online. Please contact our sales team.',
      cartLines: 3,
    });
    expect((await shopper.post('/api/orders', CHECKOUT)).json()).toMatchObject({ code: 'order_too_large' });
    expect(await profileOf(shopper)).toEqual({ phoneNumber: null, deliveryAddress: null });
  });

  it('retries a clashing order number, and the clashing attempt writes nothing', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { mc4: 1 });
    const first = await placeOrder(shopper);
    await fillCart(shopper, { pvCable: 2, mc4: 1 });
    // The first number drawn is the one already taken.
    const drawn = [first.orderNumber, newOrderNumber()];
    const placed = await placeOrderIn(ctx.db, shopper.user!.id, { ...CHECKOUT, locale: 'en' }, null, () => drawn.shift()!);
    if (placed.outcome !== 'placed') throw new Error(`expected an order, got ${placed.outcome}`);
    const second = placed.order;
    expect(drawn).toEqual([]);
    expect(second.orderNumber).not.toBe(first.orderNumber);
    expect(second.totalAmount).toBe('8401.50');
    expect(second.items.map((item) => item.productId)).toEqual([ids.pvCable, ids.mc4]);
    expect(await ordersOf(shopper)).toHaveLength(2);
    expect(await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, first.id))).toHaveLength(1);
    expect(await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, second.id))).toHaveLength(1);
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('never stores an order number longer than the 12 characters of an M-PESA account reference', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { mc4: 1 });
    await expect(placeOrderIn(ctx.db, shopper.user!.id, { ...CHECKOUT, locale: 'en' }, null, () => 'SH-1234567890')).rejects.toThrow();
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it('gives every order its own number', async () => {
    const shopper = await ctx.signIn();
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await fillCart(shopper, { mc4: 1 });
      numbers.add((await placeOrder(shopper)).orderNumber);
    }
    expect(numbers.size).toBe(5);
  });

  it('leaves other shoppers’ carts alone', async () => {
    const shopper = await ctx.signIn();
    const other = await ctx.signIn();
    await fillCart(shopper, { mc4: 1 });
    await fillCart(other, { pvCable: 2 });
    await placeOrder(shopper);
    expect(await cartOf(other)).toEqual([expect.objectContaining({ productId: ids.pvCable, quantity: 2 })]);
  });
});

describe('saving the address and phone to the profile', () => {
  it('fills an empty profile on the first order only', async () => {
    const shopper = await ctx.signIn();
    expect(await profileOf(shopper)).toEqual({ phoneNumber: null, deliveryAddress: null });
    await fillCart(shopper, { mc4: 1 });
    await placeOrder(shopper);
    expect(await profileOf(shopper)).toEqual({ phoneNumber: CHECKOUT.phoneNumber, deliveryAddress: CHECKOUT.deliveryAddress });
    expect((await shopper.get('/api/auth/user')).json()).toMatchObject({
      phoneNumber: CHECKOUT.phoneNumber,
      deliveryAddress: CHECKOUT.deliveryAddress,
    });

    await fillCart(shopper, { mc4: 1 });
    const second = await placeOrder(shopper, { deliveryAddress: 'Moi Avenue 5, Mombasa Town', phoneNumber: '0733456789' });
    expect(second).toMatchObject({ deliveryAddress: 'Moi Avenue 5, Mombasa Town', phoneNumber: '0733456789' });
    expect(await profileOf(shopper)).toEqual({ phoneNumber: CHECKOUT.phoneNumber, deliveryAddress: CHECKOUT.deliveryAddress });
  });

  it('keeps a phone given at registration and adds only the missing address', async () => {
    const shopper = await ctx.signIn();
    await ctx.db.update(users).set({ phoneNumber: '0799000111' }).where(eq(users.id, shopper.user!.id));
    await fillCart(shopper, { mc4: 1 });
    await placeOrder(shopper);
    expect(await profileOf(shopper)).toEqual({ phoneNumber: '0799000111', deliveryAddress: CHECKOUT.deliveryAddress });
  });
});

describe('GET /api/orders', () => {
  it('lists the shopper’s own orders, newest first, each with its lines', async () => {
    const shopper = await ctx.signIn();
    const other = await ctx.signIn();
    await fillCart(shopper, { battery50ah: 1 });
    const first = await placeOrder(shopper);
    await fillCart(shopper, { pvCable: 2, mc4: 4 });
    const second = await placeOrder(shopper, { ...CHECKOUT, notes: undefined });
    await fillCart(other, { mc4: 1 });
    await placeOrder(other);

    const response = await shopper.get('/api/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([second, first]);
    expect(second.items).toHaveLength(2);
    expect((await (await ctx.signIn()).get('/api/orders')).json()).toEqual([]);
  });

  // The dashboard's "Write a review" link and the order page's product link follow the line's slug: after staff
  // changed the product's address, the old one found no product, and the review link vanished.
  it('links a line to its product under the address the product has now, after staff changed it', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { wallBattery: 1 });
    const order = await placeOrder(shopper);
    const renamed = `${SEEDED.wallBattery.slug}-v2`;
    await ctx.db.update(products).set({ slug: renamed }).where(eq(products.id, ids.wallBattery));
    try {
      const [listed] = (await shopper.get('/api/orders')).json();
      expect(listed.items).toEqual([expect.objectContaining({ productId: ids.wallBattery, productSlug: renamed })]);
      const detail = (await shopper.get(`/api/orders/${order.orderNumber}`)).json();
      expect(detail.items).toEqual([expect.objectContaining({ productId: ids.wallBattery, productSlug: renamed })]);
      expect((await shopper.get(`/api/products/${renamed}/my-review`)).statusCode).toBe(200);
    } finally {
      await ctx.db.update(products).set({ slug: SEEDED.wallBattery.slug }).where(eq(products.id, ids.wallBattery));
    }
  });

  it('keeps an order’s lines after their product is deleted', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper, { panel400w: 2 });
    const order = await placeOrder(shopper);
    await ctx.db.delete(products).where(eq(products.id, ids.panel400w));
    const [listed] = (await shopper.get('/api/orders')).json();
    expect(listed).toMatchObject({
      id: order.id,
      totalAmount: '28400.00',
      items: [{ productId: null, productName: SEEDED.panel400w.name, productSlug: SEEDED.panel400w.slug, unitPrice: '14200.00', quantity: 2 }],
    });
  });

  // The line's link (the order page's product link and its "Write a review") goes to the product's page: once staff
  // give the product a new address, the address it was bought under is "Product Not Found".
  it('links a line to its product’s address now, after staff change it', async () => {
    const [seeded] = await ctx.db.select().from(products).where(eq(products.id, ids.mc4));
    const { id: _id, searchVector: _search, createdAt: _created, updatedAt: _updated, ...fields } = seeded!;
    const [product] = await ctx.db
      .insert(products)
      .values({ ...fields, slug: 'renamed-line-before', name: 'Renamed Line Product' })
      .returning();
    const shopper = await ctx.signIn();
    const staff = await ctx.signIn('sales_agent');
    expect((await shopper.post('/api/cart', { productId: product!.id, quantity: 1 })).statusCode).toBe(200);
    const order = await placeOrder(shopper);
    // The product form sends back every field it was opened with, the slug changed.
    const opened = (await staff.get('/api/admin/products')).json().find((row: { id: number }) => row.id === product!.id);
    const form = Object.fromEntries(productInputSchema.keyof().options.map((field) => [field, opened[field]]));
    const renamed = await staff.patch(`/api/admin/products/${product!.id}`, { ...form, slug: 'renamed-line-after' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const line = { productId: product!.id, productSlug: 'renamed-line-after' };
    const [listed] = (await shopper.get('/api/orders')).json();
    expect(listed.items).toEqual([expect.objectContaining(line)]);
    expect((await shopper.get(`/api/orders/${order.orderNumber}`)).json().items).toEqual([expect.objectContaining(line)]);
    const [adminListed] = (await staff.get(`/api/admin/orders?q=${order.orderNumber}`)).json();
    expect(adminListed.items).toEqual([expect.objectContaining(line)]);
  });
});
