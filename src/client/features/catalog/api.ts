import { queryOptions } from '@tanstack/react-query';
import { writeProductListQuery } from '@/shared/product-list-query';
import type { Category, Product, ProductListQuery, Review } from '@/shared/schemas/catalog';
import { apiFetch, getJson, throwIfNotOk, urlQuery } from '@/client/lib/api';

export interface ProductPage {
  products: Product[];
  /** All matches (X-Total-Count), not only this page. */
  total: number;
}

export const categoriesQuery = urlQuery<Category[]>('/api/categories');

/** One page of products; the key holds the query (sorted lists), so equal filters share a cache entry. */
export const productsQuery = (query: ProductListQuery) => {
  const normalized: ProductListQuery = {
    ...query,
    categoryId: query.categoryId && [...query.categoryId].sort((a, b) => a - b),
    category: query.category && [...query.category].sort(),
    stock: query.stock && [...query.stock].sort(),
  };
  return queryOptions<ProductPage>({
    queryKey: ['/api/products', normalized],
    queryFn: async ({ signal }) => {
      const search = writeProductListQuery(normalized).toString();
      const response = await apiFetch(`/api/products${search ? `?${search}` : ''}`, { signal });
      await throwIfNotOk(response);
      const products = (await response.json()) as Product[];
      return { products, total: Number(response.headers.get('x-total-count') ?? products.length) };
    },
  });
};

/**
 * The product, or null when there is none: "not found" is an answer, not a failure, so a server-rendered
 * not-found page hydrates with the same data (failed queries are not sent to the browser).
 */
export const productQuery = (slug: string) =>
  queryOptions<Product | null>({
    queryKey: ['/api/products', slug],
    queryFn: getJson(`/api/products/${encodeURIComponent(slug)}`, { nullOn: 404 }),
  });

export const reviewsQuery = (slug: string) =>
  queryOptions<Review[]>({
    queryKey: ['/api/products', slug, 'reviews'],
    queryFn: getJson(`/api/products/${encodeURIComponent(slug)}/reviews`),
  });
