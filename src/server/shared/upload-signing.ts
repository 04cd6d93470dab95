import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../shared/constants';

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

/**
 * PUBLIC_URL when one was configured; otherwise the address the request came to, which the browser asking for
 * the URL can certainly reach (the dev proxy, a LAN address).
 */
function publicOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  const configured = config.shop.publicUrl;
  return configured === `http://localhost:${config.port}` ? `${request.protocol}://${request.host}` : configured;
}

/**
 * A URL to PUT one image to, for a new object id, signed and valid for LIMITS.uploadUrlTtlSeconds: product images
 * (staff) and the photos of a warranty claim (its customer) take the same way in.
 */
export function newUploadUrl(request: FastifyRequest): { uploadURL: string } {
  const id = randomBytes(16).toString('base64url');
  const expires = Math.floor(Date.now() / 1000) + LIMITS.uploadUrlTtlSeconds;
  const signature = uploadSignature(request.server.config.signingSecret, id, expires);
  return { uploadURL: `${publicOrigin(request)}/objects/uploads/${id}?expires=${expires}&signature=${signature}` };
}
