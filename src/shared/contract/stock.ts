import { endpoint } from './endpoint';
import type { stockSchemas as S } from './stock-schemas';

/** Counted stock (docs/product.md, "Stock"); all for staff only. The count itself is set through the product form. */
export const stockApi = {
  /** Goods received or an adjustment; answers the product with its new count. */
  change: endpoint<typeof S.change>()('POST', '/api/admin/products/:id/stock'),
  /** A product's stock movements, newest first, a page at a time; X-Total-Count carries the number of all. */
  movements: endpoint<typeof S.movements>()('GET', '/api/admin/products/:id/stock-movements'),
  /** The dashboard's card: counted products at or under their threshold. */
  lowStock: endpoint<typeof S.lowStock>()('GET', '/api/admin/stock/low'),
};
