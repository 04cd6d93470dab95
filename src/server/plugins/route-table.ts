import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  /** Whether the route declares a body schema (so unknown fields can be refused). */
  hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, so the access-control sweep covers a new route without being edited. */
    routeTable: readonly RouteEntry[];
  }
}

// Registered before any route: onRoute only sees routes added after it.
export default fp(async function routeTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, hasBody: Boolean(route.schema?.body) });
  });
});
