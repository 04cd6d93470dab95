import { queryOptions } from '@tanstack/react-query';
import type { CatalogProduct, Category } from '@/shared/schemas/catalog';
import { getJson, urlQuery } from '@/client/lib/api';

export const categoriesQuery = urlQuery<Category[]>('/api/categories');

/**
 * The product, or null when there is none: "not found" is an answer, not a failure, so a server-rendered
 * not-found page hydrates with the same data (failed queries are not sent to the browser).
 */
export const productQuery = (slug: string) =>
  queryOptions<CatalogProduct | null>({
    queryKey: ['/api/products', slug],
    queryFn: getJson(`/api/products/${encodeURIComponent(slug)}`, { nullOn: [404, 400] }),
  });
