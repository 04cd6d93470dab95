import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatKsh } from '@/shared/money';
import type { UnmatchedConfirmation } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { useAuth } from '@/client/features/auth/api';
import { unmatchedConfirmationsQuery, useAssignConfirmation } from '@/client/features/payments/api';
import { ApiError, errorMessage } from '@/client/lib/api';
import { formatDateTime } from '../format';
import { QueryState } from './query-state';
import { Table, Td, Th } from './table';

/** The order a payment is given to, typed as the customer should have: refusals stay beside it. */
function AssignForm({ payment }: { payment: UnmatchedConfirmation }) {
  const [orderNumber, setOrderNumber] = useState('');
  const assign = useAssignConfirmation(payment.receipt);
  const { isSuperAdmin } = useAuth();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate({ orderNumber });
  };
  // Past the overpayment tolerance a super admin may confirm, as for a payment typed in (docs/product.md, "Payments").
  const confirmable = isSuperAdmin && assign.error instanceof ApiError && assign.error.code === 'overpayment_needs_confirmation';
  return (
    <form className="space-y-2" onSubmit={submit} aria-label={`Give ${payment.receipt} to an order`}>
      <div className="flex gap-2">
        <Input
          aria-label={`Order for ${payment.receipt}`}
          placeholder="SH-..."
          className="h-9 w-32"
          required
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={assign.isPending}>
          Record
        </Button>
      </div>
      {assign.isError && (
        <div role="alert" className="space-y-2 text-destructive">
          <p className="wrap-anywhere">{errorMessage(assign.error, 'The payment could not be recorded')}</p>
          {confirmable && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={assign.isPending}
              onClick={() => assign.mutate({ orderNumber, confirmOverpayment: true })}
            >
              Record the overpayment anyway
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * Paybill and till payments M-PESA confirmed that named no order that could take them (docs/product.md, "Paying with
 * M-PESA"): staff find the order (the phone, the amount, what the customer typed) and record each on it.
 */
export function UnmatchedPayments() {
  const { data, isLoading, isError } = useQuery(unmatchedConfirmationsQuery);
  return (
    <TitledCard title="M-PESA payments to give to an order" className="mb-6" contentClassName="space-y-4 text-sm">
      <p className="text-muted-foreground">
        Paid to the Paybill or till with an account number that names no order that can take them. Type the order number to record each one.
      </p>
      <QueryState
        data={data?.items}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load the payments waiting for an order"
        emptyText="None waiting: every M-PESA payment found its order."
      >
        {(items) => (
          <>
            <Table aria-label="M-PESA payments to give to an order">
              <thead>
                <tr>
                  <Th>Receipt</Th>
                  <Th align="right">Amount</Th>
                  <Th>Order</Th>
                  <Th>Account typed</Th>
                  <Th>Phone</Th>
                  <Th>Paid</Th>
                  <Th>Why</Th>
                </tr>
              </thead>
              <tbody>
                {items.map((payment) => (
                  <tr key={payment.receipt} data-testid="unmatched-payment">
                    <Td className="font-medium">{payment.receipt}</Td>
                    <Td className="whitespace-nowrap text-right">{formatKsh(payment.amount)}</Td>
                    <Td>
                      <AssignForm payment={payment} />
                    </Td>
                    <Td className="wrap-anywhere">{payment.account || '—'}</Td>
                    <Td className="whitespace-nowrap">{payment.phone ?? '—'}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(payment.paidAt)}</Td>
                    <Td>{payment.reason ?? '—'}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {data && data.total > items.length && (
              <p className="text-muted-foreground">
                The newest {items.length} of {data.total} are shown; record these to see the rest.
              </p>
            )}
          </>
        )}
      </QueryState>
    </TitledCard>
  );
}
