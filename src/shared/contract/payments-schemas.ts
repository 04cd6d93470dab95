import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../schemas/common';
import {
  assignConfirmationSchema,
  orderPromptSchema,
  paymentInputSchema,
  paymentSchema,
  paymentSummarySchema,
  receiptParamsSchema,
  statementImportQuerySchema,
  statementImportSchema,
  unmatchedConfirmationsSchema,
  voidPaymentSchema,
} from '../schemas/payments';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The schemas of `paymentsApi`'s endpoints (./payments.ts): the server registers its routes with them. */
export const paymentsSchemas = {
  list: { params: idParamsSchema, responses: { 200: z.array(paymentSchema), ...errors } },
  prompts: { params: idParamsSchema, responses: { 200: z.array(orderPromptSchema), ...errors } },
  record: { params: idParamsSchema, body: paymentInputSchema, responses: { 201: paymentSchema, ...errors } },
  void: { params: idParamsSchema, body: voidPaymentSchema, responses: { 200: paymentSchema, ...errors } },
  unmatched: { responses: { 200: unmatchedConfirmationsSchema, ...errors } },
  assignConfirmation: { params: receiptParamsSchema, body: assignConfirmationSchema, responses: { 201: paymentSchema, ...errors } },
  summary: { responses: { 200: paymentSummarySchema, ...errors } },
  importStatement: { query: statementImportQuerySchema, responses: { 200: statementImportSchema, ...errors, 413: errorSchema, 415: errorSchema } },
};
