import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The embedded database can be opened by one process only: while the shop runs on it, `npm run backup` asks the shop
// to take the backup. The request is a file in BACKUP_DIR/.requests and a SIGUSR2 to the shop's pid (from shop.lock);
// the shop answers with a result file beside it.

export type BackupAnswer = { ok: true; file: string; sizeBytes: number; ms: number } | { ok: false; error: string };

const requestsDir = (backupDir: string) => join(backupDir, '.requests');

async function writeAtomically(file: string, content: string) {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** In the shop: on SIGUSR2, takes one backup per pending request and answers each. */
export function answerBackupRequests(backupDir: string, takeBackup: () => Promise<BackupAnswer>): () => void {
  const dir = requestsDir(backupDir);
  let serving = Promise.resolve();
  const serve = async () => {
    for (const name of await readdir(dir).catch(() => [])) {
      if (!name.endsWith('.request')) continue;
      const id = name.slice(0, -'.request'.length);
      // Claimed by renaming: a second signal arriving meanwhile does not take the same request twice.
      const claimed = join(dir, `${id}.taken`);
      try {
        await rename(join(dir, name), claimed);
      } catch {
        continue;
      }
      const answer = await takeBackup().catch((error: unknown): BackupAnswer => ({ ok: false, error: (error as Error).message ?? String(error) }));
      await writeAtomically(join(dir, `${id}.result`), JSON.stringify(answer));
      await rm(claimed, { force: true });
    }
  };
  const onSignal = () => {
    serving = serving.then(serve, serve);
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/** In `npm run backup`: asks the shop with that pid for a backup and waits for its answer. */
export async function requestBackup(backupDir: string, pid: number, timeoutMs = 60 * 60 * 1000): Promise<BackupAnswer> {
  const dir = requestsDir(backupDir);
  await mkdir(dir, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const resultFile = join(dir, `${id}.result`);
  await writeAtomically(join(dir, `${id}.request`), JSON.stringify({ pid: process.pid }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await readFile(resultFile, 'utf8').catch(() => undefined);
    if (answer !== undefined) {
      await rm(resultFile, { force: true });
      return JSON.parse(answer) as BackupAnswer;
    }
    try {
      process.kill(pid, 0);
    } catch {
      await rm(join(dir, `${id}.request`), { force: true });
      return { ok: false, error: `The shop (pid ${pid}) stopped before answering.` };
    }
    if (Date.now() > deadline) return { ok: false, error: `The shop (pid ${pid}) did not answer within ${Math.round(timeoutMs / 1000)} s.` };
    await sleep(100);
  }
}
