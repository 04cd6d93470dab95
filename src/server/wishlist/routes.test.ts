import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEEDED, seededIdsPerFile, type SeededKey } from '../test/products';
import { wishlistItems } from '../db/schema';
import { expectRefusal, testAppPerFile, type Client } from '../test/test-app';

const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);

const wishlistRows = (client: Client) => ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, client.user!.id));

async function wish(client: Client, key: SeededKey) {
  const response = await client.post('/api/wishlist', { productId: ids[key] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; productId: number };
}

describe('wishlist access', () => {
  it.each([
    ['GET', '/api/wishlist/with-products'],
    ['POST', '/api/wishlist'],
    ['DELETE', '/api/wishlist/1'],
  ] as const)('%s %s answers 401 to a visitor', async (method, url) => {
    const response = await ctx.visitor.request({ method, url, payload: { productId: 'x' } });
    expectRefusal(response, 401, 'Unauthorized');
  });
});

describe('POST /api/wishlist', () => {
  it('adds the product once, however often it is added', async () => {
    const shopper = await ctx.signIn();
    const first = await wish(shopper, 'battery50ah');
    expect(first).toEqual({
      id: expect.any(Number),
      productId: ids.battery50ah,
      product: {
        id: ids.battery50ah,
        name: SEEDED.battery50ah.name,
        nameSw: null,
        slug: SEEDED.battery50ah.slug,
        price: '23500.50',
        images: expect.any(Array),
        stockStatus: 'in_stock',
      },
    });
    const second = await wish(shopper, 'battery50ah');
    expect(second.id).toBe(first.id);
    expect(await wishlistRows(shopper)).toHaveLength(1);
  });

  it('carries the Kiswahili name where the product has one', async () => {
    const shopper = await ctx.signIn();
    await wish(shopper, 'mc4');
    const [entry] = (await shopper.get('/api/wishlist/with-products')).json();
    expect(entry.product).toMatchObject({ name: SEEDED.mc4.name, nameSw: 'Viunganishi vya Sola MC4 (Jozi 10)' });
  });

  it('keeps out-of-stock products too: a shopper may wait for them', async () => {
    const shopper = await ctx.signIn();
    expect((await wish(shopper, 'panel100w')).productId).toBe(ids.panel100w);
  });

  it('answers 404 for a product that does not exist', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/wishlist', { productId: 999_999 });
    expectRefusal(response, 404, 'Product not found');
    expect(await wishlistRows(shopper)).toEqual([]);
  });

  it.each([
    [{ productId: '3' }, 'productId must be a number'],
    [{}, 'productId is required'],
    [{ productId: 1.5 }, 'productId must be a whole number'],
    [{ productId: 1, userId: 2 }, 'Unrecognized key: "userId"'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const shopper = await ctx.signIn();
    const response = await shopper.post('/api/wishlist', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await wishlistRows(shopper)).toEqual([]);
  });
});

describe('GET /api/wishlist/with-products', () => {
  it('lists only the shopper’s own entries, newest first', async () => {
    const shopper = await ctx.signIn();
    const other = await ctx.signIn();
    const cable = await wish(shopper, 'pvCable');
    const mc4 = await wish(shopper, 'mc4');
    await wish(other, 'panel400w');
    const entries = (await shopper.get('/api/wishlist/with-products')).json();
    expect(entries).toEqual([mc4, cable]);
    expect((await other.get('/api/wishlist/with-products')).json()).toEqual([expect.objectContaining({ productId: ids.panel400w })]);
    expect((await (await ctx.signIn()).get('/api/wishlist/with-products')).json()).toEqual([]);
  });
});

describe('DELETE /api/wishlist/:id', () => {
  it('removes the shopper’s entry', async () => {
    const shopper = await ctx.signIn();
    const entry = await wish(shopper, 'pvCable');
    const response = await shopper.delete(`/api/wishlist/${entry.id}`);
    expect(response.statusCode).toBe(204);
    expect(await wishlistRows(shopper)).toEqual([]);
    const again = await shopper.delete(`/api/wishlist/${entry.id}`);
    expectRefusal(again, 404, 'Wishlist item not found');
  });

  it('answers 404 for another shopper’s entry and leaves it alone', async () => {
    const owner = await ctx.signIn();
    const intruder = await ctx.signIn();
    const entry = await wish(owner, 'pvCable');
    const response = await intruder.delete(`/api/wishlist/${entry.id}`);
    expectRefusal(response, 404, 'Wishlist item not found');
    expect(await wishlistRows(owner)).toHaveLength(1);
  });

  it('answers 400 for a malformed id', async () => {
    const shopper = await ctx.signIn();
    const response = await shopper.delete('/api/wishlist/abc');
    expectRefusal(response, 400, 'Id must be a number');
  });
});
