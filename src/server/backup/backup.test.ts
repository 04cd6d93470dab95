import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../db/client';
import { backups, orders, products } from '../db/schema';
import { SEEDED } from '../test/products';
import { archivedRows, blankDatabase, fillShop, placeOrders, sha256, tableRows } from '../test/backup-drill';
import { createTestApp, testAppPerFile } from '../test/test-app';
import { localDiskStorage } from '../shared/object-storage';
import { fileDigest, readArchive, writeArchive } from './archive';
import { ARCHIVE_NAME, takeBackup, type BackupResult } from './backup';
import { migrationsUpTo, restoreBackup } from './restore';
import { publicTables, readJournal } from './snapshot';

const root = await mkdtemp(join(tmpdir(), 'shop-backup-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const sourceDir = join(root, 'source');
const backupDir = join(root, 'backups');
const backupConfig = (passphrase?: string) => ({ backup: { dir: backupDir, keep: 7, passphrase } });
const storageIn = (dir: string) => localDiskStorage(join(dir, 'uploads'), join(dir, 'cache', 'images'));
const sourceStorage = storageIn(sourceDir);

const ctx = testAppPerFile({ seed: true, env: { DATA_DIR: sourceDir } });
let backup: BackupResult;
let ordersBefore: number;

beforeAll(async () => {
  const customer = await ctx.signIn();
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.slug, SEEDED.mc4.slug));
  await fillShop(ctx.db, sourceStorage, customer.user!.id, product!.id);
  ordersBefore = (await ctx.db.select({ n: count() }).from(orders))[0]!.n;
  // Customers keep ordering while the backup runs. Each order waits for a timer, as a request waits for the network:
  // on the embedded database a query resolves without leaving the microtask queue, so an unpaced loop would starve
  // every file read and write in the process.
  let placing = true;
  let placed = 0;
  const load = (async () => {
    while (placing) {
      await placeOrders(ctx.db, customer.user!.id, 1);
      placed++;
      await sleep(1);
    }
  })();
  try {
    backup = await takeBackup({ config: backupConfig(), database: ctx.database, storage: sourceStorage }, 'command');
  } finally {
    placing = false;
    await load;
  }
  expect(placed).toBeGreaterThan(0);
});

async function blankTarget() {
  const target = await blankDatabase();
  const dir = await mkdtemp(join(root, 'target-'));
  return { ...target, dir, storage: storageIn(dir) };
}

