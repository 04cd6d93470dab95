import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { formatDay } from '@/shared/dates';
import { localized } from '@/shared/locale';
import { formatKsh } from '@/shared/money';
import { deliveryLine, installationLine } from '@/shared/order-delivery';
import { LIMITS } from '@/shared/constants';
import type { OrderDetail } from '@/shared/schemas/orders';
import type { OrderClaims as Claims } from '@/shared/schemas/warranty';
import { orderStatusVariant } from '@/client/components/order-status';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, TitledCard } from '@/client/components/ui/card';
import { sharedMessages } from '@/client/components/shared-messages';
import { LoadError } from '@/client/components/ui/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SignedInOnly } from '@/client/features/auth/signed-in-only';
import { lineTotal } from '@/client/features/cart/totals';
import { paymentsMessages } from '@/client/features/payments/messages';
import { MpesaPay } from '@/client/features/payments/mpesa-pay';
import { OrderPaymentDetails, OrderPaymentSummary } from '@/client/features/payments/order-payment';
import { ProductImage } from '@/client/components/product-image';
import { translator, useMessages } from '@/client/lib/i18n';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { orderClaimsQuery, orderDetailQuery, orderInstallationQuery } from '../api';
import { WriteReviewLink } from '../components/write-review-link';
import { dashboardMessages } from '../messages';
import { formatOrderTime } from '../order-time';
import { FollowUpLink } from '../components/follow-up-link';
import { DeliveryRows } from '../components/delivery-rows';
import { LineWarrantyAction, OrderClaims } from '../components/warranty-claims';
import { InstallationCard } from '../components/installation-booking';

