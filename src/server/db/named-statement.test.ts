import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app';
import { executeNamed } from './named-statement';

const ctx = testAppPerFile();

const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as total, ${`${a}+${b}`}::text as label`;

describe('a named prepared statement', () => {
  it('answers its rows, with new values each time under the same name', async () => {
    expect(await executeNamed(ctx.db, 'probe_sum', sum(1, 2))).toEqual([{ total: 3, label: '1+2' }]);
    expect(await executeNamed(ctx.db, 'probe_sum', sum(40, 2))).toEqual([{ total: 42, label: '40+2' }]);
  });

  it('runs inside a transaction, and PostgreSQL keeps it prepared on the connection', async () => {
    const prepared = await ctx.db.transaction(async (tx) => {
      expect(await executeNamed(tx, 'probe_in_tx', sum(5, 6))).toEqual([{ total: 11, label: '5+6' }]);
      const { rows } = (await tx.execute(sql`select name from pg_prepared_statements where name = 'probe_in_tx'`)) as unknown as { rows: unknown[] };
      return rows.length;
    });
    expect(prepared).toBe(ctx.database.driver === 'postgres' ? 1 : 0);
  });
});
