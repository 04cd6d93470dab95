import { and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import type { User } from '../../shared/schemas/auth';
import type { AssignConfirmation, Payment, UnmatchedConfirmations } from '../../shared/schemas/payments';
import type { EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { mpesaConfirmations, payments } from '../db/schema';
import { conflict, notFound } from '../plugins/errors';
import { orderByAccount } from '../shared/order-number';
import { recordMpesaPayment } from '../shared/payment-ledger';
import { loadPayments, overpaymentConfirmed } from './payments';

// Paybill and till payments no order took, until staff give each to an order (docs/product.md, "Paying with M-PESA").

/**
 * Still waiting: not recorded from here, and its receipt not in the ledger by other means (a statement import, say;
 * voided ones too, as for an import: a receipt staff voided is not brought back from here).
 */
const waiting = (db: Tx) =>
  and(
    isNull(mpesaConfirmations.paymentId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.method, 'mpesa'), eq(payments.reference, mpesaConfirmations.receipt))),
    ),
  );

export async function waitingCount(db: Tx): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mpesaConfirmations).where(waiting(db));
  return total;
}

export async function unmatchedConfirmations(db: Db): Promise<UnmatchedConfirmations> {
  const rows = await db
    .select()
    .from(mpesaConfirmations)
    .where(waiting(db))
    .orderBy(desc(mpesaConfirmations.paidAt), desc(mpesaConfirmations.id))
    .limit(LIMITS.unmatchedConfirmationsShown);
  const total = await waitingCount(db);
  return {
    items: rows.map((row) => ({
      receipt: row.receipt,
      account: row.account,
      amount: row.amount,
      phone: row.phone,
      paidAt: row.paidAt.toISOString(),
      reason: row.unmatchedReason,
    })),
    total,
  };
}

/**
 * Records a waiting confirmation against the order staff name, under the ledger's rules (a cancelled order, the
 * bounds, a receipt already recorded), audited as the staff member's, with the customer's "payment received" e-mail:
 * the customer paid by phone and waits to hear, as for a confirmation the shop matched itself.
 */
export async function assignConfirmation(db: Db, email: EmailSettings, actor: User, receipt: string, input: AssignConfirmation): Promise<Payment> {
  const confirmed = overpaymentConfirmed(actor, input.confirmOverpayment);
  const paymentId = await db.transaction(async (tx) => {
    const [confirmation] = await tx.select().from(mpesaConfirmations).where(eq(mpesaConfirmations.receipt, receipt)).for('update');
    if (!confirmation) throw notFound('mpesa_confirmation_not_found', { receipt });
    const [stillWaiting] = await tx
      .select({ id: mpesaConfirmations.id })
      .from(mpesaConfirmations)
      .where(and(eq(mpesaConfirmations.id, confirmation.id), waiting(tx)));
    if (!stillWaiting) throw conflict('mpesa_confirmation_recorded', { receipt });
    const order = await orderByAccount(tx, input.orderNumber);
    if (!order) throw notFound('order_not_found');
    const id = await recordMpesaPayment(
      tx,
      email,
      actor,
      order.id,
      { method: 'mpesa', amount: confirmation.amount, reference: receipt, paidAt: confirmation.paidAt, note: 'M-PESA Paybill' },
      'mpesa_c2b',
      confirmed,
    );
    await tx
      .update(mpesaConfirmations)
      .set({ orderId: order.id, paymentId: id, unmatchedReason: null })
      .where(eq(mpesaConfirmations.id, confirmation.id));
    return id;
  });
  const [recorded] = await loadPayments(db, eq(payments.id, paymentId));
  return recorded!;
}
