import { sql, type SQL } from 'drizzle-orm';
import { addDays, REPORT_LIMITS, type SalesGroup } from '../../shared/reports';
import type { SalesQuery, SalesReport } from '../../shared/schemas/reports';
import { queryRows, type Tx } from '../db/client';
import { countyName, countyOf, fromPlanner, moneyText, nairobiLocal, rangeInstants } from './sql';

interface Figures {
  orders: number;
  units: number;
  orderedValue: string;
  paidValue: string;
}
type GroupRow = Figures & { key: string; paidValue: string | null };

/**
 * The range's orders, cancelled ones left out (docs/product.md, "Reports and exports"), each with its units and what
 * its payments that are not voided add up to, whenever they were paid.
 */
function rangeOrders(query: SalesQuery): SQL {
  const { start, end } = rangeInstants(query);
  return sql`
    ranged as (
      select o.id, o.created_at, o.total_amount, o.notes, o.delivery_address
      from orders o
      where o.created_at >= ${start} and o.created_at < ${end} and o.status <> 'cancelled'
    ),
    units as (select i.order_id, sum(i.quantity) as units from order_items i join ranged r on r.id = i.order_id group by i.order_id),
    paid as (
      select p.order_id, sum(p.amount) as paid from payments p join ranged r on r.id = p.order_id
      where p.voided_at is null group by p.order_id
    ),
    sold as (
      select r.*, coalesce(u.units, 0) as units, coalesce(pd.paid, 0) as paid
      from ranged r left join units u on u.order_id = r.id left join paid pd on pd.order_id = r.id
    )`;
}

const figures = sql`count(*)::int as orders, coalesce(sum(units), 0)::int as units,
  ${moneyText(sql`sum(total_amount)`)} as "orderedValue", ${moneyText(sql`sum(paid)`)} as "paidValue"`;

// date_trunc's week starts on Monday (ISO).
const PERIOD_UNITS = { day: 'day', week: 'week', month: 'month' } as const;

