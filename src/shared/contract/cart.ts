import { endpoint } from './endpoint';
import type { cartSchemas as S } from './cart-schemas';

/** The signed-in shopper's cart (docs/product.md, "Quantity and cart rules"). */
export const cartApi = {
  /** The lines alone: the header's count. */
  list: endpoint<typeof S.list>()('GET', '/api/cart'),
  /** The lines with their products: the cart and checkout pages. */
  withProducts: endpoint<typeof S.withProducts>()('GET', '/api/cart/with-products'),
  /** Adding a product already in the cart raises its line's quantity. */
  add: endpoint<typeof S.add>()('POST', '/api/cart'),
  /** The planner's kit: every line added, merged with the cart's, or none. */
  addMany: endpoint<typeof S.addMany>()('POST', '/api/cart/bulk'),
  update: endpoint<typeof S.update>()('PATCH', '/api/cart/:itemId'),
  remove: endpoint<typeof S.remove>()('DELETE', '/api/cart/:itemId'),
};
