import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sessions } from '../db/schema';

/**
 * Ends every session of a user (signed in on any device), or every one but the session that asked: after a password
 * change the other devices must sign in again, the one that changed it stays signed in.
 */
export async function endSessions(db: Tx, userId: number, options: { exceptTokenHash?: string } = {}): Promise<void> {
  const { exceptTokenHash } = options;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), exceptTokenHash === undefined ? undefined : ne(sessions.id, exceptTokenHash)));
}
