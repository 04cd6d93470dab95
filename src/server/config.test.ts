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
