import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer depends on who asks: the session was read, started or ended (plugins/sessions.ts). */
    readsSession: boolean;
    /** The answer is written in the asker's language: the `lang` cookie, else Accept-Language (plugins/request-locale.ts). */
    readsLanguage: boolean;
  }
}

const PRIVATE = 'private, no-store';
const NO_STORE = /\bno-store\b/i;
/** What decides an answer's language: the cookie when it is there, Accept-Language when it is not. */
const LANGUAGE_HEADERS = ['accept-language', 'cookie'];

/** The Vary header with `names` added to what is there already (compression's `accept-encoding`, a page's `cookie`). */
export function withVary(current: unknown, names: readonly string[]): string {
  const listed = [current ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.includes('*')) return '*';
  const known = new Set(listed.map((name) => name.toLowerCase()));
  return [...listed, ...names.filter((name) => !known.has(name))].join(', ');
}

/**
 * What a cache may keep of an answer, decided once for every route by what the answer was made from
 * (docs/security.md, "Answers no cache keeps"):
 * - an API answer that read the session (the guards, who am I, signing in and out) is `private, no-store`: neither a
 *   shared proxy nor the browser's own cache or back/forward cache keeps a customer's cart, orders or account, nor a
 *   401 that a later sign-in would make stale. Pages decide for themselves (web/routes.ts, decision 0016).
 * - any other answer written in the asker's language (a message) says `Vary: Accept-Language, Cookie`, so a cache
 *   keeps one per language. The public catalogue reads neither: its answers and their cached copies are unchanged.
 */
export default fp(async function privateAnswers(app: FastifyInstance) {
  // Declared up front, so every request object keeps one shape.
  app.decorateRequest('readsSession', false);
  app.decorateRequest('readsLanguage', false);
  // Callback style, like the rest of the per-request hooks: an async hook costs a promise and a microtask each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.readsSession && !request.readsLanguage) return done(null, payload);
    // A route that chose no-store itself (a PDF, the customer's data file) keeps its own words.
    if (NO_STORE.test(String(reply.getHeader('cache-control') ?? ''))) return done(null, payload);
    if (request.readsSession && request.routeOptions.url?.startsWith('/api/')) reply.header('cache-control', PRIVATE);
    else if (request.readsLanguage) reply.header('vary', withVary(reply.getHeader('vary'), LANGUAGE_HEADERS));
    done(null, payload);
  });
});
