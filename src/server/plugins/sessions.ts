import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { publicUserColumns, sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sid';
// A session is extended at most once an hour, so reads do not turn into a write per request.
const REFRESH_AFTER_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request on first use; null when signed out. */
    currentUser(): Promise<User | null>;
    /** Loads the signed-in user again, for what `currentUser` answers from now on: the session may have ended since. */
    reloadUser(): Promise<User | null>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The request's session cookie. Every read of it goes through here: the answer now depends on who asks (plugins/private-answers.ts). */
function sessionToken(request: FastifyRequest): string | undefined {
  request.readsSession = true;
  return request.cookies[SESSION_COOKIE];
}

/**
 * Starts a session for the user. For a sign-in, `checkedHash` is the password hash the password was checked against:
 * the session is made only while the account still has it and is enabled, read under a share lock. A password change
 * or a disabling that lands during the check ends every session but would miss this one; it leaves none instead, and
 * the answer is false.
 */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number, checkedHash?: string): Promise<boolean> {
  // A new id at every sign-in: a session id planted before login is worthless after it.
  await endSession(db, request, reply);
  const token = randomBytes(32).toString('base64url');
  const idleMs = request.server.config.sessionIdleMs;
  const started = await db.transaction(async (tx) => {
    if (checkedHash !== undefined) {
      const [unchanged] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash), isNull(users.disabledAt)))
        .for('share');
      if (!unchanged) return false;
    }
    await tx.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + idleMs) });
    return true;
  });
  if (!started) return false;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(idleMs / 1000),
  });
  return true;
}

/** The stored id of the request's session, if it carries one. */
export function sessionHashOf(request: FastifyRequest): string | undefined {
  const token = sessionToken(request);
  return token ? hashToken(token) : undefined;
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The signed-in user of a session token, extending the session when due. The lookup runs on nearly every signed-in
 * request, so it is a named prepared statement: parsed and planned once per database connection.
 */
function sessionLoader(db: Db, idleMs: number) {
  const lookup = db
    .select({ ...publicUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled user's sessions are deleted when they are disabled; the condition also covers one started meanwhile.
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), isNull(users.disabledAt)))
    .limit(1)
    .prepare('load_session');
  return async (token: string): Promise<User | null> => {
    const id = hashToken(token);
    const now = new Date();
    const [row] = await lookup.execute({ id, now });
    if (!row) return null;
    const { expiresAt, ...user } = row;
    if (expiresAt.getTime() - now.getTime() < idleMs - REFRESH_AFTER_MS) {
      await db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + idleMs) })
        .where(eq(sessions.id, id));
    }
    return user;
  };
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export default fp(async function sessionPlugin(app: FastifyInstance) {
  const loaded = new WeakMap<FastifyRequest, Promise<User | null>>();
  const loadUser = sessionLoader(app.db, app.config.sessionIdleMs);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    const token = sessionToken(this);
    if (!token || token.length > 100) return Promise.resolve(null);
    const memo = loaded.get(this);
    if (memo) return memo;
    const promise = loadUser(token);
    loaded.set(this, promise);
    return promise;
  });
  app.decorateRequest('reloadUser', function (this: FastifyRequest) {
    loaded.delete(this);
    return this.currentUser();
  });
});
