import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../db/schema';
import { testAppPerFile, type Client } from '../test/test-app';
import { seededIdsPerFile } from '../test/products';

const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);

const cartRows = async (client: Client) =>
  (await ctx.db.select().from(cartItems).where(eq(cartItems.userId, client.user!.id)))
    .map((row) => ({ productId: row.productId, quantity: row.quantity }))
    .sort((a, b) => a.productId - b.productId);
const bulk = (client: Client, items: unknown) => client.post('/api/cart/bulk', { items });

describe('POST /api/cart/bulk', () => {
  it('answers 401 to a visitor and writes nothing', async () => {
    const response = await ctx.visitor.post('/api/cart/bulk', { items: [{ productId: ids.mc4, quantity: 1 }] });
    expect(response.statusCode).toBe(401);
  });

  it('adds every line in one request, merged with the lines already in the cart', async () => {
    const shopper = await ctx.signIn();
    expect((await shopper.post('/api/cart', { productId: ids.mc4, quantity: 2 })).statusCode).toBe(200);
    const response = await bulk(shopper, [
      { productId: ids.mc4, quantity: 3 },
      { productId: ids.pvCable, quantity: 1 },
      { productId: ids.panel400w, quantity: 4 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json<{ id: number; productId: number; quantity: number }[]>();
    expect(lines.map(({ productId, quantity }) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId)).toEqual(
      await cartRows(shopper),
    );
    expect(await cartRows(shopper)).toEqual(
      [
        { productId: ids.mc4, quantity: 5 },
        { productId: ids.pvCable, quantity: 1 },
        { productId: ids.panel400w, quantity: 4 },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it('adds nothing when one line is out of stock (409), unknown (404) or past the per-line maximum (400)', async () => {
    const shopper = await ctx.signIn();
    expect((await shopper.post('/api/cart', { productId: ids.pvCable, quantity: 9_999 })).statusCode).toBe(200);
    const before = await cartRows(shopper);
    const cases: [unknown, number, string][] = [
      [
        [
          { productId: ids.mc4, quantity: 1 },
          { productId: ids.panel100w, quantity: 1 },
        ],
        409,
        'Longi 100W Monocrystalline Solar Panel is out of stock',
      ],
      [
        [
          { productId: ids.mc4, quantity: 1 },
          { productId: 2_000_000, quantity: 1 },
        ],
        404,
        'Product not found',
      ],
      [
        [
          { productId: ids.mc4, quantity: 1 },
          { productId: ids.pvCable, quantity: 2 },
        ],
        400,
        'Your cart can hold at most 10000 of 4mm² PV Solar Cable - 2 x 10m (Red & Black)',
      ],
    ];
    for (const [items, status, message] of cases) {
      const response = await bulk(shopper, items);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message });
      expect(await cartRows(shopper)).toEqual(before);
    }
  });

  it.each([
    ['an empty list', [], 'items must hold at least one product'],
    ['51 products', Array.from({ length: 51 }, (_, index) => ({ productId: index + 1, quantity: 1 })), 'items may hold at most 50 products'],
    [
      'a product twice',
      [
        { productId: 1, quantity: 1 },
        { productId: 1, quantity: 2 },
      ],
      'items must name each product once',
    ],
    ['quantity 0', [{ productId: 1, quantity: 0 }], 'Quantity must be a whole number from 1 to 10000'],
    ['a text id', [{ productId: '1', quantity: 1 }], 'productId must be a number'],
    ['not a list', 'everything', 'items must be a list'],
  ])('refuses %s with 400 and changes nothing', async (_name, items, message) => {
    const shopper = await ctx.signIn();
    const response = await bulk(shopper, items);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await cartRows(shopper)).toEqual([]);
  });
});
