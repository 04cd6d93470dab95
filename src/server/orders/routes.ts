import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/schemas/common';
import { checkoutSchema, orderSchema } from '../../shared/schemas/orders';
import { outOfStockMessage } from '../cart/product-lookup';
import type { Tx } from '../db/client';
import { cartItems, orderItems, orders, orderStatusHistory, products, users } from '../db/schema';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict } from '../plugins/errors';
import { newOrderNumber } from './order-number';
import { orderColumns, withItems } from './order-queries';

// The largest amount numeric(12,2) holds.
const MAX_ORDER_TOTAL = '9999999999.99';
const ORDER_NUMBER_ATTEMPTS = 5;

async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'orderNumber'>): Promise<number> {
  // A clash of random numbers is rare; a clashing insert does nothing (so the transaction lives on) and is retried.
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: newOrderNumber() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    if (row) return row.id;
  }
  throw new Error('Could not find a free order number');
}

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
      const { deliveryAddress, phoneNumber, notes } = request.body;
      const order = await db.transaction(async (tx) => {
        // Simultaneous checkouts by one shopper queue on their user row; the later one then finds the cart empty.
        // (NO KEY UPDATE, unlike UPDATE, still lets other rows reference the user meanwhile.)
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
        const lines = await tx
          .select({
            cartItemId: cartItems.id,
            productId: products.id,
            productName: products.name,
            productSlug: products.slug,
            unitPrice: products.price,
            quantity: cartItems.quantity,
            stockStatus: products.stockStatus,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .where(eq(cartItems.userId, user.id))
          .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
          .for('update', { of: cartItems });
        if (!lines.length) throw badRequest('Your cart is empty');
        const unavailable = lines.find((line) => line.stockStatus === 'out_of_stock');
        if (unavailable) throw conflict(`${outOfStockMessage(unavailable.productName)}. Please remove it from your cart to continue.`);

        const orderId = await insertOrder(tx, { userId: user.id, status: 'pending', totalAmount: '0', deliveryAddress, phoneNumber, notes });
        await tx.insert(orderItems).values(
          lines.map((line) => ({
            orderId,
            productId: line.productId,
            productName: line.productName,
            productSlug: line.productSlug,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
          })),
        );
        // PostgreSQL adds up the lines just written, with exact decimals: the total always matches the lines.
        const total = sql`(select coalesce(sum(${orderItems.unitPrice} * ${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orderId})`;
        const [priced] = await tx
          .update(orders)
          .set({ totalAmount: total })
          .where(and(eq(orders.id, orderId), sql`${total} <= ${MAX_ORDER_TOTAL}`))
          .returning(orderColumns);
        if (!priced) throw badRequest('This order is too large to place online. Please contact our sales team.');

        await tx.insert(orderStatusHistory).values({ orderId, fromStatus: null, toStatus: 'pending', changedBy: user.id });
        await tx.delete(cartItems).where(
          inArray(
            cartItems.id,
            lines.map((line) => line.cartItemId),
          ),
        );
        // The first order fills an empty profile; a saved address or phone is never overwritten.
        await tx
          .update(users)
          .set({
            deliveryAddress: sql`coalesce(nullif(${users.deliveryAddress}, ''), ${deliveryAddress})`,
            phoneNumber: sql`coalesce(nullif(${users.phoneNumber}, ''), ${phoneNumber})`,
          })
          .where(eq(users.id, user.id));
        const [withLines] = await withItems(tx, [priced]);
        return withLines!;
      });
      return reply.code(201).send(order);
    },
  );
};

export default ordersRoutes;
