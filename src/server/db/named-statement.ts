import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

// Drizzle names prepared statements only for its query builders (`.prepare(name)`, as the session lookup does). A
// raw `sql` statement, such as checkout's data-modifying CTEs, can be named only through the session Drizzle keeps
// inside every handle (`db._.session.prepareQuery`, the call `db.execute()` makes without a name). This module is the
// one place that reaches in; named-statement.test.ts holds it to its promise on both drivers, so a Drizzle upgrade
// that changes the session fails there first. Replace it when Drizzle can prepare raw SQL by name.

// Turns a statement into text and parameters; a raw statement names no table object, so the db's casing plays no part.
const dialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per connection, so its text
 * must never change (every value a parameter). PGlite, one connection in process, runs it unnamed.
 */
export async function executeNamed<Row extends Record<string, unknown>>(db: Tx, name: string, statement: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  // Both drivers answer raw SQL with { rows }; the types do not say so.
  const { rows } = (await prepared.execute()) as unknown as { rows: Row[] };
  return rows;
}
