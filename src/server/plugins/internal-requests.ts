import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Server rendering calls the API in-process (app.inject). Those calls carry this per-process secret, so they are not
// counted against the shopper's address by the rate limits; nobody outside the process can know it.
const TOKEN = randomBytes(24).toString('hex');
const HEADER = 'x-internal-request';

export const internalRequestHeaders = { [HEADER]: TOKEN } as const;

export const isInternalRequest = (request: FastifyRequest): boolean => request.headers[HEADER] === TOKEN;
