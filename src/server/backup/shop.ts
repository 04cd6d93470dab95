import type { Config } from '../config';
import type { Database } from '../db/client';
import { createObjectStorage } from '../shared/object-storage';
import { takeBackup } from './backup';
import { answerBackupRequests } from './requests';
import { scheduleBackups, type SchedulerLog } from './scheduler';

/**
 * The shop's part in backups: its own schedule (BACKUP_EVERY_HOURS) and, on the embedded database that no other
 * process may open, the backups `npm run backup` asks it for. Returns the function that stops both.
 */
export function startBackups(config: Config, database: Database, log: SchedulerLog): () => void {
  const deps = { config, database, storage: createObjectStorage(config, database) };
  const stopSchedule = scheduleBackups(deps, log);
  const stopAnswering = answerBackupRequests(config.backup.dir, async () => {
    const { file, sizeBytes, ms } = await takeBackup(deps, 'command');
    log.info({ file, bytes: sizeBytes, ms }, 'backup written on request');
    return { ok: true, file, sizeBytes, ms };
  });
  return () => {
    stopSchedule();
    stopAnswering();
  };
}
