import { catalogApi } from '@/shared/contract/catalog';
import { endpointQuery, endpointQueryOrNull } from '@/client/lib/api';

export const categoriesQuery = endpointQuery(catalogApi.categories);

/**
 * The product, or null when there is none: "not found" is an answer, not a failure, so a server-rendered
 * not-found page hydrates with the same data (failed queries are not sent to the browser). A slug longer than a
 * product's may be (400) names no product either.
 */
export const productQuery = (slug: string) => endpointQueryOrNull(catalogApi.product, [404, 400], { params: { slug } });
