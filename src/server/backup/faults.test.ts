import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch';
import { prepareDatabase } from '../db/prepare';
import { backups } from '../db/schema';
import { blankDatabase, pngImage, sha256 } from '../test/backup-drill';
import { S3RVER_BUCKET, startObjectStore, type RunningObjectStore } from '../test/object-store';
import { SEEDED } from '../test/products';
import { localDiskStorage, s3Storage } from '../shared/object-storage';
import { readArchive } from './archive';
import { ARCHIVE_NAME, takeBackup } from './backup';
import { restoreBackup } from './restore';
import { scheduledBackup } from './scheduler';

const root = await mkdtemp(join(tmpdir(), 'shop-backup-faults-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storageIn = (dir: string) => localDiskStorage(join(dir, 'uploads'), join(dir, 'cache', 'images'));
const archivesIn = async (dir: string) => (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
const { DATABASE_URL: _url, BACKUP_PASSPHRASE: _passphrase, BACKUP_DIR: _dir, ...inheritedEnv } = process.env;

describe('faults during a backup', () => {
  it('a backup killed with SIGKILL leaves the earlier archive whole and no archive-looking file; the next one sweeps up', async () => {
    const dataDir = await mkdtemp(join(root, 'killed-'));
    const backupDir = join(dataDir, 'backups');
    const deps = (database: Awaited<ReturnType<typeof openDatabase>>) => ({
      config: { backup: { dir: backupDir, keep: 7 } },
      database,
      storage: storageIn(dataDir),
    });
    let database = await openDatabase({ dataDir: join(dataDir, 'db') });
    await prepareDatabase(database, { seedDemo: true });
    await storageIn(dataDir).create('killed-backup-image', await pngImage(7), 'image/png');
    const first = await takeBackup(deps(database), 'command');
    await database.close();

    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { env: { ...inheritedEnv, DATA_DIR: dataDir }, stdio: 'ignore' });
    // Killed as soon as its work folder appears: in the middle of the backup.
    while (!(await readdir(backupDir)).some((name) => name.startsWith('.work-'))) {
      if (child.exitCode !== null) throw new Error('The backup finished before it could be killed');
      await sleep(2);
    }
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect((await readdir(backupDir)).filter((name) => !name.startsWith('.'))).toEqual([basename(first.file)]);
    expect((await readArchive(first.file, undefined)).tables).toEqual(first.manifest.tables);

    database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      await takeBackup(deps(database), 'command');
    } finally {
      await database.close();
    }
    expect((await readdir(backupDir)).filter((name) => name.startsWith('.work-'))).toEqual([]);
    expect(await archivesIn(backupDir)).toHaveLength(2);
  });

  it('two instances due at once take one backup between them, and prune to BACKUP_KEEP', async () => {
    const blank = await blankDatabase();
    const second = blank.url ? await openDatabase({ url: blank.url, poolSize: 3 }) : blank.database;
    const dir = await mkdtemp(join(root, 'scheduled-'));
    try {
      await migrateDatabase(blank.database);
      for (const day of ['01', '02', '03']) await writeFile(join(dir, `shop-backup-2020-01-${day}T00-00-00-000Z.tar.gz`), 'an old archive');
      const config = { backup: { dir, keep: 2, everyMs: 60 * 60 * 1000 }, databaseUrl: blank.url };
      const storage = storageIn(dir);
      const results = await Promise.all([blank.database, second].map((database) => scheduledBackup({ config, database, storage })));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await blank.database.db.select().from(backups)).toEqual([expect.objectContaining({ trigger: 'schedule', status: 'ok' })]);
      expect(await archivesIn(dir)).toEqual(['shop-backup-2020-01-03T00-00-00-000Z.tar.gz', basename(results.find(Boolean)!.file)]);
      // Not due again within the interval, whichever instance asks.
      expect(await scheduledBackup({ config, database: second, storage })).toBeNull();
    } finally {
      if (second !== blank.database) await second.close();
      await blank.drop();
    }
  });

  it('backs up the images of a bucket, and --force restores over a database with rows, into another bucket', async () => {
    const [source, target] = await Promise.all([startObjectStore(), startObjectStore()]);
    const blank = await blankDatabase();
    const bucket = (store: RunningObjectStore) =>
      s3Storage(
        {
          bucket: S3RVER_BUCKET,
          endpoint: store.env.S3_ENDPOINT,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          timeoutMs: 10_000,
        },
        blank.database.exclusive,
      );
    const config = { backup: { dir: await mkdtemp(join(root, 'bucket-')), keep: 7 } };
    try {
      await migrateDatabase(blank.database);
      for (let seed = 0; seed < 3; seed++) await bucket(source).create(`bucket-image-${seed}-abc`, await pngImage(seed), 'image/png');
      const taken = await takeBackup({ config, database: blank.database, storage: bucket(source) }, 'command');
      expect(taken.manifest.images).toBe(3);
      // The backup's own row is in the database now: only --force restores over it.
      await expect(restoreBackup({ config, database: blank.database, storage: bucket(target), file: taken.file })).rejects.toThrow(/in backups/);
      const report = await restoreBackup({ config, database: blank.database, storage: bucket(target), file: taken.file, force: true });
      expect(report.images).toBe(3);
      for (const [name, { sha256: expected }] of Object.entries(taken.manifest.entries).filter(([entry]) => entry.startsWith('images/'))) {
        expect(sha256((await bucket(target).read(name.slice('images/'.length)))!)).toBe(expected);
      }
    } finally {
      await blank.drop();
      await Promise.all([source.close(), target.close()]);
    }
  });

  // A full disk, as the file-size limit of the shell (ulimit -f) makes it: every write past the limit fails with
  // EFBIG. PostgreSQL only: the embedded database writes its own 16 MB files in the same process.
  it.skipIf(!process.env.TEST_DATABASE_URL)('a scheduled backup that cannot write fails cleanly and the shop keeps serving', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'shop_full_disk');
    const dataDir = await mkdtemp(join(root, 'full-'));
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const env = {
      ...inheritedEnv,
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: '/nonexistent-client-dir',
      SIGNING_SECRET: 'full-disk-test-signing-secret-0123456789',
      // Due at once, checked every 40 ms.
      BACKUP_EVERY_HOURS: '0.0001',
    };
    const shop = spawn('bash', ['-c', 'ulimit -f 8 && exec "$0" --import tsx src/server/server.ts', process.execPath], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shop.stdout.on('data', (chunk) => (output += chunk));
    shop.stderr.on('data', (chunk) => (output += chunk));
    try {
      for (let waited = 0; !output.includes('scheduled backup failed'); waited += 50) {
        if (shop.exitCode !== null || waited > 45_000) throw new Error(`The shop never reported a failed backup:\n${output}`);
        await sleep(50);
      }
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const product = await fetch(`http://127.0.0.1:${port}/api/products/${SEEDED.mc4.slug}`);
      expect(product.status).toBe(200);
      expect(await archivesIn(join(dataDir, 'backups'))).toEqual([]);
    } finally {
      shop.kill('SIGTERM');
      await once(shop, 'exit');
    }
    const database = await openDatabase({ url: scratch.url, poolSize: 1 });
    try {
      const [failed] = await database.db.select().from(backups);
      expect(failed).toMatchObject({ trigger: 'schedule', status: 'failed', error: expect.stringMatching(/EFBIG|too large/i) });
    } finally {
      await database.close();
      await scratch.drop();
    }
    expect((await readdir(join(dataDir, 'backups'))).filter((name) => name.startsWith('.work-'))).toEqual([]);
  });
});
