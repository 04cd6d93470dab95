import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { usernameKey } from '../shared/username';
import { MemoryCounterStore, type CounterStore } from './counter-store';
import { HttpError } from './errors';
import { isInternalRequest } from './internal-requests';
import { FallbackCounterStore, RedisCounterStore, SharedRequestCounter } from './redis-counters';
import { RequestCounter } from './request-counter';
import { reachesApi } from './request-path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store the sign-in budgets count in (shared through Redis with REDIS_URL), for other per-address limits. */
    limitCounters: CounterStore;
  }
  interface FastifyContextConfig {
    /** A page that does server work (rendering, a database read): counted against RATE_LIMIT_PAGES_PER_MINUTE. */
    pageLimit?: boolean;
  }
}

// Counters for this many addresses and usernames stay in memory (least recently used are dropped first).
const COUNTER_CAPACITY = 50_000;
const SIGN_IN = 'POST /api/login';
const REGISTER = 'POST /api/register';
const PASSWORD_CHANGE = 'POST /api/auth/password';
const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
// An attacked username answers slower and slower, never "locked": 250 ms once its failures reach the limit, twice as
// long for each further limit's worth of failures, at most 8 s.
const SLOWDOWN_BASE_MS = 250;
const SLOWDOWN_MAX_MS = 8_000;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The plugin's own key: an IPv6 address counts for its /64 network (one subscriber's), IPv4 as it is.
const addressKey = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip);
const usernameOf = (request: FastifyRequest): string | undefined => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? usernameKey(username) : undefined;
};

