import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import { orderDocumentParamsSchema, quoteParamsSchema, quoteSchema } from '../schemas/payments';
import { endpoint } from './endpoint';

// The documents answer PDF bytes, not JSON: their 200 is `z.any()`, so only the error answers are serialised by a
// schema, and the client links to them (endpointUrl) rather than calling them.
const pdf = z.any();
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 410: errorSchema };

/** An order's proforma invoice and receipt (its customer and staff), and quotations of a cart (docs/product.md, "Payments"). */
export const documentsApi = {
  invoice: endpoint({
    method: 'GET',
    path: '/api/orders/:orderNumber/invoice.pdf',
    params: orderDocumentParamsSchema,
    responses: { 200: pdf, ...errors },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/orders/:orderNumber/receipt.pdf',
    params: orderDocumentParamsSchema,
    responses: { 200: pdf, ...errors },
  }),
  createQuote: endpoint({ method: 'POST', path: '/api/quotes', responses: { 201: quoteSchema, ...errors } }),
  /** Public: whoever holds the link (an employer, a SACCO) may read the quotation until it expires. */
  quotation: endpoint({ method: 'GET', path: '/api/quotes/:token/quotation.pdf', params: quoteParamsSchema, responses: { 200: pdf, ...errors } }),
};
