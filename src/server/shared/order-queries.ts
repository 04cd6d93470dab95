import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderCharge, OrderDelivery } from '../../shared/schemas/delivery';
import type { Order, OrderItem } from '../../shared/schemas/orders';
import type { Tx } from '../db/client';
import { orderCharges, orderItems, orders, products } from '../db/schema';
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

/** The delivery chosen at checkout, as stored on the order; `orderDelivery` turns it into the answer's shape. */
export const orderDeliveryColumns = {
  deliveryMethod: orders.deliveryMethod,
  deliveryCounty: orders.deliveryCounty,
  pickupPointId: orders.pickupPointId,
  pickupPointName: orders.pickupPointName,
  pickupPointTown: orders.pickupPointTown,
  deliveryFee: orders.deliveryFee,
  deliveryEarliest: orders.deliveryEarliest,
  deliveryLatest: orders.deliveryLatest,
};
export type OrderDeliveryRow = { [K in keyof typeof orderDeliveryColumns]: (typeof orders.$inferSelect)[K] };

export function orderDelivery(row: OrderDeliveryRow): OrderDelivery | null {
  if (row.deliveryMethod === null) return null;
  return {
    method: row.deliveryMethod,
    county: row.deliveryCounty,
    pickupPoint: row.pickupPointName === null ? null : { id: row.pickupPointId, name: row.pickupPointName, town: row.pickupPointTown ?? '' },
    fee: row.deliveryFee,
    earliestDate: row.deliveryEarliest,
    latestDate: row.deliveryLatest,
  };
}

/** The charges of these orders, by order, in one query. */
export async function chargesByOrder(db: Tx, orderIds: number[]): Promise<Map<number, OrderCharge[]>> {
  const byOrder = new Map<number, OrderCharge[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({ orderId: orderCharges.orderId, kind: orderCharges.kind, amount: orderCharges.amount })
    .from(orderCharges)
    .where(inArray(orderCharges.orderId, orderIds))
    .orderBy(asc(orderCharges.id));
  for (const { orderId, ...charge } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), charge]);
  return byOrder;
}

export const orderColumns = {
  id: orders.id,
  ...orderSummaryColumns,
  ...orderDeliveryColumns,
  createdAt: orders.createdAt,
  amountPaid: amountPaidColumn,
};

type OrderRow = Omit<Order, 'items' | 'createdAt' | 'balanceDue' | 'refundDue' | 'paymentStatus' | 'delivery' | 'charges'> &
  OrderDeliveryRow & { createdAt: Date };

/** An order row as answers carry it: its delivery choice shaped, its charges attached (the stored columns are not answered). */
export const withDelivery = <T extends OrderDeliveryRow & { id: number }>(row: T, charges: Map<number, OrderCharge[]>) => ({
  ...row,
  delivery: orderDelivery(row),
  charges: charges.get(row.id) ?? [],
});

/**
 * An order line as every answer shows it: the name and price it was bought at, and the address of its product's page
 * now. A product staff gave a new slug is found at that one only, so the line links there (its page, "Write a review");
 * the slug it was bought under stays only for a product since deleted, which no screen links to.
 */
const orderItemColumns = {
  id: orderItems.id,
  productId: orderItems.productId,
  productName: orderItems.productName,
  productNameSw: orderItems.productNameSw,
  productSlug: sql<string | null>`coalesce(${products.slug}, ${orderItems.productSlug})`,
  unitPrice: orderItems.unitPrice,
  quantity: orderItems.quantity,
};

/** The lines of the orders `where` selects, in the order they were bought, each with its order and product's images. */
export const orderLines = (db: Tx, where: SQL) =>
  db
    .select({ ...orderItemColumns, orderId: orderItems.orderId, images: products.images })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(where)
    .orderBy(asc(orderItems.id));

/** Attaches their lines to orders with one query for all of them (no query per order). */
export async function withItems(db: Tx, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const charges = await chargesByOrder(
    db,
    rows.map((row) => row.id),
  );
  const lines = await orderLines(
    db,
    inArray(
      orderItems.orderId,
      rows.map((row) => row.id),
    ),
  );
  const byOrder = new Map<number, OrderItem[]>();
  for (const { orderId, images: _images, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return rows.map((row) =>
    withPaymentState({ ...withDelivery(row, charges), createdAt: row.createdAt.toISOString(), items: byOrder.get(row.id) ?? [] }),
  );
}
