import { endpoint } from './endpoint';
import type { catalogSchemas as S } from './catalog-schemas';

/** The catalogue anyone can read: categories, the product list and search, a product's page (docs/product.md, "Product list", "Product detail"). */
export const catalogApi = {
  /** In creation order: the shop decides which come first. */
  categories: endpoint<typeof S.categories>()('GET', '/api/categories'),
  /**
   * One page of the list in the shopper's order; X-Total-Count carries the number of all matches. Whole products, or
   * with `view=card` only what a product card shows (the shopper's grids).
   */
  products: endpoint<typeof S.products>()('GET', '/api/products'),
  product: endpoint<typeof S.product>()('GET', '/api/products/:slug'),
};
