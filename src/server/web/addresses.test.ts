import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../db/seed-data';
import { renderedClientDir } from '../test/rendered-pages';
import { createTestApp, type TestContext } from '../test/test-app';

// The addresses a visitor (or a raw client) may send, against a started shop whose pages the real server entry renders.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

const { slug } = SEED_PRODUCTS[0]!;

describe('the singular product address (/product/{slug}, the home page deals)', () => {
  it('redirects permanently to the product in every spelling its route matches, never a page that draws nothing', async () => {
    const spellings: Record<string, string> = {
      [`/product/${slug}`]: `/products/${slug}`,
      [`/product/${slug}/`]: `/products/${slug}`,
      [`/PRODUCT/${slug}`]: `/products/${slug}`,
      [`/Product/${slug}/?ref=home`]: `/products/${slug}`,
      [`/sw/product/${slug}`]: `/sw/products/${slug}`,
      [`/sw/PRODUCT/${slug}/`]: `/sw/products/${slug}`,
      // The slug's own encoding is kept: read as text, written back as an address.
      '/product/a%20b': '/products/a%20b',
    };
    for (const [typed, location] of Object.entries(spellings)) {
      const response = await ctx.visitor.get(typed);
      expect(response.statusCode, typed).toBe(301);
      expect(response.headers.location, typed).toBe(location);
      // An empty answer, not a page that draws nothing.
      expect(response.headers['content-type'], typed).toBeUndefined();
      expect(response.body, typed).toBe('');
    }
  });
});

/** What the shop answers a request written as a raw client writes it. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('a request whose target is a whole URL (the absolute form a proxy is sent)', () => {
  it.each(['http://evil.com/x', 'http://evil.com/products', `https://evil.com/products/${slug}`, 'http://evil.com/api/categories'])(
    'is refused with 400 and a message, not served as a page or an answer (%s)',
    async (target) => {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: evil.com\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ message: 'The address is not valid', code: 'address_invalid' });
      expect(answer).not.toContain('evil.com');
    },
  );

  it('leaves an address that is a path as it was', async () => {
    const answer = await raw(`GET /products HTTP/1.1\r\nHost: evil.com\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('<link rel="canonical" href="http://localhost:3000/products" />');
  });
});
