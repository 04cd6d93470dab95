import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '@/shared/schemas/orders';
import { apiFetch, throwIfNotOk } from '@/client/lib/api';

/** The customer's order page, or null when there is no such order of theirs. */
export const orderDetailQuery = (orderNumber: string) =>
  queryOptions<OrderDetail | null>({
    queryKey: ['/api/orders', orderNumber],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(`/api/orders/${encodeURIComponent(orderNumber)}`, { signal });
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return response.json();
    },
  });
