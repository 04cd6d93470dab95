import { count } from 'drizzle-orm';
import type { Db } from './client';
import { needsInstallationByDefault } from '../../shared/installation';
import { refreshProductRatings } from './ratings';
import { categories, deliveryRates, pickupPoints, products, reviews } from './schema';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-data';
import { SEED_DELIVERY_RATES, SEED_PICKUP_POINTS } from './seed-delivery';

/** Fills an empty catalogue with the demo categories, products, reviews and delivery terms; leaves a catalogue with data alone. */
export async function seedDemoCatalog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ value }] = await tx.select({ value: count() }).from(categories);
    if (value > 0) return false;
    const inserted = await tx
      .insert(categories)
      .values([...SEED_CATEGORIES])
      .returning();
    const categoryId = new Map(inserted.map((category) => [category.slug, category.id]));
    const rows = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map(({ category, reviews: _reviews, ...product }) => ({
          ...product,
          categoryId: categoryId.get(category)!,
          needsInstallation: needsInstallationByDefault(product.ratings),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(rows.map((row) => [row.slug, row.id]));
    const reviewRows = SEED_PRODUCTS.flatMap((product) => product.reviews.map((review) => ({ ...review, productId: productId.get(product.slug)! })));
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
    await refreshProductRatings(tx);
    await tx.insert(deliveryRates).values(SEED_DELIVERY_RATES);
    await tx.insert(pickupPoints).values(SEED_PICKUP_POINTS);
    return true;
  });
}
