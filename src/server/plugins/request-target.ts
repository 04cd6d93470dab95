import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageBody } from './errors';

/**
 * Only a path is an address of the shop. A request line naming a whole URL (`GET http://other.site/x HTTP/1.1`, the
 * form a client sends to a proxy, which open-proxy scanners try) or none (`OPTIONS *`) is refused with 400 before any
 * other hook reads it: Fastify's router matches such a request by its path, while the hooks, the page renderer and
 * the logs read the request's URL as sent, and each of them took it for a path (docs/security.md, "Request targets").
 */
export default fp(async function requestTarget(app: FastifyInstance) {
  // Callback style: this runs on every request, and an async hook costs a promise and a microtask each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/')) return done();
    reply.code(400).send(messageBody(request, 'address_invalid'));
  });
});
