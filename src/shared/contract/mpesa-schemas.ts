import { z } from 'zod';
import { msg } from '../messages/message';
import { errorSchema } from '../schemas/common';
import { darajaAcknowledgementSchema, orderNumberParam, stkPushSchema, stkStartedSchema, stkStatusSchema } from '../schemas/mpesa';

/** The schemas of `mpesaApi`'s endpoints (./mpesa.ts): the server registers its routes with them. */
export const mpesaSchemas = {
  push: {
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
  },
  status: {
    params: z.strictObject({ orderNumber: orderNumberParam, requestId: z.uuid({ error: msg('mpesa_request_not_found') }) }),
    responses: { 200: stkStatusSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  },
  c2bValidation: {
    params: z.strictObject({ token: z.string().max(100) }),
    body: z.unknown(),
    responses: { 200: z.object({ ResultCode: z.union([z.literal(0), z.string()]), ResultDesc: z.string() }), 404: errorSchema },
  },
  c2bConfirmation: {
    params: z.strictObject({ token: z.string().max(100) }),
    body: z.unknown(),
    responses: { 200: darajaAcknowledgementSchema, 404: errorSchema },
  },
  callback: { params: z.strictObject({ token: z.string().max(100) }), body: z.unknown(), responses: { 200: darajaAcknowledgementSchema } },
};
