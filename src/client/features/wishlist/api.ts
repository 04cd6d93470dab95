import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistApi } from '@/shared/contract/wishlist';
import { toast } from '@/client/components/ui/use-toast';
import { callApi, endpointQuery, reachedShop } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { wishlistMessages } from './messages';

export const wishlistQuery = endpointQuery(wishlistApi.list);

/**
 * A change to the wishlist: a toast saying it is done or that it failed, then the list fetched again either way. A
 * change the shop refused because the list changed elsewhere (removed in another tab, a product deleted) then shows
 * what the shop holds, rather than failing again at every tap.
 */
function useWishlistChange<Input>(request: (input: Input) => Promise<unknown>, done: 'added' | 'removed', failed: 'addFailed' | 'removeFailed') {
  const queryClient = useQueryClient();
  const t = useMessages(wishlistMessages);
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast({ title: t(done) }),
    onError: (error) => notifyError(error, t('error'), t(failed)),
    // Not after a change that never reached the shop (offline): nothing changed there, and the list stays on screen.
    onSettled: (_result, error) => (reachedShop(error) ? queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey }) : undefined),
  });
}

export const useAddToWishlist = () =>
  useWishlistChange((productId: number) => callApi(wishlistApi.add, { body: { productId } }), 'added', 'addFailed');

export const useRemoveFromWishlist = () =>
  useWishlistChange((id: number) => callApi(wishlistApi.remove, { params: { id } }), 'removed', 'removeFailed');
