import { z } from 'zod';
import { LIMITS, PAYMENT_METHODS } from '../constants';
import { msg } from '../messages/message';
import { MPESA_RECEIPT } from '../payments';
import { MPESA_REQUEST_STATUSES } from '../mpesa';
import { MAX_PLAN_QUERY_LENGTH } from '../planner/plan-query';
import { isoDate, optionalLine, optionalText, orderNumberSchema, positiveMoney, repeated, staffRefSchema } from './common';
import { reasonSchema } from './reason';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: msg('payment_method_invalid') });

// A clock a few minutes fast on a staff phone is not a payment from the future.
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const EARLIEST_PAYMENT = Date.UTC(2000, 0, 1);

export const paymentInputSchema = z
  .strictObject({
    method: paymentMethodSchema,
    amount: positiveMoney({ required: msg('amount_required'), invalid: msg('amount_invalid') }),
    // An M-PESA receipt or a bank reference: one line, as receipts print it and statements are matched by it.
    reference: optionalLine('reference_not_text', 60, 'reference_too_long', 'reference_one_line'),
    paidAt: z.iso.datetime({ offset: true, error: msg('paid_at_invalid') }).optional(),
    note: optionalText('note_not_text', 500, 'note_too_long', 'note_control_characters'),
    // A super admin's yes to a payment beyond the overpayment tolerance (OVERPAYMENT_TOLERANCE_CENTS).
    confirmOverpayment: z.boolean({ error: msg('confirm_overpayment_invalid') }).optional(),
  })
  .transform((payment) => ({ ...payment, reference: payment.method === 'mpesa' ? (payment.reference?.toUpperCase() ?? null) : payment.reference }))
  .superRefine((payment, context) => {
    if (payment.method === 'mpesa' && !MPESA_RECEIPT.test(payment.reference ?? ''))
      context.addIssue({ code: 'custom', message: msg('mpesa_reference_invalid'), path: ['reference'] });
    if (payment.paidAt === undefined) return;
    const paidAt = Date.parse(payment.paidAt);
    if (paidAt > Date.now() + CLOCK_SKEW_MS) context.addIssue({ code: 'custom', message: msg('paid_at_future'), path: ['paidAt'] });
    else if (paidAt < EARLIEST_PAYMENT) context.addIssue({ code: 'custom', message: msg('paid_at_too_early'), path: ['paidAt'] });
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type ValidPayment = z.output<typeof paymentInputSchema>;

export const voidPaymentSchema = z.strictObject({
  reason: reasonSchema(msg('void_reason_required'), { length: 3, message: msg('void_reason_too_short') }),
});

export const paymentSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  method: paymentMethodSchema,
  amount: z.string(),
  reference: z.string().nullable(),
  paidAt: isoDate,
  note: z.string().nullable(),
  recordedAt: isoDate,
  recordedBy: staffRefSchema,
  voidedAt: isoDate.nullable(),
  voidedBy: staffRefSchema,
  voidReason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const STATEMENT_ROW_KINDS = ['matched', 'unmatched', 'recorded', 'ignored'] as const;
export type StatementRowKind = (typeof STATEMENT_ROW_KINDS)[number];

const ASSIGNMENT = /^[A-Za-z0-9]{10}:[A-Za-z0-9 -]{1,20}$/;
export const statementImportQuerySchema = z.strictObject({
  commit: z.enum(['true', 'false'], { error: msg('commit_invalid') }).optional(),
  // An unmatched row given to an order by hand: "QK12ABC3DE:SH-7KQ2MX".
  assign: repeated(z.string().regex(ASSIGNMENT, msg('assignment_invalid'))).optional(),
  // A super admin's yes to rows that pay an order beyond the overpayment tolerance, as for a payment typed in.
  confirmOverpayment: z.enum(['true', 'false'], { error: msg('confirm_overpayment_invalid') }).optional(),
});

export const statementRowSchema = z.object({
  /** The row's line in the file, counting from 1, so staff can find it. */
  line: z.number(),
  receipt: z.string(),
  completedAt: isoDate.nullable(),
  details: z.string(),
  account: z.string().nullable(),
  amount: z.string().nullable(),
  kind: z.enum(STATEMENT_ROW_KINDS),
  /** Why a row is unmatched, already recorded or ignored. */
  reason: z.string().nullable(),
  order: z.object({ id: z.number(), orderNumber: z.string() }).nullable(),
  assigned: z.boolean(),
  /** The payment recorded from this row by this call (commit only). */
  paymentId: z.number().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementImportSchema = z.object({
  committed: z.boolean(),
  /** Payments this call recorded: 0 for a preview. */
  recorded: z.number(),
  counts: z.record(z.enum(STATEMENT_ROW_KINDS), z.number()),
  /** Sum of the matched rows. */
  matchedAmount: z.string(),
  rows: z.array(statementRowSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const paymentSummarySchema = z.object({
  /** Balances still owed on confirmed orders. */
  awaitingPayment: z.string(),
  awaitingOrders: z.number(),
  /** M-PESA payments paid today (Nairobi's day), not voided: how many, and their sum. */
  mpesaToday: z.object({ count: z.number(), amount: z.string() }),
  /** Paybill payments no order took, waiting for staff on the payments screen. */
  mpesaUnmatched: z.number(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const quoteSchema = z.object({ number: z.string(), url: z.string(), validUntil: isoDate });
export type Quote = z.infer<typeof quoteSchema>;
/**
 * A quotation of the cart; `plan` is the address query of the solar plan the cart's kit came from, for its wiring: at
 * most as long as any plan the planner accepts (MAX_PLAN_QUERY_LENGTH).
 */
export const createQuoteSchema = z
  .strictObject({
    plan: z
      .string({ error: msg('quote_plan_invalid') })
      .max(MAX_PLAN_QUERY_LENGTH, msg('quote_plan_invalid'))
      .optional(),
  })
  .nullish();
export const quoteParamsSchema = z.strictObject({ token: z.string().max(100, msg('quotation_not_found')) });
export const orderDocumentParamsSchema = z.strictObject({ orderNumber: z.string().max(LIMITS.maxOrderNumber, msg('order_not_found')) });

/** An M-PESA prompt sent for an order, as staff see it beside its payments (docs/product.md, "Paying with M-PESA"). */
export const orderPromptSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  phone: z.string(),
  amount: z.string(),
  status: z.enum(MPESA_REQUEST_STATUSES),
  /** Safaricom's own words for the result, when it has answered. */
  resultDesc: z.string().nullable(),
  receipt: z.string().nullable(),
});
export type OrderPrompt = z.infer<typeof orderPromptSchema>;

/** A Paybill or till payment M-PESA confirmed that no order took (docs/product.md, "Paying with M-PESA"). */
export const unmatchedConfirmationSchema = z.object({
  receipt: z.string(),
  /** The account number the customer typed, as typed. */
  account: z.string(),
  amount: z.string(),
  phone: z.string().nullable(),
  paidAt: isoDate,
  reason: z.string().nullable(),
});
export type UnmatchedConfirmation = z.infer<typeof unmatchedConfirmationSchema>;

export const unmatchedConfirmationsSchema = z.object({
  /** The newest LIMITS.unmatchedConfirmationsShown, newest first. */
  items: z.array(unmatchedConfirmationSchema),
  total: z.number(),
});
export type UnmatchedConfirmations = z.infer<typeof unmatchedConfirmationsSchema>;

export const receiptParamsSchema = z.strictObject({ receipt: z.string().regex(MPESA_RECEIPT, msg('mpesa_reference_invalid')) });

export const assignConfirmationSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  confirmOverpayment: z.boolean({ error: msg('confirm_overpayment_invalid') }).optional(),
});
export type AssignConfirmation = z.input<typeof assignConfirmationSchema>;
