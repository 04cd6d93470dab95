import { LIMITS } from '../../constants';
import type { cart as english } from '../en/cart';

export const cart: Record<keyof typeof english, string> = {
  cart_item_not_found: 'Bidhaa haikupatikana kwenye kikapu',
  out_of_stock: '{{product}} imeisha kwenye stoki',
  cart_quantity_over_limit: `Kikapu chako hakiwezi kubeba zaidi ya ${LIMITS.maxCartQuantity} za {{product}}`,
  quantity_invalid: `Idadi iwe namba kamili kuanzia ${LIMITS.minCartQuantity} hadi ${LIMITS.maxCartQuantity}`,
  cart_items_not_list: 'items iwe orodha',
  cart_items_empty: 'items iwe na angalau bidhaa moja',
  cart_items_too_many: 'items zisizidi bidhaa 50',
  cart_items_repeated: 'items itaje kila bidhaa mara moja tu',
};
