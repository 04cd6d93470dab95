import { localized } from '@/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MessageCircle, Phone, Smartphone, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { formatKsh, isPrice } from '@/shared/money';
import { paymentMethodsPhrase, takesAccountPayments } from '@/shared/payments';
import { telHref } from '@/shared/phone';
import type { User } from '@/shared/schemas/auth';
import type { CartItemWithProduct } from '@/shared/schemas/cart';
import type { DeliveryChoice as Choice } from '@/shared/schemas/delivery';
import type { checkoutSchema, Order } from '@/shared/schemas/orders';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from '@/client/components/ui/card';
import { Field, TelInput, Textarea } from '@/client/components/ui/input';
import { LiveForm } from '@/client/components/ui/live-form';
import { LoadError } from '@/client/components/ui/load-error';
import { PageSpinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { SignedInOnly } from '@/client/features/auth/signed-in-only';
import { cartWithProductsQuery } from '@/client/features/cart/api';
import { cartSummary, lineTotal, totalWithFee } from '@/client/features/cart/totals';
import { orderInstallationQuery } from '@/client/features/dashboard/api';
import { forgetPlan, notesWithPlan, rememberedPlan } from '@/client/features/planner/plan-memory';
import { forgetDraft, readDraft, saveDraft } from '@/client/lib/drafts';
import { translator, useCodeText, useMessages } from '@/client/lib/i18n';
import { useNavigate } from '@/client/lib/navigation';
import { shopSettings } from '@/client/lib/shop-settings';
import { PaymentDetails } from '@/client/features/payments/payment-details';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useLazyZodResolver } from '@/client/lib/lazy-resolver';
import type { Prefetch } from '@/client/lib/ssr';
import { deliveryOptionsQuery, orderWhatsappUrl, useCreateOrder, useWhatsAppHandoff } from '../api';
import { checkoutMessages } from '../messages';
import { chosen, DeliveryChoice, NO_PICK, pickFee, type DeliveryPick } from './delivery-choice';

type Values = z.input<typeof checkoutSchema>;
const PAYMENT_STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** What the shopper typed into this tab's form before: a field left empty never hides the profile's saved default. */
const typedIn = (draft: Partial<Values>): Partial<Values> =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));

/** Server rendering for the signed-in shopper (the renderer's calls carry their session): their cart and the delivery terms. */
export const prefetch: Prefetch = async ({ queryClient, locale }) => {
  await Promise.all([queryClient.prefetchQuery(cartWithProductsQuery), queryClient.prefetchQuery(deliveryOptionsQuery)]);
  return { head: { title: translator(locale, checkoutMessages)('title') } };
};

export function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  usePageTitle(t('title'));
  return <SignedInOnly failed={<LoadError what={t('yourAccount')} />}>{(user) => <Checkout user={user} />}</SignedInOnly>;
}

