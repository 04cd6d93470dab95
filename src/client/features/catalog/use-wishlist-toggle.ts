import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/client/features/auth/api';
import { useAddToWishlist, useRemoveFromWishlist, wishlistQuery } from '@/client/features/wishlist/api';

/** Whether the product is on the signed-in shopper's wishlist, and a toggle; visitors get no wishlist (docs/product.md, "Quantity and cart rules"). */
export function useWishlistToggle(productId: number) {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({ ...wishlistQuery, enabled: isAuthenticated });
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const entry = data?.find((item) => item.productId === productId);
  return {
    available: isAuthenticated,
    inWishlist: !!entry,
    pending: add.isPending || remove.isPending,
    toggle: () => (entry ? remove.mutate(entry.id) : add.mutate(productId)),
  };
}
