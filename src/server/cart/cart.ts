import { and, asc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import type { CartItem, CartItemWithProduct } from '../../shared/schemas/cart';
import type { Tx } from '../db/client';
import { cartItems, products } from '../db/schema';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { deleteOwnRow } from '../shared/own-rows';
import { findProduct, productsById } from '../shared/product-lookup';
import { toProduct } from '../shared/to-product';

/** A product and how many of it. */
export interface CartLine {
  productId: number;
  quantity: number;
}

const lineColumns = { id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity };
const inAddedOrder = [asc(cartItems.createdAt), asc(cartItems.id)];

/** Adds to the line of the same product (one row per shopper and product) only while it stays within the bound. */
const mergedWithinBound = {
  target: [cartItems.userId, cartItems.productId],
  set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
  setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${LIMITS.maxCartQuantity}`,
};

const outOfStock = (product: string) => conflict('out_of_stock', { product });
const overLimit = (product: string) => badRequest('cart_quantity_over_limit', { product });

/** A shopper's cart lines, in the order they were added. */
export const listCart = (db: Tx, userId: number): Promise<CartItem[]> =>
  db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(...inAddedOrder);

/** A shopper's cart lines with their products, in the order they were added. */
export async function listCartWithProducts(db: Tx, userId: number): Promise<CartItemWithProduct[]> {
  const rows = await db
    .select({ ...lineColumns, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(...inAddedOrder);
  return rows.map(({ product, ...line }) => ({ ...line, product: toProduct(product) }));
}

/**
 * Adds a product, or raises its line. The bound is checked inside the upsert itself, so two simultaneous adds cannot
 * together push a line past it: an over-limit add updates nothing and is refused.
 */
export async function addToCart(db: Tx, userId: number, { productId, quantity }: CartLine): Promise<CartItem> {
  const product = await findProduct(db, productId);
  if (product.stockStatus === 'out_of_stock') throw outOfStock(product.name);
  const [line] = await db.insert(cartItems).values({ userId, productId, quantity }).onConflictDoUpdate(mergedWithinBound).returning(lineColumns);
  if (!line) throw overLimit(product.name);
  return line;
}

/** The planner's kit: every line in one transaction, merged with the lines already in the cart under the same bound. */
export const addManyToCart = (db: Tx, userId: number, items: CartLine[]): Promise<CartItem[]> =>
  db.transaction(async (tx) => {
    const byId = await productsById(
      tx,
      items.map((item) => item.productId),
      { name: products.name, stockStatus: products.stockStatus },
    );
    for (const { productId } of items) {
      const product = byId.get(productId);
      if (!product) throw notFound('product_not_found');
      if (product.stockStatus === 'out_of_stock') throw outOfStock(product.name);
    }
    const lines = await tx
      .insert(cartItems)
      .values(items.map((item) => ({ userId, ...item })))
      .onConflictDoUpdate(mergedWithinBound)
      .returning(lineColumns);
    const over = items.find((item) => !lines.some((line) => line.productId === item.productId));
    // Throwing rolls back the lines already written: the kit goes in whole or not at all.
    if (over) throw overLimit(byId.get(over.productId)!.name);
    return lines;
  });

/** Sets the quantity of one of the shopper's own lines; another shopper's line is "not found". */
export async function updateCartItem(db: Tx, userId: number, itemId: number, quantity: number): Promise<CartItem> {
  const own = and(eq(cartItems.id, itemId), eq(cartItems.userId, userId));
  const [current] = await db
    .select({ quantity: cartItems.quantity, productName: products.name, stockStatus: products.stockStatus })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(own);
  if (!current) throw notFound('cart_item_not_found');
  // Lowering the quantity of a product that ran out stays allowed: it is how a shopper tidies the cart.
  if (quantity > current.quantity && current.stockStatus === 'out_of_stock') throw outOfStock(current.productName);
  const [line] = await db.update(cartItems).set({ quantity }).where(own).returning(lineColumns);
  if (!line) throw notFound('cart_item_not_found');
  return line;
}

/** Removes one of the shopper's own lines; another shopper's line is "not found". */
export const removeCartItem = (db: Tx, userId: number, itemId: number): Promise<void> =>
  deleteOwnRow(db, cartItems, { id: itemId, userId }, 'cart_item_not_found');
