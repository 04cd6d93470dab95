import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

// Query parameters whose values are secrets (signed upload URLs) are masked in logged URLs.
const SECRET_PARAM = /^(?:token|sig|signature|key|secret|password|code)$/i;
// The same names as they stand in a raw query: only a query with none of them, and no escapes that could spell one
// ('%', '+'), skips the parse, which costs a catalogue request about a fiftieth of its time.
const SECRET_NAME_IN_QUERY = /(?:^|&)(?:token|sig|signature|key|secret|password|code)(?:[=&]|$)/i;

export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url.slice(queryStart + 1);
  if (!query.includes('%') && !query.includes('+') && !SECRET_NAME_IN_QUERY.test(query)) return url;
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * Pino settings for the server: every line carries the request id (Fastify's child logger), request lines carry
 * only method, masked URL and address (never headers or bodies), and secrets are redacted should anything log them.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        'passwordHash',
        'token',
        '*.password',
        '*.passwordHash',
        '*.token',
        'body',
        '*.body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

// Unique across processes (a random tag per process) without drawing random bytes for every request.
const processTag = randomBytes(6).toString('base64url');
let sequence = 0;

/** The id a proxy or load balancer sent, when well-formed (it then matches their logs), or a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : `${processTag}-${(++sequence).toString(36)}`;
}

/**
 * Echoes the request id, so a shopper's error report can be matched with the server's log lines; and logs each
 * request once, when it is answered.
 */
export default fp(async function requestId(app: FastifyInstance) {
  // Callback style: hooks that run on every request skip the promise and microtask an async hook costs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // One line a request (method, masked address, status, milliseconds) where Fastify's own logging writes two, one as
  // it arrives and one as it is answered. The line holds only what the req and res serializers pick, never a secret,
  // so it skips the redaction rules, which cost as much as the rest of a cached catalogue answer's own work
  // (docs/performance.md, "Where a request's time goes").
  const requestLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    requestLog.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
});
