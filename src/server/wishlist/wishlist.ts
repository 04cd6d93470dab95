import { and, desc, eq } from 'drizzle-orm';
import type { WishlistEntry } from '../../shared/schemas/wishlist';
import type { Tx } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { notFound } from '../plugins/errors';
import { deleteOwnRow } from '../shared/own-rows';
import { findProduct } from '../shared/product-lookup';

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

/** A shopper's wishlist, newest first. */
export const listWishlist = (db: Tx, userId: number): Promise<WishlistEntry[]> =>
  entriesOf(db, userId).orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));

/** Adds a product (adding twice keeps the one entry: unique user + product) and returns its entry. */
export async function addToWishlist(db: Tx, userId: number, productId: number): Promise<WishlistEntry> {
  await findProduct(db, productId);
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  const [entry] = await entriesOf(db, userId).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  // The product was deleted between the two statements.
  if (!entry) throw notFound('product_not_found');
  return entry;
}

/** Removes one of the shopper's own entries; another shopper's id is "not found". */
export const removeFromWishlist = (db: Tx, userId: number, entryId: number): Promise<void> =>
  deleteOwnRow(db, wishlistItems, { id: entryId, userId }, 'wishlist_item_not_found');
