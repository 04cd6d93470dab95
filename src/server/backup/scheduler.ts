import { and, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config';
import { backups } from '../db/schema';
import { pruneArchives, takeBackup, type BackupDeps, type BackupResult } from './backup';

type SchedulerDeps = BackupDeps & { config: Pick<Config, 'backup' | 'databaseUrl'> };

// The embedded database has one process: a flag in it is the whole lock.
let embeddedBusy = false;

/**
 * Runs `task` unless another instance is already taking a backup: PostgreSQL's pg_try_advisory_lock, on a connection
 * of its own (closing it releases the lock, however the task ends), shared by every instance of the shop.
 */
async function unlessBusy<T>(databaseUrl: string | undefined, task: () => Promise<T>): Promise<T | null> {
  if (!databaseUrl) {
    if (embeddedBusy) return null;
    embeddedBusy = true;
    try {
      return await task();
    } finally {
      embeddedBusy = false;
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-backup-lock', connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtextextended('shop:backup', 0)) as locked");
    return rows[0]?.locked ? await task() : null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * One scheduled backup, if one is due: none succeeded or is under way within the interval (a failed one is retried
 * at the next check). Every instance calls this; the lock and the check under it make one of them take it. Resolves
 * with the backup, or null when it was not this instance's to take.
 */
export async function scheduledBackup(deps: SchedulerDeps): Promise<BackupResult | null> {
  const everyMs = deps.config.backup.everyMs;
  if (everyMs === undefined) return null;
  return unlessBusy(deps.config.databaseUrl, async () => {
    const since = new Date(Date.now() - everyMs);
    const [recent] = await deps.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(backups)
      .where(and(gt(backups.startedAt, since), inArray(backups.status, ['ok', 'running'])));
    if ((recent?.count ?? 0) > 0) return null;
    const result = await takeBackup(deps, 'schedule');
    await pruneArchives(deps.config.backup.dir, deps.config.backup.keep);
    return result;
  });
}

export interface SchedulerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Checks every tenth of the interval (at most every ten minutes) whether a backup is due. A failed backup (a full
 * disk) is logged and recorded; the shop goes on serving. Returns the function that stops the checks.
 */
export function scheduleBackups(deps: SchedulerDeps, log: SchedulerLog): () => void {
  const everyMs = deps.config.backup.everyMs;
  if (everyMs === undefined) return () => {};
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const result = await scheduledBackup(deps);
      if (result) log.info({ file: result.file, bytes: result.sizeBytes, ms: result.ms }, 'scheduled backup written');
    } catch (error) {
      log.error({ err: error }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), Math.min(everyMs / 10, 10 * 60 * 1000));
  timer.unref();
  return () => clearInterval(timer);
}