describe('backup and restore drill', () => {
  it('restores every row and image of a backup taken while orders were being placed, and serves the restored shop', async () => {
    expect(basename(backup.file)).toMatch(ARCHIVE_NAME);
    expect(backup.manifest.tables.orders).toBeGreaterThanOrEqual(ordersBefore);
    expect(backup.manifest.tables.payments).toBe(backup.manifest.tables.orders);
    expect(backup.manifest.images).toBe(5);
    expect(backup.manifest.migration.tag).toBe(readJournal().at(-1)!.tag);
    expect((await ctx.db.select().from(backups).where(eq(backups.file, backup.file)))[0]).toMatchObject({
      status: 'ok',
      sizeBytes: backup.sizeBytes,
    });

    const target = await blankTarget();
    try {
      const report = await restoreBackup({ config: backupConfig(), database: target.database, storage: target.storage, file: backup.file });
      expect(report.tables).toEqual(backup.manifest.tables);
      expect(report.laterMigrations).toEqual([]);
      const extracted = await mkdtemp(join(root, 'extracted-'));
      await readArchive(backup.file, undefined, extracted);
      for (const table of Object.keys(backup.manifest.tables)) {
        expect(await tableRows(target.database.db, table), table).toEqual(await archivedRows(extracted, table));
      }
      for (const [name, { sha256: expected }] of Object.entries(backup.manifest.entries).filter(([entry]) => entry.startsWith('images/'))) {
        expect(sha256((await target.storage.read(name.slice('images/'.length)))!)).toBe(expected);
      }

      const restored = await createTestApp({ sameDatabaseAs: { database: target.database }, env: { DATA_DIR: target.dir } });
      try {
        const product = await restored.visitor.get(`/api/products/${SEEDED.mc4.slug}`);
        expect(product.statusCode, product.body).toBe(200);
        expect(product.json()).toMatchObject({ name: SEEDED.mc4.name });
        expect((await restored.visitor.get('/objects/uploads/drill-image-0-abc')).statusCode).toBe(200);
        // The sequences moved past the restored ids: new rows do not collide with old ones.
        const customer = await restored.signIn();
        await placeOrders(restored.db, customer.user!.id, 1);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  // The backup's own row said "running" when the snapshot was read: a shop restored from it showed "Under way since …"
  // on its dashboard until its next backup, and its schedule counted that backup as still being taken.
  it('gives a restored shop no backup under way: the one it came from was under way in the old shop only', async () => {
    const target = await blankTarget();
    try {
      await restoreBackup({ config: backupConfig(), database: target.database, storage: target.storage, file: backup.file });
      const restored = await createTestApp({ sameDatabaseAs: { database: target.database }, env: { DATA_DIR: target.dir } });
      try {
        const owner = await restored.signIn('super_admin');
        const status = await owner.get('/api/admin/backups/status');
        expect(status.statusCode).toBe(200);
        expect(status.json()).toMatchObject({ latest: null, latestOk: null, warning: 'none' });
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  it("writes the archive, every customer's data in it, readable by the shop's own user alone", async () => {
    expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a target that holds rows, naming them, and changes nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(orders))[0]!.n;
    await expect(restoreBackup({ config: backupConfig(), database: ctx.database, storage: sourceStorage, file: backup.file })).rejects.toThrow(
      /^Nothing was restored: the database already holds rows \(in .*orders.*\); the image store already holds images/,
    );
    expect((await ctx.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  it('restores a backup taken before the latest migration, then applies the later one', async () => {
    const journal = readJournal();
    const older = await blankTarget();
    const target = await blankTarget();
    try {
      await migrateDatabase(older.database, await migrationsUpTo(join(older.dir, 'migrations'), journal, journal.length - 2));
      await older.database.db.execute(`insert into categories (name, slug) values ('Inverters', 'inverters')`);
      const old = await takeBackup({ config: backupConfig(), database: older.database, storage: older.storage }, 'command');
      expect(old.manifest.migration.tag).toBe(journal.at(-2)!.tag);
      const report = await restoreBackup({ config: backupConfig(), database: target.database, storage: target.storage, file: old.file });
      expect(report.laterMigrations).toEqual([journal.at(-1)!.tag]);
      expect(report.tables.categories).toBe(1);
      expect(await publicTables(target.database.db)).toEqual(expect.arrayContaining(Object.keys(backup.manifest.tables)));
      await rm(old.file);
    } finally {
      await older.drop();
      await target.drop();
    }
  });
});

describe('damaged and foreign archives', () => {
  // One blank target for every refusal: each must leave it as blank as it found it.
  let target: Awaited<ReturnType<typeof blankTarget>>;
  beforeAll(async () => {
    target = await blankTarget();
  });
  afterAll(() => target.drop());
  const refused = async (file: string, problem: RegExp, passphrase?: string) => {
    await expect(readArchive(file, passphrase)).rejects.toThrow(problem);
    await expect(restoreBackup({ config: backupConfig(passphrase), database: target.database, storage: target.storage, file })).rejects.toThrow(
      problem,
    );
    expect(await publicTables(target.database.db)).toEqual([]);
    expect(await readdir(join(target.dir, 'uploads'))).toEqual([]);
  };

  it('refuses an archive whose rows were altered, a truncated one and a foreign one, naming the problem', async () => {
    const tar = gunzipSync(await readFile(backup.file));
    const at = tar.indexOf('Kept us lit');
    tar.write('Kept us lot', at);
    const tampered = join(root, 'tampered.tar.gz');
    await writeFile(tampered, gzipSync(tar));
    await refused(tampered, /has been tampered with or damaged: db\/reviews\.jsonl does not match the checksum in its manifest/);

    const whole = await readFile(backup.file);
    const truncated = join(root, 'truncated.tar.gz');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await refused(truncated, /is truncated/);

    const foreign = join(root, 'foreign.tar.gz');
    await writeFile(foreign, gzipSync(Buffer.from('not a tar archive at all, just text')));
    await refused(foreign, /is damaged|is not a shop backup|is truncated/);
    const photo = join(root, 'holiday.jpg');
    await writeFile(photo, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    await refused(photo, /is not a shop backup/);
  });

  it('refuses a foreign archive whose checksums agree but whose rows this shop cannot load, leaving the target blank', async () => {
    const extracted = await mkdtemp(join(root, 'foreign-rows-'));
    const manifest = await readArchive(backup.file, undefined, extracted);
    const entry = async (name: string, text: string) => {
      await writeFile(join(extracted, name), text);
      return fileDigest(join(extracted, name));
    };
    // Made by another program that writes this format: a table this shop has no such thing as, and a line that is
    // not a row, each listed in a manifest with their right checksums.
    const ghost = join(root, 'ghost-table.tar.gz');
    await writeArchive(
      ghost,
      extracted,
      {
        ...manifest,
        tables: { ...manifest.tables, ghosts: 1 },
        entries: { ...manifest.entries, 'db/ghosts.jsonl': await entry('db/ghosts.jsonl', '{"id":1}\n') },
      },
      undefined,
    );
    const reviews = await readFile(join(extracted, 'db/reviews.jsonl'), 'utf8');
    const notARow = join(root, 'not-a-row.tar.gz');
    await writeArchive(
      notARow,
      extracted,
      { ...manifest, entries: { ...manifest.entries, 'db/reviews.jsonl': await entry('db/reviews.jsonl', `${reviews}not a row\n`) } },
      undefined,
    );
    for (const [file, problem] of [
      [ghost, /^Nothing was restored: .*ghost-table\.tar\.gz holds rows this shop cannot load: .*ghosts$/],
      [notARow, /^Nothing was restored: .*not-a-row\.tar\.gz holds rows this shop cannot load: invalid input syntax for type json$/],
    ] as const) {
      await expect(restoreBackup({ config: backupConfig(), database: target.database, storage: target.storage, file })).rejects.toThrow(problem);
      expect(await publicTables(target.database.db)).toEqual([]);
      expect(await readdir(join(target.dir, 'uploads'))).toEqual([]);
    }
  });

  it('encrypts with BACKUP_PASSPHRASE, and refuses the archive without it, with another, or altered', async () => {
    const passphrase = 'correct horse battery staple';
    const sealed = await takeBackup({ config: backupConfig(passphrase), database: ctx.database, storage: sourceStorage }, 'command');
    expect(sealed.file).toMatch(/\.tar\.gz\.enc$/);
    expect((await readFile(sealed.file)).includes('Kept us lit')).toBe(false);
    expect((await readArchive(sealed.file, passphrase)).tables).toEqual(sealed.manifest.tables);
    await refused(sealed.file, /is encrypted: set BACKUP_PASSPHRASE/);
    await refused(sealed.file, /failed its authentication check/, 'another passphrase entirely');
    const altered = join(root, 'altered.tar.gz.enc');
    await copyFile(sealed.file, altered);
    const bytes = await readFile(altered);
    bytes[Math.floor(bytes.length / 2)]! ^= 1;
    await writeFile(altered, bytes);
    await refused(altered, /failed its authentication check|is damaged|is truncated/, passphrase);
  });
});
