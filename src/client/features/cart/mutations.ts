import { useMutation } from '@tanstack/react-query';
import type { AddToCartInput, CartItem } from '@/shared/schemas/cart';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest } from '@/client/lib/api';
import { useMessages, type Translate } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { useInvalidateCart } from './api';
import { cartMessages, type CartKey } from './messages';

/** A failed change's toast, in the page's language (offline, it says that instead). */
const failed = (t: Translate<CartKey>, description: CartKey) => (error: Error) =>
  notifyError(error, t('errorTitle'), t(description), { title: t('offlineTitle'), description: t('offlineText') });

/** Adds a product to the cart with the toasts of docs/product.md, "User-visible texts"; `onAdded` runs after success (the detail page goes to /cart). */
export function useAddToCart(options: { onAdded?: () => void } = {}) {
  const invalidateCart = useInvalidateCart();
  const t = useMessages(cartMessages);
  return useMutation({
    mutationFn: (input: AddToCartInput & { productName: string }) =>
      apiRequest('POST', '/api/cart', { productId: input.productId, quantity: input.quantity ?? 1 }),
    onSuccess: async (_data, input) => {
      toast({ title: t('addedTitle'), description: t.plural('added', input.quantity ?? 1, { name: input.productName }) });
      await invalidateCart();
      options.onAdded?.();
    },
    onError: failed(t, 'addFailed'),
  });
}

export function useUpdateCartItem() {
  const invalidateCart = useInvalidateCart();
  const t = useMessages(cartMessages);
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) => apiRequest<CartItem>('PATCH', `/api/cart/${itemId}`, { quantity }),
    onSuccess: () => invalidateCart(),
    onError: failed(t, 'updateFailed'),
  });
}

export function useRemoveCartItem() {
  const invalidateCart = useInvalidateCart();
  const t = useMessages(cartMessages);
  return useMutation({
    mutationFn: (itemId: number) => apiRequest('DELETE', `/api/cart/${itemId}`),
    onSuccess: async () => {
      toast({ title: t('removedTitle'), description: t('removedText') });
      await invalidateCart();
    },
    onError: failed(t, 'removeFailed'),
  });
}
