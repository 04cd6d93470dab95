import { z } from 'zod';
import { msg } from '../messages/message';
import { errorSchema } from '../schemas/common';
import { darajaAcknowledgementSchema, orderNumberParam, stkPushSchema, stkStartedSchema, stkStatusSchema } from '../schemas/mpesa';
import { endpoint } from './endpoint';

/** Paying an order with an M-PESA prompt (docs/product.md, "Paying with M-PESA"); only when the shop set MPESA_*. */
export const mpesaApi = {
  push: endpoint({
    method: 'POST',
    path: '/api/orders/:orderNumber/mpesa/stk',
    params: z.strictObject({ orderNumber: orderNumberParam }),
    body: stkPushSchema,
    responses: {
      202: stkStartedSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      409: errorSchema,
      429: errorSchema,
      503: errorSchema,
    },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/orders/:orderNumber/mpesa/stk/:requestId',
    params: z.strictObject({ orderNumber: orderNumberParam, requestId: z.uuid({ error: msg('mpesa_request_not_found') }) }),
    responses: { 200: stkStatusSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  }),
  // Daraja's, not a screen's: the token in the address is the prompt's own secret.
  // Daraja's C2B calls (Paybill and till payments made outside a prompt), under the shop's derived secret.
  c2bValidation: endpoint({
    method: 'POST',
    path: '/api/mpesa/c2b/validation/:token',
    params: z.strictObject({ token: z.string().max(100) }),
    body: z.unknown(),
    responses: { 200: z.object({ ResultCode: z.union([z.literal(0), z.string()]), ResultDesc: z.string() }), 404: errorSchema },
  }),
  c2bConfirmation: endpoint({
    method: 'POST',
    path: '/api/mpesa/c2b/confirmation/:token',
    params: z.strictObject({ token: z.string().max(100) }),
    body: z.unknown(),
    responses: { 200: darajaAcknowledgementSchema, 404: errorSchema },
  }),
  callback: endpoint({
    method: 'POST',
    path: '/api/mpesa/stk/callback/:token',
    params: z.strictObject({ token: z.string().max(100) }),
    body: z.unknown(),
    responses: { 200: darajaAcknowledgementSchema },
  }),
};
