import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking new work gracefully: /readyz answers 503 (a load balancer moves traffic away), every answer asks
     * the client to close its connection, and the promise resolves once no request has been in flight for `quietMs`
     * (or after `timeoutMs`). Call before close().
     */
    drain(options: { quietMs: number; timeoutMs: number }): Promise<void>;
  }
}

// Node's server.close() drops every connection it deems idle, and that includes connections whose request bytes
// have arrived but not yet been read because the event loop was busy: those requests would be lost. Draining first,
// while still listening, lets every request already sent be read and answered.
export default fp(async function drain(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let lastActivity = Date.now();
  // The requests counted in, and only those counted out: hooks registered ahead of this one (request target, origin
  // check, rate limits) answer some requests before it sees them, and their answers still reach onResponse.
  const counted = new WeakSet<FastifyRequest>();

  // Callback style: hooks that run on every request skip the promise and microtask an async hook costs.
  // A load balancer's readiness probe is not work: counted, its probes every half second would keep a draining
  // instance from ever being quiet, and it would wait for the whole grace period.
  app.addHook('onRequest', (request, reply, done) => {
    const probe = request.url === '/readyz';
    if (!probe) {
      counted.add(request);
      inFlight++;
      lastActivity = Date.now();
    }
    if (!draining) return done();
    reply.header('connection', 'close');
    if (!probe) return done();
    reply.code(503).send({ status: 'draining' });
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!counted.delete(request)) return done();
    inFlight--;
    lastActivity = Date.now();
    done();
  });

  app.decorate('drain', async ({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }) => {
    draining = true;
    lastActivity = Date.now();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
