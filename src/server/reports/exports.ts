import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { nairobiDateTime } from '../../shared/dates';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STOCK_MOVEMENT_LABELS } from '../../shared/labels';
import { paymentState } from '../../shared/payments';
import type { ExportName } from '../../shared/reports';
import type { ReportRange } from '../../shared/schemas/reports';
import type { OrderStatus, PaymentMethod, StockMovementKind } from '../../shared/constants';
import { queryRows, type Tx } from '../db/client';
import { BYTE_ORDER_MARK, csvRow, type Cell } from './csv';
import { countyName, countyOf, fromPlanner, moneyText, rangeInstants } from './sql';

/** Rows read at a time: a file of any size is written a page at a time, never held whole in memory. */
export const EXPORT_PAGE_ROWS = 1000;

/** Where the last page ended: the moment its rows are ordered by (exactly as PostgreSQL wrote it) and the row's id. */
interface Cursor {
  at: string;
  id: number;
}
type Row = Record<string, unknown> & { cursorAt: string; cursorId: number };

/** The instants of a range of days (`rangeInstants`). */
interface Instants {
  start: Date;
  end: Date;
}

interface ExportDefinition {
  /** Only super admins may take this one. */
  superAdminOnly: boolean;
  header: string[];
  /**
   * The page after `after` (the first without one) of rows in the range, ordered by the cursor's moment then id, each
   * row with its `cursorAt` (a timestamptz as text) and `cursorId`.
   */
  page(range: Instants, after: Cursor | null, limit: number): SQL;
  cells(row: Row): Cell[];
}

/**
 * The end of a page's query, from its condition on: the rows whose `moment` is in the range and after the cursor, in
 * the keyset order `(moment, id)`, at most `limit` of them.
 */
