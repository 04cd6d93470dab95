import { endpoint } from './endpoint';
import type { ordersSchemas as S } from './orders-schemas';

/** The signed-in shopper's orders: placing one from the cart, and reading them (docs/product.md, "Checkout", "Orders"). */
export const ordersApi = {
  list: endpoint<typeof S.list>()('GET', '/api/orders'),
  /** Another customer's order is "not found": its number proves nothing about its existence. */
  detail: endpoint<typeof S.detail>()('GET', '/api/orders/:orderNumber'),
  /** Sent with an Idempotency-Key header (IDEMPOTENCY_KEY_HEADER), a retry answers the order its first attempt placed. */
  place: endpoint<typeof S.place>()('POST', '/api/orders'),
};