function Checkout({ user }: { user: User }) {
  const t = useMessages(checkoutMessages);
  const navigate = useNavigate();
  const cart = useQuery(cartWithProductsQuery);
  const createOrder = useCreateOrder();
  const isEmpty = cart.isSuccess && cart.data.length === 0;
  // Once the order exists the cart is empty on purpose: that is not the "empty cart" case.
  const ordering = createOrder.isPending || createOrder.isSuccess;
  const announced = useRef(false);
  const options = useQuery(deliveryOptionsQuery);
  const [pick, setPick] = useState<DeliveryPick>(NO_PICK);
  const [missing, setMissing] = useState(false);
  const goodsTotal = cartSummary((cart.data ?? []).map((line) => ({ quantity: line.quantity, price: line.product.price }))).total;
  // Without the terms (a dropped connection) or a county, the order goes without a choice: its fee is confirmed by
  // the sales team (docs/product.md, "Delivery"). A pickup needs its point.
  const delivery = options.isSuccess ? chosen(pick) : null;
  const fee = pickFee(options.data, pick, goodsTotal);
  const shownTotal = totalWithFee(goodsTotal, fee);
  const pointMissing = options.isSuccess && pick.method === 'pickup' && delivery === null;

  useEffect(() => {
    if (!isEmpty || ordering || announced.current) return;
    announced.current = true;
    toast({ title: t('emptyTitle'), description: t('emptyText') });
    navigate('/products', { replace: true });
  }, [isEmpty, ordering, navigate, t]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      {createOrder.data ? (
        <OrderPlaced order={createOrder.data} />
      ) : cart.isPending || isEmpty ? (
        <PageSpinner />
      ) : cart.isError ? (
        <LoadError what={t('yourCart')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          {/* First in the page as on a phone's screen, so a page still arriving never moves the form below it. */}
          <OrderSummary lines={cart.data} method={pick.method} fee={fee} total={shownTotal} />
          <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <DeliveryChoice
              pick={pick}
              onPick={(next) => {
                setPick(next);
                setMissing(false);
              }}
              goodsTotal={goodsTotal}
              missing={missing}
            />
            <DeliveryForm
              user={user}
              lines={cart.data}
              createOrder={createOrder}
              delivery={delivery}
              shownTotal={shownTotal}
              blocked={pointMissing}
              onBlocked={() => setMissing(true)}
            />
            <PaymentSteps />
          </div>
        </div>
      )}
    </div>
  );
}

function DeliveryForm({
  user,
  lines,
  createOrder,
  delivery,
  shownTotal,
  blocked,
  onBlocked,
}: {
  user: User;
  lines: CartItemWithProduct[];
  createOrder: ReturnType<typeof useCreateOrder>;
  /** The complete choice; null to order without one (no county chosen, or the options could not be loaded). */
  delivery: Choice | null;
  /** The total the summary shows: the order is placed at it or refused with the new one (docs/product.md, "Checkout"). */
  shownTotal: string;
  /** Pickup was chosen without its point: say so instead of ordering. */
  blocked: boolean;
  onBlocked: () => void;
}) {
  // Per user: a draft never fills in the form for someone else who signs in on the same tab.
  const t = useMessages(checkoutMessages);
  // The schema's messages are codes (src/shared/messages), shown in the page's language.
  const text = useCodeText();
  const draft = `checkout:${user.id}`;
  const form = useForm<Values, unknown, z.output<typeof checkoutSchema>>({
    resolver: useLazyZodResolver(() => import('@/shared/schemas/orders').then((schemas) => schemas.checkoutSchema)),
    defaultValues: {
      deliveryAddress: user.deliveryAddress ?? '',
      phoneNumber: user.phoneNumber ?? '',
      notes: '',
      ...typedIn(readDraft<Values>(draft)),
    },
  });
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(draft, values) }), [form, draft]);
  const { errors } = form.formState;
  const problem = (error: { message?: string } | undefined) => error?.message && text(error.message);
  const unavailable = lines.find((line) => line.product.stockStatus === 'out_of_stock');
  const busy = createOrder.isPending;
  // The plan is remembered in this browser only, which the server cannot see.
  const live = useHydrated();
  return (
    <TitledCard title={t('deliveryDetails')}>
      <LiveForm
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (blocked) return onBlocked();
          createOrder.mutate(
            {
              ...values,
              notes: notesWithPlan(values.notes),
              ...(delivery && { delivery }),
              // A total past what an order may hold is no amount the API reads: the shop refuses it as too large.
              ...(isPrice(shownTotal) && { expectedTotal: shownTotal }),
            },
            {
              onSuccess: () => {
                forgetPlan();
                forgetDraft(draft);
              },
            },
          );
        })}
      >
        <Field id="checkout-address" label={t('address')} error={problem(errors.deliveryAddress)}>
          <Textarea
            id="checkout-address"
            autoComplete="street-address"
            placeholder={t('addressPlaceholder')}
            aria-invalid={!!errors.deliveryAddress}
            aria-describedby={errors.deliveryAddress ? 'checkout-address-error' : undefined}
            {...form.register('deliveryAddress')}
          />
        </Field>
        <Field id="checkout-phone" label={t('phone')} error={problem(errors.phoneNumber)} hint={t('phoneHint')}>
          <TelInput
            id="checkout-phone"
            aria-invalid={!!errors.phoneNumber}
            aria-describedby={errors.phoneNumber ? 'checkout-phone-error' : undefined}
            {...form.register('phoneNumber')}
          />
        </Field>
        <Field id="checkout-notes" label={t('notes')} error={problem(errors.notes)} hint={live && rememberedPlan() ? t('notesPlanHint') : undefined}>
          <Textarea id="checkout-notes" placeholder={t('notesPlaceholder')} {...form.register('notes')} />
        </Field>
        {unavailable && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {t('outOfStockBefore', { name: localized(t.locale, unavailable.product.name, unavailable.product.nameSw) })}{' '}
            <Link to="/cart" className="underline">
              {t('outOfStockLink')}
            </Link>{' '}
            {t('outOfStockAfter')}
          </p>
        )}
        <Button type="submit" variant="whatsapp" size="lg-wrap" className="w-full" disabled={busy || !!unavailable}>
          <MessageCircle aria-hidden="true" />
          {busy ? t('creating') : t('submit')}
        </Button>
      </LiveForm>
    </TitledCard>
  );
}

