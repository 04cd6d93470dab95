import { z } from 'zod';
import { isoDate } from './common';

const backupSchema = z.object({
  startedAt: isoDate,
  finishedAt: isoDate.nullable(),
  trigger: z.enum(['schedule', 'command']),
  status: z.enum(['running', 'ok', 'failed']),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

/**
 * The dashboard's backup card (docs/product.md, "Backups"): the latest backup tried and the latest good one, and
 * whether the owner should be warned (the latest failed, or the good one is older than twice the interval).
 */
export const backupStatusSchema = z.object({
  everyHours: z.number().nullable(),
  latest: backupSchema.nullable(),
  latestOk: backupSchema.nullable(),
  warning: z.enum(['none', 'failed', 'stale', 'never']),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
