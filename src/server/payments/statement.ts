import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { LIMITS } from '../../shared/constants';
import { nairobiTime } from '../../shared/dates';
import { MPESA_RECEIPT } from '../../shared/payments';
import { badRequest, HttpError } from '../plugins/errors';
import { mapInSlices } from './slices';

// Reads the statement the M-PESA business portal exports: a few title rows (organisation, short code, period),
// then a header row and one row per transaction. Column names are compared without case and dots, so
// "Receipt No." and "Receipt No" are one column.

const COLUMNS = {
  receipt: 'Receipt No.',
  completionTime: 'Completion Time',
  details: 'Details',
  status: 'Transaction Status',
  paidIn: 'Paid In',
} as const;
const OPTIONAL_COLUMNS = { account: 'A/C No.', linked: 'Linked Transaction ID', reasonType: 'Reason Type' } as const;

const key = (name: string) => name.replace(/\./g, '').replace(/\s+/g, ' ').trim().toLowerCase();

export interface StatementLine {
  /** Line of the file, from 1. */
  line: number;
  receipt: string;
  completedAt: Date | null;
  details: string;
  status: string;
  /** Paid In, in cents; null when empty, zero or less, or unreadable. */
  paidInCents: number | null;
  /** Paid In holds something that is not an amount as the portal writes one. */
  paidInUnreadable: boolean;
  account: string | null;
  isReversal: boolean;
  /** The receipt a reversal undoes, from Linked Transaction ID or its Details. */
  reverses: string | null;
}

// "2026-11-20 14:32:10" (the portal), "20-11-2026 14:32:10" or "20/11/2026 14:32", in Nairobi time.
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DAY_FIRST_TIME = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function readTime(text: string): Date | null {
  const iso = ISO_TIME.exec(text);
  const match = iso ?? DAY_FIRST_TIME.exec(text);
  if (!match) return null;
  const [year, month, day] = (iso ? [match[1], match[2], match[3]] : [match[3], match[2], match[1]]).map(Number) as [number, number, number];
  const [hour, minute, second] = [match[4], match[5], match[6] ?? '0'].map(Number) as [number, number, number];
  // Date would quietly roll 31-02 over into March: a day the month does not have is unreadable.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return nairobiTime(year, month, day, hour, minute, second);
}

// "1,500.00" as the portal writes it, or "1500.00": commas only between groups of three digits, so "1,50" (a decimal
// comma) or "1,5,0" is not taken for KSh 150. A minus sign is money going out.
const AMOUNT = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const MAX_WHOLE_DIGITS = 10;

/** "1,500.00" -> 150000 cents; empty, zero or less -> null; anything else -> 'unreadable'. */
function readCents(text: string): number | null | 'unreadable' {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  const match = AMOUNT.exec(compact);
  if (!match) return 'unreadable';
  const [, sign, digits = '', decimals = ''] = match;
  const whole = digits.replace(/,/g, '');
  if (whole.length > MAX_WHOLE_DIGITS) return 'unreadable';
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '' && cents > 0 ? cents : null;
}

const ACCOUNT_IN_DETAILS = /\bAcc\.\s*(.+?)\s*$/i;
const RECEIPT_IN_TEXT = /\b[A-Z0-9]{10}\b/g;

// A 5 MB statement of 50,000 rows takes seconds to read. It is read a slice at a time, giving the event loop a turn
// between slices, so the shop answers other requests meanwhile (docs/product.md, "M-PESA statement import"); its rows
// are then mapped, sorted out and answered in slices too (./slices.ts).
const SLICE_BYTES = 16 * 1024;

/** The bytes of the text, a slice at a time, each after a turn of the event loop. */
async function* slices(text: string): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    await nextTurn();
    yield bytes.subarray(start, start + SLICE_BYTES);
  }
}

async function parseRows(text: string): Promise<{ record: string[]; line: number }[]> {
  const rows: { record: string[]; line: number }[] = [];
  try {
    await pipeline(
      Readable.from(slices(text)),
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }),
      async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
        for await (const { record, info } of records) rows.push({ record, line: info.lines });
      },
    );
    return rows;
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('statement_unreadable', { error: error.message });
    throw error;
  }
}

/** The transactions of a statement, or a 400 saying what was expected (413 beyond the row limit). */
export async function readStatement(text: string): Promise<StatementLine[]> {
  const rows = await parseRows(text);
  const headerIndex = rows.findIndex(({ record }) => record.some((cell) => key(cell) === key(COLUMNS.receipt)));
  if (headerIndex < 0) throw badRequest('statement_not_mpesa');
  const header = rows[headerIndex]!.record.map(key);
  const missing = Object.values(COLUMNS).filter((name) => !header.includes(key(name)));
  if (missing.length) throw badRequest('statement_missing_columns', { columns: missing.join(', ') });
  const body = rows.slice(headerIndex + 1).filter(({ record }) => record.some((cell) => cell !== ''));
  if (body.length > LIMITS.maxStatementRows) throw new HttpError(413, 'statement_too_many_rows');

  const column = (name: string) => header.indexOf(key(name));
  const at = Object.fromEntries(Object.entries({ ...COLUMNS, ...OPTIONAL_COLUMNS }).map(([field, name]) => [field, column(name)])) as Record<
    keyof typeof COLUMNS | keyof typeof OPTIONAL_COLUMNS,
    number
  >;
  return mapInSlices(body, ({ record, line }) => {
    const cell = (index: number) => (index >= 0 ? (record[index] ?? '') : '');
    const details = cell(at.details);
    const receipt = cell(at.receipt).toUpperCase();
    const account = cell(at.account) || ACCOUNT_IN_DETAILS.exec(details)?.[1] || null;
    const isReversal = /revers/i.test(`${details} ${cell(at.reasonType)}`);
    const linked = cell(at.linked).toUpperCase();
    const named = [...details.toUpperCase().matchAll(RECEIPT_IN_TEXT)]
      .map((found) => found[0])
      .find((token) => token !== receipt && /\d/.test(token) && /[A-Z]/.test(token));
    const reverses = !isReversal ? null : MPESA_RECEIPT.test(linked) ? linked : (named ?? null);
    const paidIn = readCents(cell(at.paidIn));
    return {
      line,
      receipt,
      completedAt: readTime(cell(at.completionTime)),
      details,
      status: cell(at.status),
      paidInCents: paidIn === 'unreadable' ? null : paidIn,
      paidInUnreadable: paidIn === 'unreadable',
      account,
      isReversal,
      reverses,
    };
  });
}
