import { LIMITS } from '../../constants';

/** Messages of the cart. */
export const cart = {
  cart_item_not_found: 'Cart item not found',
  out_of_stock: '{{product}} is out of stock',
  cart_quantity_over_limit: `Your cart can hold at most ${LIMITS.maxCartQuantity} of {{product}}`,
  quantity_invalid: `Quantity must be a whole number from ${LIMITS.minCartQuantity} to ${LIMITS.maxCartQuantity}`,
  cart_items_not_list: 'items must be a list',
  cart_items_empty: 'items must hold at least one product',
  cart_items_too_many: 'items may hold at most 50 products',
  cart_items_repeated: 'items must name each product once',
} as const;
