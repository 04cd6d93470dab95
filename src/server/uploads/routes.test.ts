import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { UPLOAD_ID_PATTERN } from '../../shared/schemas/admin';
import { startObjectStore, type RunningObjectStore } from '../test/object-store';
import { createTestApp, type Client, type TestContext } from '../test/test-app';
import { detectImageType } from '../shared/image-type';
import { uploadSignature } from '../shared/upload-signing';

const SECRET = 'test-signing-secret-0123456789abcdef';

let ctx: TestContext;
let staff: Client;
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#f5a623' } })
    .png()
    .toBuffer();
});

/** A fresh upload URL from the API, as a path with its query (inject talks to the app directly). */
async function newUploadPath(): Promise<{ path: string; id: string; expires: string; signature: string }> {
  const response = await staff.post('/api/upload-url');
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().uploadURL);
  return {
    path: url.pathname + url.search,
    id: url.pathname.split('/').pop()!,
    expires: url.searchParams.get('expires')!,
    signature: url.searchParams.get('signature')!,
  };
}

const put = (url: string, payload: Buffer | string, contentType?: string) =>
  ctx.visitor.request({ method: 'PUT', url, payload, headers: contentType ? { 'content-type': contentType } : {} });

// Every rule holds whichever backend keeps the images: the default local disk, or an S3 bucket (a real s3rver).
describe.each<[string, () => Promise<RunningObjectStore | undefined>]>([
  ['local disk', async () => undefined],
  ['an S3 bucket', () => startObjectStore()],
])('images kept on %s', (_backend, startStore) => {
  let store: RunningObjectStore | undefined;
  beforeAll(async () => {
    store = await startStore();
    ctx = await createTestApp({ env: store?.env });
    staff = await ctx.signIn('sales_agent');
  });
  afterAll(async () => {
    await ctx.close();
    await store?.close();
  });

  describe('POST /api/upload-url', () => {
    it('answers a signed URL for a new object id that expires in 15 minutes', async () => {
      const before = Math.floor(Date.now() / 1000);
      const response = await staff.post('/api/upload-url');
      const url = new URL(response.json().uploadURL);
      expect(url.origin).toBe('http://localhost');
      const id = url.pathname.split('/').pop()!;
      expect(url.pathname).toBe(`/objects/uploads/${id}`);
      expect(id).toMatch(UPLOAD_ID_PATTERN);
      const expires = Number(url.searchParams.get('expires'));
      expect(expires - before).toBeGreaterThanOrEqual(LIMITS.uploadUrlTtlSeconds);
      expect(expires - before).toBeLessThanOrEqual(LIMITS.uploadUrlTtlSeconds + 2);
      expect(url.searchParams.get('signature')).toBe(uploadSignature(SECRET, id, expires));
      const other = new URL((await staff.post('/api/upload-url')).json().uploadURL);
      expect(other.pathname).not.toBe(url.pathname);
    });

    it('uses PUBLIC_URL when one is configured', async () => {
      const own = await createTestApp({ env: { ...store?.env, PUBLIC_URL: 'https://shop.example.co.ke' } });
      try {
        const agent = await own.signIn('sales_agent');
        expect((await agent.post('/api/upload-url')).json().uploadURL).toMatch(
          /^https:\/\/shop\.example\.co\.ke\/objects\/uploads\/[\w-]+\?expires=\d+&signature=/,
        );
      } finally {
        await own.close();
      }
    });
  });

  describe('PUT /objects/uploads/:id', () => {
    it('stores a PNG, which is then served back byte for byte with its type and a long cache lifetime', async () => {
      const { path, id } = await newUploadPath();
      const response = await put(path, png, 'image/png');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ path: `/objects/uploads/${id}` });

      const served = await ctx.visitor.get(`/objects/uploads/${id}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-length']).toBe(String(png.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('lets other sites (web-mail, link previews) show an image and its variants, while missing ones and the API stay same-origin', async () => {
      const own = await createTestApp({ env: store?.env });
      try {
        const agent = await own.signIn('sales_agent');
        const url = new URL((await agent.post('/api/upload-url')).json().uploadURL);
        const id = url.pathname.split('/').pop()!;
        const stored = await own.visitor.request({
          method: 'PUT',
          url: url.pathname + url.search,
          payload: png,
          headers: { 'content-type': 'image/png' },
        });
        expect(stored.statusCode).toBe(201);
        expect(stored.headers['cross-origin-resource-policy']).toBe('same-origin');
        const crossSite = { origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' };
        for (const path of [`/objects/uploads/${id}`, `/_img/160w.webp/objects/uploads/${id}`, `/_img/1200w.jpg/objects/uploads/${id}`]) {
          const served = await own.visitor.get(path, { headers: crossSite });
          expect(served.statusCode, path).toBe(200);
          expect(served.headers['content-type'], path).toMatch(/^image\//);
          expect(served.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
          if (served.headers.etag) {
            const again = await own.visitor.get(path, { headers: { ...crossSite, 'if-none-match': String(served.headers.etag) } });
            expect(again.statusCode, path).toBe(304);
            expect(again.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
          }
        }
        for (const path of ['/objects/uploads/nosuchimage123', '/_img/160w.webp/objects/uploads/nosuchimage123']) {
          const response = await own.visitor.get(path, { headers: crossSite });
          expect(response.statusCode, path).toBe(404);
          expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin');
        }
        expect((await own.visitor.get('/api/categories', { headers: crossSite })).headers['cross-origin-resource-policy']).toBe('same-origin');
        // Private answers (a signed-in person's own data) stay same-origin.
        const privateAnswer = await agent.get('/api/orders');
        expect(privateAnswer.statusCode).toBe(200);
        expect(privateAnswer.headers['cross-origin-resource-policy']).toBe('same-origin');
      } finally {
        await own.close();
      }
    });

    it.each([
      [
        'image/jpeg',
        () =>
          sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
            .jpeg()
            .toBuffer(),
      ],
      [
        'image/gif',
        () =>
          sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
      ],
      [
        'image/webp',
        () =>
          sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
            .webp()
            .toBuffer(),
      ],
    ])('accepts %s and serves it with that type', async (type, make) => {
      const bytes = await make();
      const { path, id } = await newUploadPath();
      expect((await put(path, bytes, type)).statusCode).toBe(201);
      const served = await ctx.visitor.get(`/objects/uploads/${id}`);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it('serves the type the bytes really are, not the one the uploader claimed', async () => {
      const { path, id } = await newUploadPath();
      expect((await put(path, png, 'image/jpeg')).statusCode).toBe(201);
      expect((await ctx.visitor.get(`/objects/uploads/${id}`)).headers['content-type']).toBe('image/png');
    });

    it('refuses to overwrite: a URL works once', async () => {
      const { path, id } = await newUploadPath();
      expect((await put(path, png, 'image/png')).statusCode).toBe(201);
      const other = await sharp({ create: { width: 9, height: 9, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const again = await put(path, other, 'image/png');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'This upload link has already been used' });
      expect((await ctx.visitor.get(`/objects/uploads/${id}`)).rawPayload.equals(png)).toBe(true);
    });

    describe('refuses a bad or expired signature with 403 and stores nothing', () => {
      it.each([
        [
          'a forged signature',
          ({ id, expires }: Awaited<ReturnType<typeof newUploadPath>>) =>
            `/objects/uploads/${id}?expires=${expires}&signature=${uploadSignature('not-the-secret-0123456789abcdefgh', id, Number(expires))}`,
        ],
        ['no signature', ({ id, expires }: Awaited<ReturnType<typeof newUploadPath>>) => `/objects/uploads/${id}?expires=${expires}`],
        [
          'a longer expiry than signed',
          ({ id, expires, signature }: Awaited<ReturnType<typeof newUploadPath>>) =>
            `/objects/uploads/${id}?expires=${Number(expires) + 3600}&signature=${signature}`,
        ],
        [
          'the signature of another id',
          ({ expires, signature }: Awaited<ReturnType<typeof newUploadPath>>) =>
            `/objects/uploads/someotherid123?expires=${expires}&signature=${signature}`,
        ],
        [
          'an expired URL',
          ({ id }: Awaited<ReturnType<typeof newUploadPath>>) => {
            const past = Math.floor(Date.now() / 1000) - 1;
            return `/objects/uploads/${id}?expires=${past}&signature=${uploadSignature(SECRET, id, past)}`;
          },
        ],
      ])('%s', async (_name, tamper) => {
        const upload = await newUploadPath();
        const url = tamper(upload);
        const response = await put(url, png, 'image/png');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: 'This upload link is invalid or has expired' });
        const id = new URL(url, 'http://x').pathname.split('/').pop()!;
        expect((await ctx.visitor.get(`/objects/uploads/${id}`)).statusCode).toBe(404);
      });
    });

    it.each([
      ['a text file sent as image/png', Buffer.from('just some text, renamed to photo.png'), 'image/png'],
      ['an HTML page sent as image/gif', Buffer.from('<html><script>alert(1)</script></html>'), 'image/gif'],
      ['a PNG sent as text/plain', null, 'text/plain'],
      ['a PNG sent as JSON', null, 'application/json'],
      ['a PNG without a content type', null, undefined],
      ['an empty body', Buffer.alloc(0), 'image/png'],
    ])('refuses %s with 400 and stores nothing', async (_name, bytes, type) => {
      const { path, id } = await newUploadPath();
      const response = await put(path, bytes ?? png, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Only PNG, JPEG, GIF or WebP images can be uploaded' });
      expect((await ctx.visitor.get(`/objects/uploads/${id}`)).statusCode).toBe(404);
      // The link is still good for a real image.
      expect((await put(path, png, 'image/png')).statusCode).toBe(201);
    });

    it('refuses an 11 MB image with 413 and stores nothing', async () => {
      const { path, id } = await newUploadPath();
      const big = Buffer.alloc(11 * 1024 * 1024);
      png.copy(big);
      const response = await put(path, big, 'image/png');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'Images must be at most 10 MB' });
      expect((await ctx.visitor.get(`/objects/uploads/${id}`)).statusCode).toBe(404);
    });

    it('refuses a body that grows past 10 MB without announcing its length', async () => {
      const { path } = await newUploadPath();
      const chunks = (async function* () {
        yield png;
        for (let i = 0; i < 11; i++) yield Buffer.alloc(1024 * 1024);
      })();
      const { Readable } = await import('node:stream');
      const response = await ctx.visitor.request({
        method: 'PUT',
        url: path,
        payload: Readable.from(chunks),
        headers: { 'content-type': 'image/png' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'Images must be at most 10 MB' });
    });

    it('accepts an image of exactly 10 MB, promptly', async () => {
      const { path, id } = await newUploadPath();
      const big = Buffer.alloc(LIMITS.maxUploadBytes);
      png.copy(big);
      const started = Date.now();
      expect((await put(path, big, 'image/png')).statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await ctx.visitor.get(`/objects/uploads/${id}`)).rawPayload.length).toBe(LIMITS.maxUploadBytes);
    });
  });

  // A HEAD (a link checker, a crawler, a cache revalidating) is answered from what the store knows of the object, not
  // by downloading the whole image and throwing it away.
  describe('HEAD of an image and of its resized variant', () => {
    it('answers the headers a GET would, without reading either image from the store', async () => {
      const { path, id } = await newUploadPath();
      expect((await put(path, png, 'image/png')).statusCode).toBe(201);
      const variantUrl = `/_img/160w.webp/objects/uploads/${id}`;
      const variant = await ctx.visitor.get(variantUrl);
      expect(variant.statusCode).toBe(200);
      store?.requests.splice(0);

      const original = await ctx.visitor.request({ method: 'HEAD', url: `/objects/uploads/${id}` });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.length).toBe(0);
      expect(original.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(png.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      const resized = await ctx.visitor.request({ method: 'HEAD', url: variantUrl });
      expect(resized.statusCode).toBe(200);
      expect(resized.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(variant.rawPayload.length),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(store?.requests.filter((request) => request.startsWith('GET ')) ?? []).toEqual([]);

      expect((await ctx.visitor.request({ method: 'HEAD', url: '/objects/uploads/doesnotexist123' })).statusCode).toBe(404);
      expect((await ctx.visitor.request({ method: 'HEAD', url: '/_img/160w.webp/objects/uploads/doesnotexist123' })).statusCode).toBe(404);
    });
  });

  describe('GET /objects/uploads/:id', () => {
    it.each([
      '/objects/uploads/doesnotexist123',
      '/objects/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/objects/uploads/%2E%2E',
      '/objects/uploads/short',
      '/objects/uploads/signing-secret',
    ])('answers 404 JSON for %s', async (url) => {
      const response = await ctx.visitor.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/not found/i) });
    });
  });
});

describe('detectImageType', () => {
  it('knows the four formats by their first bytes only', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
