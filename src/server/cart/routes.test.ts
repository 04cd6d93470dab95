import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, products } from '../db/schema';
import { SEED_PRODUCTS } from '../db/seed-data';
import { expectRefusal, testAppPerFile, type Client } from '../test/test-app';
import { SEEDED, seededIdsPerFile, type SeededKey } from '../test/products';

const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);

const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 10000';

const cartRows = (client: Client) => ctx.db.select().from(cartItems).where(eq(cartItems.userId, client.user!.id));

async function addLine(client: Client, key: SeededKey, quantity = 1) {
  const response = await client.post('/api/cart', { productId: ids[key], quantity });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; productId: number; quantity: number };
}

describe('cart access', () => {
  it.each([
    ['GET', '/api/cart'],
    ['GET', '/api/cart/with-products'],
    ['POST', '/api/cart'],
    ['PATCH', '/api/cart/1'],
    ['DELETE', '/api/cart/1'],
  ] as const)('%s %s answers 401 to a visitor, whatever the body', async (method, url) => {
    const response = await ctx.visitor.request({ method, url, payload: { productId: 'nonsense', quantity: -5 } });
    expectRefusal(response, 401, 'Unauthorized');
  });
});

describe('POST /api/cart', () => {
  it('adds a line, then increases the same line instead of adding a second one', async () => {
    const shopper = await ctx.signIn();
    const first = await addLine(shopper, 'battery50ah', 2);
    expect(first).toEqual({ id: expect.any(Number), productId: ids.battery50ah, quantity: 2 });
    const second = await addLine(shopper, 'battery50ah', 3);
    expect(second).toEqual({ id: first.id, productId: ids.battery50ah, quantity: 5 });
    expect((await shopper.get('/api/cart')).json()).toEqual([{ id: first.id, productId: ids.battery50ah, quantity: 5 }]);
  });

  it('adds one when no quantity is given', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/cart', { productId: ids.mc4 });
    expect(response.statusCode).toBe(200);
    expect(response.json().quantity).toBe(1);
  });

  it('sells low-stock products', async () => {
    const shopper = await ctx.signIn();
    expect((await addLine(shopper, 'panel400w')).quantity).toBe(1);
  });

  it.each([
    [{ quantity: 0 }, QUANTITY_MESSAGE],
    [{ quantity: -1 }, QUANTITY_MESSAGE],
    [{ quantity: 1.5 }, QUANTITY_MESSAGE],
    [{ quantity: 'abc' }, QUANTITY_MESSAGE],
    [{ quantity: '2' }, QUANTITY_MESSAGE],
    [{ quantity: 10_001 }, QUANTITY_MESSAGE],
    [{ quantity: 1e300 }, QUANTITY_MESSAGE],
    [{ quantity: null }, QUANTITY_MESSAGE],
    [{ productId: '7' }, 'productId must be a number'],
    [{ productId: undefined }, 'productId is required'],
    [{ productId: 0 }, 'productId must be a positive number'],
    [{ productId: 2 ** 31 }, 'productId is too large'],
    [{ price: '1.00' }, 'Unrecognized key: "price"'],
    [{ userId: 1 }, 'Unrecognized key: "userId"'],
  ])('refuses %j with 400 "%s" and changes nothing', async (overrides, message) => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/cart', { productId: ids.mc4, quantity: 1, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await cartRows(shopper)).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/cart', { productId: 999_999, quantity: 1 });
    expectRefusal(response, 404, 'Product not found');
    expect(await cartRows(shopper)).toEqual([]);
  });

  it('answers 409 naming an out-of-stock product', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/cart', { productId: ids.panel100w, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: `${SEEDED.panel100w.name} is out of stock` });
    expect(await cartRows(shopper)).toEqual([]);
  });

  it('lets a line reach 10,000 but refuses an add that would pass it, keeping the line as it was', async () => {
    const shopper = await ctx.signIn();
    await addLine(shopper, 'mc4', 9_999);
    expect((await addLine(shopper, 'mc4', 1)).quantity).toBe(10_000);
    const response = await shopper.post('/api/cart', { productId: ids.mc4, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: `Your cart can hold at most 10000 of ${SEEDED.mc4.name}` });
    expect((await cartRows(shopper)).map((row) => row.quantity)).toEqual([10_000]);
  });

  it('names its refusals by code, with the product as a param', async () => {
    const shopper = await ctx.signIn();
    const outOfStock = await shopper.post('/api/cart', { productId: ids.panel100w, quantity: 1 });
    expect(outOfStock.json()).toEqual({
      message: `${SEEDED.panel100w.name} is out of stock`,
      code: 'out_of_stock',
      params: { product: SEEDED.panel100w.name },
    });
    const quantity = await shopper.post('/api/cart', { productId: ids.mc4, quantity: 0 });
    expect(quantity.json()).toMatchObject({ message: QUANTITY_MESSAGE, code: 'quantity_invalid', field: 'quantity' });
  });

  it('writes its refusals in the shopper’s language, under the same code', async () => {
    const shopper = await ctx.signIn();
    const sw = { headers: { cookie: 'lang=sw' } };
    const outOfStock = await shopper.post('/api/cart', { productId: ids.panel100w, quantity: 1 }, sw);
    expect(outOfStock.statusCode).toBe(409);
    expect(outOfStock.json()).toEqual({
      message: `${SEEDED.panel100w.name} imeisha kwenye stoki`,
      code: 'out_of_stock',
      params: { product: SEEDED.panel100w.name },
    });
    await addLine(shopper, 'mc4', 10_000);
    const over = await shopper.post('/api/cart', { productId: ids.mc4, quantity: 1 }, sw);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: `Kikapu chako hakiwezi kubeba zaidi ya 10000 za ${SEEDED.mc4.name}`,
      code: 'cart_quantity_over_limit',
    });
    const quantity = await shopper.post('/api/cart', { productId: ids.mc4, quantity: 0 }, sw);
    expect(quantity.json()).toMatchObject({ message: 'Idadi iwe namba kamili kuanzia 1 hadi 10000', code: 'quantity_invalid' });
  });

  it('never lets two simultaneous adds together pass the bound', async () => {
    const shopper = await ctx.signIn();
    const responses = await Promise.all([0, 1].map(() => shopper.post('/api/cart', { productId: ids.mc4, quantity: 6_000 })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await cartRows(shopper)).map((row) => row.quantity)).toEqual([6_000]);
  });
});

