// npm run backup                    writes one archive into BACKUP_DIR (default DATA_DIR/backups)
// npm run backup -- --verify FILE   checks an archive against its manifest, writing nothing
// On the embedded database while the shop runs, the shop takes the backup (only one process may open the database);
// otherwise this command opens the database itself. docs/deploy.md, Backups.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readArchive } from '../src/server/backup/archive';
import { takeBackup } from '../src/server/backup/backup';
import { requestBackup } from '../src/server/backup/requests';
import { embeddedDatabaseOwner, openConfiguredDatabase, SHOP_SERVER_PURPOSE } from '../src/server/db/open';
import { createObjectStorage } from '../src/server/shared/object-storage';
import { configSigningNothing, fail, orFail } from './command-line';

const { values } = parseArgs({ options: { verify: { type: 'string' } } });

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const config = await configSigningNothing('backup');

if (values.verify) {
  try {
    const manifest = await readArchive(values.verify, config.backup.passphrase);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `${values.verify} is whole: shop ${manifest.shopVersion}, migration ${manifest.migration.tag}, taken ${manifest.createdAt}, ` +
        `${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.images} images; every checksum matches.`,
    );
    process.exit(0);
  } catch (error) {
    fail((error as Error).message);
  }
}

const owner = config.databaseUrl ? undefined : embeddedDatabaseOwner(config.dataDir);
if (owner) {
  if (owner.purpose !== SHOP_SERVER_PURPOSE)
    fail(`The embedded database in ${config.dataDir} is in use by ${owner.purpose} (pid ${owner.pid}): try again when it is done.`);
  console.log(`The shop (pid ${owner.pid}) has the embedded database open: asking it to take the backup.`);
  const answer = await requestBackup(config.backup.dir, owner.pid);
  if (!answer.ok) fail(`The backup failed: ${answer.error}`);
  console.log(`Backup written: ${answer.file} (${megabytes(answer.sizeBytes)}, ${(answer.ms / 1000).toFixed(1)} s).`);
  process.exit(0);
}

if (!config.databaseUrl && !existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) {
  fail(`No shop database in ${join(config.dataDir, 'db')}: set DATA_DIR to the folder the shop runs with, or DATABASE_URL.`);
}
const database = await orFail(() => openConfiguredDatabase(config, 'npm run backup'));
try {
  const result = await takeBackup({ config, database, storage: createObjectStorage(config, database) }, 'command');
  const rows = Object.values(result.manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written: ${result.file} (${megabytes(result.sizeBytes)}, ${rows} rows, ${result.manifest.images} images, ${(result.ms / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  console.error(`The backup failed, and no archive was written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
