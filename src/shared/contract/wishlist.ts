import { endpoint } from './endpoint';
import type { wishlistSchemas as S } from './wishlist-schemas';

/** The signed-in shopper's wishlist (docs/product.md, "Wishlist"). */
export const wishlistApi = {
  list: endpoint<typeof S.list>()('GET', '/api/wishlist/with-products'),
  add: endpoint<typeof S.add>()('POST', '/api/wishlist'),
  remove: endpoint<typeof S.remove>()('DELETE', '/api/wishlist/:id'),
};
