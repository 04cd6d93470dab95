import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_ID_PATTERN } from '../../shared/schemas/admin';
import type { Config } from '../config';
import { detectImageType, IMAGE_HEADER_BYTES, type ImageType } from './image-type';

export interface StoredObject {
  contentType: ImageType;
  size: number;
  body: Readable;
}

/** Where uploaded images live. Objects are write-once: an id is never overwritten. */
export interface ObjectStorage {
  /** Stores the bytes under the id; false (and nothing written) when the id is already taken. */
  create(id: string, bytes: Buffer, contentType: ImageType): Promise<boolean>;
  /** The object, or null when there is none. */
  open(id: string): Promise<StoredObject | null>;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Files under DATA_DIR/uploads named by their id alone (the image resizer reads them there). The content type is
 * not stored: it is read back from the magic numbers, which were checked on the way in.
 */
export function localDiskStorage(dir: string): ObjectStorage {
  mkdirSync(dir, { recursive: true });
  const fileOf = (id: string) => {
    if (!UPLOAD_ID_PATTERN.test(id)) throw new Error(`Invalid object id: ${id}`);
    return join(dir, id);
  };
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
      if (!UPLOAD_ID_PATTERN.test(id)) return null;
      const handle = await open(fileOf(id), 'r').catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(IMAGE_HEADER_BYTES), 0, IMAGE_HEADER_BYTES, 0);
        const contentType = detectImageType(buffer.subarray(0, bytesRead));
        if (!contentType) throw new Error(`Stored object ${id} is not an image`);
        // The stream closes the file when it ends or is destroyed.
        return { contentType, size, body: handle.createReadStream({ start: 0 }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}

export function createObjectStorage(config: Config): ObjectStorage {
  return localDiskStorage(join(config.dataDir, 'uploads'));
}
