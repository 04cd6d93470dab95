import { z } from 'zod';
import { errorSchema, idParamsSchema } from '../schemas/common';
import { addToWishlistSchema, wishlistEntrySchema } from '../schemas/wishlist';

/** The schemas of `wishlistApi`'s endpoints (./wishlist.ts): the server registers its routes with them. */
export const wishlistSchemas = {
  list: { responses: { 200: z.array(wishlistEntrySchema), 401: errorSchema } },
  add: { body: addToWishlistSchema, responses: { 200: wishlistEntrySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
  remove: { params: idParamsSchema, responses: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema } },
};
