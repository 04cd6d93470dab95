import { sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import { nairobiDay } from '../../shared/dates';
import { exactCents, fromCents } from '../../shared/money';
import { AGE_BUCKETS, type AgeBucket } from '../../shared/reports';
import type { Receivable, ReceivablesQuery, ReceivablesReport } from '../../shared/schemas/reports';
import { queryRows, type Tx } from '../db/client';
import { moneyText, nairobiLocal } from './sql';

// The bucket of an age in days, from AGE_BUCKETS: the first whose end the age does not pass.
const bucketCase = sql.raw(
  `case ${AGE_BUCKETS.map((bucket) => (bucket.maxDays === null ? `else '${bucket.id}'` : `when age_days <= ${bucket.maxDays} then '${bucket.id}'`)).join(' ')} end`,
);

/**
 * Every order still owed: not cancelled, and its payments that are not voided add up to less than its total; aged in
 * whole Nairobi days from the day it was placed to `asOf` (docs/product.md, "Reports and exports").
 */
function owed(asOf: string) {
  return sql`
    paid as (select order_id, sum(amount) as paid from payments where voided_at is null group by order_id),
    aged as (
      select o.id, o.order_number, o.status, o.created_at, o.total_amount, o.phone_number, o.user_id,
        coalesce(p.paid, 0) as paid,
        (${asOf}::date - ${nairobiLocal(sql`o.created_at`)}::date) as age_days
      from orders o left join paid p on p.order_id = o.id
      where o.status <> 'cancelled' and o.total_amount > coalesce(p.paid, 0)
    ),
    owed as materialized (select *, ${bucketCase} as bucket from aged)`;
}

type Row = Omit<Receivable, 'placedAt'> & { placedAt: string };

export async function receivablesReport(db: Tx, query: ReceivablesQuery): Promise<ReceivablesReport> {
  const asOf = nairobiDay();
  const limit = query.limit ?? LIMITS.adminPageSize;
  const offset = ((query.page ?? 1) - 1) * limit;
  // One statement: the orders owed are worked out once, for both the totals and the page.
  const [result] = await queryRows<{ totals: { bucket: AgeBucket; orders: number; balance: string }[] | null; rows: Row[] | null }>(
    db,
    sql`with ${owed(asOf)}
      select
        (select json_agg(t) from (
          select bucket, count(*)::int as orders, ${moneyText(sql`sum(total_amount - paid)`)} as balance from owed group by bucket
        ) t) as totals,
        (select json_agg(p order by p."placedAt", p.id) from (
          select w.id, w.order_number as "orderNumber", w.status, w.created_at as "placedAt",
            trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as "customerName",
            w.phone_number as "phoneNumber", w.total_amount::text as "totalAmount", ${moneyText(sql`w.paid`)} as "amountPaid",
            ${moneyText(sql`w.total_amount - w.paid`)} as "balanceDue", w.age_days as "ageDays", w.bucket
          from owed w left join users u on u.id = w.user_id
          ${query.bucket ? sql`where w.bucket = ${query.bucket}` : sql``}
          order by w.created_at, w.id
          limit ${limit} offset ${offset}
        ) p) as rows`,
  );
  const totals = result!.totals ?? [];
  const rows = result!.rows ?? [];
  const buckets = AGE_BUCKETS.map(({ id }) => totals.find((row) => row.bucket === id) ?? { bucket: id, orders: 0, balance: '0.00' });
  const sum = (values: string[]) => fromCents(values.reduce((total, value) => total + exactCents(value)!, 0n));
  return {
    asOf,
    buckets,
    total: { orders: buckets.reduce((count, bucket) => count + bucket.orders, 0), balance: sum(buckets.map((bucket) => bucket.balance)) },
    orders: rows.map((row) => ({ ...row, placedAt: new Date(row.placedAt).toISOString() })),
    matching: query.bucket
      ? buckets.find((bucket) => bucket.bucket === query.bucket)!.orders
      : buckets.reduce((count, bucket) => count + bucket.orders, 0),
  };
}
