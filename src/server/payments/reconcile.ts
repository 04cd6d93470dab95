import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { exactCents, fromCents } from '../../shared/money';
import { MPESA_RECEIPT, normalizeAccount, paymentLimit } from '../../shared/payments';
import type { User } from '../../shared/schemas/auth';
import type { StatementImport, StatementRow, StatementRowKind } from '../../shared/schemas/payments';
import { paymentInputSchema, STATEMENT_ROW_KINDS } from '../../shared/schemas/payments';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { badRequest } from '../plugins/errors';
import { isMessageCode, messageText } from '../plugins/request-locale';
import { accountKeyOfOrder } from '../shared/order-number';
import { amountPaidColumn } from '../shared/payment-state';
import { newPayment, recordPayment, type NewPayment } from '../shared/payment-ledger';
import { mapInSlices } from './slices';
import type { StatementLine } from './statement';

// Keeps each query's parameter list well below PostgreSQL's 65,535 for a statement of 50,000 rows.
const LOOKUP_CHUNK = 1000;
const NOTE_MAX = 500;
const RECORD_SLICE = 50;

interface OrderRef {
  id: number;
  orderNumber: string;
  status: string;
  totalAmount: string;
  amountPaid: string;
}

/** The rows of a statement sorted out, and the payment each matched row records. */
export interface Reconciled {
  rows: StatementRow[];
  payments: Map<StatementRow, NewPayment>;
}

async function inChunks<T>(values: string[], lookup: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    // A turn of the event loop between lookups: the embedded database answers without waiting on I/O, so 100
    // lookups in a row (a second) would otherwise run without other requests being answered.
    await nextTurn();
    found.push(...(await lookup(values.slice(start, start + LOOKUP_CHUNK))));
  }
  return found;
}

/** Orders by normalised number ("SH7KQ2MX"), for the accounts given. */
async function ordersByAccount(tx: Tx, accounts: string[]): Promise<Map<string, OrderRef>> {
  const rows = await inChunks([...new Set(accounts)], (chunk) =>
    tx
      .select({
        key: accountKeyOfOrder,
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalAmount: orders.totalAmount,
        amountPaid: amountPaidColumn,
      })
      .from(orders)
      .where(inArray(accountKeyOfOrder, chunk)),
  );
  return new Map(rows.map(({ key, ...order }) => [key, order]));
}

/**
 * M-PESA receipts already recorded (voided ones too: a voided receipt is not brought back by an import), with their
 * order: the one where it still counts, if it does anywhere.
 */
async function recordedReceipts(tx: Tx, receipts: string[]): Promise<Map<string, { orderNumber: string; live: boolean }>> {
  const rows = await inChunks([...new Set(receipts)], (chunk) =>
    tx
      .select({ reference: payments.reference, orderNumber: orders.orderNumber, voidedAt: payments.voidedAt })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.method, 'mpesa'), inArray(payments.reference, chunk))),
  );
  const found = new Map<string, { orderNumber: string; live: boolean }>();
  for (const { reference, orderNumber, voidedAt } of rows) {
    if (!found.get(reference!)?.live) found.set(reference!, { orderNumber, live: voidedAt === null });
  }
  return found;
}

/** "RECEIPT:ORDER" assignments (the query schema checked their form) by receipt. */
function readAssignments(assign: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of assign) {
    const [receipt, order] = entry.split(':') as [string, string];
    map.set(receipt.toUpperCase(), order.trim());
  }
  return map;
}

/**
 * The payment a row would record, checked by the same schema as a payment typed in (amount, reference, a paid-at
 * never in the future), or the first rule it breaks.
 */
function statementPayment(line: StatementLine & { completedAt: Date; paidInCents: number }): { payment: NewPayment } | { refused: string } {
  const checked = paymentInputSchema.safeParse({
    method: 'mpesa',
    amount: fromCents(line.paidInCents),
    reference: line.receipt,
    paidAt: line.completedAt.toISOString(),
    note: `M-PESA statement: ${line.details}`.slice(0, NOTE_MAX),
  });
  if (checked.success) return { payment: newPayment(checked.data) };
  // The schema's messages are codes; a statement's rows explain themselves in English, as staff read them.
  const { message } = checked.error.issues[0]!;
  return { refused: isMessageCode(message) ? messageText('en', message) : message };
}

/**
 * Sorts every row of the statement into matched, unmatched, already recorded or ignored, and explains why. Rows are
 * added to their order's payments in file order, so a row that would take an order beyond its bounds (paymentLimit)
 * is unmatched, saying why, unless a super admin confirmed overpayments.
 */
