import { LIMITS } from '@/shared/constants';
import { productsQuery } from '@/client/features/catalog/products-query';

export const bestDealsQuery = productsQuery({ featured: 'true', limit: LIMITS.featuredFetch });
