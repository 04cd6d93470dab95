import { z } from 'zod';
import { LIMITS } from '../constants';
import { productSchema } from './catalog';
import { bodyId } from './common';

const QUANTITY_MESSAGE = `Quantity must be a whole number from ${LIMITS.minCartQuantity} to ${LIMITS.maxCartQuantity}`;
export const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(LIMITS.minCartQuantity, QUANTITY_MESSAGE)
  .max(LIMITS.maxCartQuantity, QUANTITY_MESSAGE);

export const addToCartSchema = z.strictObject({
  productId: bodyId('product_id'),
  quantity: quantitySchema.default(1),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;
/** Several products in one request (the planner's kit): all are added, merged with the cart's lines, or none. */
export const addManyToCartSchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId: bodyId('product_id'), quantity: quantitySchema }), { error: 'items must be a list' })
    .min(1, 'items must hold at least one product')
    .max(50, 'items may hold at most 50 products')
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'items must name each product once'),
});
export type AddManyToCartInput = z.input<typeof addManyToCartSchema>;
export const updateCartItemSchema = z.strictObject({ quantity: quantitySchema });

export const cartItemSchema = z.object({ id: z.number(), productId: z.number(), quantity: z.number() });
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartItemWithProductSchema = cartItemSchema.extend({ product: productSchema });
export type CartItemWithProduct = z.infer<typeof cartItemWithProductSchema>;
