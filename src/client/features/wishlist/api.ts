import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistApi } from '@/shared/contract/wishlist';
import { toast } from '@/client/components/ui/use-toast';
import { callApi, endpointQuery } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { wishlistMessages } from './messages';

export const wishlistQuery = endpointQuery(wishlistApi.list);

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

export const useAddToWishlist = () =>
  useWishlistChange((productId: number) => callApi(wishlistApi.add, { body: { productId } }), 'added', 'addFailed');

export const useRemoveFromWishlist = () =>
  useWishlistChange((id: number) => callApi(wishlistApi.remove, { params: { id } }), 'removed', 'removeFailed');
