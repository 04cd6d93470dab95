import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { renderedClientDir } from '../test/rendered-pages';
import { createTestApp, type TestContext } from '../test/test-app';

// The EN / SW switch is a pair of plain links that work before the page's code has arrived, or without it (a phone
// on a slow network, a proxy browser): docs/product.md, "Languages", "Choosing".
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
});
afterAll(() => ctx.close());

/** The switch's link to `label` on a rendered page, as the HTML has it. */
const switchLink = (html: string, label: 'EN' | 'SW') => {
  const href = new RegExp(`<a href="([^"]*)" hrefLang="${label.toLowerCase()}"`).exec(html)?.[1];
  if (href === undefined) throw new Error(`No ${label} link in the page`);
  return href.replace(/&amp;/g, '&');
};

/** A browser that runs no script: follows redirects and keeps the cookies the shop sets, nothing else. */
async function browse(start: string, cookie: string) {
  const jar = new Map(cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  let url = start;
  for (let hops = 0; hops < 5; hops++) {
    const response: LightMyRequestResponse = await ctx.visitor.get(url, { headers: { cookie: [...jar].map((pair) => pair.join('=')).join('; ') } });
    for (const set of response.cookies) jar.set(set.name, set.value);
    if (response.statusCode < 300 || response.statusCode >= 400) return { url, response, lang: jar.get('lang') };
    url = String(response.headers.location);
  }
  throw new Error(`Too many redirects from ${start}`);
}

/** Opens `from` with `cookie` and taps the switch's `label` link, all without scripts. */
async function switchLanguage(from: string, cookie: string, label: 'EN' | 'SW') {
  const before = await browse(from, cookie);
  return { before, after: await browse(switchLink(before.response.body, label), cookie) };
}

describe('the language switch without the page code', () => {
  it('takes a shopper who chose Kiswahili back to English, and remembers it', async () => {
    const { before, after } = await switchLanguage('/sw/products?sort=newest', 'lang=sw', 'EN');
    expect(before.response.body).toContain('<html lang="sw">');
    expect([after.url, after.lang]).toEqual(['/products?sort=newest', 'en']);
    expect(after.response.body).toContain('<html lang="en">');
    // A plain link opened afterwards (from a WhatsApp chat) stays in English.
    expect((await browse('/faq', `lang=${after.lang}`)).url).toBe('/faq');
  });

  it('remembers Kiswahili when it is chosen, so a plain link later opens in it', async () => {
    const { after } = await switchLanguage('/faq', 'theme=dark', 'SW');
    expect([after.url, after.lang]).toEqual(['/sw/faq', 'sw']);
    expect(after.response.body).toContain('<html lang="sw">');
    expect((await browse('/about', `lang=${after.lang}`)).url).toBe('/sw/about');
  });

  it('keeps the rest of the address, reads an unknown choice as English, and never leaves the shop', async () => {
    for (const [address, location, lang] of [
      ['/products?category=solar-panels&lang=sw&sort=newest', '/sw/products?category=solar-panels&sort=newest', 'sw'],
      ['/sw/?lang=sw', '/sw', 'sw'],
      ['/sw/planner?lang=fr', '/planner', 'en'],
      ['/sw/faq?lang=en&lang=sw', '/sw/faq', 'sw'],
    ] as const) {
      const response = await ctx.visitor.get(address);
      expect(response.statusCode, address).toBe(302);
      expect(response.headers.location, address).toBe(location);
      expect(response.cookies.find((cookie) => cookie.name === 'lang')?.value, address).toBe(lang);
    }
    for (const address of ['//evil.example/x?lang=en', '/\\evil.example?lang=en', '/sw//evil.example?lang=en', '/sw/\\evil.example?lang=sw']) {
      const response = await ctx.visitor.get(address);
      expect(String(response.headers.location ?? ''), address).not.toMatch(/^(\/[/\\]|[a-z]+:)/i);
    }
  });
});
