import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistEntry } from '@/shared/schemas/wishlist';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, urlQuery } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { wishlistMessages } from './messages';

export const wishlistQuery = urlQuery<WishlistEntry[]>('/api/wishlist/with-products');

/** A change to the wishlist: a toast saying it is done, then the list fetched again; or a toast saying it failed. */
function useWishlistChange<Input>(request: (input: Input) => Promise<unknown>, done: 'added' | 'removed', failed: 'addFailed' | 'removeFailed') {
  const queryClient = useQueryClient();
  const t = useMessages(wishlistMessages);
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      toast({ title: t(done) });
      await queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
    onError: (error) => notifyError(error, t('error'), t(failed)),
  });
}

export const useAddToWishlist = () => useWishlistChange((productId: number) => apiRequest('POST', '/api/wishlist', { productId }), 'added', 'addFailed');

export const useRemoveFromWishlist = () => useWishlistChange((entryId: number) => apiRequest('DELETE', `/api/wishlist/${entryId}`), 'removed', 'removeFailed');
