import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/shop-config-test', SIGNING_SECRET: 'config-test-secret-0123456789abcdef' };
const bucket = { S3_BUCKET: 'shop', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIA0000', S3_SECRET_ACCESS_KEY: 'secret' };

describe('object store settings', () => {
  it('keeps images on local disk when no S3_ variable is set', () => {
    expect(loadConfig(base).objectStore).toBeUndefined();
  });

  it('uses the bucket when every required setting is there', () => {
    expect(loadConfig({ ...base, ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).objectStore).toEqual({
      bucket: 'shop',
      region: 'eu-west-1',
      accessKeyId: 'AKIA0000',
      secretAccessKey: 'secret',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      timeoutMs: 10_000,
    });
  });

  it.each([
    ['a bucket without credentials', { S3_BUCKET: 'shop', S3_REGION: 'eu-west-1' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing'],
    ['a bucket without its secret key', { ...bucket, S3_SECRET_ACCESS_KEY: undefined }, 'S3_SECRET_ACCESS_KEY: missing'],
    ['credentials without a bucket', { ...bucket, S3_BUCKET: undefined }, 'S3_BUCKET: missing'],
    ['only an endpoint', { S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing'],
  ])('refuses to start with %s, naming what is missing', (_name, settings, missing) => {
    expect(() => loadConfig({ ...base, ...settings })).toThrow(missing);
  });
});

describe('payment settings', () => {
  it('are off by default, and read when set (blank counts as unset)', () => {
    expect(loadConfig(base).shop).toMatchObject({ mpesaPaybill: null, mpesaTill: null, bankDetails: null, kraPin: null });
    const shop = loadConfig({
      ...base,
      SHOP_MPESA_PAYBILL: '522533',
      SHOP_MPESA_TILL: ' 5123456 ',
      SHOP_BANK_DETAILS: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890',
      SHOP_KRA_PIN: '',
    }).shop;
    expect(shop).toMatchObject({
      mpesaPaybill: '522533',
      mpesaTill: '5123456',
      bankDetails: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890',
      kraPin: null,
    });
    expect(loadConfig({ ...base, SHOP_KRA_PIN: 'P051234567X' }).shop.kraPin).toBe('P051234567X');
  });

  it.each([
    ['SHOP_MPESA_PAYBILL', '52-2533', 'SHOP_MPESA_PAYBILL must be the 5 to 7 digit business number, such as 522533'],
    ['SHOP_MPESA_TILL', '123', 'SHOP_MPESA_TILL must be the 5 to 8 digit till number, such as 5123456'],
    ['SHOP_BANK_DETAILS', 'x'.repeat(301), 'SHOP_BANK_DETAILS must be at most 300 characters'],
    ['SHOP_KRA_PIN', 'p051234567x', 'SHOP_KRA_PIN must be a KRA PIN such as P051234567X'],
  ])('stop the server when %s is %s', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(`${name}: ${message}`);
  });
});

describe('shop settings from the environment', () => {
  it('ship no testimonial video unless the shop names its own', () => {
    expect(loadConfig(base).shop.testimonialVideoIds).toEqual([]);
    expect(loadConfig({ ...base, SHOP_VIDEO_IDS: 'abcdefghijk, ABCDEFGHIJ-' }).shop.testimonialVideoIds).toEqual(['abcdefghijk', 'ABCDEFGHIJ-']);
    expect(loadConfig({ ...base, SHOP_VIDEO_IDS: 'abcdefghijk,ABCDEFGHIJ-,0123456789_' }).shop.testimonialVideoIds).toHaveLength(3);
  });

  it('refuse a video id that is not a YouTube id', () => {
    expect(() => loadConfig({ ...base, SHOP_VIDEO_IDS: 'https://youtu.be/abcdefghijk' })).toThrow(/SHOP_VIDEO_IDS: YouTube video ids/);
  });
});

describe('backup settings', () => {
  it('write to DATA_DIR/backups, keep seven, and schedule nothing by default', () => {
    expect(loadConfig(base).backup).toEqual({ dir: '/tmp/shop-config-test/backups', keep: 7, passphrase: undefined, everyMs: undefined });
  });

  it('take a folder, a passphrase, an interval in hours and a count', () => {
    const settings = { BACKUP_DIR: '/srv/backups', BACKUP_PASSPHRASE: 'a long passphrase', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '30' };
    expect(loadConfig({ ...base, ...settings }).backup).toEqual({
      dir: '/srv/backups',
      passphrase: 'a long passphrase',
      everyMs: 30 * 60 * 1000,
      keep: 30,
    });
  });

  it.each([
    ['BACKUP_PASSPHRASE', 'short', 'BACKUP_PASSPHRASE must be at least 12 characters'],
    ['BACKUP_EVERY_HOURS', '0', 'BACKUP_EVERY_HOURS'],
    ['BACKUP_KEEP', '0', 'BACKUP_KEEP'],
  ])('refuse %s=%s', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });
});

describe('proxy settings', () => {
  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s believes the forwarded headers of %i proxies', (value, count) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustedProxies).toBe(count);
  });

  it.each(['yes', '-1', '1.5', '11'])('refuses TRUST_PROXY=%s at start, naming it', (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY: TRUST_PROXY must be true, false or the number of proxies/);
  });
});

describe('PostgreSQL settings', () => {
  it.each(['postgres://shop:secret@db.internal:5432/shop', 'postgresql://shop@localhost/shop?sslmode=require'])('take %s', (url) => {
    expect(loadConfig({ ...base, DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  // Any other scheme got as far as the PostgreSQL driver, which failed with a connection error naming no setting.
  it.each(['mysql://shop:secret@db.internal:3306/shop', 'http://db.internal:5432/shop'])('refuse %s at start, naming it', (url) => {
    expect(() => loadConfig({ ...base, DATABASE_URL: url })).toThrow(/DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
  });
});

describe('Redis settings', () => {
  it.each(['redis://redis.internal:6379', 'rediss://user:secret@redis.example.com:6380/2'])('take %s', (url) => {
    expect(loadConfig({ ...base, REDIS_URL: url }).redisUrl).toBe(url);
  });

  // ioredis reads http://redis.internal:6380 as the host "http" on port 6379: every instance would count on its own.
  it.each(['http://redis.internal:6380', 'redis.internal:6379'])('refuse %s at start, naming it', (url) => {
    expect(() => loadConfig({ ...base, REDIS_URL: url })).toThrow(/REDIS_URL: REDIS_URL must start with redis:\/\/ or rediss:\/\//);
  });
});
