// npm run bench:backup — how long a backup and a restore take (docs/deploy.md, Backups), for the demo shop and for a
// shop of 100,000 products and 10,000 orders, on the embedded database (on disk, as a shop keeps it) or on
// PostgreSQL when DATABASE_URL is set. The archive is written and restored with the code `npm run backup` and
// `npm run restore` run; images are the demo catalogue's (files shipped with the client, not uploads).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { takeBackup } from '../../src/server/backup/backup';
import { restoreBackup } from '../../src/server/backup/restore';
import { loadConfig } from '../../src/server/config';
import { createPglite, migrateDatabase, openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemoCatalog } from '../../src/server/db/seed';
import { localDiskStorage } from '../../src/server/shared/object-storage';
import { addOrders, addProducts } from './lib/fill';
import { scratchPostgres } from './lib/server';

const PRODUCTS = 100_000;
const ORDERS = 10_000;

const work = mkdtempSync(join(tmpdir(), 'shop-bench-backup-'));
const adminUrl = process.env.DATABASE_URL;
const driver = adminUrl ? 'PostgreSQL' : 'embedded PGlite (on disk)';
const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(work, { recursive: true, force: true })];
let databases = 0;

/** A blank database of the bench's kind, not migrated: what a restore starts from. */
async function blankDatabase(): Promise<Database> {
  const scratch = adminUrl ? await scratchPostgres(adminUrl) : undefined;
  const database = scratch
    ? await openDatabase({ url: scratch.url })
    : await openDatabase({ pglite: createPglite({ dataDir: join(work, `db-${++databases}`) }) });
  cleanups.push(async () => {
    await database.close();
    await scratch?.drop();
  });
  return database;
}

const storageIn = (name: string) => localDiskStorage(join(work, name, 'uploads'), join(work, name, 'variants'));
// The shop's own reading of the settings, in the bench's folder; the archive is not encrypted (BACKUP_PASSPHRASE unset).
const config = loadConfig({ DATA_DIR: work, SIGNING_SECRET: 'bench-backup-signs-nothing-0123456789', LOG_LEVEL: 'silent' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Backs the shop up, restores it into a blank target, and answers the table row. */
async function measure(label: string, source: Database): Promise<string> {
  const backup = await takeBackup({ config, database: source, storage: storageIn('source') }, 'command');
  const target = await blankDatabase();
  const started = performance.now();
  const report = await restoreBackup({ config, database: target, storage: storageIn(`target-${databases}`), file: backup.file });
  const restoreMs = performance.now() - started;
  const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
  return `| ${label} | ${rows.toLocaleString('en')} | ${(backup.sizeBytes / 1024 / 1024).toFixed(1)} MB | ${seconds(backup.ms)} | ${seconds(restoreMs)} |`;
}

try {
  const source = await blankDatabase();
  await migrateDatabase(source);
  await seedDemoCatalog(source.db);
  const lines = [await measure('demo shop', source)];

  const categoryIds = (await queryRows<{ id: number }>(source.db, sql`select id from categories order by id`)).map((row) => Number(row.id));
  await addProducts(source.db, categoryIds, 1, PRODUCTS);
  const [customer] = await source.db
    .insert(users)
    .values({
      username: 'bench-customer',
      passwordHash: 'x',
      role: 'customer',
      firstName: 'Bench',
      lastName: 'Customer',
      email: 'bench@example.co.ke',
    })
    .returning({ id: users.id });
  await addOrders(source.db, customer!.id, ORDERS);
  await source.db.execute(sql`vacuum analyze`);
  lines.push(await measure(`+ ${PRODUCTS.toLocaleString('en')} products, ${ORDERS.toLocaleString('en')} orders`, source));

  console.log(`\nBackup and restore, ${driver}, no BACKUP_PASSPHRASE\n`);
  console.log('| shop | rows | archive | backup | restore |\n|---|---|---|---|---|');
  for (const line of lines) console.log(line);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('cleanup:', error));
}
