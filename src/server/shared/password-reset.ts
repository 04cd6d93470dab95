import { createHash, createHmac, randomBytes } from 'node:crypto';

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
