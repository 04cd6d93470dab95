import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@/shared/contract/orders';
import { profileApi } from '@/shared/contract/profile';
import type { ProfileUpdate } from '@/shared/schemas/profile';
import { currentUserQuery } from '@/client/features/auth/api';
import { callApi, endpointQueryOrNull } from '@/client/lib/api';

/** The customer's order page, or null when there is no such order of theirs. */
export const orderDetailQuery = (orderNumber: string) => endpointQueryOrNull(ordersApi.detail, [404], { params: { orderNumber } });

/**
 * PATCH /api/profile. The profile is read through the current-user query (GET /api/profile answers the same), so the
 * saved one becomes the current user everywhere at once: the header, the e-mail notice, checkout's prefill.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileUpdate) => callApi(profileApi.update, { body: change }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
