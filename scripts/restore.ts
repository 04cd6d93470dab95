// npm run restore -- FILE [--force]
// Restores a backup archive into the shop that DATA_DIR / DATABASE_URL (and S3_*) name, with the shop stopped. The
// archive is checked whole before anything is written; a target holding rows or images is left alone unless --force.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/server/backup/restore';
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/open';
import { createObjectStorage } from '../src/server/shared/object-storage';
import { fail, orFail } from './command-line';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });

const file = positionals[0];
if (!file || positionals.length > 1) fail('Usage: npm run restore -- FILE [--force]');
const config = await orFail(() => loadConfig());
const database = await orFail(() => openConfiguredDatabase(config, 'npm run restore'));
const started = Date.now();
try {
  const report = await restoreBackup({ config, database, storage: createObjectStorage(config, database), file, force: values.force });
  console.log(`Restored ${file} (shop ${report.manifest.shopVersion}, taken ${report.manifest.createdAt}):`);
  for (const [table, rows] of Object.entries(report.tables)) console.log(`  ${table.padEnd(24)} ${rows} rows`);
  console.log(`  ${'images'.padEnd(24)} ${report.images}`);
  if (report.laterMigrations.length > 0)
    console.log(`Then applied ${report.laterMigrations.length} later migrations: ${report.laterMigrations.join(', ')}.`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
