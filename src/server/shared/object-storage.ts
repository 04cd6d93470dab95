import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, open, readdir, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_ID_PATTERN } from '../../shared/schemas/admin';
import type { Config, ObjectStoreConfig } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/errors';
import { detectImageType, IMAGE_HEADER_BYTES, isImageType, type ImageType } from './image-type';

/** What the store knows of an object without reading it. */
export interface ObjectInfo {
  contentType: ImageType;
  size: number;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/** Derived files (resized images) kept by key; losing one only means making it again. */
export interface BlobCache {
  get(key: string): Promise<Buffer | null>;
  /** The size of the kept file in bytes, without reading it, or null when there is none. */
  size(key: string): Promise<number | null>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

/** Where uploaded images live. Objects are write-once: an id is never overwritten. */
export interface ObjectStorage {
  /** Stores the bytes under the id; false (and nothing written) when the id is already taken. */
  create(id: string, bytes: Buffer, contentType: ImageType): Promise<boolean>;
  /** The object, or null when there is none. */
  open(id: string): Promise<StoredObject | null>;
  /** The object's type and size without its bytes (a HEAD request), or null when there is none. */
  stat(id: string): Promise<ObjectInfo | null>;
  /** The whole object (for the resizer), or null when there is none. */
  read(id: string): Promise<Buffer | null>;
  /** The ids of every stored object, in no particular order (for backups). */
  list(): AsyncIterable<string>;
  /** Resized copies of the objects, kept where every instance finds them. */
  variants: BlobCache;
}

/** The object store cannot be reached (or refuses us): the request may be retried later, nothing was stored. */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, 'storage_unavailable');
    this.cause = cause;
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
const isValidId = (id: string) => UPLOAD_ID_PATTERN.test(id);
const orNullWhenMissing = (error: unknown) => {
  if (errorCode(error) === 'ENOENT') return null;
  throw error;
};

/** Files in a directory, each written aside and renamed into place, so a reader never sees half a file. */
export function diskCache(dir: string): BlobCache {
  mkdirSync(dir, { recursive: true });
  return {
    get: (key) => readFile(join(dir, key)).catch(orNullWhenMissing),
    size: async (key) => (await stat(join(dir, key)).catch(orNullWhenMissing))?.size ?? null,
    async put(key, bytes) {
      const temporary = join(dir, `${key}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, key));
    },
  };
}

/**
 * Files under DATA_DIR/uploads named by their id alone, variants under DATA_DIR/cache/images. The content type is
 * not stored: it is read back from the magic numbers, which were checked on the way in.
 */
export function localDiskStorage(dir: string, variantsDir: string): ObjectStorage {
  mkdirSync(dir, { recursive: true });
  const fileOf = (id: string) => {
    if (!isValidId(id)) throw new Error(`Invalid object id: ${id}`);
    return join(dir, id);
  };
  const openFile = async (id: string) => (isValidId(id) ? open(fileOf(id), 'r').catch(orNullWhenMissing) : null);
  async function infoOf(id: string, handle: FileHandle): Promise<ObjectInfo> {
    const { size } = await handle.stat();
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(IMAGE_HEADER_BYTES), 0, IMAGE_HEADER_BYTES, 0);
    const contentType = detectImageType(buffer.subarray(0, bytesRead));
    if (!contentType) throw new Error(`Stored object ${id} is not an image`);
    return { contentType, size };
  }
  return {
    async create(id, bytes) {
      const target = fileOf(id);
      // Written aside, then hard-linked into place: link() refuses an existing name, so the check and the
      // write are one step, and nobody can ever read a half-written image.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
      try {
        await link(temporary, target);
        return true;
      } catch (error) {
        if (errorCode(error) === 'EEXIST') return false;
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async open(id) {
      const handle = await openFile(id);
      if (!handle) return null;
      try {
        // The stream closes the file when it ends or is destroyed.
        return { ...(await infoOf(id, handle)), body: handle.createReadStream({ start: 0 }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async stat(id) {
      const handle = await openFile(id);
      if (!handle) return null;
      try {
        return await infoOf(id, handle);
      } finally {
        await handle.close();
      }
    },
    read: async (id) => (isValidId(id) ? readFile(fileOf(id)).catch(orNullWhenMissing) : null),
    // Files being written are named id.random.tmp: the pattern leaves them out.
    async *list() {
      for (const name of await readdir(dir)) if (isValidId(name)) yield name;
    },
    variants: diskCache(variantsDir),
  };
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};
// A conditional write refused because the key exists (412), or lost a race with another write of it (409).
const isTaken = (error: unknown) => [409, 412].includes((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0);

/**
 * Objects in an S3-compatible bucket: `uploads/{id}` for the originals, `variants/{key}` for resized copies. Any
 * failure other than "no such key" means the store is out of reach: StorageUnavailableError (503).
 */
export function s3Storage(settings: ObjectStoreConfig, exclusive: Database['exclusive']): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // An unreachable store must turn into a prompt 503, not a request hanging for the SDK's default minutes. A store
    // that accepts the connection and then says nothing (stalled, or cut off by the network) is only given up on
    // when the request timeout throws: by default the SDK just logs a warning and goes on waiting, for ever.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: settings.timeoutMs, throwOnRequestTimeout: true },
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }
  async function getBytes(key: string): Promise<Buffer | null> {
    const object = await get(key);
    if (!object?.Body) return null;
    try {
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }
  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }
  // Only this app writes under uploads/, after the magic-byte check; anything else found there is not served.
  function imageType(id: string, contentType: string | undefined): ImageType {
    if (!isImageType(contentType)) throw new Error(`Stored object ${id} is not an image`);
    return contentType;
  }

  return {
    // S3 writes are atomic (an object appears whole or not at all), and IfNoneMatch makes the write conditional on
    // AWS, MinIO and R2. Not every S3-compatible server honours it, so the app also checks under a lock that every
    // instance shares: two PUTs of one link, even to two instances, store one image.
    create: (id, bytes, contentType) =>
      exclusive(`upload:${id}`, async () => {
        const Key = `uploads/${id}`;
        if (await head(Key)) return false;
        try {
          await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType, IfNoneMatch: '*' }));
          return true;
        } catch (error) {
          if (isTaken(error)) return false;
          throw new StorageUnavailableError(error);
        }
      }),
    async open(id) {
      if (!isValidId(id)) return null;
      const object = await get(`uploads/${id}`);
      if (!object?.Body) return null;
      return { contentType: imageType(id, object.ContentType), size: object.ContentLength ?? 0, body: object.Body as Readable };
    },
    async stat(id) {
      if (!isValidId(id)) return null;
      const object = await head(`uploads/${id}`);
      return object && { contentType: imageType(id, object.ContentType), size: object.ContentLength ?? 0 };
    },
    read: async (id) => (isValidId(id) ? getBytes(`uploads/${id}`) : null),
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'uploads/', ContinuationToken }));
        } catch (error) {
          throw new StorageUnavailableError(error);
        }
        for (const { Key } of page.Contents ?? []) {
          const id = Key?.slice('uploads/'.length);
          if (id && isValidId(id)) yield id;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    variants: {
      get: (key) => getBytes(`variants/${key}`),
      size: async (key) => (await head(`variants/${key}`))?.ContentLength ?? null,
      async put(key, bytes, contentType) {
        try {
          await client.send(new PutObjectCommand({ Bucket, Key: `variants/${key}`, Body: bytes, ContentType: contentType }));
        } catch (error) {
          throw new StorageUnavailableError(error);
        }
      },
    },
  };
}

export function createObjectStorage(config: Config, database: Database): ObjectStorage {
  if (config.objectStore) return s3Storage(config.objectStore, database.exclusive);
  return localDiskStorage(join(config.dataDir, 'uploads'), join(config.dataDir, 'cache', 'images'));
}
