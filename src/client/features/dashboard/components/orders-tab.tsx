import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { Link } from 'wouter';
import { localized } from '@/shared/locale';
import { formatKsh } from '@/shared/money';
import type { Order } from '@/shared/schemas/orders';
import { orderStatusVariant } from '@/client/components/order-status';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { sharedMessages } from '@/client/components/shared-messages';
import { LoadError } from '@/client/components/ui/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { lineTotal } from '@/client/features/cart/totals';
import { ordersQuery } from '../api';
import { OrderPaymentDetails, OrderPaymentSummary } from '@/client/features/payments/order-payment';
import { useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';
import { formatOrderTime } from '../order-time';
import { EmptyState } from './empty-state';
import { WriteReviewLink } from './write-review-link';
import { FollowUpLink } from './follow-up-link';
import { DeliveryRows } from './delivery-rows';

export function OrdersTab() {
  const t = useMessages(dashboardMessages);
  const orders = useQuery(ordersQuery);
  if (orders.isPending) return <Skeleton className="h-40 w-full" />;
  if (orders.isError) return <LoadError what={t('yourOrders')} />;
  if (orders.data.length === 0) return <EmptyState icon={Package} title={t('noOrders')} />;
  return (
    <ul className="space-y-4" aria-label={t('orders')}>
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useMessages(dashboardMessages);
  const shared = useMessages(sharedMessages);
  return (
    <li>
      <Card data-testid="order-card">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <CardTitle>
                <Link to={`/dashboard/orders/${encodeURIComponent(order.orderNumber)}`} className="hover:underline">
                  {t('order', { number: order.orderNumber })}
                </Link>
              </CardTitle>
              <p className="text-sm text-muted-foreground">{formatOrderTime(order.createdAt, t.locale)}</p>
            </div>
            <Badge variant={orderStatusVariant(order.status)}>{shared(`orderStatus_${order.status}`)}</Badge>
          </div>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <ul className="space-y-1">
            {order.items.map((item) => (
              <li key={item.id} className="space-y-1">
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 wrap-anywhere">
                    {item.quantity} x {localized(t.locale, item.productName, item.productNameSw)}
                  </span>
                  <span className="shrink-0 text-muted-foreground">{formatKsh(lineTotal({ quantity: item.quantity, price: item.unitPrice }))}</span>
                </div>
                <WriteReviewLink status={order.status} item={item} />
              </li>
            ))}
          </ul>
          <dl className="grid gap-x-4 gap-y-1 border-t pt-3 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t('total')}</dt>
            <dd className="font-semibold">{formatKsh(order.totalAmount)}</dd>
            <DeliveryRows order={order} />
          </dl>
          <div className="border-t pt-3">
            <OrderPaymentSummary order={order} />
          </div>
          <OrderPaymentDetails order={order} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/dashboard/orders/${encodeURIComponent(order.orderNumber)}`}>{t('viewOrder')}</Link>
            </Button>
            {order.status === 'pending' && <FollowUpLink orderNumber={order.orderNumber} />}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
