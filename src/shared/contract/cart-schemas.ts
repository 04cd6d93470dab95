import { z } from 'zod';
import {
  addManyToCartSchema,
  addToCartSchema,
  cartItemParamsSchema,
  cartItemSchema,
  cartItemWithProductSchema,
  updateCartItemSchema,
} from '../schemas/cart';
import { errorSchema } from '../schemas/common';

const changeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The schemas of `cartApi`'s endpoints (./cart.ts): the server registers its routes with them. */
export const cartSchemas = {
  list: { responses: { 200: z.array(cartItemSchema), 401: errorSchema } },
  withProducts: { responses: { 200: z.array(cartItemWithProductSchema), 401: errorSchema } },
  add: { body: addToCartSchema, responses: { 200: cartItemSchema, ...changeErrors } },
  addMany: { body: addManyToCartSchema, responses: { 200: z.array(cartItemSchema), ...changeErrors } },
  update: { params: cartItemParamsSchema, body: updateCartItemSchema, responses: { 200: cartItemSchema, ...changeErrors } },
  remove: { params: cartItemParamsSchema, responses: { 204: z.null(), ...changeErrors } },
};