function Lines({ order, claims }: { order: OrderDetail; claims: Claims | undefined }) {
  const t = useMessages(dashboardMessages);
  return (
    <ul className="divide-y" aria-label={t('orderLines')}>
      {order.items.map((item) => {
        // Named as bought, in the page's language (docs/product.md, "Languages").
        const name = localized(t.locale, item.productName, item.productNameSw);
        return (
          <li key={item.id} className="flex gap-3 py-3">
            <ProductImage src={item.image ?? undefined} alt="" sizes="64px" className="size-16 shrink-0 rounded-md border" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium wrap-anywhere">
                {item.productSlug && item.productId !== null ? (
                  <Link to={`/products/${encodeURIComponent(item.productSlug)}`} className="hover:underline">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {item.quantity} x {formatKsh(item.unitPrice)}
              </p>
              <WriteReviewLink status={order.status} item={item} />
              <LineWarrantyAction orderNumber={order.orderNumber} item={item} warranty={claims?.lines.find((line) => line.orderItemId === item.id)} />
            </div>
            <p className="shrink-0 font-medium">{formatKsh(lineTotal({ quantity: item.quantity, price: item.unitPrice }))}</p>
          </li>
        );
      })}
    </ul>
  );
}

interface Step {
  at: string;
  title: string;
  detail?: string;
}

/** The order's statuses and the payments that count, in the order they happened. */
function History({ order }: { order: OrderDetail }) {
  const t = useMessages(dashboardMessages);
  const shared = useMessages(sharedMessages);
  const pay = useMessages(paymentsMessages);
  const steps: Step[] = [
    ...order.history.map((step) => ({ at: step.changedAt, title: shared(`orderStatus_${step.status}`) })),
    ...order.payments.map((payment) => ({
      at: payment.paidAt,
      title: pay('paidBy', { amount: formatKsh(payment.amount), method: pay(`method_${payment.method}`) }),
      detail: payment.reference ? pay('reference', { account: payment.reference }) : undefined,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="relative space-y-4 border-l pl-5" aria-label={t('statusHistory')}>
      {steps.map((step, index) => (
        <li key={index} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.65rem] top-1 size-3 rounded-full border-2 border-background bg-primary" />
          <p className="font-medium">{step.title}</p>
          {step.detail && <p className="text-sm wrap-anywhere">{step.detail}</p>}
          <time dateTime={step.at} className="text-sm text-muted-foreground">
            {formatOrderTime(step.at, t.locale)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** The delivery fee as its own line above the total, which includes it (docs/product.md, "Delivery"). */
function DeliveryFee({ order }: { order: OrderDetail }) {
  const t = useMessages(dashboardMessages);
  const line = deliveryLine(order.delivery, t.locale);
  const { earliestDate: from, latestDate: to } = order.delivery ?? {};
  return (
    <div className="border-t py-3 text-sm">
      <div className="flex justify-between gap-3" data-testid="order-delivery-fee">
        <span className="wrap-anywhere">{line.label}</span>
        <span className="shrink-0 font-medium">{line.amount}</span>
      </div>
      {from && to && (
        <p className="text-muted-foreground">{t('expectedDelivery', { from: formatDay(from, t.locale), to: formatDay(to, t.locale) })}</p>
      )}
    </div>
  );
}

/** The installer's quote as its own line above the total, which includes it (docs/product.md, "Installation"). */
function InstallationFee({ order }: { order: OrderDetail }) {
  const t = useMessages(dashboardMessages);
  const line = installationLine(order.charges, t.locale);
  if (!line) return null;
  return (
    <div className="flex justify-between gap-3 border-t py-3 text-sm" data-testid="order-installation-fee">
      <span>{line.label}</span>
      <span className="shrink-0 font-medium">{line.amount}</span>
    </div>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const t = useMessages(dashboardMessages);
  const pay = useMessages(paymentsMessages);
  // Only a delivered order's lines can be claimed under warranty (docs/product.md, "Warranty claims").
  const claims = useQuery({ ...orderClaimsQuery(order.orderNumber), enabled: order.status === 'delivered' });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <TitledCard title={t('items')}>
          <Lines order={order} claims={claims.data} />
          <DeliveryFee order={order} />
          <InstallationFee order={order} />
          <div className="flex justify-between border-t pt-3 text-base font-semibold">
            <span>{t('total')}</span>
            <span>{formatKsh(order.totalAmount)}</span>
          </div>
        </TitledCard>
        {/* After the totals it settles: what is paid and owed, the documents and, while something is owed, how to pay. */}
        <TitledCard title={pay('payment')} contentClassName="space-y-4">
          <OrderPaymentSummary order={order} />
          <MpesaPay order={order} />
          <OrderPaymentDetails order={order} />
        </TitledCard>
        <TitledCard title={t('delivery')}>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <DeliveryRows order={order} />
          </dl>
        </TitledCard>
        <InstallationCard orderNumber={order.orderNumber} defaultCounty={order.delivery?.county ?? null} />
        {claims.data && claims.data.claims.length > 0 && (
          <TitledCard title={t('warrantyClaims')}>
            <OrderClaims claims={claims.data.claims} />
          </TitledCard>
        )}
      </div>
      <TitledCard title={t('statusHistory')} className="h-fit" contentClassName="space-y-4">
        <History order={order} />
        {order.status === 'pending' && <FollowUpLink orderNumber={order.orderNumber} />}
      </TitledCard>
    </div>
  );
}

function OrderScreen({ orderNumber }: { orderNumber: string }) {
  const t = useMessages(dashboardMessages);
  const order = useQuery(orderDetailQuery(orderNumber));
  if (order.isPending) return <Skeleton className="h-64 w-full" />;
  if (order.isError) return <LoadError what={t('thisOrder')} />;
  if (!order.data) {
    return (
      <Card className="mx-auto max-w-md">
        <CardContent className="space-y-3 pt-6 text-center">
          <h2 className="text-xl font-semibold">{t('orderNotFound')}</h2>
          <p className="text-muted-foreground">{t('orderNotFoundText')}</p>
          <Button asChild>
            <Link to="/dashboard">{t('title')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <OrderView order={order.data} />;
}

/**
 * Server rendering for the order's customer (the renderer's calls carry their session): the order, its installation
 * and, once delivered, its claims; a 404 for an order that is not theirs, as the API answers.
 */
export const prefetch: Prefetch = async ({ queryClient, params, locale }) => {
  const orderNumber = params.orderNumber ?? '';
  const t = translator(locale, dashboardMessages);
  const notFound = { status: 404, head: { title: t('orderNotFound') } };
  // No order has a number past the API's limit: nothing to ask, and the address stays out of the page's state.
  if (!shownNumber(orderNumber)) return notFound;
  const order = await queryClient.fetchQuery(orderDetailQuery(orderNumber)).catch(() => undefined);
  if (order === null) return notFound;
  if (!order) return;
  await Promise.all([
    queryClient.prefetchQuery(orderInstallationQuery(orderNumber)),
    order.status === 'delivered' && queryClient.prefetchQuery(orderClaimsQuery(orderNumber)),
  ]);
  return { head: { title: t('order', { number: order.orderNumber }) } };
};

/** /dashboard/orders/{orderNumber}: one order of the signed-in customer with its lines and history. */
export function OrderPage() {
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const t = useMessages(dashboardMessages);
  const shown = shownNumber(orderNumber);
  usePageTitle(shown ? t('order', { number: shown }) : t('orderNotFound'));
  return <SignedInOnly>{() => <SignedInOrderPage orderNumber={orderNumber} />}</SignedInOnly>;
}

/**
 * The number the page names: the address's, within the API's limit for an order number (LIMITS.maxOrderNumber),
 * since no order has a longer one: a 10,000-character address must not make a 10,000-character heading.
 */
function shownNumber(orderNumber: string): string | undefined {
  const number = orderNumber.trim();
  return number && number.length <= LIMITS.maxOrderNumber ? number.toUpperCase() : undefined;
}

function SignedInOrderPage({ orderNumber }: { orderNumber: string }) {
  const t = useMessages(dashboardMessages);
  const shown = shownNumber(orderNumber);
  const shared = useMessages(sharedMessages);
  const order = useQuery(orderDetailQuery(orderNumber));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Link to="/dashboard" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('title')}
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{shown ? t('order', { number: shown }) : t('orderNotFound')}</h1>
          {order.data && <p className="text-sm text-muted-foreground">{t('placed', { date: formatOrderTime(order.data.createdAt, t.locale) })}</p>}
        </div>
        {order.data && <Badge variant={orderStatusVariant(order.data.status)}>{shared(`orderStatus_${order.data.status}`)}</Badge>}
      </div>
      <OrderScreen orderNumber={orderNumber} />
    </div>
  );
}
