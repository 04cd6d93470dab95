/** Messages of the wishlist. */
export const wishlist = {
  wishlist_item_not_found: 'Wishlist item not found',
} as const;
