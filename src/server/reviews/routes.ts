import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { slugParamsSchema } from '../../shared/schemas/catalog';
import { errorSchema, idParamsSchema, messageSchema } from '../../shared/schemas/common';
import {
  myReviewSchema,
  REVIEW_FORBIDDEN_MESSAGE,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewUpdateSchema,
} from '../../shared/schemas/reviews';
import { TOTAL_COUNT_HEADER } from '../catalog/routes';
import type { Db } from '../db/client';
import { refreshProductRatings } from '../db/ratings';
import { products, reviews } from '../db/schema';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { hasReceived, receivedProduct, reviewColumns, reviewerName, reviewOf, toReview, visibleReview } from './review-queries';

const PRODUCT_NOT_FOUND = 'Product not found';
const ALREADY_REVIEWED = 'You have already reviewed this product. You can edit your review instead.';
const HIDDEN_STAYS =
  'The shop has hidden this review, so it cannot be deleted. You can still edit it; it stays hidden until the shop shows it again.';

async function productIdOf(db: Db, slug: string): Promise<number> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product.id;
}

/** The user's own review; someone else's is "not found", like every other customer's data in the API. */
async function ownReview(db: Db, id: number, userId: number): Promise<{ productId: number }> {
  const [review] = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .limit(1);
  if (!review) throw notFound('Review not found');
  return review;
}

/**
 * Verified-purchase reviews (docs/product.md, Reviews). Every change clears the catalogue's answer cache at once:
 * the product's average and count appear in the list, the product and its page.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/products/:slug/reviews',
    {
      config: { answerCache: true },
      schema: {
        params: slugParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: z.array(reviewSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const productId = await productIdOf(db, request.params.slug);
      const size = request.query.pageSize ?? LIMITS.reviewPageSize;
      const where = and(eq(reviews.productId, productId), visibleReview);
      const [rows, [counted]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(size)
          .offset(((request.query.page ?? 1) - 1) * size),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(reviews)
          .where(where),
      ]);
      reply.header(TOTAL_COUNT_HEADER, String(counted?.total ?? 0));
      return rows.map(toReview);
    },
  );

  app.get(
    '/products/:slug/my-review',
    {
      onRequest: requireUser,
      schema: { params: slugParamsSchema, response: { 200: myReviewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request) => {
      const user = await signedInUser(request);
      const productId = await productIdOf(db, request.params.slug);
      const [review, received] = await Promise.all([reviewOf(db, user.id, productId), hasReceived(db, user.id, productId)]);
      return { canReview: received && !review, review };
    },
  );

  app.post(
    '/products/:slug/reviews',
    {
      onRequest: requireUser,
      schema: {
        params: slugParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const productId = await productIdOf(db, request.params.slug);
      const { rating, comment } = request.body;
      // One statement: the delivered-order check and the one-review rule hold even against a simultaneous request.
      const inserted = (await db.execute(sql`
        insert into ${reviews} (product_id, user_id, author_name, verified_purchase, rating, comment)
        select ${productId}, ${user.id}, ${reviewerName(user.firstName, user.lastName)}, true, ${rating}, ${comment ?? null}
        where ${receivedProduct(user.id, productId)}
        on conflict (product_id, user_id) do nothing
        returning id`)) as unknown as { rows: { id: number }[] };
      const id = inserted.rows[0]?.id;
      const [created] = id === undefined ? [] : await db.select(reviewColumns).from(reviews).where(eq(reviews.id, id));
      if (!created) {
        if (await reviewOf(db, user.id, productId)) throw conflict(ALREADY_REVIEWED);
        throw forbidden(REVIEW_FORBIDDEN_MESSAGE);
      }
      await refreshProductRatings(db, [productId]);
      app.answerCache.clear();
      return reply.code(201).send(toReview(created));
    },
  );

  app.patch(
    '/reviews/:id',
    {
      onRequest: requireUser,
      schema: {
        params: idParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: reviewSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const { id } = request.params;
      const { productId } = await ownReview(db, id, user.id);
      const { rating, comment } = request.body;
      const [updated] = await db
        .update(reviews)
        .set({ rating, comment, updatedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.userId, user.id)))
        .returning(reviewColumns);
      if (!updated) throw notFound('Review not found');
      await refreshProductRatings(db, [productId]);
      app.answerCache.clear();
      return toReview(updated);
    },
  );

  app.delete(
    '/reviews/:id',
    {
      onRequest: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const { id } = request.params;
      const { productId } = await ownReview(db, id, user.id);
      // A hidden review stays hidden (docs/product.md, Reviews): deleting it would let its author post it again,
      // visible at once. One statement, so a review hidden meanwhile is not deleted either.
      const deleted = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.userId, user.id), visibleReview))
        .returning({ id: reviews.id });
      if (!deleted.length) {
        await ownReview(db, id, user.id); // deleted meanwhile: 404, as for any review that is not there
        throw conflict(HIDDEN_STAYS);
      }
      await refreshProductRatings(db, [productId]);
      app.answerCache.clear();
      return { message: 'Review deleted' };
    },
  );
};

export default reviewRoutes;
