import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistEntry } from '@/shared/schemas/wishlist';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, urlQuery } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';

export const wishlistQuery = urlQuery<WishlistEntry[]>('/api/wishlist/with-products');

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiRequest('POST', '/api/wishlist', { productId }),
    onSuccess: async () => {
      toast({ title: 'Added to wishlist' });
      await queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => notifyError(error, 'Error', 'Failed to add product to wishlist.'),
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => apiRequest('DELETE', `/api/wishlist/${entryId}`),
    onSuccess: async () => {
      toast({ title: 'Removed from wishlist' });
      await queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => notifyError(error, 'Error', 'Failed to remove item from wishlist.'),
  });
}
