import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command as an operator would, with DATA_DIR pointing at a folder of its own. */
async function createAdmin(...args: string[]): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _url, SIGNING_SECRET: _secret, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', '--username', 'grace', '--password', 'a-long-secret', ...args],
      { env },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run create-admin', () => {
  it('refuses a DATA_DIR with no shop in it, names the folder, and leaves nothing behind', async () => {
    const { code, out } = await createAdmin();
    expect(code).toBe(1);
    expect(out).toContain(`No shop has been started on the embedded database in ${join(dataDir, 'db')}, so nothing was written.`);
    expect(out).toContain('--new-database');
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
    expect(existsSync(join(dataDir, 'signing-secret'))).toBe(false);
  });

  it('creates the database when asked, and says which database it wrote to', async () => {
    const created = await createAdmin('--new-database');
    expect(created).toEqual({ code: 0, out: `Created super_admin grace in the embedded database in ${join(dataDir, 'db')}.\n` });
    const updated = await createAdmin();
    expect(updated.code).toBe(0);
    expect(updated.out).toContain(`Updated grace in the embedded database in ${join(dataDir, 'db')}: role super_admin`);
  });
});
