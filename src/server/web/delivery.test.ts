import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
const clientDir = mkdtempSync(join(tmpdir(), 'shop-client-'));
const page = `<!doctype html><html><head><!--shop-settings--></head><body>${'<p>solar</p>'.repeat(300)}</body></html>`;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), page);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(() => ctx.close());

describe('delivery', () => {
  it('compresses text answers with brotli or gzip', async () => {
    const br = await ctx.visitor.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>solar</p>');
    const gzip = await ctx.visitor.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a repeat request with the same ETag', async () => {
    const first = await ctx.visitor.get('/');
    expect(first.headers.etag).toBeTruthy();
    const again = await ctx.visitor.get('/', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets as immutable for a year and the page as revalidated', async () => {
    const asset = await ctx.visitor.get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated nor resumed, so no validators and no ranges: bytes saved on every one of a page's scripts.
    expect(asset.headers).not.toHaveProperty('etag');
    expect(asset.headers).not.toHaveProperty('last-modified');
    expect(asset.headers).not.toHaveProperty('accept-ranges');
    const html = await ctx.visitor.get('/');
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the validators of files that are revalidated', async () => {
    const icon = await ctx.visitor.get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(icon.headers.etag).toBeTruthy();
    expect(icon.headers['last-modified']).toBeTruthy();
  });

  it('answers unknown non-page paths with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/nope'],
      ['GET', '/objects/nope/x'],
      ['GET', '/assets/app-gone.js'],
      ['DELETE', '/'],
    ] as const) {
      const response = await ctx.visitor.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Not found' });
    }
  });

  it('writes the shop settings into the page as inert JSON', async () => {
    const html = await ctx.visitor.get('/some/client/route');
    expect(html.body).toContain('<script type="application/json" id="shop-settings">{"shopName":');
  });
});
