import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this public GET answer (already serialised and compressed) for CATALOG_CACHE_SECONDS. */
    answerCache?: boolean;
  }
  interface FastifyInstance {
    answerCache: {
      /**
       * Forgets every kept answer, in this instance at once and in every other on the same database within a second:
       * after any change to what the cached answers show (a staff edit, a review, an erased author's name).
       */
      clear(): void;
      /** How many answers are kept and the bytes they count for (bounded by CATALOG_CACHE_MAX_MB). */
      stats(): { entries: number; bytes: number };
    };
  }
  interface FastifyRequest {
    /** The cache key of a cacheable request (undefined otherwise, and once answered from the cache). */
    answerCacheKey: string | undefined;
    /** The cache's generation when this request missed it: an answer read before a clear is not kept after it. */
    cacheGeneration: number;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  key: string;
  json: string;
  /** Every header a hit sends beyond the app-wide ones, one ready-made set per encoding. */
  headers: Record<Encoding, Readonly<Record<string, string>>>;
  br?: Buffer;
  gzip?: Buffer;
}

/** Announces a staff change to every instance on the database (PostgreSQL LISTEN/NOTIFY). */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';
const LISTEN_WAIT_MS = 2000;
const KEPT_HEADERS = ['etag', 'x-total-count', 'content-type'];
// Bookkeeping per entry beyond its bodies (header sets, key, the LRU's own slots), counted against the byte budget.
const ENTRY_OVERHEAD_BYTES = 1024;
// Raw URLs already seen, mapped to their canonical key, so a hit skips parsing the query again.
const ALIAS_BYTES = 1024 * 1024;

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

// Strings counted at two bytes a character: V8 keeps a text with any character beyond Latin-1 (an em dash in a
// description) in two-byte form, so its UTF-8 length would undercount the memory it takes by up to half.
const entrySize = (entry: Entry) =>
  ENTRY_OVERHEAD_BYTES + 2 * (entry.key.length + entry.json.length) + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

function headerSets(kept: Record<string, string>): Entry['headers'] {
  const identity = Object.freeze({ ...kept, vary: 'accept-encoding' });
  return {
    identity,
    br: Object.freeze({ ...identity, 'content-encoding': 'br' }),
    gzip: Object.freeze({ ...identity, 'content-encoding': 'gzip' }),
  };
}

/** JSON with object keys sorted and undefined left out: one text for every spelling of the same parsed input. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.keys(value)
      .sort()
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
}
const isZod = (schema: unknown): schema is ZodType => !!schema && typeof (schema as ZodType).safeParse === 'function';

/**
 * The key of a request to a cached route: the route and its params and query as the route's own schemas parse them,
 * so `?pageSize=05&x=`, `?pageSize=5` and an encoded path all share one entry. Undefined when the input does not
 * parse: validation then answers 400, which is never kept. A cached route's answer may depend on nothing else (a
 * route without a query schema ignores the query, so the key does too).
 */
function keyFunction(url: string, schemas: RouteSchemas | undefined): (request: FastifyRequest) => string | undefined {
  const parse = (schema: unknown, input: unknown): { ok: boolean; data?: unknown } => {
    if (!isZod(schema)) return { ok: true };
    const result = schema.safeParse(input);
    return { ok: result.success, data: result.data };
  };
  return (request) => {
    const params = parse(schemas?.params, request.params);
    const query = parse(schemas?.querystring, request.query);
    return params.ok && query.ok ? `${url} ${canonicalJson(params.data)} ${canonicalJson(query.data)}` : undefined;
  };
}

/**
 * The catalogue is read far more than it changes: its answers are kept serialised and compressed in memory, so a
 * repeated request costs neither a query nor serialisation nor compression. A staff change through /api/admin
 * clears the cache at once in this process and, through a database notification, in every other process on the
 * same database; while an instance's notification connection is down, its answers live at most the TTL
 * (docs/decisions/0061-shared-cache-invalidation.md). The cache is an LRU bounded in bytes (CATALOG_CACHE_MAX_MB)
 * whose expired entries are purged on a timer, so no stream of distinct URLs can grow the process
 * (docs/decisions/0007-answer-cache.md).
 */
