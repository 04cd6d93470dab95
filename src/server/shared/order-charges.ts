import { and, eq, sql } from 'drizzle-orm';
import type { OrderChargeKind } from '../../shared/delivery';
import type { Tx } from '../db/client';
import { orderCharges, orders } from '../db/schema';

/**
 * Sets the order's charge of `kind` to `amount` (null removes it) and moves the order's total by the difference, so
 * the payments balance, the documents and the reports follow (docs/product.md, "Delivery"). Call it in the transaction
 * of the change, with the order locked.
 */
export async function setOrderCharge(tx: Tx, orderId: number, kind: OrderChargeKind, amount: string | null): Promise<void> {
  const where = and(eq(orderCharges.orderId, orderId), eq(orderCharges.kind, kind));
  const [removed] = await tx.delete(orderCharges).where(where).returning({ amount: orderCharges.amount });
  if (amount !== null) await tx.insert(orderCharges).values({ orderId, kind, amount });
  await tx
    .update(orders)
    .set({ totalAmount: sql`${orders.totalAmount} - ${removed?.amount ?? '0'}::numeric + ${amount ?? '0'}::numeric`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
