import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { passwordChangeSchema, passwordResetRequestSchema, passwordResetSchema } from '../../shared/schemas/auth';
import { errorSchema, messageSchema } from '../../shared/schemas/common';
import { passwordResets, users } from '../db/schema';
import { emailOn, enqueuePasswordResetEmails } from '../shared/outbox';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, HttpError } from '../plugins/errors';
import { sessionHashOf } from '../plugins/sessions';
import { markAddressVerified } from './email-verification';
import { endSessions } from './end-sessions';
import { hashPassword, verifyPassword } from './password';
import { hashResetToken, newResetNonce, RESET_LINK_MINUTES, resetToken } from './password-reset';

/**
 * The least time a reset request takes to answer: longer than the work for any login takes on a quiet shop, so the
 * time does not tell an existing account from a missing one (docs/security.md, finding 7).
 */
export const RESET_ANSWER_FLOOR_MS = 100;
export const RESET_REQUESTED = `If an account matches, we have sent an e-mail with a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`;
export const RESET_LINK_INVALID = 'This password reset link is not valid.';
export const RESET_LINK_USED = 'This password reset link has already been used.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please ask for a new one.';
const HOUR_MS = 60 * 60 * 1000;
// An e-mail address may belong to several accounts; each gets its own link, up to this many.
const MAX_ACCOUNTS_PER_ADDRESS = 5;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const since = sql`now() - interval '1 hour'`;

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
      const floor = sleep(RESET_ANSWER_FLOOR_MS);
      const login = request.body.login.toLowerCase();
      // The link's e-mail is written in the language of the screen that asked for it.
      const locale = parseLocale(request.cookies[LOCALE_COOKIE]);
      await db.transaction(async (tx) => {
        // Locked: two requests at once for one account count one after the other.
        const accounts = await tx
          .select({ id: users.id, email: users.email, verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
          .from(users)
          .where(login.includes('@') ? eq(sql`lower(${users.email})`, login) : eq(sql`lower(${users.username})`, login))
          .orderBy(users.id)
          .limit(MAX_ACCOUNTS_PER_ADDRESS)
          .for('update');
        // This hour's links per account, and to each account's address whatever the account.
        const recent = (await tx.execute(sql`
          select u.id as user_id,
                 (select count(*) from ${passwordResets} r where r.user_id = u.id and r.created_at > ${since})::int as by_account,
                 (select count(*) from ${passwordResets} r where lower(r.email) = lower(u.email) and r.created_at > ${since})::int as by_address
          from ${users} u
          where u.id in (select jsonb_array_elements_text(${JSON.stringify(accounts.map((account) => account.id))}::jsonb)::int)`)) as unknown as {
          rows: { user_id: number; by_account: number; by_address: number }[];
        };
        const counts = new Map(recent.rows.map((row) => [row.user_id, row]));
        // An unverified address may be a stranger's that someone registered with: links to it, whatever the accounts,
        // are capped like one account's. A verified account keeps its own cap, so a stranger's accounts cannot use
        // up its owner's links (docs/security.md, "Password reset to an unverified address").
        const toAddress = new Map<string, number>();
        const links = accounts
          .filter((account) => {
            const count = counts.get(account.id);
            const address = account.email.toLowerCase();
            const byAddress = toAddress.get(address) ?? count?.by_address ?? 0;
            if ((count?.by_account ?? 0) >= config.passwordResetLimits.perAccount) return false;
            if (!account.verified && byAddress >= config.passwordResetLimits.perAccount) return false;
            toAddress.set(address, byAddress + 1);
            return true;
          })
          .map((account) => ({ ...account, nonce: newResetNonce() }));
        await tx.execute(sql`
          insert into ${passwordResets} (user_id, token_hash, expires_at, locale, email)
          select l.user_id, l.token_hash, ${new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString()}::timestamptz, ${locale}, l.email
          from json_to_recordset(${JSON.stringify(links.map((link) => ({ user_id: link.id, token_hash: hashResetToken(resetToken(config.signingSecret, link.nonce)), email: link.email })))}::json)
            as l(user_id integer, token_hash text, email text)`);
        await enqueuePasswordResetEmails(
          tx,
          links.map((link) => ({ recipient: link.email, nonce: link.nonce })),
        );
      });
      // Not nudged: the outbox's own round sends the link within seconds, so no answer carries the cost of an e-mail
      // (finding 7). And every answer takes at least RESET_ANSWER_FLOOR_MS: found or not, it looks the same.
      await floor;
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
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, hashResetToken(token)))
          .for('update');
        if (!reset) throw badRequest(RESET_LINK_INVALID);
        if (reset.usedAt) throw badRequest(RESET_LINK_USED);
        if (reset.expiresAt.getTime() <= Date.now()) throw badRequest(RESET_LINK_EXPIRED);
        const [account] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, reset.userId))
          .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
        // The link reached the address it was sent to: that proves the address, as its confirmation link would, if
        // the account still has it (docs/product.md, Passwords).
        if (account && !account.emailVerifiedAt && reset.email?.toLowerCase() === account.email.toLowerCase()) {
          await markAddressVerified(tx, reset.userId, account.email);
        }
        // This link and every other open one of the account stop working; so does every session.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        await endSessions(tx, reset.userId);
      });
      app.emailOutbox.nudge();
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  );
};

export default passwordRoutes;
