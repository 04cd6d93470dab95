import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/constants';
import { PAYMENT_METHOD_LABELS } from '@/shared/labels';
import { formatKsh } from '@/shared/money';
import { paymentLimit } from '@/shared/payments';
import type { AdminOrder } from '@/shared/schemas/admin';
import type { Payment } from '@/shared/schemas/payments';
import { UserText } from '@/client/components/user-text';
import { Button } from '@/client/components/ui/button';
import { Field, Input, Label, Textarea } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useAuth } from '@/client/features/auth/api';
import { ApiError } from '@/client/lib/api';
import { orderPaymentsQuery, orderPromptsQuery, useRecordPayment, useVoidPayment } from '@/client/features/payments/api';
import { OrderDocuments } from '@/client/features/payments/order-payment';
import { PaymentStatusBadge } from '@/client/features/payments/payment-status-badge';
import { cn } from '@/client/lib/utils';
import { formatDateTime } from '../format';
import { LabelOptions } from './label-options';

function RecordPaymentForm({ order }: { order: AdminOrder }) {
  const [method, setMethod] = useState<PaymentMethod>('mpesa');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [paidAt, setPaidAt] = useState('');
  const [note, setNote] = useState('');
  const record = useRecordPayment(order.id, () => {
    setAmount('');
    setReference('');
    setPaidAt('');
    setNote('');
  });
  const { isSuperAdmin } = useAuth();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // datetime-local is the staff member's wall clock; the server keeps the instant.
    record.mutate({ method, amount, reference: reference || null, paidAt: paidAt ? new Date(paidAt).toISOString() : undefined, note: note || null });
  };
  // A payment past the overpayment tolerance is refused with 409 (docs/product.md, "Payments", "Bounds"): its message
  // stays in the form, and a super admin may send the same payment again, confirmed, unless no confirmation can allow it.
  const refused = record.error instanceof ApiError && record.error.status === 409 ? record.error.serverMessage : undefined;
  const refusedPayment = refused ? record.variables : undefined;
  const confirmable = isSuperAdmin && refusedPayment !== undefined && paymentLimit(order, String(refusedPayment.amount))?.confirmable === true;
  return (
    <form className="grid grid-cols-1 gap-3 rounded-md border p-3 sm:grid-cols-2" onSubmit={submit} aria-label="Record a payment">
      <Field id="payment-method" label="Method">
        <NativeSelect id="payment-method" value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
          <LabelOptions values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </NativeSelect>
      </Field>
      <Field id="payment-amount" label="Amount (KSh)">
        <Input
          id="payment-amount"
          inputMode="decimal"
          required
          placeholder={order.balanceDue}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <Field id="payment-reference" label={method === 'mpesa' ? 'M-PESA receipt number' : 'Reference (optional)'}>
        <Input
          id="payment-reference"
          required={method === 'mpesa'}
          autoCapitalize="characters"
          placeholder={method === 'mpesa' ? 'QK12ABC3DE' : ''}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </Field>
      <Field id="payment-paid-at" label="Paid at (default: now)">
        <Input id="payment-paid-at" type="datetime-local" value={paidAt} onChange={(event) => setPaidAt(event.target.value)} />
      </Field>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="payment-note">Note (optional)</Label>
        <Textarea id="payment-note" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {refused && (
        <div role="alert" className="space-y-2 rounded-md border border-destructive p-3 sm:col-span-2">
          <p className="text-destructive wrap-anywhere">{refused}</p>
          {confirmable && (
            <Button
              type="button"
              variant="outline"
              disabled={record.isPending}
              onClick={() => record.mutate({ ...refusedPayment, confirmOverpayment: true })}
            >
              Record the overpayment anyway
            </Button>
          )}
        </div>
      )}
      <Button type="submit" className="sm:col-span-2" disabled={record.isPending}>
        {record.isPending ? 'Recording...' : 'Record Payment'}
      </Button>
    </form>
  );
}

