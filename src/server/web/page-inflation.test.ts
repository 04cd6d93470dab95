import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { catalogApi } from '../../shared/contract/catalog';
import { PLANNER_LIMITS } from '../../shared/planner/limits';
import { products } from '../db/schema';
import { pageState, renderedClientDir } from '../test/rendered-pages';
import { createTestApp, type TestContext } from '../test/test-app';

// Server-rendered pages as an attacker's address bar makes them (docs/security.md, "Pages cannot be inflated"):
// rendered by the real server entry, over HTTP against a started shop.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
});
afterAll(() => ctx.close());

const DOLLARS = "$& $' $` $1 $$";
const count = (html: string, text: string) => html.split(text).length - 1;
/** One page, not parts of the template pasted into it. */
const expectWholePage = (html: string) => {
  expect(count(html, '<!doctype html>')).toBe(1);
  expect(count(html, '<div id="root">')).toBe(1);
  expect(count(html, 'id="query-state"')).toBe(1);
  expect(count(html, '</html>')).toBe(1);
};
const plannerQuery = (html: string) => pageState(html).queries.find((query) => query.queryKey[0] === '/api/planner');
const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];

describe('finding 1: replacement patterns in request text', () => {
  it("a product named with $&, $' and $` shows and hydrates with its name as written", async () => {
    const [product] = await ctx.db.select().from(products).limit(1);
    const name = `Inverter ${DOLLARS} end`;
    await ctx.db.update(products).set({ name }).where(eq(products.id, product!.id));
    const response = await ctx.visitor.get(`/products/${product!.slug}`);
    expect(response.statusCode).toBe(200);
    expectWholePage(response.body);
    expect(response.body).toContain(`<title>Inverter $&amp; $&#39; $\` $1 $$ end | `);
    // React writes the heading; the browser hydrates from the state, whose name must be the very same.
    expect(response.body).toContain('Inverter $&amp; $&#x27; $` $1 $$ end</h1>');
    const detail = pageState(response.body).queries.find(
      ({ queryKey: [path, input] }) => path === catalogApi.product.path && (input as { params: { slug: string } }).params.slug === product!.slug,
    );
    expect((detail?.state.data as { name: string }).name).toBe(name);
  });

  it.each([
    ['the search', '/products?q='],
    ['a category', '/products?category='],
    ['the Kiswahili list', '/sw/products?q='],
    ['the planner', '/planner?county=nairobi&a='],
  ])('an address with $` in %s does not grow its page', async (_where, address) => {
    // The same address with plain text of the same length is the measure: a plan's page grows with its lines' kit.
    const filled = (text: string) => {
      const value = `${encodeURIComponent(text)}${address.includes('a=') ? '~10~1~2~1' : ''}`;
      return `${address}${value}${address.includes('a=') ? `&a=${value}` : ''}`;
    };
    const plain = await ctx.visitor.get(filled('ab'.repeat(20)));
    const response = await ctx.visitor.get(filled('$`'.repeat(20)));
    expect(response.statusCode).toBe(200);
    expectWholePage(response.body);
    expect(response.body.length).toBeLessThan(plain.body.length + 20_000);
  });
});

describe('finding 2: a page reads its address within its API limits', () => {
  it('renders the first 50 of 1,330 appliance lines, as the API takes', async () => {
    const lines = Array.from({ length: 1330 }, (_, index) => `&a=${index < 60 ? `L${index}` : 'x'}~1~1~1~1`);
    const response = await ctx.visitor.get(`/planner?county=nairobi${lines.join('')}`);
    expect(response.statusCode).toBe(200);
    const input = plannerQuery(response.body)?.queryKey[1] as { appliances: { name: string }[] };
    expect(input.appliances.map((line) => line.name)).toEqual(Array.from({ length: PLANNER_LIMITS.maxAppliances }, (_, index) => `L${index}`));
    expect(response.body).toContain(`id="appliance-${PLANNER_LIMITS.maxAppliances - 1}-name"`);
    expect(response.body).not.toContain(`id="appliance-${PLANNER_LIMITS.maxAppliances}-name"`);
    expect(response.body.length).toBeLessThan(1_000_000);
  });

  it('renders no number the schema refuses, no over-long name and no unknown county', async () => {
    const county = 'x'.repeat(5000);
    const name = 'N'.repeat(500);
    const response = await ctx.visitor.get(`/planner?a=${name}~1e308~-0~NaN~Infinity&days=1e308&county=${county}`);
    expect(response.statusCode).toBe(200);
    const values = (response.body.match(/<input[^>]* value="[^"]*"/g) ?? []).map((input) => /value="([^"]*)"/.exec(input)![1]);
    expect(values).toContain('N'.repeat(PLANNER_LIMITS.maxNameLength));
    expect(values).not.toContain(name);
    for (const refused of ['1e+308', 'Infinity', 'NaN', '-0']) expect(values).not.toContain(refused);
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/planner?a=');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(response.body)?.[1]).toContain('county=nairobi');
    expect(JSON.stringify(pageState(response.body))).not.toContain('xxxxxxxxxx');
  });

  it('reads the first 50 values of a repeated list filter, as GET /api/products takes', async () => {
    const slugs = Array.from({ length: LIMITS.maxRepeatedValues + 10 }, (_, index) => `c${index}`);
    const response = await ctx.visitor.get(`/products?${slugs.map((slug) => `category=${slug}`).join('&')}`);
    expect(response.statusCode).toBe(200);
    const list = pageState(response.body).queries.find((query) => query.queryKey[0] === catalogApi.products.path);
    expect((list?.queryKey[1] as { query: { category: string[] } }).query.category).toHaveLength(LIMITS.maxRepeatedValues);
    const api = await ctx.visitor.get(`/api/products?${slugs.map((slug) => `category=${slug}`).join('&')}`);
    expect(api.statusCode).toBe(400);
  });
});

describe('finding 11: link-preview titles of hand-made plan addresses', () => {
  it.each([
    ['not a number', '/planner?a=Bulb~10~NaN~5~1', 'Solar planner'],
    ['1e308 appliances', '/planner?a=Bulb~10~1e308~5~1', 'Solar planner'],
    ['in Kiswahili', '/sw/planner?a=Bulb~10~1e308~5~1', 'Kikokotoo cha sola'],
  ])('a quantity that is %s titles the plan as the planner', async (_what, address, title) => {
    const response = await ctx.visitor.get(address);
    expect(response.statusCode).toBe(200);
    expect(ogTitle(response.body)).toBe(title);
  });

  it('a plan the API accepts is titled with its appliance count', async () => {
    const response = await ctx.visitor.get('/planner?county=nairobi&a=Bulb~10~6~5~1');
    expect(ogTitle(response.body)).toMatch(/^Solar (kit|plan) for 6 appliances/);
  });
});

describe('finding 12c: link-preview images', () => {
  it('a product page names a .jpg preview image with its type and size, and the image is one', async () => {
    const [product] = await ctx.db.select().from(products).limit(1);
    const html = (await ctx.visitor.get(`/products/${product!.slug}`)).body;
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:image')).toMatch(/^http:\/\/localhost:3000\/_img\/1200w\.jpg\/.+\.jpg$/);
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual(['image/jpeg', '1200', '1200']);
    const image = await ctx.visitor.get(new URL(meta('og:image')!).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});
