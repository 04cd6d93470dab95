import { z } from 'zod';
import { LIMITS } from '../constants';
import { msg } from '../messages/message';
import { productSchema } from './catalog';
import { bodyId, idSchema } from './common';

export const quantitySchema = z
  .number({ error: msg('quantity_invalid') })
  .int(msg('quantity_invalid'))
  .min(LIMITS.minCartQuantity, msg('quantity_invalid'))
  .max(LIMITS.maxCartQuantity, msg('quantity_invalid'));

export const addToCartSchema = z.strictObject({
  productId: bodyId('product_id'),
  quantity: quantitySchema.default(1),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;
/** Several products in one request (the planner's kit): all are added, merged with the cart's lines, or none. */
export const addManyToCartSchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId: bodyId('product_id'), quantity: quantitySchema }), { error: msg('cart_items_not_list') })
    .min(1, msg('cart_items_empty'))
    .max(50, msg('cart_items_too_many'))
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, msg('cart_items_repeated')),
});
export type AddManyToCartInput = z.input<typeof addManyToCartSchema>;
export const updateCartItemSchema = z.strictObject({ quantity: quantitySchema });
/** A line of the shopper's cart, by its id (`PATCH`/`DELETE /api/cart/:itemId`). */
export const cartItemParamsSchema = z.strictObject({ itemId: idSchema });

export const cartItemSchema = z.object({ id: z.number(), productId: z.number(), quantity: z.number() });
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartItemWithProductSchema = cartItemSchema.extend({ product: productSchema });
export type CartItemWithProduct = z.infer<typeof cartItemWithProductSchema>;
