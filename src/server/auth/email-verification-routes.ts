import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { emailVerifySchema, VERIFY_LINK_INVALID } from '../../shared/schemas/auth';
import { errorSchema, messageSchema } from '../../shared/schemas/common';
import { emailVerifications, users } from '../db/schema';
import { emailOn } from '../shared/outbox';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict, HttpError } from '../plugins/errors';
import { hashVerificationToken, markAddressVerified, queueVerification } from './email-verification';

export const EMAIL_VERIFIED = 'Your e-mail address is confirmed. Order e-mails will reach you there.';
export const VERIFY_LINK_USED = 'This confirmation link has already been used.';
export const VERIFY_LINK_EXPIRED = 'This confirmation link has expired. Please ask for a new one from your account.';
export const VERIFY_LINK_OLD_ADDRESS = 'This confirmation link is for an e-mail address your account no longer has.';
export const VERIFICATION_SENT = 'We have sent a new confirmation link to your e-mail address.';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Confirming an address by its link, and asking for the link again (docs/product.md, E-mail notifications). */
const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // No session needed: the link may be opened on another device than the one that registered.
  app.post('/auth/verify-email', { schema: { body: emailVerifySchema, response: { 200: messageSchema, 400: errorSchema } } }, async (request) => {
    const { token } = request.body;
    if (!TOKEN_FORMAT.test(token)) throw badRequest(VERIFY_LINK_INVALID);
    await db.transaction(async (tx) => {
      const [link] = await tx.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, hashVerificationToken(token))).for('update');
      if (!link) throw badRequest(VERIFY_LINK_INVALID);
      if (link.usedAt) throw badRequest(VERIFY_LINK_USED);
      if (link.expiresAt.getTime() <= Date.now()) throw badRequest(VERIFY_LINK_EXPIRED);
      const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for('update');
      if (!account || account.email.toLowerCase() !== link.email.toLowerCase()) throw badRequest(VERIFY_LINK_OLD_ADDRESS);
      // This link and every other open one of the account stop working; held e-mails go out.
      await markAddressVerified(tx, link.userId, account.email);
    });
    app.emailOutbox.nudge();
    return { message: EMAIL_VERIFIED };
  });

  app.post(
    '/auth/verify-email/resend',
    { onRequest: requireUser, schema: { response: { 200: messageSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      if (user.emailVerified) throw conflict(ALREADY_VERIFIED);
      if (!emailOn(config.email)) throw new HttpError(503, 'email_off');
      const locale = parseLocale(request.cookies[LOCALE_COOKIE]);
      const queued = await db.transaction((tx) => queueVerification(tx, config, user, locale));
      if (!queued) throw new HttpError(429, 'verification_limit');
      app.emailOutbox.nudge();
      return { message: VERIFICATION_SENT };
    },
  );
};

export default emailVerificationRoutes;
