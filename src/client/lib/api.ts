import { queryOptions, type QueryFunction } from '@tanstack/react-query';
import { endpointUrl, type Endpoint, type EndpointInput, type EndpointResult } from '@/shared/contract/endpoint';
import type { MessageParams } from '@/shared/messages/message';

/** Raised for a non-OK answer; message is "<status>: <body text or status text>" (docs/product.md, "User-visible texts"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  private get parsed(): { message?: unknown; code?: unknown; params?: unknown } {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {};
    }
  }

  /** The server's own message, from a JSON `{ message }` body, if it sent one. */
  get serverMessage(): string | undefined {
    const { message } = this.parsed;
    return typeof message === 'string' ? message : undefined;
  }

  /** The message code of the answer (docs/product.md, "Messages"), which screens show in their own language. */
  get code(): string | undefined {
    const { code } = this.parsed;
    return typeof code === 'string' ? code : undefined;
  }

  get params(): MessageParams | undefined {
    const { params } = this.parsed;
    return params && typeof params === 'object' ? (params as MessageParams) : undefined;
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A change sent while the phone had no connection: it never reached the shop, so nothing changed there. */
export class OfflineError extends Error {}

/**
 * Whether a settled change reached the shop: it succeeded, or the shop answered it. Then what it touched is worth
 * reading again, even after a refusal: a refusal may come from a change made elsewhere (another tab, staff).
 */
export const reachedShop = (error: unknown): boolean => !error || error instanceof ApiError;

/** The server's message for a failed call, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (url, init) => fetch(url, init);

/** Server rendering answers the same calls in-process (src/server/web/ssr.ts); the browser uses fetch. */
export function setApiFetcher(next: Fetcher): void {
  fetcher = next;
}

/** Every API call goes through here, so the same query code runs in the browser and on the server. */
export const apiFetch: Fetcher = (url, init) => fetcher(url, { credentials: 'include', ...init });

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

/** Sends credentials always, and a JSON body only when there is a payload. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await apiFetch(url, {
    method,
    headers: data === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  }).catch(() => {
    // A same-origin fetch fails only when no answer arrived: the connection dropped on the way.
    throw new OfflineError();
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : undefined) as T;
}

/**
 * A query's loader: GET the URL and read its JSON. Every query names its own (docs/decisions/0021-query-loaders.md).
 * `nullOn` is a status (or statuses) that is an answer rather than a failure (401: nobody is signed in; 404: no such
 * product; 400: a slug longer than a product's may be names no product either).
 */
export function getJson<T>(url: string, { nullOn = [] }: { nullOn?: number[] } = {}): QueryFunction<T> {
  return async ({ signal }) => {
    const response = await apiFetch(url, { signal });
    if (nullOn.includes(response.status)) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

type CallArgs<E extends Endpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** Calls an endpoint of the contract (src/shared/contract) with its typed input; resolves to its typed answer. */
export function callApi<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointResult<E>> {
  return apiRequest<EndpointResult<E>>(endpoint.method, endpointUrl(endpoint, input), input?.body);
}

/**
 * An endpoint's query key: its path, then its input. Invalidating `[endpoint.path]` refreshes every query of the
 * endpoint, whatever its parameters.
 */
export const endpointKey = <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) =>
  input?.params === undefined && input?.query === undefined ? [endpoint.path] : [endpoint.path, { params: input.params, query: input.query }];

/** The query of a GET endpoint, keyed by `endpointKey`. */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) {
  const args = [input] as CallArgs<E>;
  return queryOptions<EndpointResult<E>>({ queryKey: endpointKey(endpoint, ...args), queryFn: getJson(endpointUrl(endpoint, input)) });
}

/** The query of a GET endpoint whose answer may be "none" (`nullOn` statuses), as `getJson` reads them. */
export function endpointQueryOrNull<E extends Endpoint>(endpoint: E, nullOn: number[], ...[input]: CallArgs<E>) {
  const args = [input] as CallArgs<E>;
  return queryOptions<EndpointResult<E> | null>({
    queryKey: endpointKey(endpoint, ...args),
    queryFn: getJson(endpointUrl(endpoint, input), { nullOn }),
  });
}
