import { desc, eq } from 'drizzle-orm';
import type { Backup, BackupStatus } from '../../shared/schemas/backups';
import type { BackupSettings } from '../config';
import type { Db } from '../db/client';
import { backups } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const toBackup = (row: typeof backups.$inferSelect): Backup => ({
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  trigger: row.trigger,
  status: row.status,
  sizeBytes: row.sizeBytes,
  error: row.error,
});

/**
 * The latest backup and the latest good one, and what to warn the owner of (docs/product.md, "Backups"): a failed
 * latest attempt; with scheduled backups, a good one older than twice the interval, or none at all.
 */
export async function backupStatus(db: Db, settings: BackupSettings, now = new Date()): Promise<BackupStatus> {
  const [[latest], [latestOk]] = await Promise.all([
    db.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(1),
    db.select().from(backups).where(eq(backups.status, 'ok')).orderBy(desc(backups.startedAt), desc(backups.id)).limit(1),
  ]);
  const everyMs = settings.everyMs;
  let warning: BackupStatus['warning'] = 'none';
  if (latest?.status === 'failed') warning = 'failed';
  else if (everyMs !== undefined && !latestOk) warning = 'never';
  else if (everyMs !== undefined && latestOk && now.getTime() - latestOk.startedAt.getTime() > 2 * everyMs) warning = 'stale';
  return {
    everyHours: everyMs === undefined ? null : everyMs / HOUR_MS,
    latest: latest ? toBackup(latest) : null,
    latestOk: latestOk ? toBackup(latestOk) : null,
    warning,
  };
}
