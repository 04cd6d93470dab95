import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over the object id and the expiry (unix seconds): neither can be changed without the secret. */
export const uploadSignature = (secret: string, id: string, expires: number): string =>
  createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');

/** Whether the signature is ours for this id and expiry, and the expiry has not passed. */
export function isValidUploadSignature(secret: string, id: string, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(uploadSignature(secret, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
