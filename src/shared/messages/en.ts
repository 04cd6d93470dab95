import { accountData } from './en/account-data';
import { admin } from './en/admin';
import { auth } from './en/auth';
import { cart } from './en/cart';
import { catalog } from './en/catalog';
import { common } from './en/common';
import { compatibility } from './en/compatibility';
import { documents } from './en/documents';
import { installation } from './en/installation';
import { mpesa } from './en/mpesa';
import { orders } from './en/orders';
import { payments } from './en/payments';
import { planner } from './en/planner';
import { products } from './en/products';
import { profile } from './en/profile';
import { ratings } from './en/ratings';
import { reports } from './en/reports';
import { reviews } from './en/reviews';
import { delivery } from './en/delivery';
import { stock } from './en/stock';
import { uploads } from './en/uploads';
import { warranty } from './en/warranty';
import { wishlist } from './en/wishlist';

/**
 * The English text of every message code the API answers with (docs/product.md, "Messages"): one module per
 * feature under ./en, each with its Kiswahili twin under ./sw. Texts fill `{{name}}` from the answer's `params`.
 */
export const messages = {
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
} as const;
