import { eq } from 'drizzle-orm';
import type { StockStatus } from '../../shared/constants';
import type { Tx } from '../db/client';
import { products } from '../db/schema';
import { notFound } from '../plugins/errors';

/** The product a cart, wishlist or order names by id, or 404 `product_not_found`. */
export async function findProduct(db: Tx, productId: number): Promise<{ id: number; name: string; stockStatus: StockStatus }> {
  const [product] = await db
    .select({ id: products.id, name: products.name, stockStatus: products.stockStatus })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('product_not_found');
  return product;
}
