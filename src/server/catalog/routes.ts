import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const catalogRoutes: FastifyPluginAsyncZod = async () => {};

export default catalogRoutes;
