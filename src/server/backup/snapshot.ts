import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Db, type Tx } from '../db/client';

// The database travels as JSON lines, one file per table, read and written the same way on the embedded database and
// on PostgreSQL (docs/decisions/0099-backups.md): no pg_dump, which the embedded database does not have.

/** Rows per FETCH when reading, and per INSERT when restoring: a few hundred kilobytes at a time. */
const BATCH_ROWS = 500;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const table = (name: string) => sql.raw(`public.${quote(name)}`);

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export const readJournal = (folder = migrationsFolder): JournalEntry[] =>
  (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;

export interface MigrationLevel {
  count: number;
  tag: string;
  when: number;
}

/** The last migration applied, as drizzle records it (created_at is the journal's `when`). */
async function migrationLevel(tx: Tx): Promise<MigrationLevel> {
  const [row] = await queryRows<{ count: number; last: string | null }>(
    tx,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.last ?? 0);
  const tag = readJournal().find((entry) => entry.when === when)?.tag ?? 'unknown';
  return { count: row?.count ?? 0, tag, when };
}

// Rows true of this shop at this instant only: a backup under way (the one taking this snapshot among them) is
// under way here, never in a shop restored from the archive, whose dashboard would say so until its next backup.
const LEFT_OUT: Partial<Record<string, SQL>> = { backups: sql`where t.status <> 'running'` };

export const publicTables = async (db: Tx): Promise<string[]> =>
  (await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map(
    (row) => row.name,
  );

/**
 * Writes every table to `dir`/<table>.jsonl from one REPEATABLE READ snapshot: the shop keeps writing meanwhile, and
 * the files hold the database as it was at one instant, but for the rows LEFT_OUT. Each table goes through a cursor,
 * so memory holds one batch. On the embedded database (one connection) the shop's own queries wait until the snapshot is read.
 */
export async function dumpDatabase(db: Db, dir: string): Promise<{ tables: Record<string, number>; migration: MigrationLevel }> {
  return db.transaction(
    async (tx) => {
      const migration = await migrationLevel(tx);
      const tables: Record<string, number> = {};
      for (const name of await publicTables(tx)) {
        const out = createWriteStream(join(dir, `${name}.jsonl`), { flags: 'wx' });
        let count = 0;
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${table(name)} t ${LEFT_OUT[name] ?? sql``}`,
        );
        for (;;) {
          const batch = await queryRows<{ line: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from backup_rows`));
          if (batch.length === 0) break;
          count += batch.length;
          // JSON text escapes its line breaks: one row per line.
          if (!out.write(`${batch.map((row) => row.line).join('\n')}\n`)) await once(out, 'drain');
        }
        await tx.execute(sql`close backup_rows`);
        out.end();
        await finished(out);
        tables[name] = count;
      }
      return { tables, migration };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Parents before children, so every row's foreign keys find their rows already there. */
async function insertionOrder(tx: Tx, names: string[]): Promise<string[]> {
  const links = await queryRows<{ child: string; parent: string }>(
    tx,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const link of links) if (link.child === name && names.includes(link.parent)) visit(link.parent);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

async function* lineBatches(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Loads the tables from `dir` into a database whose schema is at the backup's migration level, in one transaction,
 * then moves every identity sequence past its table's largest id. Resolves with the rows now in each table.
 */
export async function loadDatabase(db: Db, dir: string, names: string[]): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const present = await publicTables(tx);
    const absent = names.filter((name) => !present.includes(name));
    if (absent.length > 0) throw new Error(`The backup holds tables this database schema does not have: ${absent.join(', ')}`);
    const counts: Record<string, number> = {};
    for (const name of await insertionOrder(tx, names)) {
      // Generated columns (the search vectors) are computed again; identity columns keep their backed-up values.
      const columns = await queryRows<{ name: string }>(
        tx,
        sql`select attname as name from pg_attribute
            where attrelid = ${`public.${quote(name)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
            order by attnum`,
      );
      const list = sql.raw(columns.map((column) => quote(column.name)).join(', '));
      for await (const batch of lineBatches(join(dir, `${name}.jsonl`))) {
        await tx.execute(
          sql`insert into ${table(name)} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${table(name)}, ${`[${batch.join(',')}]`}::json)`,
        );
      }
      const [row] = await queryRows<{ count: number }>(tx, sql`select count(*)::int as count from ${table(name)}`);
      counts[name] = row?.count ?? 0;
    }
    const identities = await queryRows<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
    );
    for (const { table_name: name, column_name: column } of identities) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`public.${quote(name)}`}, ${column}), coalesce(max(${sql.raw(quote(column))}), 0) + 1, false)
            from ${table(name)}`,
      );
    }
    return counts;
  });
}
