import { queryOptions } from '@tanstack/react-query';
import type { StockStatus } from '@/shared/constants';
import type { ProductSort } from '@/shared/product-sort';
import type { Category, Product, Review } from '@/shared/schemas/catalog';
import { apiFetch, throwIfNotOk } from '@/client/lib/api';

/** What GET /api/products accepts (src/shared/schemas/catalog.ts), as plain values. */
export interface ProductListParams {
  featured?: boolean;
  limit?: number;
  categoryId?: number[];
  category?: string[];
  stock?: StockStatus[];
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
}

export interface ProductPage {
  products: Product[];
  /** All matches (X-Total-Count), not only this page. */
  total: number;
}

export function productListSearch(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

async function getResponse(url: string, signal: AbortSignal): Promise<Response> {
  const response = await apiFetch(url, { signal });
  await throwIfNotOk(response);
  return response;
}

export const categoriesQuery = queryOptions<Category[]>({ queryKey: ['/api/categories'] });

/** One page of products; the key holds the params (sorted lists), so equal filters share a cache entry. */
export const productsQuery = (params: ProductListParams) => {
  const normalized: ProductListParams = {
    ...params,
    categoryId: params.categoryId && [...params.categoryId].sort((a, b) => a - b),
    category: params.category && [...params.category].sort(),
    stock: params.stock && [...params.stock].sort(),
  };
  return queryOptions<ProductPage>({
    queryKey: ['/api/products', normalized],
    queryFn: async ({ signal }) => {
      const search = productListSearch(normalized).toString();
      const response = await getResponse(`/api/products${search ? `?${search}` : ''}`, signal);
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
    queryFn: async ({ signal }) => {
      const response = await apiFetch(`/api/products/${encodeURIComponent(slug)}`, { signal });
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return response.json();
    },
  });

export const reviewsQuery = (slug: string) =>
  queryOptions<Review[]>({
    queryKey: ['/api/products', slug, 'reviews'],
    queryFn: async ({ signal }) => (await getResponse(`/api/products/${encodeURIComponent(slug)}/reviews`, signal)).json(),
  });
