import { LruMap } from 'toad-cache';
import type { CounterStore, Hit } from './counter-store';
import type { SharedRedis } from './redis';

const PREFIX = 'shop:limit:';
// Increment and, for the first event of a window (or a key found without an expiry), set its expiry: one atomic
// step, so no key is left without one.
const HIT = `local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const UNDO = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counts in Redis, shared by every instance. Every call rejects when Redis is unreachable. */
export class RedisCounterStore implements CounterStore {
  constructor(readonly redis: SharedRedis) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    // Redis takes whole milliseconds only; a window set in fractional minutes is not always one (10.02 × 60,000 is
    // 601,199.9999999999), and the script's INCR would then stand without its expiry, a count that never ends.
    const expiryMs = Math.max(1, Math.round(windowMs));
    const [count, ttl] = (await this.redis.client.eval(HIT, 1, PREFIX + key, expiryMs)) as [number, number];
    return { count, resetMs: Math.max(ttl, 0) };
  }

  async undo(key: string): Promise<void> {
    await this.redis.client.eval(UNDO, 1, PREFIX + key);
  }

  async peek(key: string): Promise<Hit> {
    const results = await this.redis.client
      .multi()
      .get(PREFIX + key)
      .pttl(PREFIX + key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return count > 0 && ttl > 0 ? { count, resetMs: ttl } : { count: 0, resetMs: 0 };
  }
}

/**
 * Redis while it answers, the in-process store while it does not: a request is never refused or failed because
 * Redis is away; its limits are then counted per instance (the outage is logged once by the connection).
 */
export class FallbackCounterStore implements CounterStore {
  constructor(
    readonly redis: SharedRedis,
    readonly shared: CounterStore,
    readonly local: CounterStore,
  ) {}

  #use<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    if (!this.redis.isUp()) return call(this.local);
    return call(this.shared).catch((error: unknown) => {
      this.redis.failed(error);
      return call(this.local);
    });
  }

  hit = (key: string, windowMs: number) => this.#use((store) => store.hit(key, windowMs));
  undo = (key: string) => this.#use((store) => store.undo(key));
  peek = (key: string) => this.#use((store) => store.peek(key));
}

interface SharedWindow {
  /** Which window (wall-clock time divided by the window's length): every instance agrees on it. */
  index: number;
  /** Counted here and not yet sent to Redis. */
  pending: number;
  /** The total of every instance as Redis last answered it (this instance's sent requests included). */
  shared: number;
}

/** How often the per-address counts are sent to Redis and the totals read back. */
export const SYNC_INTERVAL_MS = 100;

/**
 * The per-address request limit, counted over every instance without a Redis round trip on the request's path: each
 * request is counted synchronously here, and every SYNC_INTERVAL_MS the new counts go to Redis in one pipeline
 * (INCRBY and an expiry per address and wall-clock window), which answers every instance's total. A client may
 * exceed the limit by what the instances count within one interval. While Redis is away, the pending counts simply
 * grow here: the limit is then counted per instance, and nothing waits.
 */
export class SharedRequestCounter {
  readonly #windows: LruMap<SharedWindow>;
  readonly #dirty = new Set<string>();
  readonly #timer: NodeJS.Timeout;
  /** The sync running or last run: the next one starts after it. */
  #sending: Promise<void> = Promise.resolve();
  #busy = false;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    capacity: number,
    readonly redis: SharedRedis,
    readonly name: string,
  ) {
    this.#windows = new LruMap<SharedWindow>(capacity);
    this.#timer = setInterval(() => {
      if (!this.#busy) void this.sync();
    }, SYNC_INTERVAL_MS);
    this.#timer.unref();
  }

  /** Counts one request for the key: 0 while within the limit, else how many milliseconds until the window ends. */
  count(key: string, now = Date.now()): number {
    const index = Math.floor(now / this.windowMs);
    let window = this.#windows.get(key);
    if (!window || window.index !== index) {
      window = { index, pending: 0, shared: 0 };
      this.#windows.set(key, window);
    }
    window.pending++;
    this.#dirty.add(key);
    return window.shared + window.pending > this.max ? (index + 1) * this.windowMs - now : 0;
  }

  /** Sends the pending counts and reads back the totals (after any sync already running); skipped while Redis is away. */
  sync(): Promise<void> {
    this.#sending = this.#sending.then(() => this.#send());
    return this.#sending;
  }

  async #send(): Promise<void> {
    if (this.#dirty.size === 0 || !this.redis.isUp()) return;
    this.#busy = true;
    const batch = [...this.#dirty].flatMap((key) => {
      const window = this.#windows.get(key);
      return window && window.pending > 0 ? [{ key, window, sent: window.pending }] : [];
    });
    this.#dirty.clear();
    try {
      const pipeline = this.redis.client.pipeline();
      for (const { key, window, sent } of batch) {
        const redisKey = `${PREFIX}${this.name}:${key}:${window.index}`;
        pipeline.incrby(redisKey, sent).pexpire(redisKey, this.windowMs * 2);
      }
      const results = (await pipeline.exec()) ?? [];
      batch.forEach(({ key, window, sent }, i) => {
        const [error, total] = results[i * 2] ?? [new Error('no answer')];
        if (error) return void this.#dirty.add(key);
        window.pending -= sent;
        window.shared = Number(total);
        if (window.pending > 0) this.#dirty.add(key);
      });
    } catch (error) {
      // Redis went away meanwhile: the counts stay pending, and are sent once it is back (in their window).
      this.redis.failed(error);
      for (const { key } of batch) this.#dirty.add(key);
    } finally {
      this.#busy = false;
    }
  }

  close(): void {
    clearInterval(this.#timer);
  }
}
