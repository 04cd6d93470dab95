import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../plugins/auth-guards';
import categoryRoutes from './categories';
import orderRoutes from './orders';
import productRoutes from './products';
import reviewModerationRoutes from './reviews';
import userRoutes from './users';
import paymentRoutes from '../payments/routes';

/** Everything under /api/admin is for staff; the guard runs before any body is parsed or validated. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(categoryRoutes, { prefix: '/categories' });
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(paymentRoutes);
  await app.register(reviewModerationRoutes, { prefix: '/reviews' });
};

export default adminRoutes;
