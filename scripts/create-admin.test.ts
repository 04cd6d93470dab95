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
  return createStaff('grace', ...args);
}

async function createStaff(username: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _url, SIGNING_SECRET: _secret, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', '--username', username, '--password', 'a-long-secret', ...args],
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

  // Staff passwords are set with this command (docs/product.md, "Passwords"): setting a sales agent's must not make
  // them a super admin, and the last super admin stays one (docs/product.md, "Roles and permissions").
  it("keeps an existing staff member's role unless --role is given, and never demotes the last super admin", async () => {
    const where = `the embedded database in ${join(dataDir, 'db')}`;
    expect(await createStaff('faith', '--role', 'sales_agent')).toEqual({ code: 0, out: `Created sales_agent faith in ${where}.\n` });
    const reset = await createStaff('faith');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain(`Updated faith in ${where}: role sales_agent`);

    const demoted = await createAdmin('--role', 'sales_agent');
    expect(demoted.code).toBe(1);
    expect(demoted.out).toContain('grace is the last super admin');
    expect((await createAdmin()).out).toContain(`Updated grace in ${where}: role super_admin`);
  });

  // Usernames are kept and compared as registration keeps them (docs/product.md, "Sign-in failures" and look-alikes):
  // a name made here in another spelling is the same account, and a look-alike in another script is refused.
  it('normalises the username as registration does and refuses a look-alike', async () => {
    const where = `the embedded database in ${join(dataDir, 'db')}`;
    const fullWidth = await createStaff('ＧＲＡＣＥ');
    expect(fullWidth.code).toBe(0);
    expect(fullWidth.out).toContain(`Updated GRACE in ${where}: role super_admin`);
    expect(await createStaff('ｈｏｐｅ', '--role', 'sales_agent')).toEqual({ code: 0, out: `Created sales_agent hope in ${where}.\n` });

    const cyrillic = await createStaff('grаce');
    expect(cyrillic.code).toBe(1);
    expect(cyrillic.out).toContain('grаce looks too much like the existing user grace. Nothing was written.');
    const spaced = await createStaff('gr ace');
    expect(spaced.code).toBe(1);
    expect(spaced.out).toContain('--username: Username may contain only letters, digits, dots, dashes and underscores');
  });
});
