import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Recomputes the products' average rating and review count from their reviews (every product, or the given ones),
 * for the "Top rated" order of the list; hidden reviews do not count. Whatever writes reviews calls it.
 */
export async function refreshProductRatings(db: Pick<Db, 'execute'>, productIds?: number[]): Promise<void> {
  const scope = productIds
    ? sql`p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  await db.execute(sql`
    update products p
    set rating_average = coalesce((select round(avg(r.rating), 2) from reviews r where r.product_id = p.id and r.hidden_at is null), 0),
        review_count = (select count(*) from reviews r where r.product_id = p.id and r.hidden_at is null)
    where ${scope}`);
}
