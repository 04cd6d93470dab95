import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/** The columns asked for of the products several lines name, in one query, by id: an id naming no product is not in it. */
export async function productsById<Columns extends Record<string, PgColumn>>(db: Tx, ids: number[], columns: Columns) {
  const rows = await db
    .select({ ...columns, id: products.id })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
