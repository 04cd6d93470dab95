import { z } from 'zod';
import { LIMITS, ORDER_STATUSES, PAYMENT_METHODS } from '../constants';
import { nairobiDay } from '../dates';
import { msg } from '../messages/message';
import { addDays, AGE_BUCKET_IDS, daysCovered, isDay, REPORT_LIMITS, SALES_GROUPS } from '../reports';
import { isoDate, pageParam, pagingParam } from './common';

const day = (field: 'from' | 'to') =>
  z
    .string({ error: msg(`report_${field}_invalid`) })
    .refine(isDay, msg(`report_${field}_invalid`))
    .optional();

/** A range of Nairobi days, both counted; `to` defaults to today and `from` to the 30 days ending on `to`. */
const range = { from: day('from'), to: day('to') };

type RangeInput = { from?: string; to?: string };
const filledRange = <T extends RangeInput>(query: T) => {
  const to = query.to ?? nairobiDay();
  return { ...query, to, from: query.from ?? addDays(to, 1 - REPORT_LIMITS.defaultDays) };
};
const checkRange = ({ from, to }: { from: string; to: string }, context: z.RefinementCtx) => {
  if (from > to) context.addIssue({ code: 'custom', message: msg('report_range_reversed'), path: ['from'] });
  else if (daysCovered(from, to) > REPORT_LIMITS.maxDays) context.addIssue({ code: 'custom', message: msg('report_range_too_long'), path: ['to'] });
};

export const reportRangeQuerySchema = z.strictObject(range).transform(filledRange).superRefine(checkRange);
export type ReportRange = z.output<typeof reportRangeQuerySchema>;

export const salesQuerySchema = z
  .strictObject({ ...range, groupBy: z.enum(SALES_GROUPS, { error: msg('report_group_unknown') }).default('day') })
  .transform(filledRange)
  .superRefine(checkRange);
export type SalesQuery = z.output<typeof salesQuerySchema>;

export const receivablesQuerySchema = z.strictObject({
  bucket: z.enum(AGE_BUCKET_IDS, { error: msg('receivables_bucket_unknown') }).optional(),
  page: pageParam.optional(),
  limit: pagingParam('limit').max(LIMITS.maxAdminPageSize, msg('admin_limit_too_large')).optional(),
});
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;

/** Money as the database adds it up: an exact decimal string with two decimals ("12500.00"). */
const money = z.string();
const count = z.number().int();

const salesFigures = { orders: count, units: count, orderedValue: money, paidValue: money };

const topProductSchema = z.object({ productId: z.number().nullable(), name: z.string(), units: count, value: money });

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SALES_GROUPS),
  summary: z.object({ ...salesFigures, averageOrderValue: money }),
  /** Orders that came with a plan link in their notes, and the rest. */
  planner: z.object({ planner: z.object(salesFigures), other: z.object(salesFigures) }),
  /**
   * One row a day, week (from its Monday) or month, every one in the range even without orders; or one a category or
   * county that had orders. `paidValue` is null by category: a payment pays an order, not one of its lines.
   */
  groups: z.array(z.object({ key: z.string(), label: z.string(), ...salesFigures, paidValue: money.nullable() })),
  topByValue: z.array(topProductSchema),
  topByUnits: z.array(topProductSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

const methodAmounts = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, money])) as Record<(typeof PAYMENT_METHODS)[number], typeof money>;

export const paymentsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.object({ payments: count, amount: money }),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), payments: count, amount: money })),
  /** Every day of the range, with what each method brought in and their total. */
  days: z.array(z.object({ day: z.string(), ...methodAmounts, total: money })),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

const receivableSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: isoDate,
  customerName: z.string(),
  phoneNumber: z.string(),
  totalAmount: money,
  amountPaid: money,
  balanceDue: money,
  ageDays: count,
  bucket: z.enum(AGE_BUCKET_IDS),
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receivablesReportSchema = z.object({
  /** The Nairobi day the ages are counted to. */
  asOf: z.string(),
  buckets: z.array(z.object({ bucket: z.enum(AGE_BUCKET_IDS), orders: count, balance: money })),
  total: z.object({ orders: count, balance: money }),
  /** The page asked for, oldest first, of the orders in the bucket asked for (all buckets without one). */
  orders: z.array(receivableSchema),
  /** How many orders the bucket asked for holds, across its pages. */
  matching: count,
});
export type ReceivablesReport = z.infer<typeof receivablesReportSchema>;
