// The one place CSV text is written (RFC 4180), for every export (docs/product.md, "Reports and exports").

export type Cell = string | number | null | undefined;

/** Written first, so Excel reads the file as UTF-8 (a name such as "Wanjikũ" stays whole). */
export const BYTE_ORDER_MARK = '\uFEFF';

// A spreadsheet reads a cell starting with one of these as a formula (CSV injection): `=HYPERLINK(...)` in a
// customer's name would run on the accountant's machine.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text that a spreadsheet would take for a formula gets an apostrophe in front (shown as text, the
 * apostrophe hidden); a cell holding a comma, a quote or a line break is quoted, its quotes doubled. Numbers are
 * written as they are: they are the shop's own figures, never a shopper's text.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A record, ended by CRLF as RFC 4180 has it. */
export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
