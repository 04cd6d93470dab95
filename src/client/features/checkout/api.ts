import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deliveryApi } from '@/shared/contract/delivery';
import { ordersApi } from '@/shared/contract/orders';
import { endpointUrl } from '@/shared/contract/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/constants';
import type { CheckoutInput, Order } from '@/shared/schemas/orders';
import { orderMessage } from '@/shared/order-message';
import { whatsappUrl } from '@/shared/whatsapp';
import type { Locale } from '@/shared/locale';
import { toast } from '@/client/components/ui/use-toast';
import { currentUserQuery } from '@/client/features/auth/api';
import { useInvalidateCart } from '@/client/features/cart/api';
import { ordersQuery } from '@/client/features/dashboard/api';
import { ApiError, apiRequest, endpointQuery } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { shopSettings } from '@/client/lib/shop-settings';
import { checkoutMessages } from './messages';

/** The counties' terms and the pickup points, fetched once: checkout prices every change of county from them. */
export const deliveryOptionsQuery = endpointQuery(deliveryApi.options);

// Long enough to read the confirmation before the phone switches to WhatsApp.
const WHATSAPP_REDIRECT_DELAY_MS = 1000;
// After the switch, how long the page may stay in front before it says WhatsApp has not opened (docs/product.md, "Checkout").
const WHATSAPP_OPEN_WAIT_MS = 3000;

/** The shop's WhatsApp chat with the full order message, built from the order the server answered, so the address,
 * phone and notes are always in it (docs/product.md, "Deliberate deviations"), in the screen's language. */
export const orderWhatsappUrl = (order: Order, locale: Locale): string =>
  whatsappUrl(shopSettings.whatsappNumber, orderMessage(order, shopSettings, locale));

/** 128 random bits as hex; crypto.randomUUID exists only on HTTPS pages, getRandomValues everywhere. */
const submissionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Where the hand-over to WhatsApp stands: about to switch, switched (the page left the screen), or not switched. */
export type WhatsAppHandoff = 'opening' | 'opened' | 'notOpened';

/**
 * Sends the shopper to the shop's WhatsApp chat a moment after the order is shown (docs/product.md, "Checkout"), and
 * tells whether that happened: WhatsApp, the app or its web page, takes the screen from this page; a page still in
 * front WHATSAPP_OPEN_WAIT_MS later was not switched (no WhatsApp, or the switch was blocked).
 */
export function useWhatsAppHandoff(url: string): WhatsAppHandoff {
  const [handoff, setHandoff] = useState<WhatsAppHandoff>('opening');
  useEffect(() => {
    const left = () => setHandoff('opened');
    const hidden = () => document.visibilityState === 'hidden' && left();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', left);
    const open = setTimeout(() => window.location.assign(url), WHATSAPP_REDIRECT_DELAY_MS);
    const check = setTimeout(() => setHandoff((now) => (now === 'opening' ? 'notOpened' : now)), WHATSAPP_REDIRECT_DELAY_MS + WHATSAPP_OPEN_WAIT_MS);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', left);
      clearTimeout(open);
      clearTimeout(check);
    };
  }, [url]);
  return handoff;
}

/** Creates the order; the page showing it then hands the shopper to WhatsApp (useWhatsAppHandoff). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const invalidateCart = useInvalidateCart();
  const t = useMessages(checkoutMessages);
  const text = useCodeText();
  return useMutation({
    mutationFn: async (input: CheckoutInput) => {
      // One key per submission: if the connection drops after the order was placed, the retry gets that order back.
      const headers = { [IDEMPOTENCY_KEY_HEADER]: submissionKey() };
      // callApi sends no headers: the contract's address, with the key beside the body.
      const send = () => apiRequest<Order>(ordersApi.place.method, endpointUrl(ordersApi.place), input, headers);
      try {
        return await send();
      } catch (error) {
        // An answer from the server is final; only a network failure (no answer at all) is tried once more.
        if (error instanceof ApiError) throw error;
        return send();
      }
    },
    onSuccess: (order) => {
      toast({ title: t('createdTitle'), description: t('createdText', { number: order.orderNumber }) });
      // Not awaited: the page shows the placed order at once while these refresh behind it.
      void invalidateCart();
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: [ordersApi.detail.path] });
      // The first order saves the address and phone to the profile.
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
    onError: (error) => {
      // The shop refused this cart (a line ran out, only N left, a new total, too large, the hourly limit...): the
      // shopper reads why, as docs/product.md words it, and the cart and the delivery terms are read again so the
      // summary shows what the shop now holds and charges.
      // Anything else (the shop failed, or no answer) is the plain failure, worth trying again.
      const refused = error instanceof ApiError && error.status < 500;
      if (refused) {
        void invalidateCart();
        void queryClient.invalidateQueries({ queryKey: deliveryOptionsQuery.queryKey });
      }
      notifyError(error, t('errorTitle'), refused ? text.error(error, t('createFailed')) : t('createFailed'));
    },
  });
}
