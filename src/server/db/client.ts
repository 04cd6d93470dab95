import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle passed to code that may run inside or outside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Runs `task` while holding a lock named `key`, shared by every process on this database (a PostgreSQL advisory
   * lock held by one dedicated connection) or, on the embedded database that only one process can open, by this
   * process. Callers of the same key wait their turn.
   */
  exclusive<T>(key: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One process's queue per key: each task starts when the previous one for the key has settled. */
function inProcessLocks(): Database['exclusive'] {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

function advisoryLocks(pool: pg.Pool): Database['exclusive'] {
  const lock = 'select pg_advisory_lock(hashtextextended($1, 0))';
  const unlock = 'select pg_advisory_unlock(hashtextextended($1, 0))';
  return async (key, task) => {
    const client = await pool.connect();
    // A session lock on this connection: other connections asking for the same key wait until it is released.
    try {
      await client.query(lock, [key]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    try {
      return await task();
    } finally {
      // A connection whose unlock failed is closed rather than reused: closing it releases the lock.
      await client.query(unlock, [key]).then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    }
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const casing = 'snake_case' as const;

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** PostgreSQL when a URL is given, otherwise embedded PostgreSQL (PGlite) in a directory or in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      exclusive: advisoryLocks(pool),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => void (await client.query('select 1')),
    exclusive: inProcessLocks(),
    close: () => client.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
