import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';
import { addToWishlistSchema, wishlistEntrySchema } from '../../shared/schemas/wishlist';
import type { Tx } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { findProduct } from '../cart/product-lookup';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { notFound } from '../plugins/errors';

const entryColumns = {
  id: wishlistItems.id,
  productId: wishlistItems.productId,
  product: {
    id: products.id,
    name: products.name,
    nameSw: products.nameSw,
    slug: products.slug,
    price: products.price,
    images: products.images,
    stockStatus: products.stockStatus,
  },
};

const entriesOf = (db: Tx, userId: number) =>
  db
    .select(entryColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .$dynamic();

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  app.get('/with-products', { schema: { response: { 200: z.array(wishlistEntrySchema), 401: errorSchema } } }, async (request) => {
    const user = await signedInUser(request);
    return entriesOf(db, user.id).orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  });

  app.post(
    '/',
    { schema: { body: addToWishlistSchema, response: { 200: wishlistEntrySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      const { productId } = request.body;
      await findProduct(db, productId);
      // Adding twice keeps the one entry (unique user + product).
      await db.insert(wishlistItems).values({ userId: user.id, productId }).onConflictDoNothing();
      const [entry] = await entriesOf(db, user.id).where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId)));
      // The product was deleted between the two statements.
      if (!entry) throw notFound('Product not found');
      return entry;
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema } } },
    async (request, reply) => {
      const user = await signedInUser(request);
      const deleted = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, request.params.id), eq(wishlistItems.userId, user.id)))
        .returning({ id: wishlistItems.id });
      if (!deleted.length) throw notFound('Wishlist item not found');
      return reply.code(204).send(null);
    },
  );
};

export default wishlistRoutes;
