import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/constants';
import { PAYMENT_METHOD_LABELS } from '../../shared/labels';
import { paymentLimit } from '../../shared/payments';
import type { ValidPayment } from '../../shared/schemas/payments';
import type { EmailSettings } from '../config';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from './audit-log';
import { enqueuePaymentEmail } from './outbox';
import { amountPaidColumn } from './payment-state';

// The one way a payment enters the ledger, whoever brings it: staff, a statement import, an M-PESA prompt or a
// Paybill confirmation (docs/product.md, "Payments").

export interface NewPayment {
  method: PaymentMethod;
  amount: string;
  reference: string | null;
  paidAt: Date;
  note: string | null;
}

/** A payment as the shared schema checked it, typed in or read from a statement: paid now unless it says when. */
export const newPayment = ({ paidAt, method, amount, reference, note }: ValidPayment): NewPayment => ({
  method,
  amount,
  reference,
  note,
  paidAt: paidAt ? new Date(paidAt) : new Date(),
});

/** The live payment that already uses this reference, if any. */
async function referenceInUse(tx: Tx, method: PaymentMethod, reference: string) {
  const [row] = await tx
    .select({ id: payments.id, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.method, method), eq(payments.reference, reference), isNull(payments.voidedAt)));
  return row;
}

/**
 * Records one payment against an order, with its audit entry, inside the caller's transaction. Refuses an unknown
 * or cancelled order, a reference already in use (the unique index backs this check against a race), and a payment
 * beyond the order's bounds (paymentLimit: past the overpayment tolerance unless confirmed, past the largest amount
 * ever). The order row is locked for update, so payments on one order are added up one at a time.
 */
export async function recordPayment(
  tx: Tx,
  actor: Actor,
  orderId: number,
  payment: NewPayment,
  source: 'manual' | 'statement' | 'mpesa_prompt' | 'mpesa_c2b',
  overpaymentConfirmed = false,
): Promise<number> {
  const [order] = await tx
    .select({ status: orders.status, orderNumber: orders.orderNumber, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound('order_not_found');
  if (order.status === 'cancelled') throw conflict('order_cancelled_no_payment', { order: order.orderNumber });
  if (payment.reference) {
    const used = await referenceInUse(tx, payment.method, payment.reference);
    if (used)
      throw conflict('payment_reference_in_use', {
        method: PAYMENT_METHOD_LABELS[payment.method],
        reference: payment.reference,
        order: used.orderNumber,
      });
  }
  // Added up after the lock, in a statement of its own, so it counts every payment committed before us.
  const [{ amountPaid } = { amountPaid: '0' }] = await tx.select({ amountPaid: amountPaidColumn }).from(orders).where(eq(orders.id, orderId));
  const limit = paymentLimit({ ...order, amountPaid }, payment.amount);
  if (limit && !(limit.confirmable && overpaymentConfirmed)) throw conflict(limit.message.code, limit.message.params);
  const [row] = await tx
    .insert(payments)
    .values({ orderId, ...payment, recordedBy: actor.id })
    .returning({ id: payments.id });
  await recordAudit(tx, actor, 'payment.record', 'payment', row!.id, {
    orderId,
    method: payment.method,
    amount: payment.amount,
    reference: payment.reference,
    source,
    ...(limit && { overpaymentConfirmed: true }),
  });
  return row!.id;
}

/**
 * A payment M-PESA reported as it was made (a prompt's callback, a Paybill confirmation), recorded with the customer's
 * "payment received" e-mail in the caller's transaction: a payment the ledger refuses, or one rolled back, leaves no
 * e-mail behind. Payments staff type or import are recorded with recordPayment alone and e-mail no one
 * (docs/product.md, E-mail notifications).
 */
export async function recordMpesaPayment(
  tx: Tx,
  email: EmailSettings,
  actor: Actor,
  orderId: number,
  payment: NewPayment,
  source: 'mpesa_prompt' | 'mpesa_c2b',
  overpaymentConfirmed = false,
): Promise<number> {
  const paymentId = await recordPayment(tx, actor, orderId, payment, source, overpaymentConfirmed);
  await enqueuePaymentEmail(tx, email, orderId, paymentId);
  return paymentId;
}
