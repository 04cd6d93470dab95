import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const cartRoutes: FastifyPluginAsyncZod = async () => {};

export default cartRoutes;
