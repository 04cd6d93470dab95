// The seeded shop as an app inside this process, for the benchmarks that time the app without a network between.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createPglite, migrateDatabase, openDatabase, type Database } from '../../../src/server/db/client';
import { seedDemoCatalog } from '../../../src/server/db/seed';
import { scratchPostgres } from './server';

export interface InProcessShop {
  app: App;
  database: Database;
  /** Which database it runs on, for the report. */
  driver: 'PostgreSQL' | 'embedded PGlite';
  /** Closes the app and the database and removes the scratch database and data directory. */
  close(): Promise<void>;
}

/** A migrated, seeded scratch database (embedded PGlite, or PostgreSQL when DATABASE_URL is set) and the app on it. */
export async function openInProcessShop(env: NodeJS.ProcessEnv = {}): Promise<InProcessShop> {
  const scratch = process.env.DATABASE_URL ? await scratchPostgres(process.env.DATABASE_URL) : undefined;
  const database = scratch ? await openDatabase({ url: scratch.url }) : await openDatabase({ pglite: createPglite() });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-in-process-'));
  let app: App | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateDatabase(database);
    await seedDemoCatalog(database.db);
    // One client asks everything: the per-address limit would stop it, and is not what is measured.
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '/nonexistent',
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      ...env,
    });
    app = await buildApp({ config, database });
    return { app, database, driver: scratch ? 'PostgreSQL' : 'embedded PGlite', close };
  } catch (error) {
    await close();
    throw error;
  }
}
