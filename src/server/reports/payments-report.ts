import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/constants';
import { exactCents, fromCents } from '../../shared/money';
import { eachDay } from '../../shared/reports';
import type { PaymentsReport, ReportRange } from '../../shared/schemas/reports';
import { queryRows, type Tx } from '../db/client';
import { moneyText, nairobiLocal, rangeInstants } from './sql';

/** Exact cents of the database's decimal sums, added up as integers. */
const addUp = (amounts: string[]) => fromCents(amounts.reduce((sum, amount) => sum + exactCents(amount)!, 0n));

/**
 * Money received in the range, by the day it was paid (in Nairobi) and by method; voided payments are left out, and
 * a payment on an order cancelled since still counts: it was received (docs/product.md, "Reports and exports").
 */
export async function paymentsReport(db: Tx, range: ReportRange): Promise<PaymentsReport> {
  const { start, end } = rangeInstants(range);
  const rows = await queryRows<{ day: string; method: PaymentMethod; payments: number; amount: string }>(
    db,
    sql`select ${nairobiLocal(sql`paid_at`)}::date::text as day, method, count(*)::int as payments, ${moneyText(sql`sum(amount)`)} as amount
      from payments where paid_at >= ${start} and paid_at < ${end} and voided_at is null
      group by 1, 2`,
  );
  const byMethod = PAYMENT_METHODS.map((method) => {
    const found = rows.filter((row) => row.method === method);
    return { method, payments: found.reduce((sum, row) => sum + row.payments, 0), amount: addUp(found.map((row) => row.amount)) };
  });
  const amountOf = new Map(rows.map((row) => [`${row.day} ${row.method}`, row.amount]));
  const days: PaymentsReport['days'] = eachDay(range.from, range.to).map((day) => {
    const amounts = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, amountOf.get(`${day} ${method}`) ?? '0.00'])) as Record<
      PaymentMethod,
      string
    >;
    return { day, ...amounts, total: addUp(Object.values(amounts)) };
  });
  return {
    from: range.from,
    to: range.to,
    total: { payments: byMethod.reduce((sum, entry) => sum + entry.payments, 0), amount: addUp(byMethod.map((entry) => entry.amount)) },
    byMethod,
    days,
  };
}
