import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type StockStatus } from '../../shared/constants';
import type { Category, Product, ProductDetail } from '../../shared/schemas/catalog';
import type { Review } from '../../shared/schemas/reviews';
import { categories, products, reviews } from '../db/schema';
import { SEED_CATEGORIES, SEED_PRODUCTS, type SeedProduct } from '../db/seed-data';
import { createTestApp, expectRefusal, type TestContext } from '../test/test-app';

let ctx: TestContext;
let categoryIds: Map<string, number>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  categoryIds = new Map((await ctx.db.select().from(categories)).map((row) => [row.slug, row.id]));
});
afterAll(() => ctx.close());

const ALL = `pageSize=${LIMITS.maxPageSize}`;
const categoryName = (slug: string) => SEED_CATEGORIES.find((category) => category.slug === slug)!.name;
const idOf = (slug: string) => categoryIds.get(slug)!;

async function list(query: string) {
  const response = await ctx.visitor.get(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<Product[]>(), total: Number(response.headers['x-total-count']) };
}

/** Slugs the API answers for the query (all pages), sorted, to compare with the expected set. */
async function slugs(query: string): Promise<string[]> {
  const { body, total } = await list(`${query}&${ALL}`);
  expect(total).toBe(body.length);
  return body.map((product) => product.slug).sort();
}

const expected = (predicate: (product: SeedProduct) => boolean) =>
  SEED_PRODUCTS.filter(predicate)
    .map((product) => product.slug)
    .sort();

async function expectBadRequest(url: string, message: string | RegExp) {
  expectRefusal(await ctx.visitor.get(url), 400, message);
}

describe('GET /api/categories', () => {
  it('answers every category as {id, name, nameSw, slug} in creation order', async () => {
    const response = await ctx.visitor.get('/api/categories');
    expect(response.statusCode).toBe(200);
    const body = response.json<Category[]>();
    expect(body.map((category) => category.slug)).toEqual(SEED_CATEGORIES.map((category) => category.slug));
    for (const category of body) expect(Object.keys(category).sort()).toEqual(['id', 'name', 'nameSw', 'slug']);
    // The demo categories' Kiswahili names, for the Kiswahili pages.
    expect(body.map((category) => category.nameSw)).toEqual(SEED_CATEGORIES.map((category) => category.nameSw));
    expect(body.find((category) => category.slug === 'solar-panels')?.nameSw).toBe('Paneli za Sola');
  });
});

