import type { MessageCode } from './message';
import { accountData } from './sw/account-data';
import { admin } from './sw/admin';
import { auth } from './sw/auth';
import { cart } from './sw/cart';
import { catalog } from './sw/catalog';
import { common } from './sw/common';
import { compatibility } from './sw/compatibility';
import { documents } from './sw/documents';
import { installation } from './sw/installation';
import { mpesa } from './sw/mpesa';
import { orders } from './sw/orders';
import { payments } from './sw/payments';
import { planner } from './sw/planner';
import { products } from './sw/products';
import { profile } from './sw/profile';
import { ratings } from './sw/ratings';
import { reports } from './sw/reports';
import { reviews } from './sw/reviews';
import { delivery } from './sw/delivery';
import { stock } from './sw/stock';
import { uploads } from './sw/uploads';
import { warranty } from './sw/warranty';
import { wishlist } from './sw/wishlist';

/** The Kiswahili text of every message code: a code without one fails `tsc` here. */
export const messages: Record<MessageCode, string> = {
  ...common,
  ...accountData,
  ...admin,
  ...auth,
  ...cart,
  ...catalog,
  ...compatibility,
  ...delivery,
  ...documents,
  ...installation,
  ...mpesa,
  ...orders,
  ...payments,
  ...planner,
  ...products,
  ...profile,
  ...ratings,
  ...reports,
  ...reviews,
  ...stock,
  ...uploads,
  ...warranty,
  ...wishlist,
};
