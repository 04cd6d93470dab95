import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../plugins/auth-guards';
import categoryRoutes from './categories';
import orderRoutes from './orders';
import productRoutes from './products';
import reviewModerationRoutes from './reviews';
import userRoutes from './users';
import paymentRoutes from '../payments/routes';

/** Each staff feature's routes and where under /api/admin they are mounted ('' for routes that name their paths in full). */
const STAFF_FEATURES: [routes: FastifyPluginAsyncZod, prefix: string][] = [
  [productRoutes, '/products'],
  [categoryRoutes, '/categories'],
  [orderRoutes, '/orders'],
  [userRoutes, '/users'],
  [paymentRoutes, ''],
  [reviewModerationRoutes, '/reviews'],
];

/** Everything under /api/admin is for staff; the guard runs before any body is parsed or validated. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  for (const [routes, prefix] of STAFF_FEATURES) await app.register(routes, { prefix });
};

export default adminRoutes;
