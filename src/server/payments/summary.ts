import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PaymentSummary } from '../../shared/schemas/payments';
import { startOfNairobiDay } from '../../shared/dates';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { paidSum } from '../shared/payment-state';
import { waitingCount } from './confirmations';

/**
 * The dashboard's figure: what confirmed orders still owe, and how many of them owe something. Sums are answered with
 * two decimals and no limit of digits: a hundred orders of the largest amount add up past numeric(14,2).
 */
export async function paymentSummary(db: Tx): Promise<PaymentSummary> {
  const owed = sql`greatest(${orders.totalAmount} - ${paidSum}, 0)`;
  const [row] = await db
    .select({
      awaitingPayment: sql<string>`round(coalesce(sum(${owed}), 0), 2)::text`,
      awaitingOrders: sql<number>`(count(*) filter (where ${owed} > 0))::int`,
    })
    .from(orders)
    .where(eq(orders.status, 'confirmed'));
  const [today] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`round(coalesce(sum(${payments.amount}), 0), 2)::text` })
    .from(payments)
    .where(and(eq(payments.method, 'mpesa'), isNull(payments.voidedAt), gte(payments.paidAt, startOfNairobiDay())));
  return { ...row!, mpesaToday: today!, mpesaUnmatched: await waitingCount(db) };
}
