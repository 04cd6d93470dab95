import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedClientDir } from '../test/rendered-pages';
import { createTestApp, type TestContext } from '../test/test-app';

// The head every page declares (docs/product.md, "Languages", "What follows the language"), as a visitor's address
// bar reaches it: rendered by the real server entry, over HTTP against a started shop.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
});
afterAll(() => ctx.close());

const SHOP = 'http://localhost:3000';
const link = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
const alternate = (html: string, hreflang: string) => new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]*)"`).exec(html)?.[1];
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a page's canonical address and alternates", () => {
  it('name the screen by its own address, not the spelling the visitor typed (case, a trailing slash)', async () => {
    const typedAs = { '/Products/': '/products', '/PRODUCTS': '/products', '/about/': '/about', '/sw/About/': '/about', '/FAQ': '/faq' };
    for (const [typed, english] of Object.entries({ ...typedAs, '/login/': '/login', '/sw/Cart': '/cart' })) {
      const response = await ctx.visitor.get(typed);
      expect(response.statusCode, typed).toBe(200);
      const own = typed.startsWith('/sw') ? `/sw${english}` : english;
      expect(link(response.body, 'canonical'), typed).toBe(SHOP + own);
      expect(meta(response.body, 'og:url'), typed).toBe(SHOP + own);
      expect(alternate(response.body, 'en'), typed).toBe(SHOP + english);
      expect(alternate(response.body, 'sw'), typed).toBe(`${SHOP}/sw${english}`);
      expect(alternate(response.body, 'x-default'), typed).toBe(SHOP + english);
    }
  });
});

describe('a screen the browser renders (sign-in, cart, dashboard) at its Kiswahili address', () => {
  it('has the Kiswahili title and description, as every other Kiswahili page', async () => {
    for (const path of ['/sw/login', '/sw/register', '/sw/cart', '/sw/dashboard', '/sw/forgot-password']) {
      const response = await ctx.visitor.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<html lang="sw">');
      expect(title(response.body), path).toBe('SolarHub Kenya — Paneli za sola, betri na inverter nchini Kenya');
      expect(meta(response.body, 'description'), path).toMatch(/^Paneli za sola, betri za lithium/);
      expect(meta(response.body, 'og:locale'), path).toBe('sw_KE');
    }
    // English keeps the shop's own words.
    const english = await ctx.visitor.get('/login');
    expect(title(english.body)).toBe('SolarHub Kenya — Solar panels, batteries and inverters in Kenya');
  });
});

describe("a solar plan's link preview", () => {
  // It showed "Needs 4017 W of panels, 13441 Wh of battery and a 2500 W inverter." under a title and a page that write
  // every figure as "4,017 W".
  it('writes its figures as the page does, with thousands separators, in both languages', async () => {
    const plan = 'a=Kettle~2000~1~5~1&county=nairobi';
    const english = await ctx.visitor.get(`/planner?${plan}`);
    expect(meta(english.body, 'description')).toBe('Needs 4,017 W of panels, 13,441 Wh of battery and a 2,500 W inverter.');
    expect(meta(english.body, 'og:description')).toBe(meta(english.body, 'description'));
    const kiswahili = await ctx.visitor.get(`/sw/planner?${plan}`);
    expect(meta(kiswahili.body, 'description')).toBe('Inahitaji paneli za 4,017 W, betri ya 13,441 Wh na inverter ya 2,500 W.');
  });
});
