import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import {
  paymentsReportSchema,
  receivablesQuerySchema,
  receivablesReportSchema,
  reportRangeQuerySchema,
  salesQuerySchema,
  salesReportSchema,
} from '../schemas/reports';

const errors = { 400: errorSchema, 403: errorSchema };
// An export answers CSV text, streamed: its 200 is `z.any()`, so only the error answers are serialised by a schema,
// and the screen links to it (endpointUrl) rather than calling it.
const csvExport = { query: reportRangeQuerySchema, responses: { 200: z.any(), ...errors } };

/** The schemas of `reportsApi`'s endpoints (./reports.ts): the server registers its routes with them. */
export const reportsSchemas = {
  sales: { query: salesQuerySchema, responses: { 200: salesReportSchema, ...errors } },
  payments: { query: reportRangeQuerySchema, responses: { 200: paymentsReportSchema, ...errors } },
  receivables: { query: receivablesQuerySchema, responses: { 200: receivablesReportSchema, ...errors } },
  export: csvExport,
};
