import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl, OG_IMAGE_WIDTH } from '../../shared/images';
import { S3RVER_BUCKET, startObjectStore, type RunningObjectStore } from '../test/object-store';
import { silentHop, type SilentHop } from '../test/silent-hop';
import { createTestApp, type Client, type TestContext } from '../test/test-app';

// Two instances of the shop on one database and one bucket, as behind a load balancer.
let store: RunningObjectStore;
let first: TestContext;
let second: TestContext;
let staff: Client;
let photo: Buffer;
beforeAll(async () => {
  store = await startObjectStore();
  first = await createTestApp({ env: store.env });
  second = await createTestApp({ env: { ...store.env, DATA_DIR: `/tmp/shop-test-data-${process.pid}-second` }, sameDatabaseAs: first });
  staff = await first.signIn('sales_agent');
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await store.close();
});

async function uploadLink(): Promise<{ path: string; id: string }> {
  const url = new URL((await staff.post('/api/upload-url')).json().uploadURL);
  return { path: url.pathname + url.search, id: url.pathname.split('/').pop()! };
}
const put = (ctx: TestContext, path: string, payload: Buffer) =>
  ctx.visitor.request({ method: 'PUT', url: path, payload, headers: { 'content-type': 'image/png' } });

describe('images in an S3 bucket, shared by every instance', () => {
  it('serves an image uploaded through one instance from another, with the same headers, and every variant of it', async () => {
    const { path, id } = await uploadLink();
    expect((await put(first, path, photo)).statusCode).toBe(201);

    const served = await second.visitor.get(`/objects/uploads/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(photo.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const s3 = new S3Client({
      endpoint: store.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const [width, format] of [...IMAGE_WIDTHS.map((w) => [w, 'webp'] as const), [OG_IMAGE_WIDTH, 'jpg'] as const]) {
      const variant = await second.visitor.get(imageVariantUrl(`/objects/uploads/${id}`, width, format));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: format === 'jpg' ? 'jpeg' : 'webp', width });
      // Made once, kept in the bucket: the other instance serves the very same bytes without making it again.
      const head = await s3.send(new HeadObjectCommand({ Bucket: S3RVER_BUCKET, Key: `variants/${id}-${width}w.${format}` }));
      expect(head.ContentLength).toBe(variant.rawPayload.length);
      const again = await first.visitor.get(imageVariantUrl(`/objects/uploads/${id}`, width, format));
      expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
    }
    s3.destroy();
  });

  it('stores one image when one link is used twice at the same moment, even through two instances', async () => {
    const { path, id } = await uploadLink();
    const other = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const answers = await Promise.all([put(first, path, photo), put(second, path, other), put(first, path, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 201);
    const stored = (await second.visitor.get(`/objects/uploads/${id}`)).rawPayload;
    expect(stored.equals(winner === 0 ? photo : other)).toBe(true);
  });

  it('answers 503 while the bucket is out of reach, keeps nothing half-written, and the same link works once it is back', async () => {
    const { path, id } = await uploadLink();
    const { id: storedId, path: storedPath } = await uploadLink();
    expect((await put(first, storedPath, photo)).statusCode).toBe(201);
    await store.stop();
    try {
      const upload = await put(first, path, photo);
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ message: 'Image storage is unavailable right now. Please try again in a minute.' });
      for (const url of [`/objects/uploads/${storedId}`, imageVariantUrl(`/objects/uploads/${storedId}`, 320)]) {
        const answer = await second.visitor.get(url);
        expect(answer.statusCode).toBe(503);
        expect(answer.json().message).toMatch(/storage is unavailable/);
      }
      // Nothing else depends on the bucket.
      expect((await second.visitor.get('/readyz')).statusCode).toBe(200);
      expect((await second.visitor.get('/api/products')).statusCode).toBe(200);
      expect((await second.visitor.get(imageVariantUrl('/images/products/power-station.svg', 160))).statusCode).not.toBe(503);
    } finally {
      await store.start();
    }
    expect((await first.visitor.get(`/objects/uploads/${id}`)).statusCode).toBe(404);
    expect((await put(second, path, photo)).statusCode).toBe(201);
    expect((await first.visitor.get(`/objects/uploads/${id}`)).rawPayload.equals(photo)).toBe(true);
  });
});

describe('a bucket that stops answering without closing its connections', () => {
  let hop: SilentHop;
  let shop: TestContext;
  beforeAll(async () => {
    hop = await silentHop({ host: '127.0.0.1', port: Number(new URL(store.env.S3_ENDPOINT!).port) });
    shop = await createTestApp({
      env: {
        ...store.env,
        S3_ENDPOINT: `http://127.0.0.1:${hop.port}`,
        S3_TIMEOUT_SECONDS: '1',
        DATA_DIR: `/tmp/shop-test-data-${process.pid}-stalled`,
      },
      sameDatabaseAs: first,
    });
  });
  afterAll(async () => {
    hop.speak();
    await shop.close();
    await hop.close();
  });

  it('answers 503 within its timeout, for an upload, an original and a variant, and serves again once it answers', async () => {
    const { path } = await uploadLink();
    const { id, path: storedPath } = await uploadLink();
    expect((await put(shop, storedPath, photo)).statusCode).toBe(201);
    hop.silence();
    const started = Date.now();
    const answers = await Promise.all([
      put(shop, path, photo),
      shop.visitor.get(`/objects/uploads/${id}`),
      shop.visitor.get(imageVariantUrl(`/objects/uploads/${id}`, 160)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    for (const answer of answers) expect(answer.json().message).toMatch(/storage is unavailable/);
    // Two attempts of a second each, and the SDK's pause between them.
    expect(Date.now() - started).toBeLessThan(5000);
    hop.speak();
    expect((await shop.visitor.get(`/objects/uploads/${id}`)).rawPayload.equals(photo)).toBe(true);
  });
});
