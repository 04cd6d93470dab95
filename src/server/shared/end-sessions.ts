import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sessions } from '../db/schema';

/**
 * Ends every session of a user (all devices): when their password changes, when they lose a staff role, when a super
 * admin disables them. `exceptTokenHash` keeps one session (the stored id, the SHA-256 of its cookie token), such as
 * the one that changed its own password. Pass the transaction that makes the change, so both happen or neither.
 */
export async function endSessions(db: Tx, userId: number, options: { exceptTokenHash?: string } = {}): Promise<void> {
  const except = options.exceptTokenHash;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
}
