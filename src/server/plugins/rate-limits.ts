import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';
import { isInternalRequest } from './internal-requests';
import { RequestCounter } from './request-counter';

// Sign-in and registration answers that signal guessing: a wrong password, a taken username.
const FAILURE_STATUSES = new Set([401, 409]);
const AUTH_ROUTES = new Set(['POST /api/login', 'POST /api/register']);
// Counters for this many addresses and usernames stay in memory (least recently used are dropped first).
const COUNTER_CAPACITY = 50_000;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
// The plugin's own key: an IPv6 address counts for its /64 network (one subscriber's), IPv4 as it is.
const addressKey = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip);
const usernameOf = (request: FastifyRequest): string | undefined => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : undefined;
};

/**
 * A global per-address limit on /api, and a failure budget for sign-in and registration per address and per
 * username. The failure budgets live in @fastify/rate-limit's store: in memory by default, swappable for Redis or
 * PostgreSQL (docs/decisions/0005-rate-limit-counters.md). The global limit is a synchronous counter in memory, because it
 * runs on every API request (docs/decisions/0020-api-request-limit.md).
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  const { apiPerMinute, authFailuresPerIp, authFailuresPerUsername, authWindowMs } = app.config.rateLimits;
  await app.register(fastifyRateLimit, { global: false, cache: COUNTER_CAPACITY });

  // A root hook, so it runs before any route's own hooks (session lookups, guards) and covers unknown /api paths too.
  const apiRequests = new RequestCounter(apiPerMinute, 60_000, COUNTER_CAPACITY);
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || isInternalRequest(request)) return done();
    const waitMs = apiRequests.count(addressKey(request.ip));
    if (waitMs === 0) return done();
    const wait = seconds(waitMs);
    reply.headers({ 'retry-after': wait, 'x-ratelimit-limit': apiPerMinute, 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': wait });
    done(new HttpError(429, `Too many requests. Please slow down and try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`));
  });

  const byIp = app.createRateLimit({ max: authFailuresPerIp, timeWindow: authWindowMs });
  const byUsername = app.createRateLimit({
    max: authFailuresPerUsername,
    timeWindow: authWindowMs,
    keyGenerator: (request) => `username:${usernameOf(request)}`,
  });
  const limitersFor = (request: FastifyRequest) => (usernameOf(request) ? [byIp, byUsername] : [byIp]);

  // Checked after validation (the username is in the body), counted after the answer (only failures count).
  async function refuseWhenLockedOut(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of limitersFor(request)) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        reply.header('retry-after', state.ttlInSeconds);
        throw new HttpError(429, `Too many failed attempts. Please try again in ${minutes(state.ttl)} minutes.`);
      }
    }
  }
  async function countFailure(request: FastifyRequest, reply: FastifyReply) {
    if (!FAILURE_STATUSES.has(reply.statusCode)) return;
    await Promise.all(limitersFor(request).map((limiter) => limiter(request)));
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => AUTH_ROUTES.has(`${method} ${route.url}`))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseWhenLockedOut];
    route.onResponse = [...[route.onResponse ?? []].flat(), countFailure];
  });
});
