import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import { checkoutHeadersSchema, checkoutSchema, orderDetailSchema, orderNumberParamsSchema, orderSchema } from '../schemas/orders';

/** The schemas of `ordersApi`'s endpoints (./orders.ts): the server registers its routes with them. */
export const ordersSchemas = {
  list: { responses: { 200: z.array(orderSchema), 401: errorSchema } },
  detail: { params: orderNumberParamsSchema, responses: { 200: orderDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
  place: {
    body: checkoutSchema,
    headers: checkoutHeadersSchema,
    responses: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
  },
};