export default fp(async function answerCache(app: FastifyInstance) {
  const ttlMs = app.config.catalogCacheSeconds * 1000;
  const maxSize = app.config.catalogCacheMaxBytes;
  const entries = new LRUCache<string, Entry>({ maxSize, ttl: Math.max(ttlMs, 1), sizeCalculation: entrySize });
  const aliases = new LRUCache<string, string>({ maxSize: ALIAS_BYTES, sizeCalculation: (key, url) => 2 * (url.length + key.length) + 64 });
  // Tells this instance's own notifications from the others'.
  const instance = randomBytes(8).toString('hex');
  let generation = 0;
  const clearHere = () => {
    generation++;
    entries.clear();
  };
  // Announced whatever this instance's own TTL: the others may cache.
  const clear = () => {
    clearHere();
    app.database.notify(CATALOG_CHANGED_CHANNEL, instance).catch((error: unknown) => {
      app.log.warn({ err: error }, 'catalogue change not announced to other instances: they show it within CATALOG_CACHE_SECONDS');
    });
  };
  app.decorate('answerCache', { clear, stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }) });
  // Declared up front, so every request object keeps one shape.
  app.decorateRequest('answerCacheKey', undefined);
  app.decorateRequest('cacheGeneration', 0);

  // Decided by the route that answered, not the URL's spelling: an encoded path to an admin route clears it too.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.routeOptions.url?.startsWith('/api/admin/') && reply.statusCode < 400) clear();
    done();
  });
  if (ttlMs <= 0) return;

  let lost = false;
  let listening!: () => void;
  const firstConnection = new Promise<void>((resolve) => (listening = resolve));
  const stopListening = app.database.listen(CATALOG_CHANGED_CHANNEL, {
    onNotify: (from) => {
      if (from !== instance) clearHere();
    },
    onConnected: () => {
      clearHere();
      listening();
      if (lost) app.log.info('catalogue change notifications re-established');
      lost = false;
    },
    onLost: (error) => {
      if (!lost)
        app.log.warn(
          { err: error },
          `catalogue change notifications lost: cached answers live at most ${app.config.catalogCacheSeconds} s until they are back`,
        );
      lost = true;
    },
  });
  app.addHook('onClose', async () => stopListening());
  // Listening before the first request is served, so no answer is cached while changes could go unheard; a listener
  // that cannot connect delays the start by at most LISTEN_WAIT_MS (the TTL bounds staleness until it does).
  await Promise.race([firstConnection, new Promise((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref())]);

  // Expired answers leave on a timer even when nobody asks for them again.
  const purge = setInterval(() => entries.purgeStale(), ttlMs).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(purge);
    done();
  });

  function body(entry: Entry, encoding: Encoding): string | Buffer {
    if (encoding === 'identity') return entry.json;
    const made = entry[encoding];
    if (made) return made;
    entry[encoding] = encoding === 'br' ? brotli(entry.json) : gzipSync(entry.json, { level: 9 });
    // Counted again at its new size, keeping its expiry.
    if (entries.has(entry.key)) entries.set(entry.key, entry, { noUpdateTTL: true });
    return entry[encoding];
  }

  function sendEncoded(reply: FastifyReply, entry: Entry, encoding: Encoding) {
    reply.headers(entry.headers[encoding]);
    return body(entry, encoding);
  }

  // Callback style, like the rest of the per-request hooks: an async hook costs a promise and a microtask each time.
  const serveFromCache = (keyOf: (request: FastifyRequest) => string | undefined) =>
    function serveFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      // A route may list several methods; only GET answers are kept.
      if (request.method !== 'GET') return done();
      let key = aliases.get(request.url);
      if (key === undefined) {
        key = keyOf(request);
        if (key === undefined) return done();
        aliases.set(request.url, key);
      }
      const entry = entries.get(key);
      if (!entry) {
        request.answerCacheKey = key;
        request.cacheGeneration = generation;
        return done();
      }
      reply.send(sendEncoded(reply, entry, encodingFor(request)));
    };

  function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload?: unknown) => void) {
    const key = request.answerCacheKey;
    const outdated = request.cacheGeneration !== generation;
    if (key === undefined || outdated || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const kept: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) kept[name] = String(value);
    }
    const entry: Entry = { key, json: payload, headers: headerSets(kept) };
    entries.set(key, entry);
    done(null, sendEncoded(reply, entry, encodingFor(request)));
  }

  // Only the GET routes that opt in carry the cache's hooks: every other request skips them altogether.
  // keepAnswer goes first among the route's onSend hooks: it must see the JSON before compression turns it into bytes.
  app.addHook('onRoute', (route) => {
    if (!route.config?.answerCache || ![route.method].flat().includes('GET')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), serveFromCache(keyFunction(route.url, route.schema as RouteSchemas | undefined))];
    route.onSend = [keepAnswer, ...[route.onSend ?? []].flat()];
  });
});
