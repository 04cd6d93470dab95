import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../schemas/common';
import { addToWishlistSchema, wishlistEntrySchema } from '../schemas/wishlist';
import { endpoint } from './endpoint';

/** The signed-in shopper's wishlist (docs/product.md, "Wishlist"). */
export const wishlistApi = {
  list: endpoint({ method: 'GET', path: '/api/wishlist/with-products', responses: { 200: z.array(wishlistEntrySchema), 401: errorSchema } }),
  add: endpoint({
    method: 'POST',
    path: '/api/wishlist',
    body: addToWishlistSchema,
    responses: { 200: wishlistEntrySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/wishlist/:id',
    params: idParamsSchema,
    responses: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
  }),
};