describe('GET /api/products', () => {
  it('answers products with every field of the product schema, price as a two-decimal string', async () => {
    const { body } = await list(ALL);
    expect(body).toHaveLength(SEED_PRODUCTS.length);
    const panel = body.find((product) => product.slug === 'jinko-tiger-neo-550w-mono-bifacial-solar-panel')!;
    expect(panel).toMatchObject({
      name: 'Jinko Tiger Neo 550W N-Type Mono Bifacial Solar Panel',
      categoryId: idOf('solar-panels'),
      price: '19850.00',
      stockStatus: 'in_stock',
      isNew: true,
      isFeatured: true,
    });
    expect(panel.images.length).toBeGreaterThan(1);
    expect(panel.features.length).toBeGreaterThan(0);
    expect(panel.specifications['Max Power (Pmax)']).toBe('550W');
    // The ratings as seeded, every figure intact through the database.
    expect(panel.ratings).toEqual(SEED_PRODUCTS.find((seeded) => seeded.slug === panel.slug)!.ratings);
    expect(Object.keys(panel).sort()).toEqual(
      [
        'averageRating',
        'categoryId',
        'createdAt',
        'description',
        'features',
        'id',
        'images',
        'isFeatured',
        'isNew',
        'name',
        'nameSw',
        'price',
        'ratings',
        'reviewCount',
        'slug',
        'specifications',
        'stockStatus',
        'updatedAt',
      ].sort(),
    );
    for (const product of body) expect(product.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers description null when the product has none, or only blanks', async () => {
    const { body } = await list(ALL);
    const withoutDescription = SEED_PRODUCTS.filter((product) => product.description === null).map((product) => product.slug);
    expect(withoutDescription.length).toBeGreaterThan(0);
    for (const slug of withoutDescription) expect(body.find((product) => product.slug === slug)!.description).toBeNull();

    const [row] = await ctx.db
      .insert(products)
      .values({
        name: 'Blank Description Lamp',
        slug: 'blank-description-lamp',
        categoryId: idOf('accessories'),
        price: '100.00',
        description: '   ',
      })
      .returning();
    try {
      expect((await ctx.visitor.get('/api/products/blank-description-lamp')).json().description).toBeNull();
    } finally {
      await ctx.db.delete(products).where(eq(products.id, row!.id));
    }
  });

  it('answers the Kiswahili name staff wrote in the list, and the Kiswahili description and specifications on the product page; null where none', async () => {
    const { body } = await list(ALL);
    expect(SEED_PRODUCTS.filter((product) => product.nameSw).length).toBeGreaterThanOrEqual(5);
    for (const seeded of SEED_PRODUCTS) {
      const listed = body.find((product) => product.slug === seeded.slug)!;
      expect(listed.nameSw, seeded.slug).toBe(seeded.nameSw ?? null);
      // A list stays light: the longer Kiswahili content is the product page's.
      expect(listed, seeded.slug).not.toHaveProperty('descriptionSw');
      expect(listed, seeded.slug).not.toHaveProperty('specificationsSw');
      expect(listed, seeded.slug).not.toHaveProperty('featuresSw');
      const page = (await ctx.visitor.get(`/api/products/${seeded.slug}`)).json<ProductDetail>();
      expect(
        { nameSw: page.nameSw, descriptionSw: page.descriptionSw, featuresSw: page.featuresSw, specificationsSw: page.specificationsSw },
        seeded.slug,
      ).toEqual({
        nameSw: seeded.nameSw ?? null,
        descriptionSw: seeded.descriptionSw ?? null,
        featuresSw: seeded.featuresSw ?? null,
        specificationsSw: seeded.specificationsSw ?? null,
      });
    }

    // Written around the form (blank text, an empty table): none, so the shop shows the English.
    const [row] = await ctx.db
      .insert(products)
      .values({
        name: 'Blank Kiswahili Lamp',
        slug: 'blank-kiswahili-lamp',
        categoryId: idOf('accessories'),
        price: '100.00',
        nameSw: ' ',
        descriptionSw: '',
        specificationsSw: {},
      })
      .returning();
    try {
      expect((await ctx.visitor.get('/api/products/blank-kiswahili-lamp')).json()).toMatchObject({
        nameSw: null,
        descriptionSw: null,
        specificationsSw: null,
      });
    } finally {
      await ctx.db.delete(products).where(eq(products.id, row!.id));
    }
  });

  it('sort=newest orders newest first, then by id descending, and sets X-Total-Count', async () => {
    const { body, total } = await list(`sort=newest&${ALL}`);
    expect(total).toBe(SEED_PRODUCTS.length);
    const keys = body.map((product) => [Date.parse(product.createdAt), product.id] as const);
    for (let index = 1; index < keys.length; index++) {
      const [previousTime, previousId] = keys[index - 1]!;
      const [time, id] = keys[index]!;
      expect(previousTime > time || (previousTime === time && previousId > id)).toBe(true);
    }
  });

  it('answers the default page size when no size is asked for, with the total of all matches', async () => {
    const { body, total } = await list('');
    expect(body).toHaveLength(Math.min(LIMITS.defaultPageSize, SEED_PRODUCTS.length));
    expect(total).toBe(SEED_PRODUCTS.length);
  });

  it('pages through the list without repeating or skipping a product', async () => {
    const pageSize = 10;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(SEED_PRODUCTS.length / pageSize); page++) {
      const { body, total } = await list(`pageSize=${pageSize}&page=${page}`);
      expect(total).toBe(SEED_PRODUCTS.length);
      seen.push(...body.map((product) => product.slug));
    }
    expect(seen).toEqual((await list(ALL)).body.map((product) => product.slug));
    const past = await list(`pageSize=${pageSize}&page=999`);
    expect(past.body).toEqual([]);
    expect(past.total).toBe(SEED_PRODUCTS.length);
  });

  it('featured=true&limit=6 answers up to six featured products (the home page call) with the count of all featured', async () => {
    const { body, total } = await list('featured=true&limit=6');
    const featured = expected((product) => product.isFeatured);
    expect(body.length).toBe(Math.min(6, featured.length));
    expect(body.every((product) => product.isFeatured)).toBe(true);
    expect(total).toBe(featured.length);
  });

  it('featured=false answers only products that are not featured', async () => {
    expect(await slugs('featured=false')).toEqual(expected((product) => !product.isFeatured));
  });

  it('limit caps the answer; page moves by that many', async () => {
    const all = (await list(ALL)).body.map((product) => product.slug);
    expect((await list('limit=3')).body.map((product) => product.slug)).toEqual(all.slice(0, 3));
    expect((await list('limit=3&page=2')).body.map((product) => product.slug)).toEqual(all.slice(3, 6));
  });

  it('filters by one category id, and by several (OR)', async () => {
    expect(await slugs(`categoryId=${idOf('solar-panels')}`)).toEqual(expected((product) => product.category === 'solar-panels'));
    expect(await slugs(`categoryId=${idOf('solar-panels')}&categoryId=${idOf('accessories')}`)).toEqual(
      expected((product) => product.category === 'solar-panels' || product.category === 'accessories'),
    );
  });

  it('filters by category slug, and by several slugs', async () => {
    expect(await slugs('category=hithium-batteries')).toEqual(expected((product) => product.category === 'hithium-batteries'));
    expect(await slugs('category=hithium-batteries&category=vestwoods-batteries')).toEqual(
      expected((product) => product.category === 'hithium-batteries' || product.category === 'vestwoods-batteries'),
    );
  });

  it('treats category ids and slugs as one kind: a product in either matches', async () => {
    expect(await slugs(`categoryId=${idOf('solar-panels')}&category=accessories`)).toEqual(
      expect.arrayContaining(expected((product) => product.category === 'solar-panels' || product.category === 'accessories')),
    );
    expect(await slugs(`categoryId=${idOf('solar-panels')}&category=accessories`)).toHaveLength(
      expected((product) => product.category === 'solar-panels' || product.category === 'accessories').length,
    );
  });

  it('answers nothing (not an error) for an unknown category id or slug', async () => {
    expect(await list('categoryId=999999')).toEqual({ body: [], total: 0 });
    expect(await list('category=no-such-category')).toEqual({ body: [], total: 0 });
  });

  it.each<[StockStatus[]]>([[['in_stock']], [['low_stock']], [['out_of_stock']], [['in_stock', 'low_stock']]])(
    'filters by stock %j',
    async (stock) => {
      const query = stock.map((value) => `stock=${value}`).join('&');
      const result = await slugs(query);
      expect(result.length).toBeGreaterThan(0);
      expect(result).toEqual(expected((product) => stock.includes(product.stockStatus)));
    },
  );

  it('filters by price bounds, both inclusive, compared exactly on the decimal price', async () => {
    const cents = (price: string) => Math.round(Number(price) * 100);
    expect(await slugs('minPrice=100000')).toEqual(expected((product) => cents(product.price) >= 10_000_000));
    expect(await slugs('maxPrice=5000')).toEqual(expected((product) => cents(product.price) <= 500_000));
    expect(await slugs('minPrice=10000&maxPrice=50000')).toEqual(
      expected((product) => cents(product.price) >= 1_000_000 && cents(product.price) <= 5_000_000),
    );
    // A bound equal to a price includes it; a bound a cent away excludes it.
    expect(await slugs('minPrice=11750.5&maxPrice=11750.5')).toEqual(['longi-300w-monocrystalline-solar-panel']);
    expect(await slugs('minPrice=11750.51&maxPrice=11750.51')).toEqual([]);
    expect(await slugs('minPrice=0&maxPrice=500000')).toHaveLength(SEED_PRODUCTS.length);
  });

  describe('search q', () => {
    const matches = (product: SeedProduct, text: string) =>
      [product.name, product.nameSw ?? '', product.description ?? '', ...product.features, categoryName(product.category)].some((field) =>
        field.toLowerCase().includes(text.toLowerCase()),
      );

    it('"lith" finds the lithium batteries, case-insensitively', async () => {
      const result = await slugs('q=lith');
      expect(result).toContain('hithium-12v-100ah-lifepo4-lithium-battery');
      expect(result).toEqual(expected((product) => matches(product, 'lith')));
      expect(await slugs('q=LITH')).toEqual(result);
    });

    it('"2000w" finds the 2000W power station', async () => {
      expect(await slugs('q=2000w')).toEqual(expect.arrayContaining(['vestwoods-2000w-portable-power-station']));
      expect(await slugs('q=2000w')).toEqual(expected((product) => matches(product, '2000w')));
    });

    it('matches the Kiswahili name too, as a shopper reading the shop in Kiswahili would type it', async () => {
      expect(await slugs('q=betri')).toEqual(['hithium-12v-100ah-lifepo4-lithium-battery']);
      expect(await slugs('q=VIUNGANISHI')).toEqual(['mc4-solar-connector-pairs-10-pack']);
      expect(await slugs('q=ya%20sola')).toEqual(expected((product) => matches(product, 'ya sola')));
      expect(await slugs('q=ya%20sola')).toHaveLength(3); // "vya sola" too
      // Only the name: the Kiswahili description is not searched, as reviews are not.
      expect(await slugs('q=changarawe')).toEqual([]);
    });

    it('matches the description, the features and the category name', async () => {
      expect(await slugs('q=Naivasha')).toEqual([]); // reviews are not searched
      expect(await slugs('q=coastal humidity')).toEqual(['jinko-tiger-neo-550w-mono-bifacial-solar-panel']);
      expect(await slugs('q=bifacial gain')).toEqual(['jinko-tiger-neo-550w-mono-bifacial-solar-panel']);
      expect(await slugs('q=power stations')).toEqual(expected((product) => matches(product, 'power stations')));
      expect(await slugs('q=power stations')).toEqual(expect.arrayContaining(expected((product) => product.category === 'vestwoods-powerstations')));
    });

    it('ignores surrounding blanks, and a blank query filters nothing', async () => {
      expect(await slugs('q=%20%20lith%20')).toEqual(await slugs('q=lith'));
      expect(await slugs('q=%20%20')).toHaveLength(SEED_PRODUCTS.length);
    });

    it('takes % and _ literally, not as wildcards', async () => {
      // Some seeded texts hold a real "%" ("up to 25%"): those match, the rest do not.
      const withPercent = expected((product) => matches(product, '%'));
      expect(withPercent.length).toBeGreaterThan(0);
      expect(withPercent.length).toBeLessThan(SEED_PRODUCTS.length);
      expect(await slugs('q=%25')).toEqual(withPercent);
      expect(await slugs('q=_')).toEqual(expected((product) => matches(product, '_')));
      expect(await slugs('q=%5C')).toEqual(expected((product) => matches(product, '\\')));
      const [row] = await ctx.db
        .insert(products)
        .values({ name: 'Promo 100% Solar_Bulb', slug: 'promo-solar-bulb', categoryId: idOf('accessories'), price: '250.00' })
        .returning();
      try {
        expect(await slugs('q=100%25')).toEqual(['promo-solar-bulb']);
        expect(await slugs('q=r_b')).toEqual(['promo-solar-bulb']);
      } finally {
        await ctx.db.delete(products).where(eq(products.id, row!.id));
      }
    });

    it('answers SQL-looking text safely as a plain search with no match', async () => {
      for (const text of ["' OR 1=1 --", "'; DROP TABLE products; --", '" OR ""="', "lith' UNION SELECT * FROM users --"]) {
        expect(await list(`q=${encodeURIComponent(text)}`)).toEqual({ body: [], total: 0 });
      }
      const [{ value }] = await ctx.db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(products);
      expect(value).toBe(SEED_PRODUCTS.length);
    });
  });

  it('combines every kind of filter with AND', async () => {
    const cents = (price: string) => Math.round(Number(price) * 100);
    const cases: [string, (product: SeedProduct) => boolean][] = [
      [`categoryId=${idOf('solar-panels')}&stock=in_stock`, (p) => p.category === 'solar-panels' && p.stockStatus === 'in_stock'],
      [
        `categoryId=${idOf('solar-panels')}&categoryId=${idOf('vestwoods-inverters')}&stock=in_stock&stock=low_stock`,
        (p) => ['solar-panels', 'vestwoods-inverters'].includes(p.category) && p.stockStatus !== 'out_of_stock',
      ],
      [
        'category=vestwoods-powerstations&minPrice=50000&maxPrice=200000',
        (p) => p.category === 'vestwoods-powerstations' && cents(p.price) >= 5_000_000 && cents(p.price) <= 20_000_000,
      ],
      ['featured=true&stock=in_stock&maxPrice=100000', (p) => p.isFeatured && p.stockStatus === 'in_stock' && cents(p.price) <= 10_000_000],
      [
        'q=lithium&category=vestwoods-batteries&stock=in_stock',
        (p) =>
          p.category === 'vestwoods-batteries' && p.stockStatus === 'in_stock' && /lithium/i.test([p.name, p.description, ...p.features].join(' ')),
      ],
      [
        `q=solar&categoryId=${idOf('accessories')}&minPrice=2000`,
        (p) =>
          p.category === 'accessories' &&
          cents(p.price) >= 200_000 &&
          /solar/i.test([p.name, p.description, ...p.features, 'Accessories'].join('\n')),
      ],
    ];
    for (const [query, predicate] of cases) {
      const want = expected(predicate);
      expect(want.length, query).toBeGreaterThan(0);
      expect(await slugs(query), query).toEqual(want);
    }
  });

  it('combines filters with paging: X-Total-Count counts all matches, not the page', async () => {
    const { body, total } = await list('stock=in_stock&limit=2');
    expect(body).toHaveLength(2);
    expect(total).toBe(expected((product) => product.stockStatus === 'in_stock').length);
  });

  describe('refuses bad values with 400 and a message', () => {
    it.each([
      ['minPrice=abc', 'minPrice must be a number'],
      ['maxPrice=ten', 'maxPrice must be a number'],
      ['minPrice=-1', 'minPrice must not be negative'],
      ['maxPrice=Infinity', 'maxPrice must be a number'],
      ['minPrice=1e400', 'minPrice must be a number'],
      // Blank is no amount: read as 0, `maxPrice=` (an emptied field of a form) found nothing at all.
      ['maxPrice=', 'maxPrice must be a number'],
      ['minPrice=%20', 'minPrice must be a number'],
      ['minPrice=50000&maxPrice=1000', 'minPrice must not be greater than maxPrice'],
      ['stock=sold_out', 'Stock must be one of in_stock, low_stock, out_of_stock'],
      ['stock=in_stock&stock=maybe', 'Stock must be one of in_stock, low_stock, out_of_stock'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=-1', 'limit must be at least 1'],
      ['limit=abc', 'limit must be a number'],
      ['limit=2.5', 'limit must be a whole number'],
      [`limit=${LIMITS.maxPageSize + 1}`, `limit must be at most ${LIMITS.maxPageSize}`],
      ['featured=yes', 'featured must be true or false'],
      ['categoryId=abc', 'categoryId must be a number'],
      ['categoryId=0', 'categoryId must be positive'],
      ['categoryId=1.5', 'categoryId must be a whole number'],
      ['categoryId=1%20OR%201%3D1', 'categoryId must be a number'],
      ['categoryId=99999999999', 'categoryId is too large'],
      ['page=0', 'page must be at least 1'],
      ['page=x', 'page must be a number'],
      ['pageSize=0', 'pageSize must be at least 1'],
      [`q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
      ['limit=5&pageSize=5', 'Use either limit or pageSize, not both'],
      ['color=red', /color/],
    ])('%s', async (query, message) => {
      await expectBadRequest(`/api/products?${query}`, message);
    });

    it('names each refusal by code, and writes it in the shopper’s language', async () => {
      const bounds = await ctx.visitor.get('/api/products?minPrice=50000&maxPrice=1000');
      expect(bounds.json()).toMatchObject({ message: 'minPrice must not be greater than maxPrice', code: 'price_range_inverted' });
      const both = await ctx.visitor.get('/api/products?limit=5&pageSize=5', { headers: { cookie: 'lang=sw' } });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual({ message: 'Tumia limit au pageSize, si zote mbili', code: 'limit_or_page_size' });
      const stock = await ctx.visitor.get('/api/products?stock=sold_out', { headers: { cookie: 'lang=sw' } });
      expect(stock.json()).toMatchObject({
        message: 'Stoki iwe mojawapo ya in_stock, low_stock, out_of_stock',
        code: 'stock_status_invalid',
        field: 'stock',
      });
      const page = await ctx.visitor.get('/api/products?page=0');
      expect(page.json()).toMatchObject({ message: 'page must be at least 1', code: 'page_below_one', field: 'page' });
    });
  });
});

describe('GET /api/products/:slug', () => {
  it('answers the product', async () => {
    const response = await ctx.visitor.get('/api/products/vestwoods-2000w-portable-power-station');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'vestwoods-2000w-portable-power-station',
      name: 'Vestwoods 2000W Portable Power Station',
      price: '185000.00',
      categoryId: idOf('vestwoods-powerstations'),
    });
    // The list's fields and the rest of the Kiswahili content.
    const listed = (await list(ALL)).body.find((product) => product.slug === 'vestwoods-2000w-portable-power-station')!;
    expect(Object.keys(response.json()).sort()).toEqual([...Object.keys(listed), 'descriptionSw', 'featuresSw', 'specificationsSw'].sort());
  });

  it.each(['no-such-product', "x' OR '1'='1", 'jinko%25', 'JINKO-TIGER-NEO-550W-MONO-BIFACIAL-SOLAR-PANEL'])(
    'answers 404 "Product not found" for %s',
    async (slug) => {
      const response = await ctx.visitor.get(`/api/products/${encodeURIComponent(slug)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Product not found' });
    },
  );

  it('names "not found" by code, in the shopper’s language', async () => {
    const english = await ctx.visitor.get('/api/products/no-such-product');
    expect(english.json()).toEqual({ message: 'Product not found', code: 'product_not_found' });
    const kiswahili = await ctx.visitor.get('/api/products/no-such-product', { headers: { cookie: 'lang=sw' } });
    expect(kiswahili.statusCode).toBe(404);
    expect(kiswahili.json()).toEqual({ message: 'Bidhaa haikupatikana', code: 'product_not_found' });
  });

  it('finds a product by a slug of the longest allowed length (120), and refuses a longer one with 400', async () => {
    const slug = `${'long-slug-'.repeat(11)}x`.padEnd(120, 'y');
    const [row] = await ctx.db
      .insert(products)
      .values({ name: 'Long Slug Lamp', slug, categoryId: idOf('accessories'), price: '100.00' })
      .returning();
    try {
      const response = await ctx.visitor.get(`/api/products/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().slug).toBe(slug);
      expect((await ctx.visitor.get(`/api/products/${slug}/reviews`)).statusCode).toBe(200);
    } finally {
      await ctx.db.delete(products).where(eq(products.id, row!.id));
    }
    await expectBadRequest(`/api/products/${'a'.repeat(121)}`, /121|120|too big|at most/i);
  });
});

describe('GET /api/products/:slug/reviews', () => {
  it('answers the reviews of the product, newest first', async () => {
    const slug = 'hithium-12v-100ah-lifepo4-lithium-battery';
    const response = await ctx.visitor.get(`/api/products/${slug}/reviews`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Review[]>();
    const seeded = SEED_PRODUCTS.find((product) => product.slug === slug)!.reviews;
    expect(body).toHaveLength(seeded.length);
    expect(body.map((review) => review.comment).sort()).toEqual(seeded.map((review) => review.comment).sort());
    for (const review of body) {
      expect(Object.keys(review).sort()).toEqual(['authorName', 'comment', 'createdAt', 'id', 'productId', 'rating', 'verifiedPurchase']);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    const ids = body.map((review) => review.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers [] for a product without reviews', async () => {
    const [product] = await ctx.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(sql`not exists (select 1 from ${reviews} where ${reviews.productId} = ${products.id})`)
      .limit(1);
    expect(product).toBeDefined();
    const response = await ctx.visitor.get(`/api/products/${product!.slug}/reviews`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['no-such-product', "'; DELETE FROM reviews; --"])('answers 404 "Product not found" for %s', async (slug) => {
    const before = (await ctx.db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(reviews))[0]!.value;
    const response = await ctx.visitor.get(`/api/products/${encodeURIComponent(slug)}/reviews`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Product not found' });
    expect((await ctx.db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(reviews))[0]!.value).toBe(before);
  });
});
