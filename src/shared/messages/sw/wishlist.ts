import type { wishlist as english } from '../en/wishlist';

export const wishlist: Record<keyof typeof english, string> = {
  wishlist_item_not_found: 'Bidhaa haikupatikana kwenye Vipendwa',
};
