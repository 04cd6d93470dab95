import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, Order } from '@/shared/schemas/orders';
import { orderMessage, whatsappUrl } from '@/shared/whatsapp';
import { toast } from '@/client/components/ui/use-toast';
import { currentUserQuery } from '@/client/features/auth/api';
import { useInvalidateCart } from '@/client/features/cart/api';
import { apiRequest, urlQuery } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { shopSettings } from '@/client/lib/shop-settings';

export const ordersQuery = urlQuery<Order[]>('/api/orders');

// Long enough to read the confirmation before the phone switches to WhatsApp.
const WHATSAPP_REDIRECT_DELAY_MS = 1000;

/** The shop's WhatsApp chat with the full order message, built from the order the server answered, so the address,
 * phone and notes are always in it (docs/product.md, "Deliberate deviations"). */
export const orderWhatsappUrl = (order: Order): string => whatsappUrl(shopSettings.whatsappNumber, orderMessage(order));

/** Creates the order, then hands the shopper to the shop's WhatsApp chat with the full order message (docs/product.md, "Checkout"). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const invalidateCart = useInvalidateCart();
  return useMutation({
    mutationFn: (input: CheckoutInput) => apiRequest<Order>('POST', '/api/orders', input),
    onSuccess: (order) => {
      toast({ title: 'Order created successfully!', description: 'You will be redirected to WhatsApp to complete payment.' });
      // Not awaited: the page shows the placed order at once while these refresh behind it.
      void invalidateCart();
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
      // The first order saves the address and phone to the profile.
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      const url = orderWhatsappUrl(order);
      setTimeout(() => window.location.assign(url), WHATSAPP_REDIRECT_DELAY_MS);
    },
    onError: (error) => notifyError(error, 'Error', 'Failed to create order. Please try again.'),
  });
}
