import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import type { AdminProduct } from '../../shared/schemas/catalog';
import type { LowStock, StockMovement, stockChangeSchema } from '../../shared/schemas/stock';
import type { EmailSettings } from '../config';
import type { Db } from '../db/client';
import { orders, products, stockMovements, users } from '../db/schema';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import { enqueueLowStockDigest } from '../shared/outbox';
import { crossedThreshold } from '../shared/stock-movements';
import type { Page } from '../shared/paging';
import { toAdminProduct } from '../shared/to-product';

// docs/product.md, "Stock". The checkout's own movements are written by its single statement (orders/place-order.ts),
// the product form's and a cancellation's by ../shared/stock-movements.ts.

/** Goods received or an adjustment by staff: the new count, never below zero nor raised above LIMITS.maxStockQuantity. */
export function changeStock(
  db: Db,
  email: EmailSettings,
  actor: Actor,
  productId: number,
  { kind, change, reason }: z.output<typeof stockChangeSchema>,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    // Locked as the checkout locks it: an order and this change are applied one after the other, each on the count
    // the other left.
    const [product] = await tx
      .select({ stockQuantity: products.stockQuantity, lowStockThreshold: products.lowStockThreshold })
      .from(products)
      .where(eq(products.id, productId))
      .for('no key update');
    if (!product) throw notFound('product_not_found');
    const before = product.stockQuantity;
    if (before === null) throw conflict('stock_not_counted');
    const after = before + change;
    if (after < 0) throw conflict('stock_would_go_negative', { left: before });
    // Only what adds is held to the limit: a cancellation puts back what an order took even past it (the units are in
    // the store), and staff must still be able to take units away from there.
    if (change > 0 && after > LIMITS.maxStockQuantity) throw conflict('stock_would_exceed');
    const [row] = await tx.update(products).set({ stockQuantity: after, updatedAt: new Date() }).where(eq(products.id, productId)).returning();
    const [moved] = await tx
      .insert(stockMovements)
      .values({ productId, kind, change, quantityAfter: after, reason: reason ?? null, changedBy: actor.id })
      .returning({ at: stockMovements.createdAt });
    if (crossedThreshold(before, after, product.lowStockThreshold)) await enqueueLowStockDigest(tx, email, moved!.at);
    await recordAudit(tx, actor, 'product.stock', 'product', productId, { kind, change, quantityAfter: after });
    return toAdminProduct(row!);
  });
}

/** A product's movements, newest first, and the number of all of them; 404 for no such product. */
export async function listMovements(db: Db, productId: number, page: Page): Promise<{ rows: StockMovement[]; total: number }> {
  const where = eq(stockMovements.productId, productId);
  const [[product], rows, total] = await Promise.all([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    db
      .select({
        movement: stockMovements,
        orderNumber: orders.orderNumber,
        username: users.username,
      })
      .from(stockMovements)
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(users, eq(users.id, stockMovements.changedBy))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(stockMovements, where),
  ]);
  if (!product) throw notFound('product_not_found');
  return {
    total,
    rows: rows.map(({ movement, orderNumber, username }) => ({
      id: movement.id,
      kind: movement.kind,
      change: movement.change,
      quantityAfter: movement.quantityAfter,
      reason: movement.reason,
      order: movement.orderId !== null && orderNumber !== null ? { id: movement.orderId, orderNumber } : null,
      changedBy: movement.changedBy !== null && username !== null ? { id: movement.changedBy, username } : null,
      createdAt: movement.createdAt.toISOString(),
    })),
  };
}

/** Counted products at or under their threshold, fewest units first (the partial index products_low_stock_idx). */
export async function lowStock(db: Db): Promise<LowStock> {
  const low = sql`${products.stockQuantity} <= ${products.lowStockThreshold}`;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        stockQuantity: sql<number>`${products.stockQuantity}`,
        lowStockThreshold: products.lowStockThreshold,
        stockStatus: products.stockStatus,
      })
      .from(products)
      .where(low)
      .orderBy(asc(products.stockQuantity), asc(products.id))
      .limit(LIMITS.lowStockListed),
    db.$count(products, low),
  ]);
  return { products: rows, total };
}
