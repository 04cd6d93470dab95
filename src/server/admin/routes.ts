import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
