import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** POST /api/upload-url (staff) — registered under /api. */
export const uploadUrlRoutes: FastifyPluginAsyncZod = async () => {};

/** PUT/GET /objects/uploads/:id — registered at the root. */
export const objectRoutes: FastifyPluginAsyncZod = async () => {};