describe('GET /api/cart and /api/cart/with-products', () => {
  it('lists only the shopper’s own lines, in the order they were added, with the full product', async () => {
    const shopper = await ctx.signIn();
    const other = await ctx.signIn();
    const battery = await addLine(shopper, 'battery50ah', 3);
    const cable = await addLine(shopper, 'pvCable', 1);
    await addLine(other, 'mc4', 4);

    expect((await shopper.get('/api/cart')).json()).toEqual([battery, cable]);
    const withProducts = await shopper.get('/api/cart/with-products');
    expect(withProducts.statusCode, withProducts.body).toBe(200);
    const lines = withProducts.json();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      ...battery,
      product: { id: ids.battery50ah, name: SEEDED.battery50ah.name, slug: SEEDED.battery50ah.slug, price: '23500.50', stockStatus: 'in_stock' },
    });
    expect(lines[0].product.images.length).toBeGreaterThan(0);
    expect(lines[0].product.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines[1]).toMatchObject({ ...cable, product: { slug: SEEDED.pvCable.slug, price: '3450.75' } });
    expect((await other.get('/api/cart')).json()).toEqual([expect.objectContaining({ productId: ids.mc4, quantity: 4 })]);
    // The product's Kiswahili name comes with it, null where there is none; the cart shows no descriptions.
    expect(lines[0].product.nameSw).toBeNull();
    const mc4 = SEED_PRODUCTS.find((product) => product.slug === SEEDED.mc4.slug)!;
    const [otherLine] = (await other.get('/api/cart/with-products')).json();
    expect(otherLine.product.nameSw).toBe(mc4.nameSw);
    expect(otherLine.product).not.toHaveProperty('descriptionSw');
  });

  it('answers an empty list for an empty cart', async () => {
    const shopper = await ctx.signIn();
    expect((await shopper.get('/api/cart')).json()).toEqual([]);
    expect((await shopper.get('/api/cart/with-products')).json()).toEqual([]);
  });
});

