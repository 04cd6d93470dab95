import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import { checkoutHeadersSchema, checkoutSchema, orderDetailSchema, orderNumberParamsSchema, orderSchema } from '../schemas/orders';
import { endpoint } from './endpoint';

/** The signed-in shopper's orders: placing one from the cart, and reading them (docs/product.md, "Checkout", "Orders"). */
export const ordersApi = {
  list: endpoint({ method: 'GET', path: '/api/orders', responses: { 200: z.array(orderSchema), 401: errorSchema } }),
  /** Another customer's order is "not found": its number proves nothing about its existence. */
  detail: endpoint({
    method: 'GET',
    path: '/api/orders/:orderNumber',
    params: orderNumberParamsSchema,
    responses: { 200: orderDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  }),
  /** Sent with an Idempotency-Key header (IDEMPOTENCY_KEY_HEADER), a retry answers the order its first attempt placed. */
  place: endpoint({
    method: 'POST',
    path: '/api/orders',
    body: checkoutSchema,
    headers: checkoutHeadersSchema,
    responses: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
  }),
};
