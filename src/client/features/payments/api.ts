import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentInput, PaymentSummary, Quote, StatementImport } from '@/shared/schemas/payments';
import { toast } from '@/client/components/ui/use-toast';
import { apiFetch, apiRequest, errorMessage, getJson, throwIfNotOk, urlQuery } from '@/client/lib/api';
import { useMessages, useMessageText } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { paymentsMessages } from './messages';

export const orderPaymentsQuery = (orderId: number) =>
  queryOptions<Payment[]>({ queryKey: ['/api/admin/orders', orderId, 'payments'], queryFn: getJson(`/api/admin/orders/${orderId}/payments`) });
export const paymentSummaryQuery = urlQuery<PaymentSummary>('/api/admin/payments/summary');

/** Every order answer carries its payment state: after a payment, the admin and customer order views refresh. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
    void queryClient.invalidateQueries({ queryKey: paymentSummaryQuery.queryKey });
  };
}

export function useRecordPayment(orderId: number, onDone: () => void) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (input: PaymentInput) => apiRequest<Payment>('POST', `/api/admin/orders/${orderId}/payments`, input),
    onSuccess: () => {
      refresh();
      toast({ title: 'Payment recorded', description: 'The order’s balance has been updated.' });
      onDone();
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to record payment')),
  });
}

export function useVoidPayment(onDone: () => void) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => apiRequest<Payment>('POST', `/api/admin/payments/${id}/void`, { reason }),
    onSuccess: () => {
      refresh();
      toast({ title: 'Payment voided', description: 'It no longer counts towards what was paid.' });
      onDone();
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to void payment')),
  });
}

export interface ImportRequest {
  csv: string;
  commit: boolean;
  /** Receipt -> order number, for unmatched rows assigned by hand. */
  assign: Record<string, string>;
}

/** Sends the statement as text/csv: a preview, or (commit) the recording of its matched rows. */
export function useImportStatement() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: async ({ csv, commit, assign }: ImportRequest): Promise<StatementImport> => {
      const search = new URLSearchParams();
      if (commit) search.set('commit', 'true');
      for (const [receipt, order] of Object.entries(assign)) if (order.trim()) search.append('assign', `${receipt}:${order.trim()}`);
      const response = await apiFetch(`/api/admin/payments/import${search.size ? `?${search}` : ''}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: csv });
      await throwIfNotOk(response);
      return (await response.json()) as StatementImport;
    },
    onSuccess: (result) => {
      if (!result.committed) return;
      refresh();
      toast({ title: 'Statement imported', description: `${result.recorded} payment${result.recorded === 1 ? '' : 's'} recorded.` });
    },
    onError: (error) => notifyError(error, 'Import failed', errorMessage(error, 'The statement could not be imported')),
  });
}

/** A quotation of the cart for its customer; a refusal (an empty cart, say) is told in the page's language. */
export function useCreateQuote() {
  const t = useMessages(paymentsMessages);
  const messageText = useMessageText();
  return useMutation({
    mutationFn: () => apiRequest<Quote>('POST', '/api/quotes'),
    onError: (error) =>
      notifyError(error, t('errorTitle'), messageText(errorMessage(error, t('quoteFailed')))),
  });
}
