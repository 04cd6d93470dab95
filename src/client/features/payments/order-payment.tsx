import { FileText, Receipt } from 'lucide-react';
import { formatKsh } from '@/shared/money';
import type { Order } from '@/shared/schemas/orders';
import { documentsApi } from '@/shared/contract/documents';
import { endpointUrl } from '@/shared/contract/endpoint';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { paymentsMessages } from './messages';
import { PaymentDetails } from './payment-details';
import { PaymentStatusBadge } from './payment-status-badge';

type PaymentFacts = Pick<Order, 'orderNumber' | 'status' | 'amountPaid' | 'balanceDue' | 'refundDue' | 'paymentStatus'>;

/**
 * An order's payment state for its customer or staff: status, paid, balance and the documents. Meant for every screen
 * that shows one order (the dashboard's order cards, an order's own page).
 */
export function OrderPaymentSummary({ order }: { order: PaymentFacts }) {
  const t = useMessages(paymentsMessages);
  const cancelled = order.status === 'cancelled';
  return (
    <div className="space-y-3" data-testid="order-payment">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('payment')}</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} />
        </dd>
        <dt className="text-muted-foreground">{t('paid')}</dt>
        <dd>{formatKsh(order.amountPaid)}</dd>
        {/* A cancelled order takes no payment: nothing is owed on it, as its documents say (docs/product.md, "Documents"). */}
        {!cancelled && (
          <>
            <dt className="text-muted-foreground">{t('balance')}</dt>
            <dd className="font-semibold">{formatKsh(order.balanceDue)}</dd>
          </>
        )}
        {order.refundDue !== '0.00' && (
          <>
            <dt className="text-muted-foreground">{t('toRefund')}</dt>
            <dd className="font-semibold">{formatKsh(order.refundDue)}</dd>
          </>
        )}
      </dl>
      {cancelled && <p className="text-sm text-muted-foreground">{t('cancelledNothingToPay')}</p>}
      <OrderDocuments order={order} />
    </div>
  );
}

/** Links to the order's proforma invoice and, once something is paid, its receipt. */
export function OrderDocuments({ order }: { order: PaymentFacts }) {
  const t = useMessages(paymentsMessages);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={endpointUrl(documentsApi.invoice, { params: { orderNumber: order.orderNumber } })} download={`invoice-${order.orderNumber}.pdf`}>
          <FileText aria-hidden="true" /> {t('invoice')}
        </a>
      </Button>
      {order.paymentStatus !== 'unpaid' && (
        <Button asChild variant="outline" size="sm">
          <a href={endpointUrl(documentsApi.receipt, { params: { orderNumber: order.orderNumber } })} download={`receipt-${order.orderNumber}.pdf`}>
            <Receipt aria-hidden="true" /> {t('receipt')}
          </a>
        </Button>
      )}
    </div>
  );
}

/** How to pay what is still owed, folded away until asked for; nothing while the order is settled or cancelled. */
export function OrderPaymentDetails({ order }: { order: PaymentFacts }) {
  const t = useMessages(paymentsMessages);
  if (order.status === 'cancelled' || order.balanceDue === '0.00') return null;
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t('howToPay', { amount: formatKsh(order.balanceDue) })}</summary>
      <div className="mt-3">
        <PaymentDetails orderNumber={order.orderNumber} />
      </div>
    </details>
  );
}
