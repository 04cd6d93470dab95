import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { mpesaApi } from '@/shared/contract/mpesa';
import { ordersApi } from '@/shared/contract/orders';
import { formatKsh } from '@/shared/money';
import { maxPromptAmount, mpesaPhone } from '@/shared/mpesa';
import type { Order } from '@/shared/schemas/orders';
import { Button } from '@/client/components/ui/button';
import { Field, Input, TelInput } from '@/client/components/ui/input';
import { LiveForm } from '@/client/components/ui/live-form';
import { useAuth } from '@/client/features/auth/api';
import { ApiError, callApi, endpointQuery } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { paymentsMessages } from './messages';

type PayableOrder = Pick<Order, 'orderNumber' | 'status' | 'balanceDue'>;

// How often the screen asks after a prompt the customer has not answered yet.
const POLL_MS = 2500;
// The prompt the screen follows is kept per order, so a reload or a dropped connection picks it up again.
const storageKey = (orderNumber: string) => `mpesa-prompt:${orderNumber}`;
const promptWatchers = new Set<() => void>();
const watchPrompts = (watcher: () => void) => {
  promptWatchers.add(watcher);
  return () => void promptWatchers.delete(watcher);
};
// The server, which cannot know it, draws the form; the browser then shows the prompt it follows, if any.
const useStoredPrompt = (orderNumber: string) =>
  useSyncExternalStore(
    watchPrompts,
    () => localStorage.getItem(storageKey(orderNumber)),
    () => null,
  );

/**
 * "Pay with M-PESA" (docs/product.md, "Paying with M-PESA"): the amount and the phone, then a prompt on the phone,
 * followed live until it ends. Nothing when the shop takes no prompts, or the order is cancelled or paid.
 */
export function MpesaPay({ order }: { order: PayableOrder }) {
  const requestId = useStoredPrompt(order.orderNumber);
  if (!shopSettings.mpesaPromptOn || order.status === 'cancelled') return null;
  if (requestId) return <PromptProgress orderNumber={order.orderNumber} requestId={requestId} onDone={() => follow(order.orderNumber, null)} />;
  if (order.balanceDue === '0.00') return null;
  return <PromptForm order={order} onSent={(id) => follow(order.orderNumber, id)} />;
}

/** Starts (a prompt's id) or ends (null) following a prompt for the order. */
function follow(orderNumber: string, requestId: string | null) {
  if (requestId) localStorage.setItem(storageKey(orderNumber), requestId);
  else localStorage.removeItem(storageKey(orderNumber));
  promptWatchers.forEach((watcher) => watcher());
}

function PromptForm({ order, onSent }: { order: PayableOrder; onSent: (requestId: string) => void }) {
  const t = useMessages(paymentsMessages);
  const text = useCodeText();
  const { user } = useAuth();
  const id = useId();
  const { mpesaMaxPerTransaction } = shopSettings;
  const most = maxPromptAmount(order.balanceDue, mpesaMaxPerTransaction);
  const [amount, setAmount] = useState(String(most));
  const [phone, setPhone] = useState(user?.phoneNumber ?? '');
  const [errors, setErrors] = useState<{ amount?: string; phone?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const shillings = Number(amount);
    const problems = {
      ...(!Number.isInteger(shillings) || shillings < 1 ? { amount: text('mpesa_amount_invalid') } : {}),
      // The message the server would give: it checks the shop's maximum before the balance.
      ...(shillings > mpesaMaxPerTransaction
        ? { amount: text('mpesa_amount_over_max', { max: formatKsh(String(mpesaMaxPerTransaction)) }) }
        : shillings > most
          ? { amount: text('mpesa_amount_over_balance', { balance: formatKsh(order.balanceDue) }) }
          : {}),
      ...(mpesaPhone(phone) === null ? { phone: text('mpesa_phone_invalid') } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const started = await callApi(mpesaApi.push, { params: { orderNumber: order.orderNumber }, body: { phone, amount: shillings } });
      onSent(started.requestId);
    } catch (error) {
      setErrors({ form: text.error(error, t('mpesaFailed')) });
    } finally {
      setSending(false);
    }
  }

  return (
    <LiveForm onSubmit={submit} noValidate className="space-y-3 rounded-md border p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Smartphone aria-hidden="true" className="size-4" /> {t('payWithMpesa')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('mpesaIntro')}</p>
      <Field id={`${id}-amount`} label={t('mpesaAmount')} error={errors.amount} hint={t('mpesaAmountHint', { max: formatKsh(String(most)) })}>
        <Input
          id={`${id}-amount`}
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value.trim())}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${id}-amount-error` : `${id}-amount-hint`}
        />
      </Field>
      <Field id={`${id}-phone`} label={t('mpesaPhone')} error={errors.phone}>
        <TelInput
          id={`${id}-phone`}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
        />
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? t('mpesaSending') : t('mpesaSend')}
      </Button>
    </LiveForm>
  );
}

const unknownPrompt = (error: unknown) => error instanceof ApiError && error.status === 404;

function PromptProgress({ orderNumber, requestId, onDone }: { orderNumber: string; requestId: string; onDone: () => void }) {
  const t = useMessages(paymentsMessages);
  const text = useCodeText();
  const queryClient = useQueryClient();
  const prompt = useQuery({
    ...endpointQuery(mpesaApi.status, { params: { orderNumber, requestId } }),
    // Asked again while the customer has not answered, and after a failed read (a dropped connection).
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || (query.state.status === 'error' && !unknownPrompt(query.state.error)) ? POLL_MS : false,
  });
  const status = prompt.data?.status;
  const unknown = unknownPrompt(prompt.error);
  // A prompt the shop does not know for this order (another account signed in since, a restored shop) is never
  // answered: the form comes back rather than "checking" for ever.
  useEffect(() => {
    if (unknown) onDone();
  }, [unknown, onDone]);
  useEffect(() => {
    // The order's own figures changed with a paid prompt: every read of orders is fetched again.
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: [ordersApi.list.path] });
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: [ordersApi.detail.path] });
  }, [status, queryClient]);

  if (!prompt.data) {
    return (
      <p role="status" className="rounded-md border p-3 text-sm">
        {prompt.isError ? t('mpesaStatusLost') : t('mpesaCheckPhone')}
      </p>
    );
  }
  const answer = prompt.data;
  if (answer.status === 'pending') {
    return (
      <div role="status" className="space-y-1 rounded-md border p-3 text-sm">
        <p className="font-semibold">{t('mpesaCheckPhone')}</p>
        <p>{text(answer.code)}</p>
      </div>
    );
  }
  return (
    <div role="status" className="space-y-2 rounded-md border p-3 text-sm">
      <p className={answer.status === 'paid' ? 'font-semibold' : 'font-semibold text-destructive'}>{text(answer.code)}</p>
      {answer.status === 'paid' && answer.receipt && (
        <>
          <p>{t('mpesaReceipt', { receipt: answer.receipt, amount: formatKsh(answer.amount) })}</p>
          <p>{t('mpesaNewBalance', { balance: formatKsh(answer.balance) })}</p>
        </>
      )}
      <Button type="button" variant="outline" size="sm" onClick={onDone}>
        {answer.status === 'paid' ? t('payWithMpesa') : t('mpesaTryAgain')}
      </Button>
    </div>
  );
}
