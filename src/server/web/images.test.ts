import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_IMAGE_WIDTH, ogImageUrl } from '../../shared/images';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-images-'));
beforeAll(async () => {
  ctx = await createTestApp({ env: { CLIENT_DIR: 'public', DATA_DIR: dataDir } });
});
afterAll(() => ctx.close());

async function metadata(body: Buffer) {
  return sharp(body).metadata();
}

describe('GET /_img/{width}w.{format}/{path}', () => {
  it('serves a seeded SVG as WebP at each width', async () => {
    for (const width of [160, 320, 640, 1024]) {
      const response = await ctx.visitor.get(`/_img/${width}w.webp/images/products/power-station.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('max-age=');
      const info = await metadata(response.rawPayload);
      expect(info.format).toBe('webp');
      expect(info.width).toBe(width);
    }
  });

  it('serves the home banner up to 1600 wide and keeps a drawn icon transparent', async () => {
    const banner = await ctx.visitor.get('/_img/1600w.webp/images/hero/solar-panels.svg');
    expect(banner.statusCode).toBe(200);
    expect(await metadata(banner.rawPayload)).toMatchObject({ format: 'webp', width: 1600, height: 700 });
    const icon = await ctx.visitor.get('/_img/160w.webp/images/categories/solar-panels.svg');
    expect(await metadata(icon.rawPayload)).toMatchObject({ format: 'webp', width: 160, hasAlpha: true });
  });

  it('serves a JPEG for link previews', async () => {
    const response = await ctx.visitor.get('/_img/1200w.jpg/images/products/solar-panel-mono.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await metadata(response.rawPayload)).width).toBe(1200);
  });

  it('serves the link-preview image at an address ending in .jpg, a square JPEG as its tags say', async () => {
    const url = ogImageUrl('/images/products/solar-panel-mono.svg');
    expect(url).toMatch(/\.jpg$/);
    const response = await ctx.visitor.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await metadata(response.rawPayload)).toMatchObject({ format: 'jpeg', width: OG_IMAGE_WIDTH, height: OG_IMAGE_WIDTH });
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer();
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'test-upload-wide'), wide);
    const upload = await ctx.visitor.get(ogImageUrl('/objects/uploads/test-upload-wide'));
    expect(await metadata(upload.rawPayload)).toMatchObject({ format: 'jpeg', width: OG_IMAGE_WIDTH, height: OG_IMAGE_WIDTH });
  });

  it('resizes an uploaded PNG and caches it for a year', async () => {
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer();
    writeFileSync(join(dataDir, 'uploads', 'test-upload-0001'), png);
    const first = await ctx.visitor.get('/_img/640w.webp/objects/uploads/test-upload-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await metadata(first.rawPayload)).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const again = await ctx.visitor.get('/_img/640w.webp/objects/uploads/test-upload-0001');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges a small raster upload', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    writeFileSync(join(dataDir, 'uploads', 'test-upload-small'), png);
    const response = await ctx.visitor.get('/_img/1024w.webp/objects/uploads/test-upload-small');
    expect((await metadata(response.rawPayload)).width).toBe(200);
  });

  it.each([
    ['/_img/333w.webp/images/products/power-station.svg', 'an unsupported width'],
    ['/_img/320w.gif/images/products/power-station.svg', 'an unsupported format'],
    ['/_img/320w.webp/images/products/missing.svg', 'a missing file'],
    ['/_img/320w.webp/images/../../package.json', 'a path outside the images folder'],
    ['/_img/320w.webp/images/%2e%2e/%2e%2e/package.json', 'an encoded path outside the images folder'],
    ['/_img/320w.webp/etc/passwd', 'a path that is not an image'],
    ['/_img/320w.webp/objects/uploads/..%2f..%2fsigning-secret', 'a traversal through uploads'],
  ])('answers 404 for %s (%s)', async (url) => {
    const response = await ctx.visitor.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 415 for an upload that is not an image', async () => {
    writeFileSync(join(dataDir, 'uploads', 'not-an-image-1'), 'hello');
    const response = await ctx.visitor.get('/_img/320w.webp/objects/uploads/not-an-image-1');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'This image cannot be resized' });
  });
});
