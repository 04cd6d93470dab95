import type { z } from 'zod';

/** What the server checks of an endpoint's requests, and the shape of each answer it gives. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the server checks (validated headers replace the request's: use a loose object). */
  headers?: z.ZodType;
  /** Every status the endpoint answers with, and the shape of its body. */
  responses: Record<number, z.ZodType>;
}

/**
 * One API endpoint, declared once for both sides (docs/decisions/0097-endpoint-contract.md): its method and path in
 * `src/shared/contract/<feature>.ts`, typed by its schemas in `<feature>-schemas.ts`. The server registers its route
 * from both (the schemas validate the request and serialise the answer); the client builds its calls, query keys and
 * hooks from the first alone, which imports the schemas' types but not their code, so zod stays out of pages that
 * only call the API. A renamed path or a changed field fails `tsc` on both sides.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, with `:name` for each path parameter. */
  path: `/api/${string}`;
  /** Never set: carries the schemas' types to the client. */
  readonly schemas?: S;
}

/** `endpoint<typeof schemas.name>()('POST', '/api/...')`: the schemas' types, then the method and path, kept literal. */
export const endpoint =
  <S extends EndpointSchemas>() =>
  <const M extends Endpoint['method'], const P extends Endpoint['path']>(method: M, path: P): Endpoint<S> & { method: M; path: P } => ({
    method,
    path,
  });

/** The schemas an endpoint was declared with. */
export type SchemasOf<E extends Endpoint> = NonNullable<E['schemas']>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> = SchemasOf<E>[K];

/** What a caller sends: the path parameters, the query and the body its schemas accept. */
export type EndpointInput<E extends Endpoint> = (Part<E, 'params'> extends z.ZodType ? { params: z.input<Part<E, 'params'>> } : { params?: never }) &
  (Part<E, 'query'> extends z.ZodType ? { query?: z.input<Part<E, 'query'>> } : { query?: never }) &
  (Part<E, 'body'> extends z.ZodType ? { body: z.input<Part<E, 'body'>> } : { body?: never });

/** The body of the endpoint's successful answer. */
export type EndpointResult<E extends Endpoint> = z.output<SchemasOf<E>['responses'][SuccessStatus & keyof SchemasOf<E>['responses']]>;

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
