import PDFDocument from 'pdfkit';
import { formatKshExact, fromCents, toCents } from '../../shared/money';
import type { PaymentOption } from '../../shared/payments';
import type { ShopSettings } from '../../shared/shop-settings';
import { textRuns } from './fonts';

// One A4 layout for the shop's documents (proforma invoice, receipt, quotation), drawn with PDFKit's built-in
// Helvetica, and Noto fonts from npm packages for the characters Helvetica lacks (fonts.ts), so nothing is
// downloaded or installed to make them.

export interface DocumentLine {
  description: string;
  quantity: number;
  unitPrice: string;
}

export interface DocumentSpec {
  title: string;
  /** Label and value pairs under the title: number, dates, customer. */
  meta: [string, string][];
  lines?: DocumentLine[];
  /** Label and amount rows under the lines; the last one is printed bold. */
  totals: [string, string][];
  /** A table of its own (the receipt's payments): a header row, then rows of the same length. */
  table?: { title: string; header: string[]; rows: string[][] };
  paymentOptions?: PaymentOption[];
  notes?: string[];
}

const MARGIN = 50;
const PAGE_BOTTOM = 841.89 - MARGIN;
const WIDTH = 595.28 - 2 * MARGIN;
const MUTED = '#555555';

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = { width?: number; align?: 'left' | 'right' };

/**
 * All text goes through here: each run in a font that has its characters, continued on the same lines. At x and y
 * when given, otherwise where the last text ended. Leaves the document in Helvetica of that weight, as it found it.
 */
function write(doc: Doc, text: string, bold: boolean, options: TextOptions, at?: { x: number; y: number }): void {
  const runs = textRuns(text, bold ? 'bold' : 'regular');
  runs.forEach((run, index) => {
    // A loaded font is kept by the document under its name, so each is embedded once (and only the glyphs used).
    if (typeof run.font.source === 'string') doc.font(run.font.source);
    else doc.font(run.font.source as unknown as PDFKit.Mixins.PDFFontSource, run.font.name);
    const runOptions = { ...options, continued: index < runs.length - 1 };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > PAGE_BOTTOM) doc.addPage();
}

/** A row of cells at fixed x positions (right-aligned where asked), all starting on the same line. */
function row(doc: Doc, cells: { text: string; x: number; width: number; align?: 'left' | 'right' }[], bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width })));
  ensureRoom(doc, height + 6);
  const top = doc.y;
  // Another script's font may set lines taller than Helvetica measured: the row ends below its tallest cell.
  let bottom = top + height;
  for (const cell of cells) {
    write(doc, cell.text, bold, { width: cell.width, align: cell.align ?? 'left' }, { x: cell.x, y: top });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom + 6;
}

function rule(doc: Doc): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 6;
}

function header(doc: Doc, shop: ShopSettings, title: string): void {
  doc.fontSize(18).fillColor('black');
  write(doc, shop.shopName, true, { width: WIDTH * 0.6 }, { x: MARGIN, y: MARGIN });
  doc.fontSize(9).fillColor(MUTED);
  write(doc, shop.address, false, { width: WIDTH * 0.6 });
  write(doc, `Tel: ${shop.phones.join(' / ')}`, false, {});
  write(doc, `E-mail: ${shop.salesEmail}`, false, {});
  if (shop.kraPin) write(doc, `KRA PIN: ${shop.kraPin}`, false, {});
  const below = doc.y;
  doc.fontSize(16).fillColor('black');
  write(doc, title, true, { width: WIDTH * 0.45, align: 'right' }, { x: MARGIN + WIDTH * 0.55, y: MARGIN });
  doc.x = MARGIN;
  doc.y = Math.max(below, doc.y) + 14;
  rule(doc);
}

