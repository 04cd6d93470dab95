import { and, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import type { MyReview, Review } from '../../shared/schemas/reviews';
import type { Db } from '../db/client';
import { refreshProductRatings } from '../db/ratings';
import { products, reviews } from '../db/schema';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { hasReceived, receivedProduct, reviewColumns, reviewerName, reviewOf, toReview, visibleReview } from '../shared/review-queries';

async function productIdOf(db: Db, slug: string): Promise<number> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!product) throw notFound('product_not_found');
  return product.id;
}

/** The user's own review; someone else's is "not found", like every other customer's data in the API. */
async function ownReview(db: Db, id: number, userId: number): Promise<{ productId: number }> {
  const [review] = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .limit(1);
  if (!review) throw notFound('review_not_found');
  return review;
}

/** A page of the product's visible reviews, newest first, and how many there are. */
export async function listReviews(db: Db, slug: string, { page = 1, pageSize = LIMITS.reviewPageSize }: { page?: number; pageSize?: number }) {
  const productId = await productIdOf(db, slug);
  const where = and(eq(reviews.productId, productId), visibleReview);
  const [rows, total] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(reviews, where),
  ]);
  return { rows: rows.map(toReview), total };
}

/** May the user review the product (received it, not reviewed yet), and their review. */
export async function myReview(db: Db, userId: number, slug: string): Promise<MyReview> {
  const productId = await productIdOf(db, slug);
  const [review, received] = await Promise.all([reviewOf(db, userId, productId), hasReceived(db, userId, productId)]);
  return { canReview: received && !review, review };
}

interface Reviewer {
  id: number;
  firstName: string;
  lastName: string;
}

export async function createReview(
  db: Db,
  user: Reviewer,
  slug: string,
  { rating, comment }: { rating: number; comment?: string | null },
): Promise<Review> {
  const productId = await productIdOf(db, slug);
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
    if (await reviewOf(db, user.id, productId)) throw conflict('already_reviewed');
    throw forbidden('review_not_received');
  }
  await refreshProductRatings(db, [productId]);
  return toReview(created);
}

export async function updateReview(db: Db, userId: number, id: number, change: { rating?: number; comment?: string | null }): Promise<Review> {
  const { productId } = await ownReview(db, id, userId);
  const [updated] = await db
    .update(reviews)
    .set({ rating: change.rating, comment: change.comment, updatedAt: new Date() })
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning(reviewColumns);
  if (!updated) throw notFound('review_not_found');
  await refreshProductRatings(db, [productId]);
  return toReview(updated);
}

export async function deleteReview(db: Db, userId: number, id: number): Promise<void> {
  const { productId } = await ownReview(db, id, userId);
  // A hidden review stays hidden (docs/product.md, Reviews): deleting it would let its author post it again,
  // visible at once. One statement, so a review hidden meanwhile is not deleted either.
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId), visibleReview))
    .returning({ id: reviews.id });
  if (!deleted.length) {
    await ownReview(db, id, userId); // deleted meanwhile: 404, as for any review that is not there
    throw conflict('review_hidden_stays');
  }
  await refreshProductRatings(db, [productId]);
}
