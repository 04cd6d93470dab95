import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../schemas/common';
import {
  paymentInputSchema,
  paymentSchema,
  paymentSummarySchema,
  statementImportQuerySchema,
  statementImportSchema,
  voidPaymentSchema,
} from '../schemas/payments';
import { endpoint } from './endpoint';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Payments against orders, their voiding, the M-PESA statement import and the dashboard's figure (staff only). */
export const paymentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/payments',
    params: idParamsSchema,
    responses: { 200: z.array(paymentSchema), ...errors },
  }),
  record: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/payments',
    params: idParamsSchema,
    body: paymentInputSchema,
    responses: { 201: paymentSchema, ...errors },
  }),
  /** Super admins only. */
  void: endpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/void',
    params: idParamsSchema,
    body: voidPaymentSchema,
    responses: { 200: paymentSchema, ...errors },
  }),
  summary: endpoint({ method: 'GET', path: '/api/admin/payments/summary', responses: { 200: paymentSummarySchema, ...errors } }),
  /**
   * The statement arrives as the CSV file itself (content type text/csv), not as JSON: its body is the file's text,
   * which the route's own parser reads, so the contract's body is that string.
   */
  importStatement: endpoint({
    method: 'POST',
    path: '/api/admin/payments/import',
    query: statementImportQuerySchema,
    responses: { 200: statementImportSchema, ...errors, 413: errorSchema, 415: errorSchema },
  }),
};
