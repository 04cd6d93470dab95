import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createTestApp, type Client, type TestContext } from '../test/test-app';

let ctx: TestContext;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  productId = ((await ctx.visitor.get('/api/products?stock=in_stock&limit=1')).json() as { id: number }[])[0]!.id;
});
afterAll(() => ctx.close());

const CHECKOUT = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678' };
const checkout = (client: Client, key?: string) => client.post('/api/orders', CHECKOUT, { headers: key ? { 'idempotency-key': key } : {} });
const fillCart = async (client: Client) => expect((await client.post('/api/cart', { productId, quantity: 2 })).statusCode).toBe(200);
const ordersOf = (client: Client) => ctx.db.select().from(orders).where(eq(orders.userId, client.user!.id));
let keys = 0;
const newKey = () => `checkout-${Date.now()}-${++keys}`;

describe('a checkout retried with its Idempotency-Key', () => {
  it('answers the order already placed instead of "Your cart is empty"', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper);
    const key = newKey();
    const first = await checkout(shopper, key);
    expect(first.statusCode).toBe(201);
    const retry = await checkout(shopper, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(shopper)).toHaveLength(1);
    // Without the key (or with another one) the cart is simply empty.
    expect((await checkout(shopper)).json()).toMatchObject({ message: 'Your cart is empty' });
    expect((await checkout(shopper, newKey())).json()).toMatchObject({ message: 'Your cart is empty' });
  });

  it('places one order when the retry races the first attempt', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper);
    const key = newKey();
    const answers = await Promise.all([checkout(shopper, key), checkout(shopper, key), checkout(shopper, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('never answers another user’s order for the same key', async () => {
    const shopper = await ctx.signIn();
    const other = await ctx.signIn();
    await fillCart(shopper);
    const key = newKey();
    expect((await checkout(shopper, key)).statusCode).toBe(201);
    const stranger = await checkout(other, key);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ message: 'Your cart is empty' });
  });

  it('places a new order with a key used more than 24 hours ago', async () => {
    const shopper = await ctx.signIn();
    await fillCart(shopper);
    const key = newKey();
    const first = (await checkout(shopper, key)).json();
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(orders.id, first.id));
    await fillCart(shopper);
    const later = await checkout(shopper, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.id);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(101), 'ünïcödé-key'])('refuses a malformed key (%s) with 400 and a message', async (key) => {
    const shopper = await ctx.signIn();
    await fillCart(shopper);
    const response = await checkout(shopper, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores' });
    expect(await ordersOf(shopper)).toHaveLength(0);
  });
});
