import type { Query } from '@tanstack/react-query';
import { catalogApi } from '@/shared/contract/catalog';

/**
 * Every read of the catalogue's products, whatever its key: the lists and each product's page. What changes a product
 * or its rating (staff's edits, a review) refreshes them with `invalidateQueries({ predicate: readsProducts })`. Below
 * the features, since the catalogue, the reviews and the staff screens all name it.
 */
export const readsProducts = ({ queryKey: [path] }: Query): boolean => path === catalogApi.products.path || path === catalogApi.product.path;
