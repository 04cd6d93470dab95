import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import inputHygiene from './input-hygiene';
import originCheck from './origin-check';
import rateLimits from './rate-limits';
import requestId from './request-id';
import requestTarget from './request-target';
import securityHeaders from './security-headers';

/** The cross-cutting defences, in the order their hooks run: id, headers, request target, origin, rate limits, input checks. */
export default fp(async function security(app: FastifyInstance) {
  await app.register(requestId);
  await app.register(securityHeaders);
  await app.register(requestTarget);
  await app.register(originCheck);
  await app.register(rateLimits);
  await app.register(inputHygiene);
});
