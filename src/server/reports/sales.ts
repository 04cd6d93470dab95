import { sql, type SQL } from 'drizzle-orm';
import { addDays, eachDay, eachMonth, REPORT_LIMITS, type SalesGroup } from '../../shared/reports';
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
 * its payments that are not voided add up to, whenever they were paid; and their lines.
 */
function rangeOrders(query: SalesQuery): SQL {
  const { start, end } = rangeInstants(query);
  return sql`
    ranged as (
      select o.id, o.created_at, o.total_amount, o.notes, o.delivery_address, o.delivery_county
      from orders o
      where o.created_at >= ${start} and o.created_at < ${end} and o.status <> 'cancelled'
    ),
    lines as (
      select i.id, i.order_id, i.product_id, i.product_name, i.quantity, i.unit_price * i.quantity as value
      from order_items i join ranged r on r.id = i.order_id
    ),
    units as (select order_id, sum(quantity) as units from lines group by order_id),
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
  if (group === 'month') return eachMonth(from, to);
  if (group === 'day') return eachDay(from, to);
  // The week of `from` starts on its Monday (getUTCDay: Sunday 0).
  return eachDay(addDays(from, -((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7)), to, 7);
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const periodLabel = (group: 'day' | 'week' | 'month', key: string) => {
  if (group === 'month') return `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  return group === 'week' ? `Week of ${key}` : key;
};

/**
 * One part of the report as a JSON array, in the order of its `rank` column (each part's row_number() over its own
 * order); the rank is left out of what the array holds.
 */
const asArray = (rows: SQL) => sql`(select coalesce(jsonb_agg(to_jsonb(x) - 'rank' order by x.rank), '[]') from (${rows}) x)`;

const timeGroups = (group: 'day' | 'week' | 'month') => sql`
  select date_trunc(${PERIOD_UNITS[group]}, ${nairobiLocal(sql`created_at`)})::date::text as key, ${figures}, 1 as rank
  from sold group by 1`;

const countyGroups = sql`
  select ${countyOf(sql`delivery_address`, sql`delivery_county`)} as key, ${figures}, row_number() over (order by sum(total_amount) desc, 1) as rank
  from sold group by 1`;

/** By the product's category today (lines keep no category); a deleted product's lines are counted apart. */
const categoryGroups = sql`
  select coalesce(c.id::text, '') as key, min(c.name) as label, count(distinct l.order_id)::int as orders,
    sum(l.quantity)::int as units, ${moneyText(sql`sum(l.value)`)} as "orderedValue",
    row_number() over (order by sum(l.value) desc, coalesce(c.id::text, '')) as rank
  from lines l
  left join products p on p.id = l.product_id
  left join categories c on c.id = p.category_id
  group by c.id`;

const topProducts = (by: 'value' | 'units') => sql`
  select "productId", name, units, ${moneyText(sql`value`)} as value, rank from (
    select *, row_number() over (order by ${by === 'value' ? sql`value` : sql`units`} desc, name) as rank from (
      select l.product_id as "productId", (array_agg(l.product_name order by l.id desc))[1] as name,
        sum(l.quantity)::int as units, sum(l.value) as value
      from lines l
      group by l.product_id, case when l.product_id is null then l.product_name end
    ) products
  ) ranked where rank <= ${REPORT_LIMITS.topProducts}`;

/** All the range's orders, and those from the planner against the rest, in one pass. */
const totals = sql`
  select case when grouping(planner) = 1 then 'all' when planner then 'planner' else 'other' end as part,
    ${figures}, ${moneyText(sql`avg(total_amount)`)} as "averageOrderValue", 1 as rank
  from (select *, ${fromPlanner(sql`notes`)} as planner from sold) s
  group by grouping sets ((planner), ())`;

const GROUPS: Record<SalesGroup, SQL> = {
  day: timeGroups('day'),
  week: timeGroups('week'),
  month: timeGroups('month'),
  category: categoryGroups,
  county: countyGroups,
};

type Part = Figures & { part: 'all' | 'planner' | 'other'; averageOrderValue: string };
const NONE: Figures = { orders: 0, units: 0, orderedValue: '0.00', paidValue: '0.00' };

/** The groups as the report shows them: every period of the range, quiet ones too, or each county and category named. */
function labelled(group: SalesGroup, query: SalesQuery, rows: (GroupRow & { label?: string | null })[]): SalesReport['groups'] {
  if (group === 'county') return rows.map((row) => ({ ...row, label: countyName(row.key) ?? 'County not named' }));
  if (group === 'category') return rows.map((row) => ({ ...row, label: row.label ?? 'Deleted products', paidValue: null }));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return periods(group, query.from, query.to).map((key) => ({ ...(byKey.get(key) ?? NONE), key, label: periodLabel(group, key) }));
}

/**
 * The sales report (docs/product.md, "Reports and exports"). One statement: the range's orders, lines and payments are
 * read once for every part (docs/performance.md, "Reports").
 */
export async function salesReport(db: Tx, query: SalesQuery): Promise<SalesReport> {
  const [result] = await queryRows<{
    totals: Part[];
    groups: (GroupRow & { label?: string | null })[];
    topByValue: SalesReport['topByValue'];
    topByUnits: SalesReport['topByUnits'];
  }>(
    db,
    sql`with ${rangeOrders(query)}
      select ${asArray(totals)} as totals, ${asArray(GROUPS[query.groupBy])} as groups,
        ${asArray(topProducts('value'))} as "topByValue", ${asArray(topProducts('units'))} as "topByUnits"`,
  );
  const { totals: parts, groups, topByValue, topByUnits } = result!;
  const part = (name: Part['part']) => parts.find((row) => row.part === name) ?? { ...NONE, part: name, averageOrderValue: '0.00' };
  const figuresOf = (name: Part['part']): Figures => {
    const { orders, units, orderedValue, paidValue } = part(name);
    return { orders, units, orderedValue, paidValue };
  };
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    summary: { ...figuresOf('all'), averageOrderValue: part('all').averageOrderValue },
    planner: { planner: figuresOf('planner'), other: figuresOf('other') },
    groups: labelled(query.groupBy, query, groups),
    topByValue,
    topByUnits,
  };
}
