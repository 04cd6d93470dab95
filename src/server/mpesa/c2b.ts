import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { mpesaApi } from '../../shared/contract/mpesa';
import { endpointUrl } from '../../shared/contract/endpoint';
import type { EmailSettings } from '../config';
import type { Db } from '../db/client';
import { mpesaConfirmations, payments } from '../db/schema';
import { orderByAccount } from '../shared/order-number';
import { recordMpesaPayment } from '../shared/payment-ledger';
import { darajaTimestamp } from './daraja';

/**
 * Paybill and till payments made outside a prompt (C2B, docs/product.md, "Paying with M-PESA"): Daraja asks the shop
 * to validate one (optional) and confirms each one it completed. A confirmation is kept once per receipt and recorded
 * against the order its account number names (case, spaces and dashes ignored), or kept unmatched for staff.
 */

/** The secret path segment of the C2B URLs: derived from the signing secret, so every instance knows it. */
export const c2bToken = (signingSecret: string): string => createHmac('sha256', signingSecret).update('mpesa-c2b-urls').digest('hex').slice(0, 32);

/** The addresses Daraja is given for C2B (scripts/mpesa-register-urls.ts). */
export function c2bUrls(callbackBase: string, signingSecret: string) {
  const params = { token: c2bToken(signingSecret) };
  return {
    confirmationUrl: callbackBase + endpointUrl(mpesaApi.c2bConfirmation, { params }),
    validationUrl: callbackBase + endpointUrl(mpesaApi.c2bValidation, { params }),
  };
}

/** Daraja's TransTime (YYYYMMDDHHmmss, East Africa Time) as a moment. */
const paidAt = (time: string) =>
  new Date(`${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 8)}T${time.slice(8, 10)}:${time.slice(10, 12)}:${time.slice(12, 14)}+03:00`);

/** Daraja's C2B body, as documented; the fields the shop reads. A payment of money, at a time that exists. */
export const c2bSchema = z.object({
  TransID: z.string().regex(/^[A-Z0-9]{10}$/),
  // Written back the same way, or it named no real moment (a 13th month, 31 February).
  TransTime: z
    .string()
    .regex(/^\d{14}$/)
    .refine((time) => !Number.isNaN(paidAt(time).getTime()) && darajaTimestamp(paidAt(time)) === time),
  TransAmount: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/))
    .refine((amount) => Number(amount) > 0),
  BillRefNumber: z.string().max(100).default(''),
  MSISDN: z.string().max(100).optional(),
});

/** Whether a payment about to be made names an order that can take it (only with MPESA_C2B_VALIDATION). */
export async function validateC2b(db: Db, body: unknown): Promise<boolean> {
  const parsed = c2bSchema.safeParse(body);
  if (!parsed.success) return false;
  const order = await orderByAccount(db, parsed.data.BillRefNumber);
  return order !== undefined && order.status !== 'cancelled';
}

/**
 * Keeps a confirmed payment once, and records it in the ledger, with the customer's e-mail, when its account names an
 * order that takes it; a receipt already on the order is linked and e-mails no one.
 */
export async function confirmC2b(db: Db, email: EmailSettings, log: FastifyBaseLogger, body: unknown): Promise<void> {
  const parsed = c2bSchema.safeParse(body);
  if (!parsed.success) {
    log.warn('M-PESA confirmation refused: not the documented shape');
    return;
  }
  const payment = parsed.data;
  const order = await orderByAccount(db, payment.BillRefNumber);
  await db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(mpesaConfirmations)
      .values({
        receipt: payment.TransID,
        account: payment.BillRefNumber,
        amount: payment.TransAmount,
        phone: payment.MSISDN ?? null,
        paidAt: paidAt(payment.TransTime),
        orderId: order?.id ?? null,
        unmatchedReason: order ? null : 'No order has this account number',
      })
      .onConflictDoNothing()
      .returning({ id: mpesaConfirmations.id });
    // The same receipt again (Daraja retries): nothing new.
    if (!kept || !order) return;
    const [recorded] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.method, 'mpesa'), eq(payments.reference, payment.TransID), eq(payments.orderId, order.id), isNull(payments.voidedAt)));
    if (recorded) {
      await tx.update(mpesaConfirmations).set({ paymentId: recorded.id }).where(eq(mpesaConfirmations.id, kept.id));
      return;
    }
    try {
      const paymentId = await tx.transaction((inner) =>
        recordMpesaPayment(
          inner,
          email,
          { id: null },
          order.id,
          { method: 'mpesa', amount: payment.TransAmount, reference: payment.TransID, paidAt: paidAt(payment.TransTime), note: 'M-PESA Paybill' },
          'mpesa_c2b',
        ),
      );
      await tx.update(mpesaConfirmations).set({ paymentId }).where(eq(mpesaConfirmations.id, kept.id));
    } catch (error) {
      // Cancelled, past its bounds, or the receipt recorded on another order: kept for staff.
      await tx
        .update(mpesaConfirmations)
        .set({ unmatchedReason: (error as Error).message.slice(0, 300) })
        .where(eq(mpesaConfirmations.id, kept.id));
    }
  });
}
