import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '../../shared/constants';
import { paymentState, type PaymentState } from '../../shared/payments';
import { orders, payments } from '../db/schema';

/** What the payments that are not voided add up to, for the order of the surrounding query (numeric). */
export const paidSum = sql`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.voidedAt} is null), 0)`;

/** The same as an exact decimal string, for a select list. */
export const amountPaidColumn = sql<string>`${paidSum}::text`;

/**
 * Orders in a payment status, as the staff list's filter finds them; the same rule as paymentState() in SQL. Unpaid and
 * partly paid are money still to collect: a cancelled order owes nothing (what was paid on it is to refund), so neither
 * finds it, though it keeps the status its payments give it (docs/product.md, "Payments").
 */
export function paymentStatusCondition(status: PaymentStatus): SQL {
  const owing = sql`${orders.status} <> 'cancelled'`;
  switch (status) {
    case 'unpaid':
      return sql`${paidSum} = 0 and ${owing}`;
    case 'partly_paid':
      return sql`${paidSum} > 0 and ${paidSum} < ${orders.totalAmount} and ${owing}`;
    case 'paid':
      return sql`${paidSum} = ${orders.totalAmount}`;
    case 'overpaid':
      return sql`${paidSum} > ${orders.totalAmount}`;
  }
}

/** An order row with its paid amount, completed with the balance, what is to refund and the payment status. */
export const withPaymentState = <T extends { status: OrderStatus; totalAmount: string; amountPaid: string }>(row: T): T & PaymentState => ({
  ...row,
  ...paymentState(row.status, row.totalAmount, row.amountPaid),
});
