import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DeliveryChoice } from '../../shared/schemas/delivery';
import { formatKsh } from '../../shared/money';
import { IDEMPOTENCY_HOURS, type Order, type OrderDetail } from '../../shared/schemas/orders';
import type { EmailSettings } from '../config';
import type { Tx } from '../db/client';
import { deliveryTerms } from '../shared/delivery-terms';
import { orderItems, orders, orderStatusHistory, payments } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors';
import { chargesByOrder, orderColumns, orderLines, withDelivery, withItems } from '../shared/order-queries';
import { withPaymentState } from '../shared/payment-state';
import { placeOrder, type CheckoutDetails } from './place-order';

const HOUR_MS = 60 * 60 * 1000;

/** A customer's orders, newest first, with their lines. */
export async function listOrders(db: Tx, userId: number): Promise<Order[]> {
  const rows = await db.select(orderColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** The customer's order page; another customer's order is "not found": its number proves nothing about its existence. */
export async function orderDetail(db: Tx, userId: number, orderNumber: string): Promise<OrderDetail> {
  const [order] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.toUpperCase()), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound('order_not_found');
  const [lines, history, paid, charges] = await Promise.all([
    orderLines(db, eq(orderItems.orderId, order.id)),
    db
      .select({ status: orderStatusHistory.toStatus, changedAt: orderStatusHistory.changedAt })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
    db
      .select({ method: payments.method, amount: payments.amount, reference: payments.reference, paidAt: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), isNull(payments.voidedAt)))
      .orderBy(asc(payments.paidAt), asc(payments.id)),
    chargesByOrder(db, [order.id]),
  ]);
  return withPaymentState({
    ...withDelivery(order, charges),
    createdAt: order.createdAt.toISOString(),
    items: lines.map(({ images, orderId: _orderId, ...line }) => ({ ...line, image: images?.[0] ?? null })),
    history: history.map((step) => ({ ...step, changedAt: step.changedAt.toISOString() })),
    payments: paid.map((payment) => ({ ...payment, paidAt: payment.paidAt.toISOString() })),
  });
}

/** The order this user placed with this Idempotency-Key within IDEMPOTENCY_HOURS, if any. */
async function placedWith(db: Tx, userId: number, key: string): Promise<Order | undefined> {
  const since = new Date(Date.now() - IDEMPOTENCY_HOURS * HOUR_MS);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key), gt(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const [order] = await withItems(db, rows);
  return order;
}

export interface CheckoutRequest {
  userId: number;
  /** The checkout form with the delivery the shopper chose, if their client asks (older ones do not). */
  details: Omit<CheckoutDetails, 'delivery'> & { delivery?: DeliveryChoice | undefined };
  idempotencyKey: string | undefined;
  ordersPerHour: number;
  email: EmailSettings;
}

/**
 * Places the shopper's cart as an order, or answers the order an earlier attempt with the same Idempotency-Key
 * placed. `placed` is false for such a retry (nothing new was written, no e-mail to send).
 */
export async function checkout(
  db: Tx,
  { userId, details, idempotencyKey: key, ordersPerHour, email }: CheckoutRequest,
): Promise<{ order: Order; placed: boolean }> {
  const earlier = key && (await placedWith(db, userId, key));
  if (earlier) return { order: earlier, placed: false };
  // Each order e-mails the customer and staff: an account cannot place them without end (docs/product.md,
  // Account safety and abuse limits). A retry of an order already placed is answered above, never refused.
  const [recent] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, new Date(Date.now() - HOUR_MS))));
  if ((recent?.value ?? 0) >= ordersPerHour) throw new HttpError(429, 'order_limit');
  const delivery = details.delivery ? await deliveryTerms(db, details.delivery) : null;
  const result = await placeOrder(db, userId, { ...details, delivery }, key ?? null, undefined, email);
  // A retry that raced the first attempt queued on the cart's rows and found them ordered: answer that order.
  const raced = result.outcome === 'empty' && key && (await placedWith(db, userId, key));
  if (raced) return { order: raced, placed: false };
  if (result.outcome === 'empty') throw badRequest('cart_empty');
  if (result.outcome === 'unavailable') throw conflict('order_product_unavailable', { product: result.productName });
  if (result.outcome === 'short') throw conflict('order_stock_short', { left: result.left, product: result.productName });
  if (result.outcome === 'too-large') throw badRequest('order_too_large');
  if (result.outcome === 'changed') throw conflict('order_total_changed', { total: formatKsh(result.total) });
  return { order: result.order, placed: true };
}
