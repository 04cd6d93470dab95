import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/locale';
import type { Config, EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, HttpError } from '../plugins/errors';
import { emailVerifications, users } from '../db/schema';
import { emailOn, enqueueVerificationEmail, releaseHeldEmails } from './outbox';
import { assertLinkToken, hashResetToken, newResetNonce, openLink } from './password-reset';

/** How long a verification link works (docs/product.md, E-mail notifications). */
export const VERIFY_LINK_HOURS = 48;

/**
 * The token in a verification link, kept like a reset link's (docs/decisions/0072-password-reset-tokens.md): the
 * outbox holds a random nonce, the table the SHA-256 of the token, and the token is the HMAC of the nonce under the
 * signing secret, with its own prefix so a reset token is never a verification token.
 */
export const verificationToken = (secret: string, nonce: string): string =>
  createHmac('sha256', secret).update(`email-verification:${nonce}`).digest('base64url');
export const hashVerificationToken = hashResetToken;

/**
 * Writes a new verification link for the account's address, in the transaction that made the address theirs (or a
 * request to send it again). Answers false, writing nothing, when e-mail is off or the account or the address has
 * had `caps.verifications` links this hour: an address someone else typed gets only a few links, and nothing else.
 */
export async function queueVerification(
  tx: Tx,
  settings: { email: EmailSettings; signingSecret: string },
  account: { id: number; email: string },
  locale: Locale,
): Promise<boolean> {
  const { email, signingSecret } = settings;
  if (!emailOn(email)) return false;
  // Locked: two requests at once for one account count one after the other.
  await tx.execute(sql`select id from ${users} where id = ${account.id} for update`);
  const since = sql`now() - interval '1 hour'`;
  const rows = (await tx.execute(sql`
    select (select count(*) from ${emailVerifications} where user_id = ${account.id} and created_at > ${since})::int as by_account,
           (select count(*) from ${emailVerifications} where lower(email) = lower(${account.email}) and created_at > ${since})::int as by_address`)) as unknown as {
    rows: { by_account: number; by_address: number }[];
  };
  const [recent] = rows.rows;
  if (!recent || Math.max(recent.by_account, recent.by_address) >= email.caps.verifications) return false;
  const nonce = newResetNonce();
  await tx.insert(emailVerifications).values({
    userId: account.id,
    email: account.email,
    tokenHash: hashVerificationToken(verificationToken(signingSecret, nonce)),
    expiresAt: new Date(Date.now() + VERIFY_LINK_HOURS * 60 * 60 * 1000),
    locale,
  });
  await enqueueVerificationEmail(tx, account.id, account.email, nonce);
  return true;
}

/**
 * The account's address is proved its own (by its confirmation link, or by a password-reset link sent to it): it is
 * marked verified, every open confirmation link of the account stops working, and the e-mails held for it go out to
 * it. Call in the transaction that used the link, with the account's row locked; nudge the outbox after it.
 */
export async function markAddressVerified(tx: Tx, userId: number, address: string): Promise<void> {
  await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  await tx
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  await releaseHeldEmails(tx, userId, address);
}

/** Confirms the address a verification link was sent to; a link that cannot do so says why. */
export async function confirmAddress(db: Db, token: string): Promise<void> {
  assertLinkToken(token, 'verify');
  await db.transaction(async (tx) => {
    const link = await openLink(tx, 'verify', token);
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for('update');
    if (!account || account.email.toLowerCase() !== link.email.toLowerCase()) throw badRequest('verify_link_old_address');
    // This link and every other open one of the account stop working; held e-mails go out.
    await markAddressVerified(tx, link.userId, account.email);
  });
}

/** Sends an unconfirmed account a new link, within the hourly cap. */
export async function resendVerification(
  db: Db,
  config: Config,
  user: { id: number; email: string; emailVerified: boolean },
  locale: Locale,
): Promise<void> {
  if (user.emailVerified) throw conflict('already_verified');
  if (!emailOn(config.email)) throw new HttpError(503, 'email_off');
  const queued = await db.transaction((tx) => queueVerification(tx, config, user, locale));
  if (!queued) throw new HttpError(429, 'verification_limit');
}
