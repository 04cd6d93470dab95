import type { FastifyRequest } from 'fastify';

/** The request's path without its query, percent-decoded as the router decodes it before matching. */
export function decodedPath(request: FastifyRequest): string {
  const { url } = request;
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request reaches the API: decided by the route that matched, or for a request no route took (answered by
 * a not-found handler) by its decoded path, never by the raw text, which `/%61pi/…` spells differently.
 */
export function reachesApi(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return true;
  return !!request.routeOptions.url?.startsWith('/api/') || decodedPath(request).startsWith('/api/');
}