/**
 * The lines, the delivery fee (null: to be confirmed, until a county with terms is chosen), and the total including
 * it: the one the order is then placed at.
 */
function OrderSummary({ lines, method, fee, total }: { lines: CartItemWithProduct[]; method: Choice['method']; fee: string | null; total: string }) {
  const t = useMessages(checkoutMessages);
  return (
    // Above the form on a phone, so the total is seen first; beside it on a wide screen.
    <Card className="h-fit lg:sticky lg:top-20 lg:col-start-3 lg:row-start-1">
      <CardHeader>
        <CardTitle>{t('orderSummary')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm" aria-label={t('orderLines')}>
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>
                {line.quantity} x {localized(t.locale, line.product.name, line.product.nameSw)}
              </span>
              <span className="shrink-0 font-medium">{formatKsh(lineTotal({ quantity: line.quantity, price: line.product.price }))}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex justify-between gap-3 border-t pt-3 text-sm" data-testid="checkout-delivery-fee">
          <span>{t(method === 'delivery' ? 'deliveryLine' : 'pickupLine')}</span>
          <span className="shrink-0 font-medium">{fee === null ? t('toBeConfirmed') : fee === '0.00' ? t('free') : formatKsh(fee)}</span>
        </div>
        <div className="mt-4 flex justify-between border-t pt-3 text-base font-semibold">
          <span>{t('total')}</span>
          <span data-testid="checkout-total">{formatKsh(total)}</span>
        </div>
      </CardContent>
    </Card>
  );
}

function PaymentSteps() {
  const t = useMessages(checkoutMessages);
  return (
    <TitledCard title={t('howPaymentWorks')} contentClassName="space-y-4 text-sm">
      <ol className="list-decimal space-y-2 pl-5">
        {PAYMENT_STEPS.map((step) => (
          <li key={step}>{t(step, { methods: paymentMethodsPhrase(shopSettings, t.locale) })}</li>
        ))}
      </ol>
      <div className="space-y-2">
        {/* The order number is the account only of the methods that take one (docs/product.md, "Payment details"). */}
        <p className="text-muted-foreground">{t(takesAccountPayments(shopSettings) ? 'payInParts' : 'payInPartsCash')}</p>
        <PaymentDetails />
      </div>
      <div className="space-y-2">
        <p className="text-muted-foreground">{t('callUs')}</p>
        <div className="flex flex-wrap gap-2">
          {shopSettings.phones.map((phone) => (
            <Button key={phone} asChild variant="outline" size="sm">
              <a href={telHref(phone)}>
                <Phone aria-hidden="true" /> {phone}
              </a>
            </Button>
          ))}
        </div>
      </div>
    </TitledCard>
  );
}

/** For an order with goods that need installing, the way to its booking form on the order page (docs/product.md, "Installation"). */
function BookInstallation({ orderNumber }: { orderNumber: string }) {
  const t = useMessages(checkoutMessages);
  const installation = useQuery(orderInstallationQuery(orderNumber));
  if (!installation.data?.needed) return null;
  return (
    <Button asChild variant="outline">
      <Link to={`/dashboard/orders/${orderNumber}#installation`}>
        <Wrench aria-hidden="true" /> {t('bookInstallation')}
      </Link>
    </Button>
  );
}

const HANDOFF_TEXT = { opening: 'openingWhatsApp', opened: 'whatsAppOpened', notOpened: 'whatsAppNotOpened' } as const;

/** Shown while the phone switches to WhatsApp, saying whether it did, with a link in case it did not. */
function OrderPlaced({ order }: { order: Order }) {
  const t = useMessages(checkoutMessages);
  const url = orderWhatsappUrl(order, t.locale);
  const handoff = useWhatsAppHandoff(url);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The confirmation replaces a form that was tapped far down the page: bring it into view and read it out.
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-3 pt-6">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('placed', { number: order.orderNumber })}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {t(HANDOFF_TEXT[handoff])}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="whatsapp">
            <a href={url}>
              <MessageCircle aria-hidden="true" /> {t('openWhatsApp')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('myOrders')}</Link>
          </Button>
        </div>
        <BookInstallation orderNumber={order.orderNumber} />
        {/* Paying now needs the order page: its form and the prompt's progress survive the switch to WhatsApp and back. */}
        {shopSettings.mpesaPromptOn && (
          <Button asChild>
            <Link to={`/dashboard/orders/${order.orderNumber}`}>
              <Smartphone aria-hidden="true" /> {t('payNowMpesa')}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
