import { LIMITS } from '@/shared/constants';
import { productsQuery } from '@/client/features/catalog/api';

export const bestDealsQuery = productsQuery({ featured: 'true', limit: LIMITS.featuredFetch });
