import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { documentsApi } from '@/shared/contract/documents';
import { endpointUrl } from '@/shared/contract/endpoint';
import { ordersApi } from '@/shared/contract/orders';
import { paymentsApi } from '@/shared/contract/payments';
import { formatKsh } from '@/shared/money';
import type { AssignConfirmation, PaymentInput, StatementImport } from '@/shared/schemas/payments';
import { toast } from '@/client/components/ui/use-toast';
import { apiFetch, callApi, endpointQuery, throwIfNotOk } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { readsReports } from '@/client/lib/report-reads';
import { paymentsMessages } from './messages';
import { rememberedPlan } from '@/client/features/planner/plan-memory';

export const orderPaymentsQuery = (orderId: number) => endpointQuery(paymentsApi.list, { params: { id: orderId } });
export const paymentSummaryQuery = endpointQuery(paymentsApi.summary);
export const orderPromptsQuery = (orderId: number) => endpointQuery(paymentsApi.prompts, { params: { id: orderId } });
export const unmatchedConfirmationsQuery = endpointQuery(paymentsApi.unmatched);

// Staff's order reads live under the path the payments of an order hang off ("/api/admin/orders/:id/payments").
const STAFF_ORDERS = paymentsApi.list.path.slice(0, paymentsApi.list.path.indexOf('/:'));
/** Every read of orders, staff's and customers', whatever its key's shape: each answer carries its payment state. */
const readsOrders = ({ queryKey: [path] }: Query) =>
  typeof path === 'string' && (path.startsWith(STAFF_ORDERS) || path.startsWith(ordersApi.list.path));

/** Every order answer carries its payment state: after a payment, the admin and customer order views and the reports refresh. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ predicate: readsOrders });
    void queryClient.invalidateQueries({ queryKey: paymentSummaryQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: unmatchedConfirmationsQuery.queryKey });
    void queryClient.invalidateQueries({ predicate: readsReports });
  };
}

export function useRecordPayment(orderId: number, onDone: () => void) {
  const refresh = useRefreshPayments();
  const text = useCodeText();
  return useMutation({
    mutationFn: (input: PaymentInput) => callApi(paymentsApi.record, { params: { id: orderId }, body: input }),
    onSuccess: () => {
      refresh();
      toast({ title: 'Payment recorded', description: 'The order’s balance has been updated.' });
      onDone();
    },
    onError: (error) => notifyError(error, 'Error', text.error(error, 'Failed to record payment')),
  });
}

export function useVoidPayment(onDone: () => void) {
  const refresh = useRefreshPayments();
  const text = useCodeText();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(paymentsApi.void, { params: { id }, body: { reason } }),
    onSuccess: () => {
      refresh();
      toast({ title: 'Payment voided', description: 'It no longer counts towards what was paid.' });
      onDone();
    },
    onError: (error) => notifyError(error, 'Error', text.error(error, 'Failed to void payment')),
  });
}

/** Gives a Paybill payment no order took to the order staff name; a refusal stays with its row (no toast). */
export function useAssignConfirmation(receipt: string) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (body: AssignConfirmation) => callApi(paymentsApi.assignConfirmation, { params: { receipt }, body }),
    onSuccess: (payment) => {
      refresh();
      toast({ title: 'Payment recorded', description: `${receipt} is now a payment of ${formatKsh(payment.amount)} on the order.` });
    },
  });
}

export interface ImportRequest {
  csv: string;
  commit: boolean;
  /** Receipt -> order number, for unmatched rows assigned by hand. */
  assign: Record<string, string>;
}

/** Sends the statement as text/csv (not JSON, so not through callApi): a preview, or (commit) the recording of its matched rows. */
export function useImportStatement() {
  const refresh = useRefreshPayments();
  const text = useCodeText();
  return useMutation({
    mutationFn: async ({ csv, commit, assign }: ImportRequest): Promise<StatementImport> => {
      const assignments = Object.entries(assign).flatMap(([receipt, order]) => (order.trim() ? [`${receipt}:${order.trim()}`] : []));
      const url = endpointUrl(paymentsApi.importStatement, { query: { commit: commit ? 'true' : undefined, assign: assignments } });
      const response = await apiFetch(url, { method: paymentsApi.importStatement.method, headers: { 'content-type': 'text/csv' }, body: csv });
      await throwIfNotOk(response);
      return (await response.json()) as StatementImport;
    },
    onSuccess: (result) => {
      if (!result.committed) return;
      refresh();
      toast({ title: 'Statement imported', description: `${result.recorded} payment${result.recorded === 1 ? '' : 's'} recorded.` });
    },
    onError: (error) => notifyError(error, 'Import failed', text.error(error, 'The statement could not be imported')),
  });
}

/** A quotation of the cart for its customer; a refusal (an empty cart, say) is told in the page's language. */
export function useCreateQuote() {
  const t = useMessages(paymentsMessages);
  const text = useCodeText();
  return useMutation({
    // A cart filled from a solar plan sends the plan, so the quotation prints the kit's wiring for the installer.
    mutationFn: () => {
      const plan = rememberedPlan();
      return callApi(documentsApi.createQuote, { body: plan ? { plan: new URL(plan, window.location.href).search.slice(1) } : {} });
    },
    onError: (error) => notifyError(error, t('errorTitle'), text.error(error, t('quoteFailed'))),
  });
}
