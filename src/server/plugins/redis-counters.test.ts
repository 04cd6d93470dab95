import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type SharedRedis } from './redis';
import { RedisCounterStore, SharedRequestCounter, SYNC_INTERVAL_MS } from './redis-counters';

const REDIS_URL = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps what was logged at warn and info. */
function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.find((arg) => typeof arg === 'string')) });
  return { lines, log: { warn: record('warn'), info: record('info') } as unknown as FastifyBaseLogger };
}

const opened: SharedRedis[] = [];
async function instance(url = REDIS_URL!): Promise<SharedRedis> {
  const redis = connectRedis(url, recordingLogger().log);
  opened.push(redis);
  const deadline = Date.now() + 3000;
  while (url === REDIS_URL && !redis.isUp() && Date.now() < deadline) await sleep(20);
  return redis;
}
afterAll(() => Promise.all(opened.map((redis) => redis.close())));

// Two connections stand for two instances of the shop.
describe.skipIf(!REDIS_URL)('limits counted in Redis', () => {
  it('counts one key for every instance, in a window that expires, and takes back an undone event', async () => {
    const [a, b] = [new RedisCounterStore(await instance()), new RedisCounterStore(await instance())];
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await a.hit(key, 60_000)).count).toBe(1);
    expect((await b.hit(key, 60_000)).count).toBe(2);
    const third = await a.hit(key, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetMs).toBeGreaterThan(59_000);
    expect(third.resetMs).toBeLessThanOrEqual(60_000);
    await b.undo(key);
    expect((await a.peek(key)).count).toBe(2);
    expect((await b.peek(`test:${randomBytes(6).toString('hex')}`)).count).toBe(0);
    const short = `test:${randomBytes(6).toString('hex')}`;
    await a.hit(short, 100);
    await sleep(150);
    expect((await b.peek(short)).count).toBe(0);
    expect((await b.hit(short, 100)).count).toBe(1);
  });

  it('limits requests per address over every instance, without a round trip per request', async () => {
    const name = `api-${randomBytes(4).toString('hex')}`;
    const [a, b] = [
      new SharedRequestCounter(10, 60_000, 100, await instance(), name),
      new SharedRequestCounter(10, 60_000, 100, await instance(), name),
    ];
    try {
      for (let i = 0; i < 6; i++) expect(a.count('10.0.0.1')).toBe(0);
      await a.sync();
      await b.sync();
      for (let i = 0; i < 4; i++) expect(b.count('10.0.0.1')).toBe(0);
      await b.sync();
      // Both instances now know of 10 requests: the 11th is refused, wherever it lands.
      expect(b.count('10.0.0.1')).toBeGreaterThan(0);
      // The other instance learns the total with its next sync (within SYNC_INTERVAL_MS of its next request).
      a.count('10.0.0.1');
      await sleep(SYNC_INTERVAL_MS * 2);
      expect(a.count('10.0.0.1')).toBeGreaterThan(0);
      expect(a.count('10.0.0.2')).toBe(0);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('limits while Redis is unreachable', () => {
  it('count in this process, answer at once, and log the outage once', async () => {
    const { lines, log } = recordingLogger();
    const redis = connectRedis('redis://127.0.0.1:1', log);
    opened.push(redis);
    const counter = new SharedRequestCounter(3, 60_000, 100, redis, 'unreachable');
    try {
      const started = Date.now();
      expect([1, 2, 3, 4].map(() => counter.count('10.0.0.9'))).toEqual([0, 0, 0, expect.any(Number)]);
      await counter.sync();
      expect(Date.now() - started).toBeLessThan(100);
      await expect(new RedisCounterStore(redis).hit('x', 1000)).rejects.toThrow();
      // Several reconnection attempts, one line.
      await sleep(1500);
      expect(lines.filter(({ level }) => level === 'warn')).toHaveLength(1);
      expect(lines[0]!.message).toMatch(/limits are counted in this process/);
    } finally {
      counter.close();
    }
  });
});
