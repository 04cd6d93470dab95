import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/schemas/common';
import { checkoutSchema, orderDetailSchema, orderNumberParamsSchema, orderSchema } from '../../shared/schemas/orders';
import { outOfStockMessage } from '../cart/product-lookup';
import { orderItems, orders, orderStatusHistory, products } from '../db/schema';
import { emailOn } from '../email/outbox';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict, notFound } from '../plugins/errors';
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

  // Another customer's order is "not found": its number proves nothing about its existence.
  app.get(
    '/:orderNumber',
    { schema: { params: orderNumberParamsSchema, response: { 200: orderDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      const [order] = await db
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.orderNumber, request.params.orderNumber.toUpperCase()), eq(orders.userId, user.id)))
        .limit(1);
      if (!order) throw notFound('Order not found');
      const [lines, history] = await Promise.all([
        db
          .select({
            id: orderItems.id,
            productId: orderItems.productId,
            productName: orderItems.productName,
            productSlug: orderItems.productSlug,
            unitPrice: orderItems.unitPrice,
            quantity: orderItems.quantity,
            images: products.images,
          })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id)),
        db
          .select({ status: orderStatusHistory.toStatus, changedAt: orderStatusHistory.changedAt })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order.id))
          .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
      ]);
      return {
        ...order,
        createdAt: order.createdAt.toISOString(),
        items: lines.map(({ images, ...line }) => ({ ...line, image: images?.[0] ?? null })),
        history: history.map((step) => ({ ...step, changedAt: step.changedAt.toISOString() })),
      };
    },
  );

  app.post(
    '/',
    { schema: { body: checkoutSchema, response: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { email } = app.config;
      const checkout = await placeOrder(db, user.id, request.body, undefined, { on: emailOn(email), staff: email.staffRecipients });
      if (checkout.outcome === 'empty') throw badRequest('Your cart is empty');
      if (checkout.outcome === 'unavailable') throw conflict(`${outOfStockMessage(checkout.productName)}. Please remove it from your cart to continue.`);
      if (checkout.outcome === 'too-large') throw badRequest('This order is too large to place online. Please contact our sales team.');
      app.emailOutbox.nudge();
      return reply.code(201).send(checkout.order);
    },
  );
};

export default ordersRoutes;
