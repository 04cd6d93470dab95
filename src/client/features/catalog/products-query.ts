import { queryOptions } from '@tanstack/react-query';
import { catalogApi } from '@/shared/contract/catalog';
import { writeProductListQuery } from '@/shared/product-list-query';
import type { ProductCardData, ProductListQuery } from '@/shared/schemas/catalog';
import { apiFetch, endpointKey, throwIfNotOk } from '@/client/lib/api';

// Apart from api.ts, which every page's header loads for the categories: the list query brings the product-list
// codec, which only the list, the home page's deals and server rendering need.

export interface ProductPage {
  /** Cards (`view=card`): every screen that reads the list shows it as product cards. */
  products: ProductCardData[];
  /** All matches (X-Total-Count), not only this page. */
  total: number;
}

/**
 * One page of product cards; the key holds the query (sorted lists), so equal filters share a cache entry. The key
 * holds `view: 'card'` too, so no query of whole products (none reads the list today) could be given cards from it.
 */
export const productsQuery = (query: Omit<ProductListQuery, 'view'>) => {
  const normalized: ProductListQuery = {
    ...query,
    view: 'card',
    categoryId: query.categoryId && [...query.categoryId].sort((a, b) => a - b),
    category: query.category && [...query.category].sort(),
    stock: query.stock && [...query.stock].sort(),
  };
  return queryOptions<ProductPage>({
    queryKey: endpointKey(catalogApi.products, { query: normalized }),
    // Written by the address bar's codec, which leaves out defaults (page 1, the default sort): one URL per list.
    queryFn: async ({ signal }) => {
      const search = writeProductListQuery(normalized).toString();
      const response = await apiFetch(`${catalogApi.products.path}${search ? `?${search}` : ''}`, { signal });
      await throwIfNotOk(response);
      const products = (await response.json()) as ProductCardData[];
      return { products, total: Number(response.headers.get('x-total-count') ?? products.length) };
    },
  });
};
