import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentHop, type SilentHop } from '../test/silent-hop';
import { createTestApp, type TestContext } from '../test/test-app';
import { loggerOptions } from './request-id';
import { SYNC_INTERVAL_MS } from './redis-counters';

const LIMITS = { RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: '3', RATE_LIMIT_API_PER_MINUTE: '20' };
// A client address of its own per run: the Redis counters outlive a test run.
const address = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

async function failSignIn(ctx: TestContext, username: string, remoteAddress: string) {
  const answer = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'wrong-password' }, remoteAddress });
  expect(answer.statusCode).toBeLessThan(500);
  return answer.statusCode;
}

/** Two instances of the shop on one database and one Redis, for the tests of the describe block that calls it. */
function twoInstances(env: NodeJS.ProcessEnv): { first: TestContext; second: TestContext } {
  const shop = {} as { first: TestContext; second: TestContext };
  beforeAll(async () => {
    shop.first = await createTestApp({ env: { ...env, REDIS_URL: process.env.TEST_REDIS_URL } });
    shop.second = await createTestApp({ env: { ...env, REDIS_URL: process.env.TEST_REDIS_URL }, sameDatabaseAs: shop.first });
    // Connected before counting starts.
    for (let i = 0; i < 50 && !(shop.first.app.redis!.isUp() && shop.second.app.redis!.isUp()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await shop.second?.close();
    await shop.first?.close();
  });
  return shop;
}

describe.skipIf(!process.env.TEST_REDIS_URL)('limits counted in Redis by two instances', () => {
  const shop = twoInstances(LIMITS);

  it('refuses sign-in once the failures through both instances reach the limit', async () => {
    const username = `target-${randomBytes(4).toString('hex')}`;
    const from = address();
    const statuses = [];
    for (const ctx of [shop.first, shop.second, shop.first, shop.second]) statuses.push(await failSignIn(ctx, username, from));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("counts one address's API requests over both instances", async () => {
    const from = address();
    const statuses: number[] = [];
    // The limit's window is the wall-clock minute: the 30 requests (about 5 s) all fall in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    for (let i = 0; i < 30; i++) {
      const ctx = i % 2 === 0 ? shop.first : shop.second;
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/categories', remoteAddress: from })).statusCode);
      // Longer than SYNC_INTERVAL_MS, so each instance has usually synced with Redis before the next request, even
      // on a loaded machine where timers run late.
      await new Promise((resolve) => setTimeout(resolve, SYNC_INTERVAL_MS * 1.5));
    }
    const allowed = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // 20 a minute for the two together (not 20 each), give or take what a late sync lets through.
    expect(allowed).toBeGreaterThanOrEqual(20);
    expect(allowed).toBeLessThan(30);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('a sign-in window that is not a whole number of milliseconds', () => {
  // 10.02 minutes is 601,199.9999999999 ms in floating point, which Redis refuses as an expiry.
  const shop = twoInstances({ ...LIMITS, RATE_LIMIT_AUTH_WINDOW_MINUTES: '10.02' });

  it('counts the failures through both instances in a window that ends', async () => {
    const username = `target-${randomBytes(4).toString('hex')}`;
    const from = address();
    const statuses = [];
    for (const ctx of [shop.first, shop.second, shop.first]) statuses.push(await failSignIn(ctx, username, from));
    const refused = await shop.second.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'wrong-password' },
      remoteAddress: from,
    });
    expect([...statuses, refused.statusCode]).toEqual([401, 401, 401, 429]);
    // Let in again when the window ends, about ten minutes after the first failure: not "in a second", and never.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('limits while Redis stops answering without closing the connection', () => {
  let hop: SilentHop;
  let ctx: TestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    hop = await silentHop({ host: redis.hostname, port: Number(redis.port || 6379) });
    const stream = new Writable({ write: (line, _encoding, done) => done(void logged.push(String(line))) });
    ctx = await createTestApp({ env: { ...LIMITS, REDIS_URL: `redis://127.0.0.1:${hop.port}` }, logger: { ...loggerOptions('info'), stream } });
    for (let i = 0; i < 50 && !ctx.app.redis!.isUp(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    hop.speak();
    await ctx.close();
    await hop.close();
  });
  /** Lines logged since the `since`th that say the text. */
  const said = (text: string, since: number) => logged.slice(since).filter((line) => line.includes(text)).length;

  it('are counted in this process once a command goes unanswered, with one log line, and in Redis again once it answers', async () => {
    const username = `target-${randomBytes(4).toString('hex')}`;
    const from = address();
    const since = logged.length;
    hop.silence();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await failSignIn(ctx, username, from));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Told once, not left to wait on every command: later sign-ins no longer ask Redis at all.
    expect(said('Redis is unreachable', since)).toBe(1);
    expect(ctx.app.redis!.isUp()).toBe(false);
    hop.speak();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !ctx.app.redis!.isUp()) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said('Redis is reachable again', since)).toBe(1);
  });
});

describe('limits while Redis is unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => ctx.close());

  it('are counted in this process: every request answered, never a 500, the limits still hold', async () => {
    const username = `target-${randomBytes(4).toString('hex')}`;
    const from = address();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await failSignIn(ctx, username, from));
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = address();
    const api: number[] = [];
    for (let i = 0; i < 21; i++) api.push((await ctx.app.inject({ method: 'GET', url: '/api/categories', remoteAddress: other })).statusCode);
    expect(api).toEqual([...Array<number>(20).fill(200), 429]);
  });
});
