import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@/shared/schemas/orders';
import type { ProfileUpdate, ProfileUpdateResult } from '@/shared/schemas/profile';
import { currentUserQuery } from '@/client/features/auth/api';
import { apiFetch, apiRequest, throwIfNotOk } from '@/client/lib/api';

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

/**
 * PATCH /api/profile. The profile is read through the current-user query (GET /api/profile answers the same), so the
 * saved one becomes the current user everywhere at once: the header, the e-mail notice, checkout's prefill.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileUpdate) => apiRequest<ProfileUpdateResult>('PATCH', '/api/profile', change),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
