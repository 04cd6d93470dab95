import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Defence in depth against CSRF on top of SameSite=Lax cookies and JSON-only bodies: a browser always names the
// page that sends a state-changing request, so one from another site is refused before any hook reads the session.
// Requests without Origin (curl, server-to-server, tests) pass: they carry no victim's cookies.
export default fp(async function originCheck(app: FastifyInstance) {
  const publicOrigin = new URL(app.config.shop.publicUrl).origin;
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  // Callback style: hooks that run on every request skip the promise and microtask an async hook costs.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin(request)) return done(forbidden('cross_site'));
    // Browsers that send Fetch Metadata but (rarely) no Origin still say where the request came from.
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') return done(forbidden('cross_site'));
    done();
  });
});
