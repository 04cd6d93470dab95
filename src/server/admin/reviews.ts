import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../shared/constants';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';
import { adminReviewListQuerySchema, adminReviewSchema, reviewHideSchema, type AdminReview } from '../../shared/schemas/reviews';
import { TOTAL_COUNT_HEADER } from '../catalog/routes';
import type { Tx } from '../db/client';
import { refreshProductRatings } from '../db/ratings';
import { products, reviews, users } from '../db/schema';
import { signedInUser } from '../plugins/auth-guards';
import { notFound } from '../plugins/errors';
import { reviewColumns } from '../reviews/review-queries';
import { recordAudit } from '../shared/audit-log';
import { listSchema } from './route-schemas';

const author = alias(users, 'author');
const hider = alias(users, 'hider');

/** Reviews with their product, author and who hid them; newest first. */
function selectReviews(db: Tx) {
  return db
    .select({
      review: reviewColumns,
      product: { id: products.id, name: products.name, slug: products.slug },
      authorId: author.id,
      authorUsername: author.username,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      hiderId: hider.id,
      hiderUsername: hider.username,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(author, eq(author.id, reviews.userId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenBy))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

const toAdminReview = (row: Row): AdminReview => ({
  ...row.review,
  createdAt: row.review.createdAt.toISOString(),
  product: row.product,
  user: row.authorId === null || row.authorUsername === null ? null : { id: row.authorId, username: row.authorUsername },
  hidden:
    row.hiddenAt === null
      ? null
      : {
          at: row.hiddenAt.toISOString(),
          reason: row.hiddenReason ?? '',
          by: row.hiderId === null || row.hiderUsername === null ? null : { id: row.hiderId, username: row.hiderUsername },
        },
});

async function loadReview(db: Tx, id: number): Promise<AdminReview> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw notFound('Review not found');
  return toAdminReview(row);
}

/** Staff moderation of reviews: a hidden review is neither shown nor counted (docs/product.md, Reviews). */
const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', { schema: listSchema(adminReviewListQuerySchema, adminReviewSchema) }, async (request, reply) => {
    const { visibility, page = 1 } = request.query;
    const where = visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : visibility === 'visible' ? isNull(reviews.hiddenAt) : undefined;
    const size = LIMITS.adminReviewPageSize;
    const [rows, [counted]] = await Promise.all([
      selectReviews(db)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(size)
        .offset((page - 1) * size),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(reviews)
        .where(where),
    ]);
    reply.header(TOTAL_COUNT_HEADER, String(counted?.total ?? 0));
    return rows.map(toAdminReview);
  });

  app.post(
    '/:id/hide',
    { schema: { params: idParamsSchema, body: reviewHideSchema, response: { 200: adminReviewSchema, 400: errorSchema, 404: errorSchema } } },
    async (request) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const [hidden] = await tx
          .update(reviews)
          .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: actor.id })
          .where(eq(reviews.id, id))
          .returning({ id: reviews.id, productId: reviews.productId });
        if (!hidden) throw notFound('Review not found');
        await refreshProductRatings(tx, [hidden.productId]);
        await recordAudit(tx, actor, 'review.hide', 'review', id, { reason });
      });
      return loadReview(db, id);
    },
  );

  app.post(
    '/:id/show',
    { schema: { params: idParamsSchema, response: { 200: adminReviewSchema, 400: errorSchema, 404: errorSchema } } },
    async (request) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [shown] = await tx
          .update(reviews)
          .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
          .where(eq(reviews.id, id))
          .returning({ id: reviews.id, productId: reviews.productId });
        if (!shown) throw notFound('Review not found');
        await refreshProductRatings(tx, [shown.productId]);
        await recordAudit(tx, actor, 'review.show', 'review', id);
      });
      return loadReview(db, id);
    },
  );
};

export default reviewModerationRoutes;
