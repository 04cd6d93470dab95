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
  productId: bodyId('productId'),
  quantity: quantitySchema.default(1),
});
export const updateCartItemSchema = z.strictObject({ quantity: quantitySchema });

export const cartItemSchema = z.object({ id: z.number(), productId: z.number(), quantity: z.number() });
export const cartItemWithProductSchema = cartItemSchema.extend({ product: productSchema });

export type AddToCartInput = z.input<typeof addToCartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemWithProduct = z.infer<typeof cartItemWithProductSchema>;
