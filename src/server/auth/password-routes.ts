import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { passwordChangeSchema, passwordResetRequestSchema, passwordResetSchema } from '../../shared/schemas/auth';
import { errorSchema, messageSchema } from '../../shared/schemas/common';
import { passwordResets, users } from '../db/schema';
import { emailOn, enqueuePasswordResetEmails } from '../email/outbox';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, HttpError } from '../plugins/errors';
import { sessionHashOf } from '../plugins/sessions';
import { endSessions } from './end-sessions';
import { hashPassword, verifyPassword } from './password';
import { hashResetToken, newResetNonce, RESET_LINK_MINUTES, resetToken } from './password-reset';

export const RESET_REQUESTED = `If an account matches, we have sent an e-mail with a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`;
export const RESET_LINK_INVALID = 'This password reset link is not valid.';
export const RESET_LINK_USED = 'This password reset link has already been used.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please ask for a new one.';
const HOUR_MS = 60 * 60 * 1000;
// An e-mail address may belong to several accounts; each gets its own link, up to this many.
const MAX_ACCOUNTS_PER_ADDRESS = 5;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Changing a password while signed in, and resetting a forgotten one by e-mail (docs/product.md, Passwords). */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/auth/password',
    { onRequest: requireUser, schema: { body: passwordChangeSchema, response: { 200: messageSchema, 400: errorSchema, 401: errorSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      const { currentPassword, newPassword } = request.body;
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) throw badRequest('Current password is incorrect');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await endSessions(tx, user.id, { exceptTokenHash: sessionHashOf(request) });
      });
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );

  // Its own key in the store the sign-in failure budgets count in (shared by every instance with REDIS_URL).
  const requestsByIp = (request: FastifyRequest) => app.limitCounters.hit(`password-reset:ip:${request.ip}`, HOUR_MS);

  // The answer is the same whether or not an account matches, and whether or not an e-mail was written; so is the
  // work: one transaction of the same five statements for any login, found or not (docs/security.md, finding 7).
  app.post(
    '/auth/password-reset',
    { schema: { body: passwordResetRequestSchema, response: { 200: messageSchema, 400: errorSchema, 429: errorSchema } } },
    async (request, reply) => {
      const limit = await requestsByIp(request);
      if (limit.count > config.passwordResetLimits.perIp) {
        reply.header('retry-after', Math.max(1, Math.ceil(limit.resetMs / 1000)));
        throw new HttpError(429, 'Too many password reset requests. Please try again later.');
      }
      if (!emailOn(config.email)) return { message: RESET_REQUESTED };
      const login = request.body.login.toLowerCase();
      // The link's e-mail is written in the language of the screen that asked for it.
      const locale = parseLocale(request.cookies[LOCALE_COOKIE]);
      await db.transaction(async (tx) => {
        // Locked: two requests at once for one account count one after the other.
        const accounts = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(login.includes('@') ? eq(sql`lower(${users.email})`, login) : eq(sql`lower(${users.username})`, login))
          .orderBy(users.id)
          .limit(MAX_ACCOUNTS_PER_ADDRESS)
          .for('update');
        const recent = await tx
          .select({ userId: passwordResets.userId, value: count() })
          .from(passwordResets)
          .where(and(inArray(passwordResets.userId, accounts.map((account) => account.id)), gt(passwordResets.createdAt, new Date(Date.now() - HOUR_MS))))
          .groupBy(passwordResets.userId);
        const sent = new Map(recent.map((row) => [row.userId, row.value]));
        const links = accounts
          .filter((account) => (sent.get(account.id) ?? 0) < config.passwordResetLimits.perAccount)
          .map((account) => ({ ...account, nonce: newResetNonce() }));
        await tx.execute(sql`
          insert into ${passwordResets} (user_id, token_hash, expires_at, locale)
          select l.user_id, l.token_hash, ${new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString()}::timestamptz, ${locale}
          from json_to_recordset(${JSON.stringify(links.map((link) => ({ user_id: link.id, token_hash: hashResetToken(resetToken(config.signingSecret, link.nonce)) })))}::json)
            as l(user_id integer, token_hash text)`);
        await enqueuePasswordResetEmails(
          tx,
          links.map((link) => ({ recipient: link.email, nonce: link.nonce })),
        );
      });
      app.emailOutbox.nudge();
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { body: passwordResetSchema, response: { 200: messageSchema, 400: errorSchema } } },
    async (request) => {
      const { token, password } = request.body;
      if (!TOKEN_FORMAT.test(token)) throw badRequest(RESET_LINK_INVALID);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [reset] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashResetToken(token))).for('update');
        if (!reset) throw badRequest(RESET_LINK_INVALID);
        if (reset.usedAt) throw badRequest(RESET_LINK_USED);
        if (reset.expiresAt.getTime() <= Date.now()) throw badRequest(RESET_LINK_EXPIRED);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        // This link and every other open one of the account stop working; so does every session.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        await endSessions(tx, reset.userId);
      });
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  );
};

export default passwordRoutes;
