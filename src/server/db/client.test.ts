import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';

describe.skipIf(!process.env.TEST_DATABASE_URL)("the shop's PostgreSQL pool", () => {
  it('runs every connection without just-in-time compilation, from its first query (docs/decisions/0101-no-jit.md)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 3 });
    try {
      // Three queries at once, each holding its connection a moment: three fresh connections, each asked first.
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          queryRows<{ jit: string; pid: number }>(database.db, sql`select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.1)`),
        ),
      );
      const rows = answers.map(([row]) => row!);
      expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
      expect(rows.map((row) => row.jit)).toEqual(['off', 'off', 'off']);
      // The setting is made before a connection is handed out, not queued ahead of its first query (pg 9 refuses that).
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});
