import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '@/shared/contract/cart';
import { useAuth } from '@/client/features/auth/api';
import { endpointQuery, reachedShop } from '@/client/lib/api';

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

/**
 * What a settled change to the cart does next: the cart read again whenever the shop answered, a refusal included. A
 * change refused because the cart changed elsewhere (a line removed in another tab) then shows what the shop holds,
 * rather than failing again at every tap. Not after a change that never reached the shop (offline): nothing changed.
 */
export function useRereadCartAfter() {
  const invalidateCart = useInvalidateCart();
  return (error: unknown) => (reachedShop(error) ? invalidateCart() : undefined);
}