const inPage = (moment: SQL, id: SQL, { start, end }: Instants, cursor: Cursor | null, limit: number) => sql`
  ${moment} >= ${start} and ${moment} < ${end} ${cursor ? sql`and (${moment}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : sql``}
  order by ${moment}, ${id} limit ${limit}`;
const yesNo = (value: unknown) => (value ? 'yes' : 'no');
const time = (value: unknown) => (value ? nairobiDateTime(value as Date) : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const ordersExport: ExportDefinition = {
  superAdminOnly: false,
  header: [
    'Order number',
    'Placed at (Nairobi)',
    'Status',
    'Customer',
    'Phone',
    'Delivery address',
    'County',
    'From planner',
    'Units',
    'Total (KSh)',
    'Paid (KSh)',
    'Balance (KSh)',
    'To refund (KSh)',
    'Payment status',
    'Notes',
  ],
  page: (range, cursor, limit) => sql`
    select o.created_at::text as "cursorAt", o.id as "cursorId", o.order_number, o.created_at, o.status,
      trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as customer, o.phone_number, o.delivery_address,
      ${countyOf(sql`o.delivery_address`, sql`o.delivery_county`)} as county, ${fromPlanner(sql`o.notes`)} as planner, o.notes, o.total_amount::text as total,
      (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as units,
      ${moneyText(sql`(select sum(p.amount) from payments p where p.order_id = o.id and p.voided_at is null)`)} as paid
    from orders o left join users u on u.id = o.user_id
    where ${inPage(sql`o.created_at`, sql`o.id`, range, cursor, limit)}`,
  cells: (row) => {
    const state = paymentState(row.status as OrderStatus, text(row.total), text(row.paid));
    return [
      text(row.order_number),
      time(row.created_at),
      ORDER_STATUS_LABELS[row.status as OrderStatus],
      text(row.customer),
      text(row.phone_number),
      text(row.delivery_address),
      countyName(text(row.county)) ?? '',
      yesNo(row.planner),
      Number(row.units),
      text(row.total),
      state.amountPaid,
      state.balanceDue,
      state.refundDue,
      PAYMENT_STATUS_LABELS[state.paymentStatus],
      text(row.notes),
    ];
  },
};

// A page is whole orders (at most `limit` of them) with all their lines, so the cursor is an order's.
const orderLinesExport: ExportDefinition = {
  superAdminOnly: false,
  header: [
    'Order number',
    'Placed at (Nairobi)',
    'Order status',
    'Product ID',
    'Product',
    'Category',
    'Unit price (KSh)',
    'Quantity',
    'Line total (KSh)',
  ],
  page: (range, cursor, limit) => sql`
    with page as (
      select o.id, o.order_number, o.created_at, o.status from orders o
      where ${inPage(sql`o.created_at`, sql`o.id`, range, cursor, limit)}
    )
    select pg.created_at::text as "cursorAt", pg.id as "cursorId", pg.order_number, pg.created_at, pg.status,
      i.product_id, i.product_name, c.name as category, i.unit_price::text as unit_price, i.quantity,
      (i.unit_price * i.quantity)::text as line_total
    from page pg join order_items i on i.order_id = pg.id
    left join products p on p.id = i.product_id left join categories c on c.id = p.category_id
    order by pg.created_at, pg.id, i.id`,
  cells: (row) => [
    text(row.order_number),
    time(row.created_at),
    ORDER_STATUS_LABELS[row.status as OrderStatus],
    row.product_id === null ? '' : Number(row.product_id),
    text(row.product_name),
    text(row.category),
    text(row.unit_price),
    Number(row.quantity),
    text(row.line_total),
  ],
};

// Voided payments are listed too, marked, so the file matches the payments screen and a statement; the reports
// leave them out.
const paymentsExport: ExportDefinition = {
  superAdminOnly: false,
  header: [
    'Payment ID',
    'Order number',
    'Method',
    'Amount (KSh)',
    'Reference',
    'Paid at (Nairobi)',
    'Recorded at (Nairobi)',
    'Recorded by',
    'Note',
    'Voided at (Nairobi)',
    'Voided by',
    'Void reason',
  ],
  page: (range, cursor, limit) => sql`
    select p.paid_at::text as "cursorAt", p.id as "cursorId", p.id, o.order_number, p.method, p.amount::text as amount, p.reference,
      p.paid_at, p.recorded_at, r.username as recorded_by, p.note, p.voided_at, v.username as voided_by, p.void_reason
    from payments p join orders o on o.id = p.order_id
    left join users r on r.id = p.recorded_by left join users v on v.id = p.voided_by
    where ${inPage(sql`p.paid_at`, sql`p.id`, range, cursor, limit)}`,
  cells: (row) => [
    Number(row.id),
    text(row.order_number),
    PAYMENT_METHOD_LABELS[row.method as PaymentMethod],
    text(row.amount),
    text(row.reference),
    time(row.paid_at),
    time(row.recorded_at),
    text(row.recorded_by),
    text(row.note),
    time(row.voided_at),
    text(row.voided_by),
    text(row.void_reason),
  ],
};

// Customers who registered in the range, with what they ordered (cancelled orders left out) and paid, ever.
const customersExport: ExportDefinition = {
  superAdminOnly: true,
  header: [
    'Customer ID',
    'Username',
    'First name',
    'Last name',
    'Email',
    'Email confirmed',
    'Phone',
    'Delivery address',
    'Registered at (Nairobi)',
    'Data erased at (Nairobi)',
    'Orders',
    'Ordered (KSh)',
    'Paid (KSh)',
  ],
  page: (range, cursor, limit) => sql`
    select u.created_at::text as "cursorAt", u.id as "cursorId", u.id, u.username, u.first_name, u.last_name, u.email,
      u.email_verified_at is not null as email_confirmed, u.phone_number, u.delivery_address, u.created_at, u.erased_at,
      (select count(*)::int from orders o where o.user_id = u.id and o.status <> 'cancelled') as orders,
      ${moneyText(sql`(select sum(o.total_amount) from orders o where o.user_id = u.id and o.status <> 'cancelled')`)} as ordered,
      ${moneyText(sql`(select sum(p.amount) from payments p join orders o on o.id = p.order_id
        where o.user_id = u.id and o.status <> 'cancelled' and p.voided_at is null)`)} as paid
    from users u
    where u.role = 'customer' and ${inPage(sql`u.created_at`, sql`u.id`, range, cursor, limit)}`,
  cells: (row) => [
    Number(row.id),
    text(row.username),
    text(row.first_name),
    text(row.last_name),
    text(row.email),
    yesNo(row.email_confirmed),
    text(row.phone_number),
    text(row.delivery_address),
    time(row.created_at),
    time(row.erased_at),
    Number(row.orders),
    text(row.ordered),
    text(row.paid),
  ],
};

// Every change of a counted product's stock in the range (docs/product.md, "Stock"): who, why, and the count after;
// a deleted product's by the name it had.
const stockMovementsExport: ExportDefinition = {
  superAdminOnly: false,
  header: ['Movement ID', 'At (Nairobi)', 'Product ID', 'Product', 'Kind', 'Change', 'Quantity after', 'Reason', 'Order number', 'By'],
  page: (range, cursor, limit) => sql`
    select m.created_at::text as "cursorAt", m.id as "cursorId", m.id, m.created_at, m.product_id,
      coalesce(p.name, m.product_name) as product, m.kind, m.change, m.quantity_after, m.reason, o.order_number, u.username as changed_by
    from stock_movements m left join products p on p.id = m.product_id
    left join orders o on o.id = m.order_id left join users u on u.id = m.changed_by
    where ${inPage(sql`m.created_at`, sql`m.id`, range, cursor, limit)}`,
  cells: (row) => [
    Number(row.id),
    time(row.created_at),
    row.product_id === null ? '' : Number(row.product_id),
    text(row.product),
    STOCK_MOVEMENT_LABELS[row.kind as StockMovementKind],
    Number(row.change),
    Number(row.quantity_after),
    text(row.reason),
    text(row.order_number),
    text(row.changed_by),
  ],
};

/** Every export by its name; one more is its definition here, its name in EXPORTS and its line in `exportsApi`. */
export const EXPORT_DEFINITIONS: Record<ExportName, ExportDefinition> = {
  orders: ordersExport,
  'order-lines': orderLinesExport,
  payments: paymentsExport,
  customers: customersExport,
  'stock-movements': stockMovementsExport,
};

/** The export's file name, with its range: "orders-2026-11-01-to-2026-11-30.csv". */
export const exportFileName = (name: ExportName, range: ReportRange) => `${name}-${range.from}-to-${range.to}.csv`;

async function* csvChunks(db: Tx, definition: ExportDefinition, range: ReportRange): AsyncGenerator<Buffer> {
  yield Buffer.from(BYTE_ORDER_MARK + csvRow(definition.header));
  const instants = rangeInstants(range);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: Row[] = await queryRows<Row>(db, definition.page(instants, cursor, EXPORT_PAGE_ROWS));
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => csvRow(definition.cells(row))).join(''));
    // Fewer rows than asked for: the last page (a page of order lines holds at least one row an order).
    if (rows.length < EXPORT_PAGE_ROWS) return;
    const last = rows.at(-1)!;
    cursor = { at: last.cursorAt, id: last.cursorId };
  }
}

/**
 * The export as a stream, written as its pages are read: each page is its own query, so a slow download holds no
 * database connection between pages (a row added meanwhile past the cursor is included, as it would be a moment later).
 */
export const exportStream = (db: Tx, name: ExportName, range: ReportRange): Readable => Readable.from(csvChunks(db, EXPORT_DEFINITIONS[name], range));
