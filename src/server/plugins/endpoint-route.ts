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
import type { Endpoint, EndpointSchemas } from '../../shared/contract/endpoint';

type SchemaOf<S extends EndpointSchemas> = {
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
  headers: S['headers'];
  response: S['responses'];
};

/** A handler of an endpoint: its request and its answer typed by the endpoint's schemas. */
export type EndpointHandler<S extends EndpointSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<S>,
  ZodTypeProvider
>;

type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit'>;

/**
 * Registers an endpoint of the contract (src/shared/contract) with the schemas it was declared with, in a plugin,
 * whatever prefix the plugin was registered under: the contract holds the full path, so the route takes the part
 * after the plugin's prefix.
 */
export function route<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  schemas: S,
  handler: EndpointHandler<S>,
  options: RouteOptions = {},
): void {
  if (!endpoint.path.startsWith(app.prefix)) throw new Error(`${endpoint.path} is outside ${app.prefix}`);
  const schema = Object.fromEntries(
    Object.entries({
      params: schemas.params,
      querystring: schemas.query,
      body: schemas.body,
      headers: schemas.headers,
      response: schemas.responses,
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
