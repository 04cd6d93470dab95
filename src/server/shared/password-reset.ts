import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emailVerifications, passwordResets } from '../db/schema';
import { badRequest } from '../plugins/errors';

/** How long a reset link works (docs/product.md, Passwords). */
export const RESET_LINK_MINUTES = 30;

/**
 * The token in a reset link. The outbox keeps only a random nonce and the table only the token's hash: the link is
 * the HMAC of the nonce under the signing secret, so a copy of the database alone opens no account.
 */
export const resetToken = (secret: string, nonce: string): string =>
  createHmac('sha256', secret).update(`password-reset:${nonce}`).digest('base64url');
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newResetNonce = (): string => randomBytes(24).toString('base64url');

/** Which link: a password reset's or an address confirmation's. Each has its own words for what is wrong with it. */
type LinkKind = 'reset' | 'verify';

/** A link's token: an HMAC-SHA-256 in base64url. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Refuses what cannot be a link's token before any work is done for it. */
export function assertLinkToken(token: string, kind: LinkKind): void {
  if (!LINK_TOKEN.test(token)) throw badRequest(`${kind}_link_invalid`);
}

/** Where each kind of link is kept, under its token's hash (hashVerificationToken is hashResetToken). */
const LINKS = { reset: passwordResets, verify: emailVerifications };

/**
 * The token's link row while it still works (a link works once, until it expires), locked in the caller's
 * transaction so that a link used twice at once is used only once.
 */
export async function openLink<Kind extends LinkKind>(tx: Tx, kind: Kind, token: string): Promise<(typeof LINKS)[Kind]['$inferSelect']> {
  const table: (typeof LINKS)[LinkKind] = LINKS[kind];
  const [link] = await tx
    .select()
    .from(table)
    .where(eq(table.tokenHash, hashResetToken(token)))
    .for('update');
  if (!link) throw badRequest(`${kind}_link_invalid`);
  if (link.usedAt) throw badRequest(`${kind}_link_used`);
  if (link.expiresAt.getTime() <= Date.now()) throw badRequest(`${kind}_link_expired`);
  return link;
}

/**
 * Every reset link of the account not yet used stops working, as used: once a password is set (by a link, by its
 * owner or by staff), a link asked for before it must not set another (docs/product.md, Passwords). Pass the
 * transaction that sets the password.
 */
export async function closeResetLinks(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
