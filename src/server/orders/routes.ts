import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/schemas/common';
import { checkoutSchema, orderSchema } from '../../shared/schemas/orders';
import { outOfStockMessage } from '../cart/product-lookup';
import { orders } from '../db/schema';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict } from '../plugins/errors';
import { orderColumns, withItems } from './order-queries';
import { placeOrder } from './place-order';

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: z.array(orderSchema), 401: errorSchema } } }, async (request) => {
    const user = await signedInUser(request);
    const rows = await db.select(orderColumns).from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id));
    return withItems(db, rows);
  });

  app.post(
    '/',
    { schema: { body: checkoutSchema, response: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const user = await signedInUser(request);
      const checkout = await placeOrder(db, user.id, request.body);
      if (checkout.outcome === 'empty') throw badRequest('Your cart is empty');
      if (checkout.outcome === 'unavailable') throw conflict(`${outOfStockMessage(checkout.productName)}. Please remove it from your cart to continue.`);
      if (checkout.outcome === 'too-large') throw badRequest('This order is too large to place online. Please contact our sales team.');
      return reply.code(201).send(checkout.order);
    },
  );
};

export default ordersRoutes;
