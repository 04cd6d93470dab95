import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ORDER_STATUS_LABELS } from '@/shared/labels';
import { formatKsh } from '@/shared/money';
import type { OrderDetail } from '@/shared/schemas/orders';
import { followUpMessage, whatsappUrl } from '@/shared/whatsapp';
import { DEFAULT_LOCALE } from '@/shared/locale';
import { orderStatusVariant } from '@/client/components/order-status';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { LoadError } from '@/client/components/ui/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/features/auth/api';
import { lineTotal } from '@/client/features/cart/totals';
import { ProductImage } from '@/client/components/product-image';
import { Navigate } from '@/client/lib/navigation';
import { shopSettings } from '@/client/lib/shop-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { orderDetailQuery } from '../api';
import { WriteReviewLink } from '../components/write-review-link';

const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

function Lines({ order }: { order: OrderDetail }) {
  return (
    <ul className="divide-y" aria-label="Order lines">
      {order.items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3">
          <ProductImage src={item.image ?? undefined} alt="" sizes="64px" className="size-16 shrink-0 rounded-md border" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium wrap-anywhere">
              {item.productSlug && item.productId !== null ? (
                <Link to={`/products/${encodeURIComponent(item.productSlug)}`} className="hover:underline">
                  {item.productName}
                </Link>
              ) : (
                item.productName
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {item.quantity} x {formatKsh(item.unitPrice)}
            </p>
            <WriteReviewLink status={order.status} item={item} />
          </div>
          <p className="shrink-0 font-medium">{formatKsh(lineTotal({ quantity: item.quantity, price: item.unitPrice }))}</p>
        </li>
      ))}
    </ul>
  );
}

function History({ order }: { order: OrderDetail }) {
  return (
    <ol className="relative space-y-4 border-l pl-5" aria-label="Status history">
      {order.history.map((step, index) => (
        <li key={`${step.status}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.65rem] top-1 size-3 rounded-full border-2 border-background bg-primary" />
          <p className="font-medium">{ORDER_STATUS_LABELS[step.status]}</p>
          <time dateTime={step.changedAt} className="text-sm text-muted-foreground">
            {formatDate(step.changedAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Items</CardTitle>
          </CardHeader>
          <CardContent>
            <Lines order={order} />
            <div className="flex justify-between border-t pt-3 text-base font-semibold">
              <span>Total</span>
              <span>{formatKsh(order.totalAmount)}</span>
            </div>
          </CardContent>
        </Card>
        {/* The order's payment status and documents, once the shop takes payments, go here: after the totals they settle. */}
        <Card>
          <CardHeader>
            <CardTitle>Delivery</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">Delivery address</dt>
              <dd className="wrap-anywhere whitespace-pre-line">{order.deliveryAddress}</dd>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{order.phoneNumber}</dd>
              {order.notes && (
                <>
                  <dt className="text-muted-foreground">Notes</dt>
                  <dd className="wrap-anywhere whitespace-pre-line">{order.notes}</dd>
                </>
              )}
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>Status history</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <History order={order} />
          {order.status === 'pending' && (
            <Button asChild variant="whatsapp" size="sm">
              <a href={whatsappUrl(shopSettings.whatsappNumber, followUpMessage(order.orderNumber, DEFAULT_LOCALE))} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> Follow Up
              </a>
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function OrderScreen({ orderNumber }: { orderNumber: string }) {
  const order = useQuery(orderDetailQuery(orderNumber));
  if (order.isPending) return <Skeleton className="h-64 w-full" />;
  if (order.isError) return <LoadError what="this order" />;
  if (!order.data) {
    return (
      <Card className="mx-auto max-w-md">
        <CardContent className="space-y-3 pt-6 text-center">
          <h2 className="text-xl font-semibold">Order not found</h2>
          <p className="text-muted-foreground">We could not find this order in your account.</p>
          <Button asChild>
            <Link to="/dashboard">My Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <OrderView order={order.data} />;
}

/** /dashboard/orders/{orderNumber}: one order of the signed-in customer with its lines and history. */
export function OrderPage() {
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  usePageTitle(`Order #${orderNumber}`);
  const { user, isLoading } = useAuth();
  const order = useQuery({ ...orderDetailQuery(orderNumber), enabled: !!user });
  if (isLoading) {
    return (
      <div className="flex justify-center py-20">
        <Spinner />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Link to="/dashboard" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" /> My Dashboard
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Order #{orderNumber.toUpperCase()}</h1>
          {order.data && <p className="text-sm text-muted-foreground">Placed {formatDate(order.data.createdAt)}</p>}
        </div>
        {order.data && <Badge variant={orderStatusVariant(order.data.status)}>{ORDER_STATUS_LABELS[order.data.status]}</Badge>}
      </div>
      <OrderScreen orderNumber={orderNumber} />
    </div>
  );
}
