import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One Redis connection per process, shared by everything counted across instances. */
export interface SharedRedis {
  client: Redis;
  /** Connected now: while false, callers count in process instead of waiting for Redis. */
  isUp(): boolean;
  /**
   * A command failed: when it went unanswered (a stalled Redis, or a network that drops everything while the
   * connection stays open), Redis counts as unreachable until a new connection is ready, so later requests stop
   * waiting on it.
   */
  failed(error: unknown): void;
  close(): Promise<void>;
}

// How ioredis rejects a command Redis did not answer within commandTimeout.
const UNANSWERED = 'Command timed out';

/**
 * Connects in the background and keeps reconnecting (at most every 2 s). Commands never queue while Redis is away
 * and time out after 250 ms, and a connection that left one unanswered is dropped for a new one, so a request waits
 * on a missing or silent Redis at most once; the outage and the recovery are logged once each.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let up = false;
  let everUp = false;
  let reportedDown = false;
  client.on('ready', () => {
    up = true;
    if (reportedDown) log.info('Redis is reachable again: limits are counted in Redis');
    everUp = true;
    reportedDown = false;
  });
  const down = (error?: unknown) => {
    up = false;
    if (reportedDown) return;
    reportedDown = true;
    log.warn({ err: error }, `Redis ${everUp ? 'is unreachable' : 'could not be reached'}: limits are counted in this process until it is back`);
  };
  client.on('error', down);
  client.on('close', () => down());
  return {
    client,
    isUp: () => up && client.status === 'ready',
    failed(error) {
      if (!up || (error as Error | undefined)?.message !== UNANSWERED) return;
      down(error);
      client.disconnect(true);
    },
    async close() {
      up = false;
      reportedDown = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
