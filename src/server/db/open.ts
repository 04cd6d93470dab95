import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

// PGlite is one connection inside one process: a second process opening the same directory would corrupt it.
// A lock file with the owner's pid keeps the shop and the command-line tools from ever doing that.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the shop server names itself in the lock file: `npm run backup` asks that process for a backup. */
export const SHOP_SERVER_PURPOSE = 'the shop server';

/** The live process holding the embedded database in `dataDir`, if any. */
export function embeddedDatabaseOwner(dataDir: string): { pid: number; purpose: string } | undefined {
  let owner: { pid: number; purpose: string } | undefined;
  try {
    owner = JSON.parse(readFileSync(join(dataDir, 'shop.lock'), 'utf8'));
  } catch {
    return undefined;
  }
  return owner && owner.pid !== process.pid && isAlive(owner.pid) ? owner : undefined;
}

function acquireLock(dir: string, purpose: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: { pid: number; purpose: string } | undefined;
      try {
        owner = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        owner = undefined;
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new Error(
          `The embedded database in ${dir} is in use by ${owner.purpose} (pid ${owner.pid}). ` +
            'Stop it first (only one process may open the embedded database), or set DATABASE_URL to use a PostgreSQL server.',
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

/** Opens the database the configuration names: PostgreSQL for DATABASE_URL, else PGlite under DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config, purpose: string): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  const dir = join(config.dataDir, 'db');
  const release = acquireLock(config.dataDir, purpose);
  try {
    const database = await openDatabase({ dataDir: dir });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
