import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { addManyToCartSchema, addToCartSchema, cartItemSchema, cartItemWithProductSchema, updateCartItemSchema } from '../../shared/schemas/cart';
import { errorSchema, idSchema } from '../../shared/schemas/common';
import { cartItems, products } from '../db/schema';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { findProduct, outOfStockMessage } from '../shared/product-lookup';
import { toProduct } from '../catalog/to-product';

const itemParamsSchema = z.strictObject({ itemId: idSchema });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const CART_ITEM_NOT_FOUND = 'Cart item not found';
const lineColumns = { id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity };

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: z.array(cartItemSchema), 401: errorSchema } } }, async (request) => {
    const user = await signedInUser(request);
    return db.select(lineColumns).from(cartItems).where(eq(cartItems.userId, user.id)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  });

  app.get('/with-products', { schema: { response: { 200: z.array(cartItemWithProductSchema), 401: errorSchema } } }, async (request) => {
    const user = await signedInUser(request);
    const rows = await db
      .select({ ...lineColumns, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, user.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return rows.map(({ product, ...line }) => ({
      ...line,
      product: toProduct(product),
    }));
  });

  app.post('/', { schema: { body: addToCartSchema, response: { 200: cartItemSchema, ...errors } } }, async (request) => {
    const user = await signedInUser(request);
    const { productId, quantity } = request.body;
    const product = await findProduct(db, productId);
    if (product.stockStatus === 'out_of_stock') throw conflict(outOfStockMessage(product.name));
    // One row per shopper and product. The bound is checked inside the upsert itself, so two simultaneous adds
    // cannot together push a line past it: an over-limit add updates nothing and is refused.
    const [line] = await db
      .insert(cartItems)
      .values({ userId: user.id, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${LIMITS.maxCartQuantity}`,
      })
      .returning(lineColumns);
    if (!line) throw badRequest(`Your cart can hold at most ${LIMITS.maxCartQuantity} of ${product.name}`);
    return line;
  });

  // The planner's kit: every line in one transaction, merged with the lines already in the cart under the same bound.
  app.post('/bulk', { schema: { body: addManyToCartSchema, response: { 200: z.array(cartItemSchema), ...errors } } }, async (request) => {
    const user = await signedInUser(request);
    const { items } = request.body;
    return db.transaction(async (tx) => {
      const found = await tx
        .select({ id: products.id, name: products.name, stockStatus: products.stockStatus })
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((item) => item.productId),
          ),
        );
      const byId = new Map(found.map((product) => [product.id, product]));
      for (const { productId } of items) {
        const product = byId.get(productId);
        if (!product) throw notFound('Product not found');
        if (product.stockStatus === 'out_of_stock') throw conflict(outOfStockMessage(product.name));
      }
      const lines = await tx
        .insert(cartItems)
        .values(items.map((item) => ({ userId: user.id, ...item })))
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${LIMITS.maxCartQuantity}`,
        })
        .returning(lineColumns);
      const over = items.find((item) => !lines.some((line) => line.productId === item.productId));
      // Throwing rolls back the lines already written: the kit goes in whole or not at all.
      if (over) throw badRequest(`Your cart can hold at most ${LIMITS.maxCartQuantity} of ${byId.get(over.productId)!.name}`);
      return lines;
    });
  });

  app.patch(
    '/:itemId',
    { schema: { params: itemParamsSchema, body: updateCartItemSchema, response: { 200: cartItemSchema, ...errors } } },
    async (request) => {
      const user = await signedInUser(request);
      const { itemId } = request.params;
      const { quantity } = request.body;
      const [current] = await db
        .select({ quantity: cartItems.quantity, productName: products.name, stockStatus: products.stockStatus })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, user.id)));
      if (!current) throw notFound(CART_ITEM_NOT_FOUND);
      // Lowering the quantity of a product that ran out stays allowed: it is how a shopper tidies the cart.
      if (quantity > current.quantity && current.stockStatus === 'out_of_stock') throw conflict(outOfStockMessage(current.productName));
      const [line] = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, user.id)))
        .returning(lineColumns);
      if (!line) throw notFound(CART_ITEM_NOT_FOUND);
      return line;
    },
  );

  app.delete('/:itemId', { schema: { params: itemParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const user = await signedInUser(request);
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, request.params.itemId), eq(cartItems.userId, user.id)))
      .returning({ id: cartItems.id });
    if (!deleted.length) throw notFound(CART_ITEM_NOT_FOUND);
    return reply.code(204).send(null);
  });
};

export default cartRoutes;
