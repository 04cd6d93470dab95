import { sql } from 'drizzle-orm';
import type { EmailSettings } from '../config';
import type { Tx } from '../db/client';
import { products, stockMovements, type ProductRow } from '../db/schema';
import type { Actor } from './audit-log';
import { enqueueLowStockDigest } from './outbox';

// The stock movements other features write in their own transactions (docs/product.md, "Stock"): the product form's
// counts (admin/products.ts) and a cancellation's return (admin/orders.ts). Staff's own changes are in src/server/stock.

/** The reasons the shop writes itself when staff set a count through the product form. */
export const FORM_REASONS = { started: 'Stock counting started', stockTake: 'Stock-take in the product form' } as const;

/** Whether a change of the count took it from above the threshold to at or under it: what the daily digest tells of. */
export const crossedThreshold = (before: number | null, after: number | null, threshold: number) =>
  before !== null && after !== null && before > threshold && after <= threshold;

/**
 * Records what the product form did to the count (`before` and `after` are the product's row either side of the
 * save; `before` undefined for a new product), in the save's transaction: a first count, or a stock-take that set
 * another number, is an adjustment. Stopping counting moves no stock; the audit entry keeps it.
 */
export async function recordFormCount(tx: Tx, email: EmailSettings, actor: Actor, before: ProductRow | undefined, after: ProductRow): Promise<void> {
  const from = before?.stockQuantity ?? null;
  const to = after.stockQuantity;
  if (to === null || from === to) return;
  const [moved] = await tx
    .insert(stockMovements)
    .values({
      productId: after.id,
      kind: 'adjustment',
      change: to - (from ?? 0),
      quantityAfter: to,
      reason: from === null ? FORM_REASONS.started : FORM_REASONS.stockTake,
      changedBy: actor.id,
    })
    .returning({ at: stockMovements.createdAt });
  if (crossedThreshold(from, to, after.lowStockThreshold)) await enqueueLowStockDigest(tx, email, moved!.at);
}

/**
 * Puts back what the order took, in the transaction that cancels it: each product the order's movements took from
 * and no cancellation has given back yet (the unique index stock_movements_order_once_idx makes that once, whatever
 * races). A product no longer counted, or deleted, gets nothing back.
 */
export async function restoreOrderStock(tx: Tx, orderId: number, actor: Actor): Promise<void> {
  const owed = sql`
    select m.product_id, -m.change as quantity from ${stockMovements} m
    where m.order_id = ${orderId} and m.kind = 'order'
      and not exists (select from ${stockMovements} c where c.order_id = m.order_id and c.product_id = m.product_id and c.kind = 'cancellation')`;
  // Locked in id order first, as the checkout locks them, so the two never wait on each other in a circle.
  await tx.execute(sql`select id from ${products} where id in (select product_id from (${owed}) o) order by id for no key update`);
  await tx.execute(sql`
    with owed as (${owed}),
    restocked as (
      update ${products} p set stock_quantity = p.stock_quantity + owed.quantity, updated_at = now()
      from owed where p.id = owed.product_id and p.stock_quantity is not null
      returning p.id, p.stock_quantity, owed.quantity
    )
    insert into ${stockMovements} (product_id, kind, change, quantity_after, order_id, changed_by)
    select id, 'cancellation', quantity, stock_quantity, ${orderId}, ${actor.id} from restocked`);
}
