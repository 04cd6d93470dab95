import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

// One backup is one file: a gzipped tar whose first entry is manifest.json, then db/<table>.jsonl, then
// images/<id>. With a passphrase the whole gzip stream is sealed with AES-256-GCM (docs/decisions/0099-backups.md):
//   "SHOPBAK1" | scrypt salt (16) | IV (12) | ciphertext | GCM tag (16)

export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_FORMAT = 'solar-shop-backup';
const MAGIC = Buffer.from('SHOPBAK1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;
// A manifest lists every image: a few hundred bytes each, so this allows well over a hundred thousand.
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
// Entry names are checked before anything is written under them: no path can leave the extraction folder.
const ENTRY_NAME = /^(db\/[a-z0-9_]{1,63}\.jsonl|images\/[A-Za-z0-9_-]{8,64})$/;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  shopVersion: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  /** The last migration applied: its tag and its journal timestamp, which drizzle keeps as created_at. */
  migration: z.object({ count: z.number().int().min(0), tag: z.string(), when: z.number() }),
  tables: z.record(z.string(), z.number().int().min(0)),
  images: z.number().int().min(0),
  entries: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The archive is refused: the message names the problem for the person running the command. */
export class BackupArchiveError extends Error {}

export const isEncryptedName = (file: string) => file.endsWith('.enc');

/** scrypt at N=2^15: about 0.1 s and 32 MiB once per archive, costly for anyone guessing passphrases. */
const deriveKey = (passphrase: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Hashes a file's bytes as they stream by. */
export async function fileDigest(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Packs the manifest and the files under `folder` it lists (by entry name) into `target`, which must not exist.
 * Everything streams: no entry is held in memory whole.
 */
export async function writeArchive(target: string, folder: string, manifest: Manifest, passphrase: string | undefined): Promise<void> {
  const pack = tar.pack();
  const stages: unknown[] = [pack, createGzip()];
  if (passphrase) {
    const salt = randomBytes(SALT_BYTES);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
    stages.push(async function* (source: AsyncIterable<Buffer>) {
      yield Buffer.concat([MAGIC, salt, iv]);
      for await (const chunk of source) yield cipher.update(chunk);
      yield cipher.final();
      yield cipher.getAuthTag();
    });
  }
  // Every customer's personal data is in it: readable by the shop's own user alone, like the signing secret.
  const writing = (pipeline as (...streams: unknown[]) => Promise<void>)(...stages, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  const filling = (async () => {
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: manifestBytes.length }, manifestBytes, (error) => (error ? reject(error) : resolve())),
    );
    for (const [name, { size }] of Object.entries(manifest.entries)) {
      await pipeline(createReadStream(join(folder, name)), pack.entry({ name, size }));
    }
    pack.finalize();
  })();
  // A failed write (a full disk) destroys the pack, which ends the filling too; the write's error is the one to tell.
  await Promise.all([writing, filling.catch(async (error) => (await writing, Promise.reject(error)))]);
}

async function archiveInput(file: string, passphrase: string | undefined): Promise<Readable[]> {
  const handle = await open(file, 'r').catch((error) => {
    throw new BackupArchiveError(`Cannot read ${file}: ${(error as Error).message}`);
  });
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEADER_BYTES, 0);
    if (bytesRead >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC)) {
      if (!passphrase) throw new BackupArchiveError(`${file} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.`);
      if (size < HEADER_BYTES + TAG_BYTES) throw new BackupArchiveError(`${file} is truncated: it is shorter than an encrypted archive's header.`);
      const tag = Buffer.alloc(TAG_BYTES);
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
      const salt = head.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
      const iv = head.subarray(MAGIC.length + SALT_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
      decipher.setAuthTag(tag);
      return [createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }), decipher];
    }
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return [createReadStream(file)];
    throw new BackupArchiveError(`${file} is not a shop backup: it is neither a gzip archive nor an encrypted shop archive.`);
  } finally {
    await handle.close();
  }
}

/** What a stream error means for the person holding the archive. */
function explain(file: string, error: unknown): Error {
  if (error instanceof BackupArchiveError) return error;
  const message = (error as Error).message ?? String(error);
  if (/unable to authenticate/i.test(message)) {
    return new BackupArchiveError(`${file} failed its authentication check: it was altered or truncated, or the passphrase is wrong.`);
  }
  if ((error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new BackupArchiveError(`${file} is truncated: the archive ends before its last entry.`);
  }
  return new BackupArchiveError(`${file} is damaged: ${message}`);
}

/**
 * Reads the whole archive and checks it against its manifest: every entry present, of its size and SHA-256, and
 * nothing else. With `extractTo`, entries are written there as they are checked (the caller uses them only once this
 * resolves). Rejects with a BackupArchiveError naming the first problem.
 */
export async function readArchive(file: string, passphrase: string | undefined, extractTo?: string): Promise<Manifest> {
  const input = await archiveInput(file, passphrase);
  const extract = tar.extract();
  const feeding = (pipeline as (...streams: unknown[]) => Promise<void>)(...input, createGunzip(), extract);
  // Errors surface through the loop below; this keeps an early one from being reported as unhandled.
  feeding.catch(() => {});
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_NAME || (entry.header.size ?? 0) > MANIFEST_MAX_BYTES) {
          throw new BackupArchiveError(`${file} is not a shop backup: its first entry is ${name}, not ${MANIFEST_NAME}.`);
        }
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        let parsed;
        try {
          parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) throw new BackupArchiveError(`${file} is not a shop backup: its manifest is not one this shop writes.`);
        manifest = parsed.data;
        continue;
      }
      const expected = manifest.entries[name];
      if (!expected || !ENTRY_NAME.test(name) || seen.has(name)) {
        throw new BackupArchiveError(`${file} has been tampered with: it holds ${name}, which its manifest does not list.`);
      }
      seen.add(name);
      const hash = createHash('sha256');
      let size = 0;
      const sink = extractTo ? await openSink(join(extractTo, name)) : undefined;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        if (sink && !sink.write(chunk)) await once(sink, 'drain');
      }
      if (sink) await new Promise<void>((resolve, reject) => sink.end((error?: Error | null) => (error ? reject(error) : resolve())));
      if (size !== expected.size || hash.digest('hex') !== expected.sha256) {
        throw new BackupArchiveError(`${file} has been tampered with or damaged: ${name} does not match the checksum in its manifest.`);
      }
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    // A truncated gzip stops the tar stream early: the loop may see only "stream destroyed", while the pipeline holds
    // the error that says why; our own refusals stand as they are.
    const cause =
      error instanceof BackupArchiveError
        ? error
        : ((await feeding.then(
            () => undefined,
            (reason: unknown) => reason,
          )) ?? error);
    throw explain(file, cause);
  }
  if (!manifest) throw new BackupArchiveError(`${file} is not a shop backup: it holds no manifest.`);
  const missing = Object.keys(manifest.entries).filter((name) => !seen.has(name));
  if (missing.length > 0) {
    throw new BackupArchiveError(`${file} is incomplete: ${missing.length} entries its manifest lists are missing (first: ${missing[0]}).`);
  }
  return manifest;
}

async function openSink(file: string) {
  await mkdir(dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'wx' });
}
