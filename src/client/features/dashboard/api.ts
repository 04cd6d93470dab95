import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDataApi } from '@/shared/contract/account-data';
import { installationApi } from '@/shared/contract/installation';
import { ordersApi } from '@/shared/contract/orders';
import { profileApi } from '@/shared/contract/profile';
import { warrantyApi } from '@/shared/contract/warranty';
import type { AccountEraseInput } from '@/shared/schemas/account-data';
import type { InstallationInput } from '@/shared/schemas/installation';
import type { ProfileUpdate } from '@/shared/schemas/profile';
import type { ClaimInput } from '@/shared/schemas/warranty';
import { toast } from '@/client/components/ui/use-toast';
import { currentUserQuery } from '@/client/features/auth/api';
import { useForgetSignedIn } from '@/client/features/auth/mutations';
import { callApi, endpointQuery, endpointQueryOrNull } from '@/client/lib/api';
import { uploadImage } from '@/client/lib/upload-image';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from './messages';

/** The customer's order page, or null when there is no such order of theirs. */
export const orderDetailQuery = (orderNumber: string) => endpointQueryOrNull(ordersApi.detail, [404], { params: { orderNumber } });

/** Each line's warranty and the order's claims (docs/product.md, "Warranty claims"). */
export const orderClaimsQuery = (orderNumber: string) => endpointQuery(warrantyApi.orderClaims, { params: { orderNumber } });

/** Uploads one photo of a claim on the order: its own upload address, then the file; answers the stored path. */
export const uploadClaimPhoto = (orderNumber: string, file: File) =>
  uploadImage(file, () => callApi(warrantyApi.photoUrl, { params: { orderNumber } }));

/** POST /api/orders/:orderNumber/claims; the order page's claims are read again. */
export function useOpenClaim(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: ClaimInput) => callApi(warrantyApi.openClaim, { params: { orderNumber }, body: claim }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderClaimsQuery(orderNumber).queryKey }),
  });
}

/** The shopper's orders, newest first: the dashboard's list, which the checkout refreshes once an order is placed. */
export const ordersQuery = endpointQuery(ordersApi.list);

/** Whether the order needs installing and its installations (docs/product.md, "Installation"); the checkout links to it too. */
export const orderInstallationQuery = (orderNumber: string) => endpointQuery(installationApi.orderInstallation, { params: { orderNumber } });

/** POST /api/orders/:orderNumber/installation; the order's installations are read again. */
export function useRequestInstallation(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstallationInput) => callApi(installationApi.request, { params: { orderNumber }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderInstallationQuery(orderNumber).queryKey }),
  });
}

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
