import { useMutation } from '@tanstack/react-query';
import type { AddToCartInput, CartItem } from '@/shared/schemas/cart';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { useInvalidateCart } from './api';

/** Adds a product to the cart with the toasts of docs/product.md, "User-visible texts"; `onAdded` runs after success (the detail page goes to /cart). */
export function useAddToCart(options: { onAdded?: () => void } = {}) {
  const invalidateCart = useInvalidateCart();
  return useMutation({
    mutationFn: (input: AddToCartInput & { productName: string }) =>
      apiRequest('POST', '/api/cart', { productId: input.productId, quantity: input.quantity ?? 1 }),
    onSuccess: async (_data, input) => {
      const quantity = input.quantity ?? 1;
      toast({
        title: 'Added to cart',
        description: quantity > 1 ? `${quantity} x ${input.productName} added to your cart.` : `${input.productName} has been added to your cart.`,
      });
      await invalidateCart();
      options.onAdded?.();
    },
    onError: (error) => notifyError(error, 'Error', 'Failed to add product to cart.'),
  });
}

export function useUpdateCartItem() {
  const invalidateCart = useInvalidateCart();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) => apiRequest<CartItem>('PATCH', `/api/cart/${itemId}`, { quantity }),
    onSuccess: () => invalidateCart(),
    onError: (error) => notifyError(error, 'Error', 'Failed to update quantity.'),
  });
}

export function useRemoveCartItem() {
  const invalidateCart = useInvalidateCart();
  return useMutation({
    mutationFn: (itemId: number) => apiRequest('DELETE', `/api/cart/${itemId}`),
    onSuccess: async () => {
      toast({ title: 'Removed from cart', description: 'Item has been removed from your cart.' });
      await invalidateCart();
    },
    onError: (error) => notifyError(error, 'Error', 'Failed to remove item.'),
  });
}
