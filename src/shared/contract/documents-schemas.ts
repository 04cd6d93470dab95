import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import { createQuoteSchema, orderDocumentParamsSchema, quoteParamsSchema, quoteSchema } from '../schemas/payments';

// The documents answer PDF bytes, not JSON: their 200 is `z.any()`, so only the error answers are serialised by a
// schema, and the client links to them (endpointUrl) rather than calling them.
const pdf = z.any();
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 410: errorSchema };

/** The schemas of `documentsApi`'s endpoints (./documents.ts): the server registers its routes with them. */
export const documentsSchemas = {
  invoice: { params: orderDocumentParamsSchema, responses: { 200: pdf, ...errors } },
  receipt: { params: orderDocumentParamsSchema, responses: { 200: pdf, ...errors } },
  createQuote: { body: createQuoteSchema, responses: { 201: quoteSchema, ...errors } },
  quotation: { params: quoteParamsSchema, responses: { 200: pdf, ...errors } },
};