describe('PATCH /api/cart/:itemId', () => {
  it('sets the quantity of the shopper’s line', async () => {
    const shopper = await ctx.signIn();
    const line = await addLine(shopper, 'battery50ah', 2);
    const response = await shopper.patch(`/api/cart/${line.id}`, { quantity: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...line, quantity: 7 });
    expect((await cartRows(shopper))[0]!.quantity).toBe(7);
  });

  it.each([0, -1, 1.5, 'abc', 10_001, null])('refuses quantity %j with 400 and keeps the line', async (quantity) => {
    const shopper = await ctx.signIn();
    const line = await addLine(shopper, 'battery50ah', 2);
    const response = await shopper.patch(`/api/cart/${line.id}`, { quantity });
    expectRefusal(response, 400, QUANTITY_MESSAGE);
    expect((await cartRows(shopper))[0]!.quantity).toBe(2);
  });

  it('refuses extra fields and a malformed id', async () => {
    const shopper = await ctx.signIn();
    const line = await addLine(shopper, 'battery50ah', 2);
    const extra = await shopper.patch(`/api/cart/${line.id}`, { quantity: 3, productId: ids.mc4 });
    expectRefusal(extra, 400, 'Unrecognized key: "productId"');
    const badId = await shopper.patch('/api/cart/abc', { quantity: 3 });
    expectRefusal(badId, 400, 'Id must be a number');
    expect((await cartRows(shopper))[0]!.quantity).toBe(2);
  });

  it('answers 404 for another shopper’s line and leaves it alone', async () => {
    const owner = await ctx.signIn();
    const intruder = await ctx.signIn();
    const line = await addLine(owner, 'battery50ah', 2);
    const response = await intruder.patch(`/api/cart/${line.id}`, { quantity: 9 });
    expectRefusal(response, 404, 'Cart item not found');
    expect((await cartRows(owner))[0]!.quantity).toBe(2);
    expect((await intruder.patch('/api/cart/999999', { quantity: 1 })).statusCode).toBe(404);
  });

  it('lets a shopper lower but not raise the quantity of a product that ran out', async () => {
    const shopper = await ctx.signIn();
    const line = await addLine(shopper, 'pvCable', 3);
    await ctx.db.update(products).set({ stockStatus: 'out_of_stock' }).where(eq(products.id, ids.pvCable));
    try {
      const raise = await shopper.patch(`/api/cart/${line.id}`, { quantity: 4 });
      expect(raise.statusCode).toBe(409);
      expect(raise.json()).toMatchObject({ message: `${SEEDED.pvCable.name} is out of stock` });
      expect((await shopper.patch(`/api/cart/${line.id}`, { quantity: 1 })).json().quantity).toBe(1);
    } finally {
      await ctx.db.update(products).set({ stockStatus: 'in_stock' }).where(eq(products.id, ids.pvCable));
    }
  });
});

describe('DELETE /api/cart/:itemId', () => {
  it('removes the shopper’s line', async () => {
    const shopper = await ctx.signIn();
    const line = await addLine(shopper, 'battery50ah', 2);
    const kept = await addLine(shopper, 'mc4', 1);
    const response = await shopper.delete(`/api/cart/${line.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await shopper.get('/api/cart')).json()).toEqual([kept]);
    const again = await shopper.delete(`/api/cart/${line.id}`);
    expectRefusal(again, 404, 'Cart item not found');
  });

  it('answers 404 for another shopper’s line and leaves it alone', async () => {
    const owner = await ctx.signIn();
    const intruder = await ctx.signIn();
    const line = await addLine(owner, 'battery50ah', 2);
    const response = await intruder.delete(`/api/cart/${line.id}`);
    expectRefusal(response, 404, 'Cart item not found');
    expect(response.json()).toMatchObject({ code: 'cart_item_not_found' });
    expect(await cartRows(owner)).toHaveLength(1);
  });
});
