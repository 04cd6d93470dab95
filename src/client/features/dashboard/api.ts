import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDataApi } from '@/shared/contract/account-data';
import { ordersApi } from '@/shared/contract/orders';
import { profileApi } from '@/shared/contract/profile';
import type { AccountEraseInput } from '@/shared/schemas/account-data';
import type { ProfileUpdate } from '@/shared/schemas/profile';
import { toast } from '@/client/components/ui/use-toast';
import { currentUserQuery } from '@/client/features/auth/api';
import { useForgetSignedIn } from '@/client/features/auth/mutations';
import { callApi, endpointQueryOrNull } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from './messages';

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

/**
 * DELETE /api/me (docs/product.md, "Your data"): the dashboard holds it, so the page stays while the phone is signed
 * out and sent home, as when logging out.
 */
export function useDeleteAccount() {
  const t = useMessages(dashboardMessages);
  const text = useCodeText();
  const forget = useForgetSignedIn();
  return useMutation({
    mutationFn: (body: AccountEraseInput) => callApi(accountDataApi.erase, { body }),
    onSuccess: ({ message, code, params }) => {
      toast({ title: t('accountDeleted'), description: text(code ?? message, params) });
      forget();
    },
  });
}
export type DeleteAccount = ReturnType<typeof useDeleteAccount>;
