import { useQuery } from '@tanstack/react-query';
import { Eye, Search, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LIMITS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@/shared/constants';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/shared/labels';
import { formatKsh } from '@/shared/money';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { PaymentStatusBadge } from '@/client/features/payments/payment-status-badge';
import { adminOrdersQuery } from '../api';
import { formatDateTime } from '../format';
import { AdminHeader } from './admin-header';
import { OrderDialog } from './order-dialog';
import { ACTION_COLUMN, FilterSelect, PagedList, StatusFilter, useFilterPage } from './paged-list';
import { OrderStatusBadge } from './status-badge';
import { useDebounced } from '@/client/lib/use-debounced';
import { useNavigate } from '@/client/lib/navigation';

const SEARCH_DELAY_MS = 300;

/** The order an address names (`?order=12`), or none. */
function orderFromAddress(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('order'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // `?order=<id>` opens that order, as the reports' links to an order do (docs/product.md, "Reports and exports").
  const address = useSearch();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(() => orderFromAddress(address));
  const filter = `${status}|${paymentStatus}|${q}`;
  const [page, setPage] = useFilterPage(filter);
  const { data, isLoading, isError } = useQuery(
    adminOrdersQuery({ status: status || undefined, paymentStatus: paymentStatus || undefined, q: q || undefined, page }),
  );
  const filtered = !!status || !!paymentStatus || !!q;

  return (
    <>
      <AdminHeader
        title="Orders Management"
        subtitle="Follow up on orders and move them along: pending, in discussion, confirmed, delivered"
        action={
          <Button asChild variant="outline">
            <Link to="/admin/claims">
              <ShieldCheck aria-hidden="true" /> Warranty Claims
            </Link>
          </Button>
        }
      />
      <PagedList
        title="Orders"
        filters={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Field id="order-search" label="Search">
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  id="order-search"
                  type="search"
                  className="pl-9 sm:w-64"
                  placeholder="Order number or phone"
                  // The API's own limit: a longer paste would only fail to load the list.
                  maxLength={LIMITS.maxSearchLength}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            </Field>
            <StatusFilter id="order-status-filter" value={status} onChange={setStatus} values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} />
            <FilterSelect
              id="order-payment-filter"
              label="Payment"
              all="All payments"
              value={paymentStatus}
              onChange={setPaymentStatus}
              values={PAYMENT_STATUSES}
              labels={PAYMENT_STATUS_LABELS}
              className="sm:w-40"
            />
          </div>
        }
        data={data}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load orders"
        emptyText={filtered ? 'No orders match your search' : 'No orders yet'}
        columns={[
          { header: 'Order', className: 'font-medium', cell: (order) => `#${order.orderNumber}` },
          { header: 'Date', className: 'whitespace-nowrap', cell: (order) => formatDateTime(order.createdAt) },
          { header: 'Customer', cell: (order) => (order.customer ? `${order.customer.firstName} ${order.customer.lastName}` : '—') },
          { header: 'Phone', className: 'whitespace-nowrap', cell: (order) => order.phoneNumber },
          { header: 'Total', className: 'whitespace-nowrap', cell: (order) => formatKsh(order.totalAmount) },
          { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
          {
            header: 'Payment',
            cell: (order) => (
              <>
                <PaymentStatusBadge status={order.paymentStatus} />
                {order.balanceDue !== '0.00' && order.paymentStatus === 'partly_paid' && (
                  <span className="ml-2 whitespace-nowrap text-muted-foreground">{formatKsh(order.balanceDue)} due</span>
                )}
                {/* A cancelled order owes nothing; what was paid on it goes back (docs/product.md, "Payments"). */}
                {order.refundDue !== '0.00' && (
                  <span className="ml-2 whitespace-nowrap font-medium text-destructive">{formatKsh(order.refundDue)} to refund</span>
                )}
              </>
            ),
          },
          {
            ...ACTION_COLUMN,
            cell: (order) => (
              <Button variant="outline" size="sm" onClick={() => setOpenId(order.id)} aria-label={`View order ${order.orderNumber}`}>
                <Eye /> View
              </Button>
            ),
          },
        ]}
        page={page}
        onPage={setPage}
        pagerLabel="Order pages"
      />
      {openId !== null && (
        <OrderDialog
          orderId={openId}
          onClose={() => {
            setOpenId(null);
            if (orderFromAddress(address) !== null) navigate('/admin/orders', { replace: true });
          }}
        />
      )}
    </>
  );
}
