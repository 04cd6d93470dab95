import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL_PATH, isPublicCatalogueRead, MANIFEST_PATH, SERVICE_WORKER_PATH } from '../../shared/web-app';
import { createTestApp, type TestContext } from '../test/test-app';

// The installable, offline-capable shop as the server delivers it (docs/decisions/0090-offline-service-worker.md).
let ctx: TestContext;
const clientDir = mkdtempSync(join(tmpdir(), 'shop-client-'));
const page = `<!doctype html><html><head><!--shop-settings--></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), page);
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  ctx = await createTestApp({
    seed: true,
    env: { CLIENT_DIR: clientDir, SHOP_NAME: 'Jua Power Nakuru', SHOP_TAGLINE: 'Solar for the Rift Valley.' },
  });
});
afterAll(() => ctx.close());

/** Width and height from a PNG's header (IHDR). */
const pngSize = (file: Buffer) => ({ signature: file.subarray(1, 4).toString(), width: file.readUInt32BE(16), height: file.readUInt32BE(20) });

describe('web app manifest', () => {
  it('names the shop from its settings, with its colours, and is sent as a manifest', async () => {
    const response = await ctx.visitor.get(MANIFEST_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      name: 'Jua Power Nakuru',
      short_name: 'Jua Power Nakuru',
      description: 'Solar for the Rift Valley.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#f59e0b',
      background_color: '#ffffff',
    });
  });

  it('lists icons that are real PNG files of the stated size, a maskable one among them', async () => {
    const { icons } = (await ctx.visitor.get(MANIFEST_PATH)).json() as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const size = pngSize(readFileSync(join('public', icon.src)));
      expect(icon.type).toBe('image/png');
      expect(`${size.signature} ${size.width}x${size.height}`, icon.src).toBe(`PNG ${icon.sizes}`);
    }
  });

  it('is linked from every page, with the home screen icon for iOS', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<link rel="manifest" href="${MANIFEST_PATH}" />`);
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(pngSize(readFileSync(join('public', touchIcon!)))).toEqual({ signature: 'PNG', width: 180, height: 180 });
  });
});

describe('service worker delivery', () => {
  it('serves /sw.js as a script that is revalidated on every visit, so a new deployment reaches shoppers', async () => {
    const response = await ctx.visitor.get(SERVICE_WORKER_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The worker runs under the policy sent with its script: it must be allowed to fetch from the shop.
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("default-src 'none'");
  });

  it("lets pages register the worker and read the manifest under the page's policy", async () => {
    const policy = String((await ctx.visitor.get('/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('serves the offline shell the same, empty, to every visitor, revalidated and not indexed', async () => {
    const visitor = await ctx.visitor.get(APP_SHELL_PATH);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers['x-robots-tag']).toBe('noindex');
    expect(visitor.body).toContain('<div id="root"></div>');
    expect(visitor.body).toContain('<script type="application/json" id="shop-settings">{"shopName":"Jua Power Nakuru"');
    const customer = await ctx.signIn();
    const signedIn = await customer.get(APP_SHELL_PATH);
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.body).not.toContain(customer.user!.username);
  });

  it('answers every catalogue read the worker keeps the same for a signed-in shopper as for a visitor', async () => {
    const customer = await ctx.signIn();
    const { slug } = ((await ctx.visitor.get('/api/products?limit=1')).json() as { slug: string }[])[0]!;
    const reads = [
      '/api/categories',
      '/api/products',
      '/api/products?featured=true&limit=6',
      `/api/products/${slug}`,
      `/api/products/${slug}/reviews`,
    ];
    for (const url of reads) {
      expect(isPublicCatalogueRead(new URL(url, 'http://shop').pathname), url).toBe(true);
      const [visitor, signedIn] = [await ctx.visitor.get(url), await customer.get(url)];
      expect(visitor.statusCode, url).toBe(200);
      expect(signedIn.body, url).toBe(visitor.body);
      expect(String(visitor.headers['cache-control'] ?? ''), url).not.toMatch(/private|no-store/);
    }
  });
});
