import { endpoint } from './endpoint';
import type { documentsSchemas as S } from './documents-schemas';

/** An order's proforma invoice and receipt (its customer and staff), and quotations of a cart (docs/product.md, "Payments"). */
export const documentsApi = {
  invoice: endpoint<typeof S.invoice>()('GET', '/api/orders/:orderNumber/invoice.pdf'),
  receipt: endpoint<typeof S.receipt>()('GET', '/api/orders/:orderNumber/receipt.pdf'),
  createQuote: endpoint<typeof S.createQuote>()('POST', '/api/quotes'),
  /** Public: whoever holds the link (an employer, a SACCO) may read the quotation until it expires. */
  quotation: endpoint<typeof S.quotation>()('GET', '/api/quotes/:token/quotation.pdf'),
};