function tooManyRequests(reply: FastifyReply, waitMs: number, limit: number): HttpError {
  const wait = seconds(waitMs);
  reply.headers({ 'retry-after': wait, 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': wait });
  return wait === 1 ? new HttpError(429, 'slow_down_one_second') : new HttpError(429, 'slow_down', { seconds: wait });
}

function tooManyFailures(reply: FastifyReply, resetMs: number): HttpError {
  reply.header('retry-after', seconds(resetMs));
  return new HttpError(429, 'too_many_failures', { minutes: minutes(resetMs) });
}

/**
 * Per-address limits on every API request and every server-rendered page, and for sign-in and registration:
 * failure budgets per address and per username-and-address, a slow-down (never a lock) for a username failing from
 * many addresses, and a limit on accounts created per address. The sign-in counters live in a CounterStore: in
 * memory, or in Redis with REDIS_URL so every instance counts into one budget (docs/decisions/0063-limits-in-redis.md).
 * The request limits are synchronous counters (docs/decisions/0020-api-request-limit.md); with REDIS_URL they sync
 * their counts with Redis in the background. Every limit is decided by the route a request reached, not by its URL's
 * spelling (docs/decisions/0030-abuse-limits.md).
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  const { apiPerMinute, pagesPerMinute, authFailuresPerIp, authFailuresPerUsername, authWindowMs, registrationsPerIpPerHour } = app.config.rateLimits;
  const { redis } = app;
  const local = new MemoryCounterStore(COUNTER_CAPACITY);
  const store: CounterStore = redis ? new FallbackCounterStore(redis, new RedisCounterStore(redis), local) : local;
  app.decorate('limitCounters', store);
  const requestCounter = (max: number, name: string) => {
    if (!redis) return new RequestCounter(max, 60_000, COUNTER_CAPACITY);
    const counter = new SharedRequestCounter(max, 60_000, COUNTER_CAPACITY, redis, name);
    app.addHook('onClose', async () => counter.close());
    return counter;
  };

  // A root hook, so it runs before any route's own hooks (session lookups, guards) and covers unknown /api paths too.
  const apiRequests = requestCounter(apiPerMinute, 'api');
  app.addHook('onRequest', (request, reply, done) => {
    if (isInternalRequest(request) || !reachesApi(request)) return done();
    const waitMs = apiRequests.count(addressKey(request.ip));
    done(waitMs === 0 ? undefined : tooManyRequests(reply, waitMs, apiPerMinute));
  });

  const pageRequests = requestCounter(pagesPerMinute, 'pages');
  function limitPages(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const waitMs = pageRequests.count(addressKey(request.ip));
    done(waitMs === 0 ? undefined : tooManyRequests(reply, waitMs, pagesPerMinute));
  }

  // Counted up front, so a burst of simultaneous guesses cannot all pass the check; given back after the answer
  // unless it was a failure (a wrong password, a taken name).
  const counted = new WeakMap<FastifyRequest, string[]>();
  async function countAttempt(request: FastifyRequest, key: string, max: number, windowMs = authWindowMs) {
    const hit = await store.hit(key, windowMs);
    counted.get(request)!.push(key);
    return hit.count > max ? hit : undefined;
  }
  async function guardAddress(request: FastifyRequest, reply: FastifyReply) {
    counted.set(request, []);
    const overAddress = await countAttempt(request, `fail:ip:${addressKey(request.ip)}`, authFailuresPerIp);
    if (overAddress) throw tooManyFailures(reply, overAddress.resetMs);
  }

  async function guardSignIn(request: FastifyRequest, reply: FastifyReply) {
    const address = addressKey(request.ip);
    const username = usernameOf(request);
    await guardAddress(request, reply);
    if (username === undefined) return;
    const overPair = await countAttempt(request, `fail:pair:${address}:${username}`, authFailuresPerUsername);
    if (overPair) throw tooManyFailures(reply, overPair.resetMs);
    // Failures from every address: the owner still signs in, only slower, while the username is under attack.
    const { count } = await store.peek(`fail:user:${username}`);
    if (count >= authFailuresPerUsername) {
      await sleep(Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** ((count - authFailuresPerUsername) / authFailuresPerUsername)));
    }
  }

  async function guardRegistration(request: FastifyRequest, reply: FastifyReply) {
    const address = addressKey(request.ip);
    await guardAddress(request, reply);
    const overRegistrations = await countAttempt(request, `registered:ip:${address}`, registrationsPerIpPerHour, REGISTRATION_WINDOW_MS);
    if (overRegistrations) {
      reply.header('retry-after', seconds(overRegistrations.resetMs));
      throw new HttpError(429, 'too_many_registrations', { minutes: minutes(overRegistrations.resetMs) });
    }
  }

  // A wrong current password on a password change is a sign-in failure too: a stolen session must not be able to
  // guess the password, change it and sign its owner out everywhere. Counted per address and per account (the
  // session's user, whatever address it comes from); only the session holder is refused, never the owner's sign-in.
  async function guardPasswordChange(request: FastifyRequest, reply: FastifyReply) {
    await guardAddress(request, reply);
    const user = await request.currentUser();
    if (!user) return;
    const overAccount = await countAttempt(request, `fail:password-change:${user.id}`, authFailuresPerUsername);
    if (overAccount) throw tooManyFailures(reply, overAccount.resetMs);
  }

  /** Gives back what the request counted unless it failed: `failed` is the status its route answers a failure with. */
  async function settle(request: FastifyRequest, reply: FastifyReply, failed: number) {
    const keys = counted.get(request) ?? [];
    const status = reply.statusCode;
    const kept = (key: string) => (key.startsWith('fail:') && status === failed) || (key.startsWith('registered:') && status === 201);
    await Promise.all(keys.filter((key) => !kept(key)).map((key) => store.undo(key)));
    const username = usernameOf(request);
    // Registering a taken name never counts against the account that holds it.
    if (status === 401 && username !== undefined) await store.hit(`fail:user:${username}`, authWindowMs);
  }

  // The routes whose failures count, and the status each answers a failure with: a wrong password at sign-in, a
  // taken name at registration, a wrong current password at a password change (400, as its form shows it).
  const failureGuards = new Map([
    [SIGN_IN, { guard: guardSignIn, failed: 401 }],
    [REGISTER, { guard: guardRegistration, failed: 409 }],
    [PASSWORD_CHANGE, { guard: guardPasswordChange, failed: 400 }],
  ]);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.pageLimit) route.onRequest = [...[route.onRequest ?? []].flat(), limitPages];
    const guarded = methods.map((method) => failureGuards.get(`${method} ${route.url}`)).find(Boolean);
    if (!guarded) return;
    // Checked after validation (the username is in the body), so a failure status comes from the handler alone.
    route.preHandler = [...[route.preHandler ?? []].flat(), guarded.guard];
    route.onResponse = [...[route.onResponse ?? []].flat(), (request: FastifyRequest, reply: FastifyReply) => settle(request, reply, guarded.failed)];
  });
});
