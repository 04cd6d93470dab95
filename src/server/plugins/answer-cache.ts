import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this public GET answer (already serialised and compressed) for CATALOG_CACHE_SECONDS. */
    answerCache?: boolean;
  }
  interface FastifyInstance {
    answerCache: { clear(): void };
  }
  interface FastifyRequest {
    /** Answered from the cache: the answer is not kept again. */
    answeredFromCache: boolean;
    /** The cache's generation when this request missed it: an answer read before a clear is not kept after it. */
    cacheGeneration: number;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  expires: number;
  json: string;
  /** Every header a hit sends beyond the app-wide ones, one ready-made set per encoding. */
  headers: Record<Encoding, Readonly<Record<string, string>>>;
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 2000;
/** Announces a staff change to every instance on the database (PostgreSQL LISTEN/NOTIFY). */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';
const LISTEN_WAIT_MS = 2000;
const KEPT_HEADERS = ['etag', 'x-total-count', 'content-type'];

function encodingFor(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

// Compressed once per answer and TTL, so worth more effort than per-request compression: on catalogue JSON, brotli's
// level 10 is 11 % smaller than 9 and, below about 20 KB, faster too (9 sets up larger match finders).
const brotli = (json: string) =>
  brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) } });

function body(entry: Entry, encoding: Encoding): string | Buffer {
  if (encoding === 'br') return (entry.br ??= brotli(entry.json));
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.json, { level: 9 }));
  return entry.json;
}

function headerSets(kept: Record<string, string>): Entry['headers'] {
  const identity = Object.freeze({ ...kept, vary: 'accept-encoding' });
  return {
    identity,
    br: Object.freeze({ ...identity, 'content-encoding': 'br' }),
    gzip: Object.freeze({ ...identity, 'content-encoding': 'gzip' }),
  };
}

function sendEncoded(reply: FastifyReply, entry: Entry, encoding: Encoding) {
  reply.headers(entry.headers[encoding]);
  return body(entry, encoding);
}

/**
 * The catalogue is read far more than it changes: its answers are kept serialised and compressed in memory, so a
 * repeated request costs neither a query nor serialisation nor compression. A staff change through /api/admin
 * clears the cache at once in this process and, through a database notification, in every other process on the
 * same database; while an instance's notification connection is down, its answers live at most the TTL
 * (docs/decisions/0061-shared-cache-invalidation.md).
 */
export default fp(async function answerCache(app: FastifyInstance) {
  const ttlMs = app.config.catalogCacheSeconds * 1000;
  const entries = new Map<string, Entry>();
  // Tells this instance's own notifications from the others'.
  const instance = randomBytes(8).toString('hex');
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  app.decorate('answerCache', { clear });
  // Declared up front, so every request object keeps one shape.
  app.decorateRequest('answeredFromCache', false);
  app.decorateRequest('cacheGeneration', 0);

  // Announced whatever this instance's own TTL: the others may cache.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/admin/') && reply.statusCode < 400) {
      clear();
      app.database.notify(CATALOG_CHANGED_CHANNEL, instance).catch((error: unknown) => {
        request.log.warn({ err: error }, 'staff change not announced to other instances: they show it within CATALOG_CACHE_SECONDS');
      });
    }
    done();
  });
  if (ttlMs <= 0) return;

  let lost = false;
  let listening!: () => void;
  const firstConnection = new Promise<void>((resolve) => (listening = resolve));
  const stopListening = app.database.listen(CATALOG_CHANGED_CHANNEL, {
    onNotify: (from) => {
      if (from !== instance) clear();
    },
    onConnected: () => {
      clear();
      listening();
      if (lost) app.log.info('catalogue change notifications re-established');
      lost = false;
    },
    onLost: (error) => {
      if (!lost) app.log.warn({ err: error }, `catalogue change notifications lost: cached answers live at most ${app.config.catalogCacheSeconds} s until they are back`);
      lost = true;
    },
  });
  app.addHook('onClose', async () => stopListening());
  // Listening before the first request is served, so no answer is cached while changes could go unheard; a listener
  // that cannot connect delays the start by at most LISTEN_WAIT_MS (the TTL bounds staleness until it does).
  await Promise.race([firstConnection, new Promise((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref())]);

  // Callback style, like the rest of the per-request hooks: an async hook costs a promise and a microtask each time.
  function serveFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    // A route may list several methods; only GET answers are kept.
    const entry = request.method === 'GET' ? entries.get(request.url) : undefined;
    request.cacheGeneration = generation;
    if (!entry) return done();
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return done();
    }
    request.answeredFromCache = true;
    reply.send(sendEncoded(reply, entry, encodingFor(request)));
  }

  function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload?: unknown) => void) {
    const outdated = request.cacheGeneration !== generation;
    if (outdated || request.answeredFromCache || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const kept: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) kept[name] = String(value);
    }
    const entry: Entry = { expires: Date.now() + ttlMs, json: payload, headers: headerSets(kept) };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(request.url, entry);
    done(null, sendEncoded(reply, entry, encodingFor(request)));
  }

  // Only the GET routes that opt in carry the cache's hooks: every other request skips them altogether.
  // keepAnswer goes first among the route's onSend hooks: it must see the JSON before compression turns it into bytes.
  app.addHook('onRoute', (route) => {
    if (!route.config?.answerCache || ![route.method].flat().includes('GET')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), serveFromCache];
    route.onSend = [keepAnswer, ...[route.onSend ?? []].flat()];
  });
});
