import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '../../shared/constants';
import { ORDER_STATUS_LABELS } from '../../shared/labels';
import { normalizeAccount } from '../../shared/payments';
import { canTransition, ORDER_TRANSITIONS } from '../../shared/order-transitions';
import type { AdminOrder } from '../../shared/schemas/admin';
import type { OrderItem } from '../../shared/schemas/orders';
import type { EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, orderStatusHistory, users } from '../db/schema';
import type { HttpError } from '../plugins/errors';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import { enqueueStatusEmail } from '../shared/outbox';
import { restoreOrderStock } from '../shared/stock-movements';
import { paged, type Page } from '../shared/paging';
import { chargesByOrder, orderLines, withDelivery } from '../shared/order-queries';
import { accountKeyOfOrder } from '../shared/order-number';
import { amountPaidColumn, paymentStatusCondition, withPaymentState } from '../shared/payment-state';
import { changer, changerColumns, staffStep } from '../shared/staff-ref';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Order number or phone. A number is found as staff meet it: as the list and the WhatsApp message write it ("#SH-7KQ2MX",
 * "Order #SH-7KQ2MX": what follows the last #) and as an M-PESA account number or a statement holds it, in any case,
 * with spaces or without the dash ("sh7kq2mx"), the way a payment's account number is matched (accountKeyOfOrder).
 * Phones are stored as typed (0712…, +254712…), so digits are compared without the national or international
 * prefix: "0712 345 678" finds "+254712345678" too.
 */
function searchCondition(q: string): SQL | undefined {
  const numberKey = normalizeAccount(q.slice(q.lastIndexOf('#') + 1));
  const byNumber = sql`${accountKeyOfOrder} like ${`%${likeEscape(numberKey)}%`}`;
  const digits = q.replace(/\D/g, '').replace(/^(?:254|0)/, '');
  if (digits.length < 3 || /[^\d\s+()-]/.test(q)) return byNumber;
  const phoneDigits = sql`regexp_replace(${orders.phoneNumber}, '\\D', '', 'g')`;
  return or(byNumber, sql`${phoneDigits} like ${`%${digits}%`}`);
}

function transitionRefusal(from: OrderStatus, to: OrderStatus): HttpError {
  if (ORDER_TRANSITIONS[from].length === 0) return conflict('order_closed', { status: ORDER_STATUS_LABELS[from] });
  if (from === to) return conflict('order_already', { status: ORDER_STATUS_LABELS[from] });
  return conflict('order_transition_refused', { from: ORDER_STATUS_LABELS[from], to: ORDER_STATUS_LABELS[to] });
}

function groupBy<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** Orders, newest first, each with its lines, customer and status history, in three queries whatever the count. */
async function loadOrders(db: Tx, where?: SQL, page?: Page): Promise<AdminOrder[]> {
  const query = db
    .select({
      order: orders,
      amountPaid: amountPaidColumn,
      customer: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  const rows = await paged(query, page);
  if (rows.length === 0) return [];
  const selected = rows.map((row) => row.order.id);
  const [items, history, charges] = await Promise.all([
    orderLines(db, inArray(orderItems.orderId, selected)),
    db
      .select({
        id: orderStatusHistory.id,
        orderId: orderStatusHistory.orderId,
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        changedAt: orderStatusHistory.changedAt,
        ...changerColumns,
      })
      .from(orderStatusHistory)
      .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
      .where(inArray(orderStatusHistory.orderId, selected))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
    chargesByOrder(db, selected),
  ]);
  const itemsByOrder = groupBy(items);
  const historyByOrder = groupBy(history);
  return rows.map(({ order, amountPaid, customer }) => ({
    ...withPaymentState({ ...withDelivery(order, charges), amountPaid }),
    createdAt: order.createdAt.toISOString(),
    customer,
    items: (itemsByOrder.get(order.id) ?? []) satisfies OrderItem[],
    history: (historyByOrder.get(order.id) ?? []).map(staffStep),
  }));
}

export interface OrderFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
}

/** A page of the orders matching the filters, and the number of all that match. */
export async function listOrders(db: Db, { status, paymentStatus, q }: OrderFilters, page: Page): Promise<{ rows: AdminOrder[]; total: number }> {
  const where = and(
    status ? eq(orders.status, status) : undefined,
    paymentStatus ? paymentStatusCondition(paymentStatus) : undefined,
    q ? searchCondition(q) : undefined,
  );
  const [rows, total] = await Promise.all([loadOrders(db, where, page), db.$count(orders, where)]);
  return { rows, total };
}

export async function orderById(db: Db, id: number): Promise<AdminOrder> {
  const [order] = await loadOrders(db, eq(orders.id, id));
  if (!order) throw notFound('order_not_found');
  return order;
}

/**
 * Moves the order to a status its current one allows, records who did, and queues the customer's e-mail. Cancelling
 * puts back the stock the order took; cancelled is final (ORDER_TRANSITIONS), so that happens once.
 */
export async function changeStatus(
  db: Db,
  email: EmailSettings,
  actor: Actor & { id: number },
  id: number,
  status: OrderStatus,
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    // Locked: two staff changing the same order at once are applied one after the other, each checked.
    const [order] = await tx
      .select({ status: orders.status, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update', { of: orders });
    if (!order) throw notFound('order_not_found');
    if (!canTransition(order.status, status)) throw transitionRefusal(order.status, status);
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
    await tx.insert(orderStatusHistory).values({ orderId: id, fromStatus: order.status, toStatus: status, changedBy: actor.id });
    if (status === 'cancelled') await restoreOrderStock(tx, id, actor);
    await recordAudit(tx, actor, 'order.status', 'order', id, { from: order.status, to: status });
    await enqueueStatusEmail(tx, email, id, order.userId, status);
  });
  return orderById(db, id);
}
