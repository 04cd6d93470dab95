import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../shared/contract/endpoint';

type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  headers: E['headers'];
  response: E['responses'];
};

/** A handler of an endpoint: its request and its answer typed by the endpoint's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit'>;

/**
 * Registers an endpoint of the contract (src/shared/contract) in a plugin, whatever prefix the plugin was
 * registered under: the contract holds the full path, so the route takes the part after the plugin's prefix.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: RouteOptions = {}): void {
  if (!endpoint.path.startsWith(app.prefix)) throw new Error(`${endpoint.path} is outside ${app.prefix}`);
  const schema = Object.fromEntries(
    Object.entries({
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      headers: endpoint.headers,
      response: endpoint.responses,
    }).filter(([, value]) => value),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length) || '/',
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
