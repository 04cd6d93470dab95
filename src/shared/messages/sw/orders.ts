import type { orders as english } from '../en/orders';

export const orders: Record<keyof typeof english, string> = {
  order_limit: 'Umeweka oda nyingi katika saa iliyopita. Tafadhali subiri kidogo kabla ya kuweka nyingine, au wasiliana nasi.',
};
