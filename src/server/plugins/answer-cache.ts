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
}

interface Entry {
  expires: number;
  json: string;
  headers: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 2000;
const KEPT_HEADERS = ['etag', 'x-total-count', 'content-type'];
const hits = new WeakSet<FastifyRequest>();

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function body(entry: Entry, encoding: 'br' | 'gzip' | undefined): string | Buffer {
  if (encoding === 'br') return (entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.json, { level: 9 }));
  return entry.json;
}

function sendEncoded(reply: FastifyReply, entry: Entry, encoding: 'br' | 'gzip' | undefined) {
  reply.headers(entry.headers).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return body(entry, encoding);
}

/**
 * The catalogue is read far more than it changes: its answers are kept serialised and compressed in memory, so a
 * repeated request costs neither a query nor serialisation nor compression. A staff change through /api/admin
 * clears the cache at once in this process; other processes see it within the TTL.
 */
export default fp(async function answerCache(app: FastifyInstance) {
  const ttlMs = app.config.catalogCacheSeconds * 1000;
  const entries = new Map<string, Entry>();
  app.decorate('answerCache', { clear: () => entries.clear() });
  if (ttlMs <= 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.answerCache) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    hits.add(request);
    return reply.send(sendEncoded(reply, entry, encodingFor(request)));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (hits.has(request) || request.method !== 'GET' || !request.routeOptions.config.answerCache) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const entry: Entry = { expires: Date.now() + ttlMs, json: payload, headers };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(request.url, entry);
    return sendEncoded(reply, entry, encodingFor(request));
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/admin/') && reply.statusCode < 400) entries.clear();
  });
});
