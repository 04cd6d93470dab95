import { useMutation } from '@tanstack/react-query';
import { cartApi } from '@/shared/contract/cart';
import type { AddToCartInput } from '@/shared/schemas/cart';
import { toast } from '@/client/components/ui/use-toast';
import { callApi } from '@/client/lib/api';
import { loadMessages, translator, useLocale, useMessages, type Translate } from '@/client/lib/i18n';
import { notifyError, notifyOffline } from '@/client/lib/notify';
import { useInvalidateCart, useRereadCartAfter } from './api';
import { cartMessages, type CartKey } from './messages';

/** A failed change's toast, in the page's language (offline, it says that instead). */
const failed = (t: Translate<CartKey>, description: CartKey) => (error: Error) => notifyError(error, t('errorTitle'), t(description));

/**
 * The cart's texts for a toast. Product cards, on every page of products, show no cart text of their own: the texts
 * are fetched alongside the request the first time a product is added, not with every such page.
 */
function useCartTexts() {
  const locale = useLocale();
  return async () => {
    // A catalog lost on a dropped connection is asked for once more.
    await loadMessages(locale, [cartMessages]).catch(() => loadMessages(locale, [cartMessages]));
    return translator(locale, cartMessages);
  };
}

/** Adds a product to the cart with the toasts of docs/product.md, "User-visible texts"; `onAdded` runs after success (the detail page goes to /cart). */
export function useAddToCart(options: { onAdded?: () => void } = {}) {
  const invalidateCart = useInvalidateCart();
  const rereadCart = useRereadCartAfter();
  const cartTexts = useCartTexts();
  return useMutation({
    mutationFn: async (input: AddToCartInput & { productName: string }) => {
      // Fetched while the request is on its way: the toast need not wait for it afterwards.
      void cartTexts().catch(() => undefined);
      await callApi(cartApi.add, { body: { productId: input.productId, quantity: input.quantity ?? 1 } });
    },
    onSuccess: async (_data, input) => {
      const t = await cartTexts();
      toast({ title: t('addedTitle'), description: t.plural('added', input.quantity ?? 1, { name: input.productName }) });
      await invalidateCart();
      options.onAdded?.();
    },
    onError: async (error) => {
      // Refused (a product deleted, a quantity over the stock): the badge and the cart show what the shop holds.
      void rereadCart(error);
      if (notifyOffline(error)) return;
      failed(await cartTexts(), 'addFailed')(error);
    },
  });
}

export function useUpdateCartItem() {
  const rereadCart = useRereadCartAfter();
  const t = useMessages(cartMessages);
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) => callApi(cartApi.update, { params: { itemId }, body: { quantity } }),
    onError: failed(t, 'updateFailed'),
    onSettled: (_result, error) => rereadCart(error),
  });
}

export function useRemoveCartItem() {
  const rereadCart = useRereadCartAfter();
  const t = useMessages(cartMessages);
  return useMutation({
    mutationFn: (itemId: number) => callApi(cartApi.remove, { params: { itemId } }),
    onSuccess: () => toast({ title: t('removedTitle'), description: t('removedText') }),
    onError: failed(t, 'removeFailed'),
    onSettled: (_result, error) => rereadCart(error),
  });
}
