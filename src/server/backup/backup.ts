import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { backups } from '../db/schema';
import type { ObjectStorage } from '../shared/object-storage';
import { ARCHIVE_FORMAT, fileDigest, readArchive, writeArchive, type Manifest } from './archive';
import { dumpDatabase } from './snapshot';

export const ARCHIVE_NAME = /^shop-backup-[0-9TZ-]+\.tar\.gz(\.enc)?$/;
const WORK_DIR = /^\.work-(\d+)-/;
const shopVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface BackupResult {
  file: string;
  sizeBytes: number;
  manifest: Manifest;
  ms: number;
}

export interface BackupDeps {
  config: Pick<Config, 'backup'>;
  database: Database;
  storage: ObjectStorage;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A work folder in the backup folder, named by our pid: on the same file system as the archives, so the finished
 * archive is renamed into place, never copied; and recognisable as abandoned once its process is gone.
 */
export async function workFolder(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    const pid = WORK_DIR.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) await rm(join(dir, name), { recursive: true, force: true });
  }
  return mkdtemp(join(dir, `.work-${process.pid}-`));
}

async function hasBackupsTable(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(sql`select to_regclass('public.backups') is not null as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  return rows[0]?.present === true;
}

/**
 * Takes one backup: the database snapshot, then the images (write-once, so every image the snapshot names is already
 * stored), then the manifest; packs them under a temporary name, reads the archive back against its manifest, and only
 * then renames it to its final name. A crash at any point leaves at most a work folder, swept by the next backup.
 * The attempt and its outcome are recorded in the backups table (when the database has it).
 */
export async function takeBackup({ config, database, storage }: BackupDeps, trigger: 'schedule' | 'command'): Promise<BackupResult> {
  const started = Date.now();
  const { dir, passphrase } = config.backup;
  const db = database.db;
  const record = (await hasBackupsTable(db)) ? (await db.insert(backups).values({ trigger }).returning({ id: backups.id }))[0]?.id : undefined;
  let work: string | undefined;
  try {
    work = await workFolder(dir);
    await mkdir(join(work, 'db'));
    await mkdir(join(work, 'images'));
    const { tables, migration } = await dumpDatabase(db, join(work, 'db'));
    const names = Object.keys(tables).map((table) => `db/${table}.jsonl`);
    for await (const id of storage.list()) {
      const object = await storage.open(id);
      if (!object) continue;
      await pipeline(object.body, createWriteStream(join(work, 'images', id), { flags: 'wx' }));
      names.push(`images/${id}`);
    }
    const entries: Manifest['entries'] = {};
    for (const name of names) entries[name] = await fileDigest(join(work, name));
    const createdAt = new Date(started);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      shopVersion,
      driver: database.driver,
      migration,
      tables,
      images: names.length - Object.keys(tables).length,
      entries,
    };
    const partial = join(work, 'archive.partial');
    await writeArchive(partial, work, manifest, passphrase);
    // On disk for good before it gets the name that says it is whole.
    const handle = await open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await readArchive(partial, passphrase);
    const file = join(dir, `shop-backup-${createdAt.toISOString().replace(/[:.]/g, '-')}.tar.gz${passphrase ? '.enc' : ''}`);
    await rename(partial, file);
    const { size } = await stat(file);
    if (record !== undefined) {
      await db.update(backups).set({ status: 'ok', finishedAt: new Date(), file, sizeBytes: size }).where(eq(backups.id, record));
    }
    return { file, sizeBytes: size, manifest, ms: Date.now() - started };
  } catch (error) {
    if (record !== undefined) {
      const message = (error as Error).message ?? String(error);
      await db
        .update(backups)
        .set({ status: 'failed', finishedAt: new Date(), error: message.slice(0, 2000) })
        .where(eq(backups.id, record))
        .catch(() => {});
    }
    throw error;
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` archives in `dir` (their names sort by time). */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const doomed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of doomed) await rm(join(dir, name), { force: true });
  return doomed;
}
