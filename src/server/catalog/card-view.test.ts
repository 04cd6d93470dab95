import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { productCardSchema, type CatalogProduct, type ProductCardData } from '../../shared/schemas/catalog';
import { createTestApp, type TestContext } from '../test/test-app';

// The card view of the product list (docs/product.md, "Product list"; docs/decisions/0102-card-list-answer.md), over
// real HTTP with the answer cache on as deployed: whole products and cards of one list must never share an entry.

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '60' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const CARD_FIELDS = Object.keys(productCardSchema.shape).sort();

async function get<T>(query: string): Promise<{ status: number; body: T; total: number }> {
  const response = await fetch(`${base}/api/products?${query}`, { headers: { 'accept-encoding': 'br' } });
  return { status: response.status, body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) };
}

async function both(query: string) {
  const whole = await get<CatalogProduct[]>(query);
  const cards = await get<ProductCardData[]>(`${query}${query ? '&' : ''}view=card`);
  expect([whole.status, cards.status]).toEqual([200, 200]);
  return { whole, cards };
}

describe('GET /api/products?view=card', () => {
  it('answers each product with the card fields alone, equal to the whole product’s', async () => {
    const { whole, cards } = await both(`pageSize=${LIMITS.maxPageSize}`);
    expect(cards.body).toHaveLength(whole.body.length);
    for (const [index, card] of cards.body.entries()) {
      expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
      const product = whole.body[index]!;
      expect(card).toEqual(Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field as keyof CatalogProduct]])));
    }
    expect(CARD_FIELDS).not.toContain('description');
    expect(CARD_FIELDS).not.toContain('specifications');
    // A rated product's rating is on its card.
    expect(cards.body.some((card) => card.averageRating !== null && card.reviewCount > 0)).toBe(true);
  });

  it('is smaller than the whole list', async () => {
    const whole = await fetch(`${base}/api/products`);
    const cards = await fetch(`${base}/api/products?view=card`);
    const [wholeBytes, cardBytes] = [(await whole.text()).length, (await cards.text()).length];
    expect(cardBytes).toBeLessThan(wholeBytes / 2);
  });

  it('keeps the default answer whole products, before and after cards of the same list are cached', async () => {
    const before = await get<CatalogProduct[]>('stock=in_stock');
    await get<ProductCardData[]>('stock=in_stock&view=card');
    const after = await get<CatalogProduct[]>('stock=in_stock');
    for (const answer of [before, after]) {
      expect(answer.body.length).toBeGreaterThan(0);
      for (const product of answer.body) expect(product).toHaveProperty('description');
    }
    const cardsAgain = await get<ProductCardData[]>('view=card&stock=in_stock');
    for (const card of cardsAgain.body) expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
  });

  it.each([
    'stock=in_stock&sort=price_asc',
    'category=solar-panels&category=batteries&minPrice=1000&maxPrice=90000',
    'featured=true&limit=6',
    'q=lithium&sort=relevance',
    'q=invertor',
    'pageSize=5&page=2&sort=newest',
    'pageSize=5&page=99',
  ])('filters and pages exactly as the whole view: %s', async (query) => {
    const { whole, cards } = await both(query);
    expect(cards.total).toBe(whole.total);
    expect(cards.body.map((card) => card.id)).toEqual(whole.body.map((product) => product.id));
  });

  it('pages through every card once', async () => {
    const size = 5;
    const { total } = await get<ProductCardData[]>('view=card&pageSize=1');
    const seen: number[] = [];
    for (let page = 1; (page - 1) * size < total; page++) {
      seen.push(...(await get<ProductCardData[]>(`view=card&pageSize=${size}&page=${page}`)).body.map((card) => card.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it.each(['view=full', 'view=Card', 'view=', 'view=card&view=card', 'view=cards'])('refuses %s with 400, a message and its code', async (query) => {
    const { status, body } = await get<Record<string, unknown>>(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'view_invalid', message: 'view must be card or left out' });
  });

  it('writes the refusal in the shopper’s language', async () => {
    const response = await fetch(`${base}/api/products?view=full`, { headers: { cookie: 'lang=sw' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'view_invalid', message: 'view iwe card au iachwe' });
  });
});
