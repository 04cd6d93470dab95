import { z } from 'zod';
import { productSchema } from './catalog';
import { bodyId } from './common';

export const addToWishlistSchema = z.strictObject({
  productId: bodyId('product_id'),
});

export const wishlistEntrySchema = z.object({
  id: z.number(),
  productId: z.number(),
  product: productSchema.pick({ id: true, name: true, nameSw: true, slug: true, price: true, images: true, stockStatus: true }),
});

export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;
