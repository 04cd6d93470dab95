import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
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

/** Rows of a raw SQL query: both drivers answer { rows }, the types do not say so. */
export const queryRows = async <T = Record<string, unknown>>(db: Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Runs `task` while holding a lock named `key`, shared by every process on this database (a PostgreSQL advisory
   * lock held by a connection of its own) or, on the embedded database that only one process can open, by this
   * process. Callers of the same key wait their turn.
   */
  exclusive<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Announces to every listener on the channel, in every process using this database. */
  notify(channel: string, payload: string): Promise<void>;
  /** Listens on the channel until the returned function is called (see NotificationHandlers). */
  listen(channel: string, handlers: NotificationHandlers): () => Promise<void>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  /** Listening (again): notifications sent before this moment may have been missed. */
  onConnected(): void;
  /** The listening connection is lost; it is re-established in the background. */
  onLost(error: unknown): void;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;
// A connection cut without a word (a dead peer, a dropped route) is only noticed by using it.
const LISTENER_PING_MS = 5000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it), re-established with a
 * growing delay whenever it fails, and checked every few seconds so a silently dead one is noticed too.
 */
function postgresListener(url: string): Database['listen'] {
  return (channel, { onNotify, onConnected, onLost }) => {
    let stopped = false;
    let delay = RECONNECT_MIN_MS;
    let retry: NodeJS.Timeout | undefined;
    let current: pg.Client | undefined;

    const connect = () => {
      const client = new pg.Client({ connectionString: url, application_name: 'shop-notifications', keepAlive: true, connectionTimeoutMillis: 5000 });
      let ping: NodeJS.Timeout | undefined;
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        clearInterval(ping);
        client.end().catch(() => {});
        if (stopped) return;
        onLost(error);
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      };
      client.on('error', fail);
      client.on('end', () => fail(new Error('notification connection closed')));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      current = client;
      client
        .connect()
        .then(() => client.query(`listen ${client.escapeIdentifier(channel)}`))
        .then(() => {
          if (stopped || failed) return;
          delay = RECONNECT_MIN_MS;
          ping = setInterval(() => client.query('select 1').catch(fail), LISTENER_PING_MS);
          ping.unref();
          onConnected();
        }, fail);
    };
    connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    };
  };
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

function advisoryLocks(url: string): Database['exclusive'] {
  const lock = 'select pg_advisory_lock(hashtextextended($1, 0))';
  return async (key, task) => {
    // A connection of its own, not the pool's: the task may need every pooled connection (a pool of one would
    // otherwise wait for itself). Closing it releases the lock, whatever happened.
    const client = new pg.Client({ connectionString: url, application_name: 'shop-lock', connectionTimeoutMillis: 5000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(lock, [key]);
      return await task();
    } finally {
      await client.end().catch(() => {});
    }
  };
}

/**
 * An embedded database with the extensions the migrations create: pg_trgm, for the catalogue search's misspellings
 * (docs/decisions/0095-product-search.md). Every PGlite the shop, its tests and its scripts open comes from here, since
 * a data directory that has the extension cannot be opened without it.
 */
export const createPglite = (options: Omit<PGliteOptions, 'extensions'> = {}): PGlite => new PGlite({ ...options, extensions: { pg_trgm } });

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const casing = 'snake_case' as const;

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/** PostgreSQL when a URL is given, otherwise embedded PostgreSQL (PGlite) in a directory or in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // No just-in-time compilation: the shop's queries are short, and its reports' inflated cost estimates made
      // PostgreSQL spend longer compiling them than running them (docs/decisions/0101-no-jit.md). Awaited before
      // the connection is handed out, so its first query never waits behind this one (which pg 9 will refuse).
      onConnect: async (client) => void (await client.query('set jit = off').catch(() => {})),
    });
    // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      exclusive: advisoryLocks(options.url),
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      listen: postgresListener(options.url),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = createPglite({ dataDir: options.dataDir });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => void (await client.query('select 1')),
    exclusive: inProcessLocks(),
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    // The embedded database lives in this process: its notifications cannot be lost on the way.
    listen(channel, { onNotify, onConnected }) {
      const unsubscribe = client.listen(channel, onNotify);
      void unsubscribe.then(onConnected);
      return async () => (await unsubscribe)();
    },
    close: () => client.close(),
  };
}

/** Applies the migrations not yet applied; a restore passes a folder that stops at its backup's level. */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: folder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  }
}
