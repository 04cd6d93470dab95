import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageCode } from '../../shared/messages/message';
import type { Tx } from '../db/client';
import { notFound } from '../plugins/errors';

/** Deletes one of a shopper's own rows (a cart line, a wishlist entry); another shopper's row is "not found" too. */
export async function deleteOwnRow(
  db: Tx,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  { id, userId }: { id: number; userId: number },
  missing: MessageCode,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (!deleted.length) throw notFound(missing);
}