function lineTable(doc: Doc, lines: DocumentLine[]): void {
  // The money columns are wide enough for the most one line can be, "KSh 9,999,999,999.99" (MAX_MONEY_CENTS), on one
  // line; the quantity for the most a line can hold, 10000 (LIMITS.maxCartQuantity).
  const columns = { description: 240, quantity: 45, unitPrice: 105, amount: WIDTH - 240 - 45 - 105 };
  const x = {
    description: MARGIN,
    quantity: MARGIN + columns.description,
    unitPrice: MARGIN + columns.description + columns.quantity,
    amount: MARGIN + columns.description + columns.quantity + columns.unitPrice,
  };
  const cells = (description: string, quantity: string, unitPrice: string, amount: string) => [
    { text: description, x: x.description, width: columns.description - 8 },
    { text: quantity, x: x.quantity, width: columns.quantity, align: 'right' as const },
    { text: unitPrice, x: x.unitPrice, width: columns.unitPrice, align: 'right' as const },
    { text: amount, x: x.amount, width: columns.amount, align: 'right' as const },
  ];
  row(doc, cells('Description', 'Qty', 'Unit price', 'Amount'), true);
  rule(doc);
  for (const line of lines) {
    const amount = fromCents(toCents(line.unitPrice) * line.quantity);
    row(doc, cells(line.description, String(line.quantity), formatKshExact(line.unitPrice), formatKshExact(amount)));
  }
  rule(doc);
}

/** Renders the document into a Buffer. */
export function renderPdf(shop: ShopSettings, spec: DocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: spec.title, Author: shop.shopName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, shop, spec.title);
  for (const [label, value] of spec.meta)
    row(doc, [
      { text: label, x: MARGIN, width: 110 },
      { text: value, x: MARGIN + 110, width: WIDTH - 110 },
    ]);
  doc.y += 8;

  if (spec.lines) lineTable(doc, spec.lines);
  if (spec.table) {
    doc.fontSize(11);
    write(doc, spec.table.title, true, {}, { x: MARGIN, y: doc.y });
    doc.y += 4;
    const width = WIDTH / spec.table.header.length;
    const last = spec.table.header.length - 1;
    // The amount column ends at the right margin, in line with the totals below it.
    const cells = (texts: string[]) =>
      texts.map((text, index) => ({
        text,
        x: MARGIN + index * width,
        width: index === last ? width : width - 6,
        align: index === last ? ('right' as const) : ('left' as const),
      }));
    row(doc, cells(spec.table.header), true);
    rule(doc);
    for (const tableRow of spec.table.rows) row(doc, cells(tableRow));
    rule(doc);
  }
  spec.totals.forEach(([label, amount], index) =>
    row(
      doc,
      [
        // Wide enough for the largest sum of payments on one line: "KSh 9,999,999,999.99" (MAX_MONEY_CENTS).
        { text: label, x: MARGIN + WIDTH - 300, width: 160, align: 'right' },
        { text: formatKshExact(amount), x: MARGIN + WIDTH - 140, width: 140, align: 'right' },
      ],
      index === spec.totals.length - 1,
    ),
  );

  if (spec.paymentOptions?.length) {
    doc.y += 10;
    ensureRoom(doc, 60);
    doc.fontSize(11).fillColor('black');
    write(doc, 'How to pay', true, {}, { x: MARGIN, y: doc.y });
    doc.y += 2;
    for (const option of spec.paymentOptions) {
      ensureRoom(doc, 30);
      doc.fontSize(10);
      write(doc, option.title, true, {}, { x: MARGIN, y: doc.y });
      write(doc, option.lines.join('\n'), false, { width: WIDTH - 12 }, { x: MARGIN + 12, y: doc.y });
      doc.y += 4;
    }
  }
  if (spec.notes?.length) {
    doc.y += 10;
    doc.fontSize(9).fillColor(MUTED);
    for (const note of spec.notes) {
      ensureRoom(doc, 14);
      write(doc, note, false, { width: WIDTH }, { x: MARGIN, y: doc.y });
    }
  }
  doc.end();
  return done;
}
