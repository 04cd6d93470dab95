import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isSuperAdmin } from '../../shared/constants';
import type { User } from '../../shared/schemas/auth';
import type { OrderPrompt, Payment, ValidPayment } from '../../shared/schemas/payments';
import { recordAudit } from '../shared/audit-log';
import type { Tx } from '../db/client';
import { mpesaRequests, orders, payments, users } from '../db/schema';
import { newPayment, recordPayment } from '../shared/payment-ledger';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { formatDay } from '../../shared/dates';

/** Whether the caller confirmed an overpayment; only a super admin may (docs/product.md, "Payments"). */
export function overpaymentConfirmed(actor: User, confirm: boolean | undefined): boolean {
  if (confirm && !isSuperAdmin(actor.role)) throw forbidden('overpayment_super_admin_only');
  return confirm === true;
}

const recorder = alias(users, 'recorder');
const voider = alias(users, 'voider');

/** Payments with the staff who recorded and voided them, oldest payment first. */
export async function loadPayments(db: Tx, where: SQL | undefined): Promise<Payment[]> {
  const rows = await db
    .select({
      payment: payments,
      recorder: { id: recorder.id, username: recorder.username },
      voider: { id: voider.id, username: voider.username },
    })
    .from(payments)
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .leftJoin(voider, eq(voider.id, payments.voidedBy))
    .where(where)
    .orderBy(asc(payments.paidAt), asc(payments.id));
  return rows.map(({ payment, recorder, voider }) => ({
    ...payment,
    paidAt: payment.paidAt.toISOString(),
    recordedAt: payment.recordedAt.toISOString(),
    voidedAt: payment.voidedAt?.toISOString() ?? null,
    recordedBy: recorder,
    voidedBy: voider,
  }));
}

/** The payments of an order, voided ones included, oldest first; an unknown order is "not found". */
export async function paymentsOfOrder(db: Tx, orderId: number): Promise<Payment[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order_not_found');
  return loadPayments(db, eq(payments.orderId, orderId));
}

/** A payment typed in by staff, recorded in a transaction of its own; answers it as the list shows it. */
export async function recordManualPayment(db: Tx, actor: User, orderId: number, input: ValidPayment): Promise<Payment> {
  const confirmed = overpaymentConfirmed(actor, input.confirmOverpayment);
  const paymentId = await db.transaction((tx) => recordPayment(tx, actor, orderId, newPayment(input), 'manual', confirmed));
  const [recorded] = await loadPayments(db, eq(payments.id, paymentId));
  return recorded!;
}

/** Voids a payment (super admins): it stays in the history but no longer counts; audited with the reason. */
export async function voidPayment(db: Tx, actor: User, id: number, reason: string): Promise<Payment> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw notFound('payment_not_found');
    if (payment.voidedAt) throw conflict('payment_already_voided', { date: formatDay(payment.voidedAt) });
    await tx.update(payments).set({ voidedAt: new Date(), voidedBy: actor.id, voidReason: reason }).where(eq(payments.id, id));
    await recordAudit(tx, actor, 'payment.void', 'payment', id, {
      orderId: payment.orderId,
      amount: payment.amount,
      reference: payment.reference,
      reason,
    });
  });
  const [voided] = await loadPayments(db, eq(payments.id, id));
  return voided!;
}

/** An order's M-PESA prompts, newest first, for staff beside its payments; 404 for no such order. */
export async function orderPrompts(db: Tx, orderId: number): Promise<OrderPrompt[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order_not_found');
  const rows = await db
    .select({
      id: mpesaRequests.publicId,
      createdAt: mpesaRequests.createdAt,
      phone: mpesaRequests.phone,
      amount: mpesaRequests.amount,
      status: mpesaRequests.status,
      resultDesc: mpesaRequests.resultDesc,
      receipt: mpesaRequests.receipt,
    })
    .from(mpesaRequests)
    .where(eq(mpesaRequests.orderId, orderId))
    .orderBy(desc(mpesaRequests.createdAt), desc(mpesaRequests.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
