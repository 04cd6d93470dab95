import PDFDocument from 'pdfkit';
import { formatKshExact, fromCents, toCents } from '../../shared/money';
import type { PaymentOption } from '../../shared/payments';
import type { ShopSettings } from '../../shared/shop-settings';

// One A4 layout for the shop's documents (proforma invoice, receipt, quotation), drawn with PDFKit's built-in
// Helvetica, so nothing is downloaded or installed to make them.

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

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > PAGE_BOTTOM) doc.addPage();
}

/** A row of cells at fixed x positions (right-aligned where asked), all starting on the same line. */
function row(doc: Doc, cells: { text: string; x: number; width: number; align?: 'left' | 'right' }[], bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width })));
  ensureRoom(doc, height + 6);
  const top = doc.y;
  for (const cell of cells) doc.text(cell.text, cell.x, top, { width: cell.width, align: cell.align ?? 'left' });
  doc.x = MARGIN;
  doc.y = top + height + 6;
}

function rule(doc: Doc): void {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y += 6;
}

function header(doc: Doc, shop: ShopSettings, title: string): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(shop.shopName, MARGIN, MARGIN, { width: WIDTH * 0.6 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(shop.address, { width: WIDTH * 0.6 });
  doc.text(`Tel: ${shop.phones.join(' / ')}`);
  doc.text(`E-mail: ${shop.salesEmail}`);
  if (shop.kraPin) doc.text(`KRA PIN: ${shop.kraPin}`);
  const below = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(title, MARGIN + WIDTH * 0.55, MARGIN, { width: WIDTH * 0.45, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(below, doc.y) + 14;
  rule(doc);
}

function lineTable(doc: Doc, lines: DocumentLine[]): void {
  const columns = { description: 270, quantity: 45, unitPrice: 90, amount: WIDTH - 270 - 45 - 90 };
  const x = { description: MARGIN, quantity: MARGIN + 270, unitPrice: MARGIN + 315, amount: MARGIN + 405 };
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
  for (const [label, value] of spec.meta) row(doc, [{ text: label, x: MARGIN, width: 110 }, { text: value, x: MARGIN + 110, width: WIDTH - 110 }]);
  doc.y += 8;

  if (spec.lines) lineTable(doc, spec.lines);
  if (spec.table) {
    doc.font('Helvetica-Bold').fontSize(11).text(spec.table.title, MARGIN, doc.y);
    doc.y += 4;
    const width = WIDTH / spec.table.header.length;
    const last = spec.table.header.length - 1;
    // The amount column ends at the right margin, in line with the totals below it.
    const cells = (texts: string[]) => texts.map((text, index) => ({ text, x: MARGIN + index * width, width: index === last ? width : width - 6, align: index === last ? ('right' as const) : ('left' as const) }));
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
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text('How to pay', MARGIN, doc.y);
    doc.y += 2;
    for (const option of spec.paymentOptions) {
      ensureRoom(doc, 30);
      doc.font('Helvetica-Bold').fontSize(10).text(option.title, MARGIN, doc.y);
      doc.font('Helvetica').fontSize(10).text(option.lines.join('\n'), MARGIN + 12, doc.y, { width: WIDTH - 12 });
      doc.y += 4;
    }
  }
  if (spec.notes?.length) {
    doc.y += 10;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    for (const note of spec.notes) {
      ensureRoom(doc, 14);
      doc.text(note, MARGIN, doc.y, { width: WIDTH });
    }
  }
  doc.end();
  return done;
}
