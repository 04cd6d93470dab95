import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistEntry } from '@/shared/schemas/wishlist';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, urlQuery } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { wishlistMessages } from './messages';

export const wishlistQuery = urlQuery<WishlistEntry[]>('/api/wishlist/with-products');

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  const t = useMessages(wishlistMessages);
  return useMutation({
    mutationFn: (productId: number) => apiRequest('POST', '/api/wishlist', { productId }),
    onSuccess: async () => {
      toast({ title: t('added') });
      await queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => notifyError(error, t('error'), t('addFailed')),
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const t = useMessages(wishlistMessages);
  return useMutation({
    mutationFn: (entryId: number) => apiRequest('DELETE', `/api/wishlist/${entryId}`),
    onSuccess: async () => {
      toast({ title: t('removed') });
      await queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => notifyError(error, t('error'), t('removeFailed')),
  });
}
