import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { errorSchema } from '../../shared/schemas/common';
import {
  checkoutHeadersSchema,
  checkoutSchema,
  IDEMPOTENCY_HOURS,
  IDEMPOTENCY_KEY_HEADER,
  orderDetailSchema,
  orderNumberParamsSchema,
  orderSchema,
  type Order,
} from '../../shared/schemas/orders';
import { outOfStockMessage } from '../shared/product-lookup';
import { orderItems, orders, orderStatusHistory, payments, products } from '../db/schema';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors';
import { withPaymentState } from '../payments/payment-state';
import { orderColumns, orderItemColumns, withItems } from './order-queries';
import { placeOrder } from './place-order';

const HOUR_MS = 60 * 60 * 1000;

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: z.array(orderSchema), 401: errorSchema } } }, async (request) => {
    const user = await signedInUser(request);
    const rows = await db.select(orderColumns).from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id));
    return withItems(db, rows);
  });

  /** The order this user placed with this Idempotency-Key within IDEMPOTENCY_HOURS, if any. */
  async function placedWith(userId: number, key: string): Promise<Order | undefined> {
    const since = new Date(Date.now() - IDEMPOTENCY_HOURS * 60 * 60 * 1000);
    const rows = await db
      .select(orderColumns)
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key), gt(orders.createdAt, since)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const [order] = await withItems(db, rows);
    return order;
  }

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
      const [lines, history, paid] = await Promise.all([
        db
          .select({ ...orderItemColumns, images: products.images })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id)),
        db
          .select({ status: orderStatusHistory.toStatus, changedAt: orderStatusHistory.changedAt })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order.id))
          .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
        db
          .select({ method: payments.method, amount: payments.amount, reference: payments.reference, paidAt: payments.paidAt })
          .from(payments)
          .where(and(eq(payments.orderId, order.id), isNull(payments.voidedAt)))
          .orderBy(asc(payments.paidAt), asc(payments.id)),
      ]);
      return withPaymentState({
        ...order,
        createdAt: order.createdAt.toISOString(),
        items: lines.map(({ images, ...line }) => ({ ...line, image: images?.[0] ?? null })),
        history: history.map((step) => ({ ...step, changedAt: step.changedAt.toISOString() })),
        payments: paid.map((payment) => ({ ...payment, paidAt: payment.paidAt.toISOString() })),
      });
    },
  );

  app.post(
    '/',
    {
      schema: {
        body: checkoutSchema,
        headers: checkoutHeadersSchema,
        response: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const earlier = key && (await placedWith(user.id, key));
      if (earlier) return reply.code(201).send(earlier);
      // Each order e-mails the customer and staff: an account cannot place them without end (docs/product.md,
      // Account safety and abuse limits). A retry of an order already placed is answered above, never refused.
      const [recent] = await db
        .select({ value: count() })
        .from(orders)
        .where(and(eq(orders.userId, user.id), gt(orders.createdAt, new Date(Date.now() - HOUR_MS))));
      if ((recent?.value ?? 0) >= app.config.ordersPerAccountPerHour) {
        reply.header('retry-after', 3600);
        throw new HttpError(429, 'order_limit');
      }
      const { email } = app.config;
      const details = { ...request.body, locale: parseLocale(request.cookies[LOCALE_COOKIE]) };
      const checkout = await placeOrder(db, user.id, details, key ?? null, undefined, email);
      // A retry that raced the first attempt queued on the cart's rows and found them ordered: answer that order.
      const raced = checkout.outcome === 'empty' && key && (await placedWith(user.id, key));
      if (raced) return reply.code(201).send(raced);
      if (checkout.outcome === 'empty') throw badRequest('Your cart is empty');
      if (checkout.outcome === 'unavailable') throw conflict(`${outOfStockMessage(checkout.productName)}. Please remove it from your cart to continue.`);
      if (checkout.outcome === 'too-large') throw badRequest('This order is too large to place online. Please contact our sales team.');
      app.emailOutbox.nudge();
      return reply.code(201).send(checkout.order);
    },
  );
};

export default ordersRoutes;
