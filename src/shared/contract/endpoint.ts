import type { z } from 'zod';

/**
 * One API endpoint, declared once for both sides (docs/decisions/0097-endpoint-contract.md): the server registers
 * its route from it (the schemas validate the request and serialise the answer), and the client builds its calls,
 * query keys and hooks from it, so a renamed path or a changed field fails `tsc` on both sides.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, with `:name` for each path parameter. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the server checks (validated headers replace the request's: use a loose object). */
  headers?: z.ZodType;
  /** Every status the endpoint answers with, and the shape of its body. */
  responses: Record<number, z.ZodType>;
}

/** Keeps the literal types of a declaration, so each side sees its exact schemas. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type SuccessStatus = 200 | 201 | 202 | 204;
type Input<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType ? z.input<E[K]> : never;

/** What a caller sends: the path parameters, the query and the body its schemas accept. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E, 'params'> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E, 'query'> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E, 'body'> } : { body?: never });

/** The body of the endpoint's successful answer. */
export type EndpointResult<E extends Endpoint> = z.output<E['responses'][SuccessStatus & keyof E['responses']]>;

/** The endpoint's path with its parameters filled in, each encoded as one path segment. */
export function endpointPath(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a call: the filled path and a query string (an array repeats its key; empty values are left out). */
export function endpointUrl(endpoint: Endpoint, input: { params?: unknown; query?: unknown } = {}): string {
  const path = endpointPath(endpoint, input.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
