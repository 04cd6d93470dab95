import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartItem, CartItemWithProduct } from '@/shared/schemas/cart';
import { useAuth } from '@/client/features/auth/api';
import { urlQuery } from '@/client/lib/api';

export const cartQuery = urlQuery<CartItem[]>('/api/cart');
export const cartWithProductsQuery = urlQuery<CartItemWithProduct[]>('/api/cart/with-products');

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