export async function reconcile(tx: Tx, lines: StatementLine[], assign: string[], overpaymentConfirmed: boolean): Promise<Reconciled> {
  const assignments = readAssignments(assign);
  const incoming = lines.filter((line) => MPESA_RECEIPT.test(line.receipt));
  const [byAccount, recorded] = await Promise.all([
    ordersByAccount(tx, [
      ...incoming.flatMap((line) => (line.account ? [normalizeAccount(line.account)] : [])),
      ...[...assignments.values()].map(normalizeAccount),
    ]),
    recordedReceipts(
      tx,
      incoming.map((line) => line.receipt),
    ),
  ]);
  const reversed = new Map(lines.filter((line) => line.reverses).map((line) => [line.reverses!, line.receipt]));
  const firstLine = new Map<string, number>();
  // What each order has been paid so far, with the rows of this file matched to it above.
  const paidSoFar = new Map<number, bigint>();
  const matched = new Map<StatementRow, NewPayment>();

  // In slices: 50,000 rows, each checked by the payment schema, are over a second of work (./slices.ts).
  const rows = await mapInSlices(lines, (line): StatementRow => {
    const row = (kind: StatementRowKind, reason: string | null, order: OrderRef | null = null, assigned = false): StatementRow => ({
      line: line.line,
      receipt: line.receipt,
      completedAt: line.completedAt?.toISOString() ?? null,
      details: line.details,
      account: line.account,
      amount: line.paidInCents === null ? null : fromCents(line.paidInCents),
      kind,
      reason,
      order: order && { id: order.id, orderNumber: order.orderNumber },
      assigned,
      paymentId: null,
    });
    if (!MPESA_RECEIPT.test(line.receipt)) return row('ignored', 'No M-PESA receipt number');
    const seen = firstLine.get(line.receipt);
    if (seen !== undefined) return row('ignored', `Repeats the receipt on line ${seen}`);
    firstLine.set(line.receipt, line.line);
    if (line.status.toLowerCase() !== 'completed') return row('ignored', `Transaction status: ${line.status || 'none'}`);
    if (line.isReversal) return row('ignored', line.reverses ? `Reversal of ${line.reverses}` : 'A reversal');
    const reversedBy = reversed.get(line.receipt);
    if (reversedBy) {
      // The money went back, so a payment recorded for it (typed in, a prompt, a Paybill confirmation) overstates
      // what its order was paid until staff void it.
      const counted = recorded.get(line.receipt);
      return row(
        'ignored',
        counted?.live ? `Reversed by ${reversedBy}, but recorded on Order #${counted.orderNumber}: void that payment` : `Reversed by ${reversedBy}`,
      );
    }
    if (line.paidInUnreadable) return row('ignored', 'The amount paid in could not be read');
    if (line.paidInCents === null) return row('ignored', 'No money paid in');
    if (!line.completedAt) return row('ignored', 'The completion time could not be read');
    const checked = statementPayment({ ...line, completedAt: line.completedAt, paidInCents: line.paidInCents });
    if ('refused' in checked) return row('ignored', checked.refused);
    const recordedOn = recorded.get(line.receipt);
    if (recordedOn) return row('recorded', `Already recorded on Order #${recordedOn.orderNumber}`);
    const assignedTo = assignments.get(line.receipt);
    const account = assignedTo ?? line.account;
    if (!account) return row('unmatched', 'No account number');
    const order = byAccount.get(normalizeAccount(account));
    if (!order) return row('unmatched', `No order ${account}`);
    if (order.status === 'cancelled') return row('unmatched', `Order #${order.orderNumber} is cancelled`);
    const paid = paidSoFar.get(order.id) ?? exactCents(order.amountPaid) ?? 0n;
    const limit = paymentLimit({ ...order, amountPaid: fromCents(paid) }, checked.payment.amount);
    if (limit && !(limit.confirmable && overpaymentConfirmed))
      return row('unmatched', messageText('en', limit.message.code, limit.message.params), order);
    paidSoFar.set(order.id, paid + BigInt(line.paidInCents));
    const accepted = row('matched', null, order, assignedTo !== undefined);
    matched.set(accepted, checked.payment);
    return accepted;
  });
  checkAssignments(rows, assignments);
  return { rows, payments: matched };
}

/** An assignment must give a new payment of the file to an open order; anything else is refused, naming the receipt. */
function checkAssignments(rows: StatementRow[], assignments: Map<string, string>): void {
  for (const receipt of assignments.keys()) {
    const row = rows.find((candidate) => candidate.receipt === receipt);
    if (!row) throw badRequest('receipt_not_in_statement', { receipt });
    if (!row.assigned) throw badRequest('receipt_not_assignable', { receipt, reason: row.reason ?? '' });
  }
}

/** Records every matched row (the caller's transaction makes it all or nothing) and notes each payment's id. */
export async function recordMatched(tx: Tx, actor: User, { payments: matched }: Reconciled, overpaymentConfirmed: boolean): Promise<number> {
  let done = 0;
  for (const [row, payment] of matched) {
    // A turn of the event loop now and then, as between lookups (inChunks).
    if (++done % RECORD_SLICE === 0) await nextTurn();
    row.paymentId = await recordPayment(tx, actor, row.order!.id, payment, 'statement', overpaymentConfirmed);
  }
  return matched.size;
}

export function summarise({ rows }: Reconciled, committed: boolean, recorded: number): StatementImport {
  const counts = Object.fromEntries(
    STATEMENT_ROW_KINDS.map((kind) => [kind, rows.filter((row) => row.kind === kind).length]),
  ) as StatementImport['counts'];
  // Exact in bigint: 50,000 rows of the largest amount add up beyond 2^53 cents.
  const matchedCents = rows.reduce((sum, row) => (row.kind === 'matched' ? sum + (exactCents(row.amount!) ?? 0n) : sum), 0n);
  return { committed, recorded, counts, matchedAmount: fromCents(matchedCents), rows };
}