function VoidPayment({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const voidPayment = useVoidPayment(() => setOpen(false));
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive"
        onClick={() => setOpen(true)}
        aria-label={`Void payment ${payment.reference ?? payment.id}`}
      >
        Void
      </Button>
    );
  }
  return (
    <form
      className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        voidPayment.mutate({ id: payment.id, reason });
      }}
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={`void-reason-${payment.id}`}>Why is this payment voided?</Label>
        <Input id={`void-reason-${payment.id}`} required minLength={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      <Button type="submit" variant="destructive" size="sm" disabled={voidPayment.isPending}>
        Void Payment
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </form>
  );
}

function PaymentList({ orderId }: { orderId: number }) {
  const { data: payments, isError } = useQuery(orderPaymentsQuery(orderId));
  const { isSuperAdmin } = useAuth();
  if (isError) return <p className="text-destructive">Failed to load payments</p>;
  if (!payments) return <p className="text-muted-foreground">Loading payments...</p>;
  if (payments.length === 0) return <p className="text-muted-foreground">No payments recorded yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="Payments">
      {payments.map((payment) => (
        <li key={payment.id} className="p-3" data-testid="payment-row">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className={cn('min-w-0 wrap-anywhere', payment.voidedAt ? 'text-muted-foreground line-through' : 'font-medium')}>
              {formatKsh(payment.amount)} · {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.reference && ` · ${payment.reference}`}
            </p>
            {!payment.voidedAt && isSuperAdmin && <VoidPayment payment={payment} />}
          </div>
          <p className="text-muted-foreground">
            Paid {formatDateTime(payment.paidAt)}; recorded {formatDateTime(payment.recordedAt)}
            {payment.recordedBy && ` by ${payment.recordedBy.username}`}
          </p>
          {payment.note && (
            <p className="text-muted-foreground">
              <UserText text={payment.note} />
            </p>
          )}
          {payment.voidedAt && (
            <p className="text-destructive">
              Voided {formatDateTime(payment.voidedAt)}
              {payment.voidedBy && ` by ${payment.voidedBy.username}`}: {payment.voidReason}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

const PROMPT_STATUS = { pending: 'Waiting for the customer', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled', timeout: 'Timed out' } as const;

/** The order's M-PESA prompts, beside its payments: what was asked for, and what Safaricom answered. */
function PromptList({ orderId }: { orderId: number }) {
  const { data: prompts } = useQuery(orderPromptsQuery(orderId));
  if (!prompts || prompts.length === 0) return null;
  return (
    <ul className="divide-y rounded-md border" aria-label="M-PESA prompts">
      {prompts.map((prompt) => (
        <li key={prompt.id} className="p-3" data-testid="prompt-row">
          <p className="font-medium">
            {formatKsh(prompt.amount)} prompt to {prompt.phone || 'an erased number'} · {PROMPT_STATUS[prompt.status]}
            {prompt.receipt && ` · ${prompt.receipt}`}
          </p>
          <p className="text-muted-foreground">
            Sent {formatDateTime(prompt.createdAt)}
            {prompt.resultDesc && `; M-PESA: ${prompt.resultDesc}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The order's payments in the admin order view: the balance, the list (voiding for a super admin) and a form to record one. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-payments-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-payments-title" className="font-medium">
          Payments
        </h3>
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      {order.status === 'cancelled' ? (
        <>
          <p>
            Paid {formatKsh(order.amountPaid)} of {formatKsh(order.totalAmount)}; the order is cancelled, so nothing is due.
          </p>
          {order.refundDue !== '0.00' && (
            <p role="status" className="font-semibold text-destructive">
              {formatKsh(order.refundDue)} to refund to the customer. Once it is paid back, a super admin voids each payment with the refund as the
              reason.
            </p>
          )}
        </>
      ) : (
        <p>
          Paid {formatKsh(order.amountPaid)} of {formatKsh(order.totalAmount)}; balance{' '}
          <span className="font-semibold">{formatKsh(order.balanceDue)}</span>
        </p>
      )}
      <OrderDocuments order={order} />
      <PaymentList orderId={order.id} />
      <PromptList orderId={order.id} />
      {order.status !== 'cancelled' && <RecordPaymentForm order={order} />}
    </section>
  );
}
