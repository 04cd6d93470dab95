import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { migrateDatabase, migrationsFolder, type Database } from '../db/client';
import { detectImageType, IMAGE_HEADER_BYTES, type ImageType } from '../shared/image-type';
import type { ObjectStorage } from '../shared/object-storage';
import { BackupArchiveError, readArchive, type Manifest } from './archive';
import { workFolder } from './backup';
import { loadDatabase, publicTables, readJournal, type JournalEntry } from './snapshot';

export interface RestoreReport {
  manifest: Manifest;
  /** Rows in each table once restored (before later migrations ran). */
  tables: Record<string, number>;
  images: number;
  /** Migrations newer than the backup, applied after its rows were loaded. */
  laterMigrations: string[];
}

export interface RestoreOptions {
  config: Pick<Config, 'backup'>;
  database: Database;
  storage: ObjectStorage;
  file: string;
  /** Replace a database that holds rows, and add to an image store that holds images. */
  force?: boolean;
}

/** Why the target is not empty, or nothing when it is. */
async function targetContents(database: Database, storage: ObjectStorage): Promise<string[]> {
  const reasons: string[] = [];
  const filled: string[] = [];
  for (const name of await publicTables(database.db)) {
    const { rows } = (await database.db.execute(sql`select exists (select from ${sql.raw(`public."${name}"`)}) as filled`)) as unknown as {
      rows: { filled: boolean }[];
    };
    if (rows[0]?.filled) filled.push(name);
  }
  if (filled.length > 0) reasons.push(`the database already holds rows (in ${filled.join(', ')})`);
  for await (const id of storage.list()) {
    reasons.push(`the image store already holds images (${id}, …)`);
    break;
  }
  return reasons;
}

/** Drops every table and the record of migrations applied, leaving an empty `public` schema. */
async function emptyDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
}

/** The database's own words for why a load failed (a failed query carries them as its cause), on one line. */
const loadProblem = (error: unknown): string => {
  const { message, cause } = error as Error;
  return ((cause as Error | undefined)?.message ?? message).split('\n')[0]!;
};

/** A copy of the migrations folder whose journal stops at `last`: the schema the backup's rows were written in. */
export async function migrationsUpTo(folder: string, journal: JournalEntry[], last: number): Promise<string> {
  await mkdir(join(folder, 'meta'), { recursive: true });
  const kept = journal.slice(0, last + 1);
  for (const entry of kept) await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  const original = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as object;
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...original, entries: kept }));
  return folder;
}

/**
 * Restores an archive into an empty database and image store (or, with force, over what is there). The archive is
 * read whole and checked against its manifest before anything is written to the target. The schema is built at the
 * backup's migration level, the rows loaded, then the later migrations applied as on any upgrade.
 */
export async function restoreBackup({ config, database, storage, file, force = false }: RestoreOptions): Promise<RestoreReport> {
  const work = await workFolder(config.backup.dir);
  try {
    const manifest = await readArchive(file, config.backup.passphrase, work);
    const journal = readJournal();
    const level = journal.findIndex((entry) => entry.when === manifest.migration.when);
    if (level === -1) {
      throw new BackupArchiveError(
        `${file} was made by a newer version of the shop (${manifest.shopVersion}, migration ${manifest.migration.tag}): update the shop, then restore it.`,
      );
    }
    const images = Object.keys(manifest.entries).filter((entry) => entry.startsWith('images/'));
    const types = new Map<string, ImageType>();
    for (const name of images) {
      const type = detectImageType((await readFile(join(work, name))).subarray(0, IMAGE_HEADER_BYTES));
      if (!type) throw new BackupArchiveError(`${file} holds ${name}, which is not an image.`);
      types.set(name, type);
    }
    const reasons = await targetContents(database, storage);
    if (reasons.length > 0 && !force) {
      throw new BackupArchiveError(
        `Nothing was restored: ${reasons.join('; ')}. Restore into an empty DATA_DIR or database, or add --force to replace it.`,
      );
    }
    // From nothing: what a previous shop or a half-finished restore left would clash with the backup's schema.
    await emptyDatabase(database);
    await migrateDatabase(database, await migrationsUpTo(join(work, 'migrations'), journal, level));
    let tables: Record<string, number>;
    try {
      tables = await loadDatabase(database.db, join(work, 'db'), Object.keys(manifest.tables));
    } catch (error) {
      // An archive another program wrote, its checksums right, may hold a table or a line this shop cannot load: the
      // schema built for it goes too, so the target is left blank rather than a shop with empty tables.
      await emptyDatabase(database);
      throw new BackupArchiveError(`Nothing was restored: ${file} holds rows this shop cannot load: ${loadProblem(error)}`);
    }
    await migrateDatabase(database);
    for (const [name, type] of types) await storage.create(name.slice('images/'.length), await readFile(join(work, name)), type);
    return { manifest, tables, images: images.length, laterMigrations: journal.slice(level + 1).map((entry) => entry.tag) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
