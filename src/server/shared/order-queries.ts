import { asc, inArray } from 'drizzle-orm';
import type { Order, OrderItem } from '../../shared/schemas/orders';
import type { Tx } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { amountPaidColumn, withPaymentState } from './payment-state';

/** What an order says to its customer, on their screens and in their e-mails: its number, status, total and delivery. */
export const orderSummaryColumns = {
  orderNumber: orders.orderNumber,
  status: orders.status,
  totalAmount: orders.totalAmount,
  deliveryAddress: orders.deliveryAddress,
  phoneNumber: orders.phoneNumber,
  notes: orders.notes,
};

export const orderColumns = {
  id: orders.id,
  ...orderSummaryColumns,
  createdAt: orders.createdAt,
  amountPaid: amountPaidColumn,
};

type OrderRow = Omit<Order, 'items' | 'createdAt' | 'balanceDue' | 'paymentStatus'> & { createdAt: Date };

/** An order line as every answer shows it. */
export const orderItemColumns = {
  id: orderItems.id,
  productId: orderItems.productId,
  productName: orderItems.productName,
  productNameSw: orderItems.productNameSw,
  productSlug: orderItems.productSlug,
  unitPrice: orderItems.unitPrice,
  quantity: orderItems.quantity,
};

/** Attaches their lines to orders with one query for all of them (no query per order). */
export async function withItems(db: Tx, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const lines = await db
    .select({ ...orderItemColumns, orderId: orderItems.orderId })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, OrderItem[]>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return rows.map((row) => withPaymentState({ ...row, createdAt: row.createdAt.toISOString(), items: byOrder.get(row.id) ?? [] }));
}
