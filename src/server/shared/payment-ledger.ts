import { and, desc, eq, sql } from 'drizzle-orm';
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

/** Who brings a payment: staff typing it, a statement import, an M-PESA prompt or a Paybill confirmation. */
type PaymentSource = 'manual' | 'statement' | 'mpesa_prompt' | 'mpesa_c2b';

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

/** The advisory lock every payment recorded with a reference holds shared, and a statement import alone exclusively. */
const ALL_REFERENCES = sql`hashtextextended('payment-references', 0)`;

/**
 * Takes, until the transaction ends and before the order's row, the locks a payment with a reference is recorded
 * under, whatever its order: no payment with the reference can be recorded (and voided) between our reading of it
 * and our insert. One lock per reference, and a shared one on all of them; a statement import, which may record
 * 50,000 payments in one transaction (more locks than the server keeps), takes the exclusive one on all of them
 * instead, and payments from elsewhere wait for its commit. A void needs no lock: a reference someone voided was in
 * use all along.
 */
async function lockReference(tx: Tx, source: PaymentSource, method: PaymentMethod, reference: string): Promise<void> {
  if (source === 'statement') {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALL_REFERENCES})`);
    return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${ALL_REFERENCES})`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-reference:${method}:${reference}`}, 0))`);
}

/** The payment that uses this reference, if any: a live one first, else the latest one voided. */
async function referenceUse(tx: Tx, method: PaymentMethod, reference: string) {
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber, voidedAt: payments.voidedAt })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.method, method), eq(payments.reference, reference)))
    .orderBy(sql`${payments.voidedAt} is not null`, desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Records one payment against an order, with its audit entry, inside the caller's transaction. Refuses an unknown
 * or cancelled order, a reference already in use or, unless staff type it, voided (under lockReference, with the
 * unique index behind it), and a payment beyond the order's bounds (paymentLimit: past the overpayment tolerance
 * unless confirmed, past the largest amount ever). The order row is locked for update, so payments on one order are
 * added up one at a time.
 */
export async function recordPayment(
  tx: Tx,
  actor: Actor,
  orderId: number,
  payment: NewPayment,
  source: PaymentSource,
  overpaymentConfirmed = false,
): Promise<number> {
  if (payment.reference) await lockReference(tx, source, payment.method, payment.reference);
  const [order] = await tx
    .select({ status: orders.status, orderNumber: orders.orderNumber, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound('order_not_found');
  if (order.status === 'cancelled') throw conflict('order_cancelled_no_payment', { order: order.orderNumber });
  if (payment.reference) {
    const used = await referenceUse(tx, payment.method, payment.reference);
    // Staff may type a voided reference in again (a payment moved to the right order); a prompt's callback, a Paybill
    // confirmation or a statement never bring back a payment staff voided (decision 0050; docs/product.md, "Payments").
    if (used && (!used.voidedAt || source !== 'manual'))
      throw conflict(used.voidedAt ? 'payment_reference_voided' : 'payment_reference_in_use', {
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
