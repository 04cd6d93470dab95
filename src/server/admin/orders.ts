import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OrderStatus } from '../../shared/constants';
import { ORDER_STATUS_LABELS } from '../../shared/labels';
import { canTransition, ORDER_TRANSITIONS } from '../../shared/order-transitions';
import {
  adminOrderListQuerySchema,
  adminOrderSchema,
  orderStatusUpdateSchema,
  type AdminOrder,
  type OrderHistoryEntry,
} from '../../shared/schemas/admin';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';
import type { OrderItem } from '../../shared/schemas/orders';
import type { Tx } from '../db/client';
import { orderItems, orders, orderStatusHistory, users } from '../db/schema';
import { signedInUser } from '../plugins/auth-guards';
import { conflict, notFound } from '../plugins/errors';
import { amountPaidColumn, paymentStatusCondition, withPaymentState } from '../shared/payment-state';
import { enqueueStatusEmail } from '../shared/outbox';
import { recordAudit } from '../shared/audit-log';
import { editSchema, listSchema } from './route-schemas';
import { pageOf, sendTotal, type Page } from '../shared/paging';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Order number or phone. Phones are stored as typed (0712…, +254712…), so digits are compared without
 * the national or international prefix: "0712 345 678" finds "+254712345678" too.
 */
function searchCondition(q: string): SQL | undefined {
  const byNumber = ilike(orders.orderNumber, `%${likeEscape(q)}%`);
  const digits = q.replace(/\D/g, '').replace(/^(?:254|0)/, '');
  if (digits.length < 3 || /[^\d\s+()-]/.test(q)) return byNumber;
  const phoneDigits = sql`regexp_replace(${orders.phoneNumber}, '\\D', '', 'g')`;
  return or(byNumber, sql`${phoneDigits} like ${`%${digits}%`}`);
}

function transitionRefusal(from: OrderStatus, to: OrderStatus): string {
  if (ORDER_TRANSITIONS[from].length === 0) return `This order is ${ORDER_STATUS_LABELS[from]} and can no longer be changed`;
  if (from === to) return `This order is already ${ORDER_STATUS_LABELS[from]}`;
  return `An order cannot go from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}`;
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
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  if (rows.length === 0) return [];
  const selected = rows.map((row) => row.order.id);
  const changer = alias(users, 'changer');
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, selected)).orderBy(asc(orderItems.id)),
    db
      .select({
        id: orderStatusHistory.id,
        orderId: orderStatusHistory.orderId,
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        changedAt: orderStatusHistory.changedAt,
        changerId: changer.id,
        changerUsername: changer.username,
      })
      .from(orderStatusHistory)
      .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
      .where(inArray(orderStatusHistory.orderId, selected))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
  ]);
  const itemsByOrder = groupBy(items);
  const historyByOrder = groupBy(history);
  return rows.map(({ order, amountPaid, customer }) => ({
    ...withPaymentState({ ...order, amountPaid }),
    createdAt: order.createdAt.toISOString(),
    customer,
    items: (itemsByOrder.get(order.id) ?? []) satisfies OrderItem[],
    history: (historyByOrder.get(order.id) ?? []).map(({ changerId, changerUsername, ...entry }): OrderHistoryEntry => ({
      ...entry,
      changedAt: entry.changedAt.toISOString(),
      changedBy: changerId === null || changerUsername === null ? null : { id: changerId, username: changerUsername },
    })),
  }));
}

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', { schema: listSchema(adminOrderListQuerySchema, adminOrderSchema) }, async (request, reply) => {
    const { status, paymentStatus, q } = request.query;
    const where = and(
      status ? eq(orders.status, status) : undefined,
      paymentStatus ? paymentStatusCondition(paymentStatus) : undefined,
      q ? searchCondition(q) : undefined,
    );
    const [page, total] = await Promise.all([loadOrders(db, where, pageOf(request.query)), db.$count(orders, where)]);
    sendTotal(reply, total);
    return page;
  });

  app.get(
    '/:id',
    { schema: { params: idParamsSchema, response: { 200: adminOrderSchema, 400: errorSchema, 404: errorSchema } } },
    async (request) => {
      const [order] = await loadOrders(db, eq(orders.id, request.params.id));
      if (!order) throw notFound('Order not found');
      return order;
    },
  );

  app.patch('/:id', { schema: editSchema(orderStatusUpdateSchema, adminOrderSchema) }, async (request) => {
    const actor = await signedInUser(request);
    const { id } = request.params;
    const { status } = request.body;
    await db.transaction(async (tx) => {
      // Locked: two staff changing the same order at once are applied one after the other, each checked.
      const [order] = await tx
        .select({ status: orders.status, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update', { of: orders });
      if (!order) throw notFound('Order not found');
      if (!canTransition(order.status, status)) throw conflict(transitionRefusal(order.status, status));
      await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
      await tx.insert(orderStatusHistory).values({ orderId: id, fromStatus: order.status, toStatus: status, changedBy: actor.id });
      await recordAudit(tx, actor, 'order.status', 'order', id, { from: order.status, to: status });
      await enqueueStatusEmail(tx, app.config.email, id, order.userId, status);
    });
    app.emailOutbox.nudge();
    const [order] = await loadOrders(db, eq(orders.id, id));
    return order!;
  });
};

export default orderRoutes;
