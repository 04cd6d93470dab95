import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { reviewsApi } from '../../shared/contract/reviews';
import { reviewsSchemas } from '../../shared/contract/reviews-schemas';
import type { AdminReview } from '../../shared/schemas/reviews';
import type { Db, Tx } from '../db/client';
import { refreshProductRatings } from '../db/ratings';
import { products, reviews, users } from '../db/schema';
import { signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import { paged, pageOf, sendPage } from '../shared/paging';
import { reviewColumns } from '../shared/review-queries';

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
  if (!row) throw notFound('review_not_found');
  return toAdminReview(row);
}

/** A page of the reviews, all or only the visible or hidden ones, newest first, and how many match. */
export async function moderationList(db: Db, { visibility, page = 1 }: { visibility?: 'visible' | 'hidden'; page?: number }) {
  const where = visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : visibility === 'visible' ? isNull(reviews.hiddenAt) : undefined;
  const [rows, total] = await Promise.all([
    paged(selectReviews(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)), pageOf({ page })),
    db.$count(reviews, where),
  ]);
  return { rows: rows.map(toAdminReview), total };
}

/**
 * Hides a review (with the reason staff give) or shows it again; a hidden review is neither shown nor counted. Hiding
 * a hidden review, or showing a visible one (a second tab, two staff members at once), changes nothing and is not
 * audited: the first reason, time and staff member stay.
 */
export async function setHidden(db: Db, actor: Actor & { id: number }, id: number, reason: string | null): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set(
        reason === null ? { hiddenAt: null, hiddenReason: null, hiddenBy: null } : { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: actor.id },
      )
      .where(and(eq(reviews.id, id), reason === null ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt)))
      .returning({ id: reviews.id, productId: reviews.productId });
    if (!changed) return; // already so, or not there: loadReview answers 404 for the latter
    await refreshProductRatings(tx, [changed.productId]);
    if (reason === null) await recordAudit(tx, actor, 'review.show', 'review', id);
    else await recordAudit(tx, actor, 'review.hide', 'review', id, { reason });
  });
  return loadReview(db, id);
}

/** Staff moderation of reviews (docs/product.md, Reviews), registered in the staff scope (app.ts). */
const reviewModerationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, reviewsApi.moderationList, reviewsSchemas.moderationList, async (request, reply) =>
    sendPage(reply, await moderationList(db, request.query)),
  );

  route(app, reviewsApi.hide, reviewsSchemas.hide, async (request) =>
    setHidden(db, await signedInUser(request), request.params.id, request.body.reason),
  );

  route(app, reviewsApi.show, reviewsSchemas.show, async (request) => setHidden(db, await signedInUser(request), request.params.id, null));
};

export default reviewModerationRoutes;