/** Every day, week or month the range touches, so a chart shows the quiet ones too. */
function periods(group: 'day' | 'week' | 'month', from: string, to: string): string[] {
  const keys: string[] = [];
  if (group === 'month') {
    for (
      let month = `${from.slice(0, 7)}-01`;
      month <= to;
      month = `${new Date(Date.parse(`${month}T00:00:00Z`) + 32 * 86_400_000).toISOString().slice(0, 7)}-01`
    )
      keys.push(month);
    return keys;
  }
  // The week of `from` starts on its Monday (getUTCDay: Sunday 0).
  const first = group === 'week' ? addDays(from, -((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7)) : from;
  const step = group === 'week' ? 7 : 1;
  for (let day = first; day <= to; day = addDays(day, step)) keys.push(day);
  return keys;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const periodLabel = (group: 'day' | 'week' | 'month', key: string) => {
  if (group === 'month') return `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  return group === 'week' ? `Week of ${key}` : key;
};

async function timeGroups(db: Tx, query: SalesQuery, group: 'day' | 'week' | 'month'): Promise<SalesReport['groups']> {
  const rows = await queryRows<GroupRow>(
    db,
    sql`with ${rangeOrders(query)}
      select date_trunc(${PERIOD_UNITS[group]}, ${nairobiLocal(sql`created_at`)})::date::text as key, ${figures}
      from sold group by 1`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const none = { orders: 0, units: 0, orderedValue: '0.00', paidValue: '0.00' };
  return periods(group, query.from, query.to).map((key) => ({ ...(byKey.get(key) ?? none), key, label: periodLabel(group, key) }));
}

async function countyGroups(db: Tx, query: SalesQuery): Promise<SalesReport['groups']> {
  const rows = await queryRows<GroupRow>(
    db,
    sql`with ${rangeOrders(query)}
      select ${countyOf(sql`delivery_address`)} as key, ${figures}
      from sold group by 1 order by sum(total_amount) desc, 1`,
  );
  return rows.map((row) => ({ ...row, label: countyName(row.key) ?? 'County not named' }));
}

/** By the product's category today (lines keep no category); a deleted product's lines are counted apart. */
async function categoryGroups(db: Tx, query: SalesQuery): Promise<SalesReport['groups']> {
  const rows = await queryRows<GroupRow & { label: string | null }>(
    db,
    sql`with ${rangeOrders(query)}
      select coalesce(c.id::text, '') as key, min(c.name) as label, count(distinct r.id)::int as orders,
        sum(i.quantity)::int as units, ${moneyText(sql`sum(i.unit_price * i.quantity)`)} as "orderedValue"
      from ranged r
      join order_items i on i.order_id = r.id
      left join products p on p.id = i.product_id
      left join categories c on c.id = p.category_id
      group by c.id order by sum(i.unit_price * i.quantity) desc, 1`,
  );
  return rows.map((row) => ({ ...row, label: row.label ?? 'Deleted products', paidValue: null }));
}

async function topProducts(db: Tx, query: SalesQuery, by: 'value' | 'units'): Promise<SalesReport['topByValue']> {
  return queryRows(
    db,
    sql`with ${rangeOrders(query)}
      select i.product_id as "productId", (array_agg(i.product_name order by i.id desc))[1] as name,
        sum(i.quantity)::int as units, ${moneyText(sql`sum(i.unit_price * i.quantity)`)} as value
      from ranged r join order_items i on i.order_id = r.id
      group by i.product_id, case when i.product_id is null then i.product_name end
      order by ${by === 'value' ? sql`sum(i.unit_price * i.quantity)` : sql`sum(i.quantity)`} desc, name
      limit ${REPORT_LIMITS.topProducts}`,
  );
}

type Part = Figures & { part: 'all' | 'planner' | 'other'; averageOrderValue: string };

/** All the range's orders, and those from the planner against the rest, in one pass. */
async function totals(db: Tx, query: SalesQuery) {
  const rows = await queryRows<Part>(
    db,
    sql`with ${rangeOrders(query)}
      select case when grouping(planner) = 1 then 'all' when planner then 'planner' else 'other' end as part,
        ${figures}, ${moneyText(sql`avg(total_amount)`)} as "averageOrderValue"
      from (select *, ${fromPlanner(sql`notes`)} as planner from sold) s
      group by grouping sets ((planner), ())`,
  );
  const none: Figures = { orders: 0, units: 0, orderedValue: '0.00', paidValue: '0.00' };
  const part = (name: Part['part']) => rows.find((row) => row.part === name) ?? { ...none, averageOrderValue: '0.00' };
  const { orders, units, orderedValue, paidValue } = part('all');
  const figuresOf = (name: Part['part']): Figures => {
    const row = part(name);
    return { orders: row.orders, units: row.units, orderedValue: row.orderedValue, paidValue: row.paidValue };
  };
  return {
    summary: { orders, units, orderedValue, paidValue, averageOrderValue: part('all').averageOrderValue },
    planner: { planner: figuresOf('planner'), other: figuresOf('other') },
  };
}

const GROUPS: Record<SalesGroup, (db: Tx, query: SalesQuery) => Promise<SalesReport['groups']>> = {
  day: (db, query) => timeGroups(db, query, 'day'),
  week: (db, query) => timeGroups(db, query, 'week'),
  month: (db, query) => timeGroups(db, query, 'month'),
  category: categoryGroups,
  county: countyGroups,
};

/** The sales report (docs/product.md, "Reports and exports"). */
export async function salesReport(db: Tx, query: SalesQuery): Promise<SalesReport> {
  const [{ summary, planner }, groups, topByValue, topByUnits] = await Promise.all([
    totals(db, query),
    GROUPS[query.groupBy](db, query),
    topProducts(db, query, 'value'),
    topProducts(db, query, 'units'),
  ]);
  return { from: query.from, to: query.to, groupBy: query.groupBy, summary, planner, groups, topByValue, topByUnits };
}
