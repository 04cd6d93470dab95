import { endpoint } from './endpoint';
import type { reviewsSchemas as S } from './reviews-schemas';

/** Verified-purchase reviews and their moderation (docs/product.md, Reviews). */
export const reviewsApi = {
  /** Visible reviews, newest first, a page at a time; X-Total-Count says how many there are. */
  list: endpoint<typeof S.list>()('GET', '/api/products/:slug/reviews'),
  /** May the signed-in shopper review the product, and the review they wrote. */
  mine: endpoint<typeof S.mine>()('GET', '/api/products/:slug/my-review'),
  create: endpoint<typeof S.create>()('POST', '/api/products/:slug/reviews'),
  update: endpoint<typeof S.update>()('PATCH', '/api/reviews/:id'),
  /** A review the shop has hidden cannot be deleted. */
  remove: endpoint<typeof S.remove>()('DELETE', '/api/reviews/:id'),
  /** Staff: every review, or the visible or hidden ones, newest first; X-Total-Count says how many. */
  moderationList: endpoint<typeof S.moderationList>()('GET', '/api/admin/reviews'),
  hide: endpoint<typeof S.hide>()('POST', '/api/admin/reviews/:id/hide'),
  show: endpoint<typeof S.show>()('POST', '/api/admin/reviews/:id/show'),
};
