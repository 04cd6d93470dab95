import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Review } from '../../shared/schemas/reviews';
import type { Tx } from '../db/client';
import { reviews } from '../db/schema';

// Written out with qualified names: drizzle leaves a column unqualified in a one-table select, and an unqualified
// "id" inside the subquery would be the review's.
const visibleOfProduct = sql`from reviews r where r.product_id = "products"."id" and r.hidden_at is null`;

/** The average (one decimal) and count of a product's visible reviews, as columns of a select on products. */
export const ratingColumns = {
  averageRating: sql<number | null>`(select round(avg(r.rating), 1) ${visibleOfProduct})`.mapWith(Number),
  reviewCount: sql<number>`(select count(*) ${visibleOfProduct})`.mapWith(Number),
};

export const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  authorName: reviews.authorName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  verifiedPurchase: reviews.verifiedPurchase,
};

export const toReview = (row: Omit<Review, 'createdAt'> & { createdAt: Date }): Review => ({ ...row, createdAt: row.createdAt.toISOString() });

export const visibleReview = isNull(reviews.hiddenAt);

/** Whether the user has a delivered order containing the product: the one thing that lets them review it. */
export function receivedProduct(userId: number, productId: number) {
  return sql`exists (select 1 from order_items oi join orders o on o.id = oi.order_id
    where o.user_id = ${userId} and o.status = 'delivered' and oi.product_id = ${productId})`;
}

export async function hasReceived(db: Tx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db.select({ received: sql<boolean>`${receivedProduct(userId, productId)}` }).from(sql`(select 1) as one`);
  return row?.received ?? false;
}

/** The user's review of the product, and whether staff have hidden it. */
export async function reviewOf(db: Tx, userId: number, productId: number) {
  const [row] = await db
    .select({ ...reviewColumns, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  if (!row) return null;
  const { hiddenAt, ...review } = row;
  return { ...toReview(review), hidden: hiddenAt !== null };
}

/** How a review signs: first name and last initial ("Wanjiku K."), never the full name or username. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0]?.toLocaleUpperCase('en');
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
