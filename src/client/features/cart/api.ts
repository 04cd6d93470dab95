import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '@/shared/contract/cart';
import { useAuth } from '@/client/features/auth/api';
import { endpointQuery } from '@/client/lib/api';

export const cartQuery = endpointQuery(cartApi.list);
export const cartWithProductsQuery = endpointQuery(cartApi.withProducts);

/** The header badge: the sum of quantities in the signed-in shopper's cart. */
export function useCartCount(): number {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({ ...cartQuery, enabled: isAuthenticated });
  return data?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

export function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: cartWithProductsQuery.queryKey }),
    ]);
}
