import { useQuery } from '@tanstack/react-query';
import { HardDrive, TriangleAlert } from 'lucide-react';
import { backupsApi } from '@/shared/contract/backups';
import type { Backup, BackupStatus } from '@/shared/schemas/backups';
import { TitledCard } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { endpointQuery } from '@/client/lib/api';
import { formatDateTime } from '../format';

const backupStatusQuery = endpointQuery(backupsApi.status);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(backup: Backup): string {
  const when = formatDateTime(backup.startedAt);
  if (backup.status === 'running') return `Under way since ${when}`;
  if (backup.status === 'failed') return `Failed on ${when}: ${backup.error ?? 'no reason recorded'}`;
  return `${when}, ${backup.sizeBytes === null ? 'size unknown' : megabytes(backup.sizeBytes)}`;
}

function warningText({ warning, everyHours, latestOk }: BackupStatus): string | undefined {
  if (warning === 'failed') return 'The last backup failed. Look at the shop\'s log, then run "npm run backup" to check it works again.';
  if (warning === 'never') return `No backup has succeeded yet, though the shop should take one every ${everyHours} hours.`;
  if (warning === 'stale')
    return `The last good backup (${formatDateTime(latestOk!.startedAt)}) is more than twice the ${everyHours}-hour interval old.`;
  return undefined;
}

/** The owner's view of the shop's backups (docs/product.md, "Backups"), with a warning when one is due. */
export function BackupCard() {
  const { data } = useQuery(backupStatusQuery);
  const warning = data && warningText(data);
  return (
    <TitledCard title="Backups" className="mt-6" contentClassName="space-y-2 text-sm">
      {!data ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <>
          {warning && (
            <p role="alert" className="flex gap-2 font-medium text-destructive">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0" /> {warning}
            </p>
          )}
          <p className="flex gap-2">
            <HardDrive aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <span>
              Last backup: {data.latest ? describe(data.latest) : 'none yet'}
              {data.latestOk && data.latest?.status !== 'ok' && <> · last good one: {describe(data.latestOk)}</>}
            </span>
          </p>
          <p className="text-muted-foreground">
            {data.everyHours === null
              ? 'The shop takes no backups by itself: set BACKUP_EVERY_HOURS, or run "npm run backup" on a timer.'
              : `The shop takes one every ${data.everyHours} hours.`}
          </p>
        </>
      )}
    </TitledCard>
  );
}
