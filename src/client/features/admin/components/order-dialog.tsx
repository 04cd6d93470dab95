import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { type OrderStatus } from '@/shared/constants';
import { ORDER_STATUS_LABELS } from '@/shared/labels';
import { deliveryLine, installationLine, type DeliveryLine } from '@/shared/order-delivery';
import { ORDER_TRANSITIONS } from '@/shared/order-transitions';
import { formatKsh, fromCents, toCents } from '@/shared/money';
import { telHref } from '@/shared/phone';
import type { AdminOrder } from '@/shared/schemas/admin';
import { whatsappUrl } from '@/shared/whatsapp';
import { UserText } from '@/client/components/user-text';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Spinner } from '@/client/components/ui/spinner';
import { shopSettings } from '@/client/lib/shop-settings';
import { adminOrderQuery, useUpdateOrderStatus } from '../api';
import { formatDateTime, orUnknown } from '../format';
import { LabelOptions } from './label-options';
import { OrderPayments } from './order-payments';
import { OrderStatusBadge } from './status-badge';
import { Table, Td, Th } from './table';

/**
 * A charge beside the goods as its own line above the total, which includes it: the delivery fee (docs/product.md,
 * "Delivery") and, once quoted, the installer's (docs/product.md, "Installation").
 */
function ChargeRow({ line, testId }: { line: DeliveryLine | null; testId: string }) {
  if (!line) return null;
  return (
    <tr data-testid={testId}>
      <Td colSpan={3} className="text-right wrap-anywhere">
        {line.label}
      </Td>
      <Td className="whitespace-nowrap text-right">{line.amount}</Td>
    </tr>
  );
}

function StatusChanger({ order }: { order: AdminOrder }) {
  const next = ORDER_TRANSITIONS[order.status];
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const update = useUpdateOrderStatus();
  if (next.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}; its status can no longer change.
      </p>
    );
  }
  const submit = () => {
    if (choice) update.mutate({ id: order.id, status: choice }, { onSuccess: () => setChoice('') });
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="order-next-status">Change status</Label>
        <NativeSelect
          id="order-next-status"
          value={choice}
          onChange={(event) => setChoice(event.target.value as OrderStatus | '')}
          disabled={update.isPending}
        >
          <option value="">Choose the next status</option>
          <LabelOptions values={next} labels={ORDER_STATUS_LABELS} />
        </NativeSelect>
      </div>
      <Button onClick={submit} disabled={!choice || update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Status'}
      </Button>
    </div>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const name = order.customer ? `${order.customer.firstName} ${order.customer.lastName}` : 'Deleted customer';
  const greeting = `Hello${order.customer ? ` ${order.customer.firstName}` : ''}, this is ${shopSettings.shopName} about your Order #${order.orderNumber}.`;
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <span className="text-muted-foreground">Placed {formatDateTime(order.createdAt)}</span>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-medium">Customer</dt>
          <dd className="wrap-anywhere">{name}</dd>
          {order.customer && (
            <dd className="text-muted-foreground wrap-anywhere">
              {order.customer.username} · {order.customer.email}
            </dd>
          )}
        </div>
        <div>
          <dt className="font-medium">Phone</dt>
          <dd data-testid="order-phone">{orUnknown(order.phoneNumber)}</dd>
          {/* An erased customer's orders keep no phone (docs/product.md, "Your data"): nothing to message or call. */}
          {order.phoneNumber && (
            <dd className="mt-1 flex flex-wrap gap-2">
              <Button asChild size="sm" variant="whatsapp">
                <a href={whatsappUrl(order.phoneNumber, greeting)} target="_blank" rel="noopener noreferrer">
                  <MessageCircle /> WhatsApp
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={telHref(order.phoneNumber)}>
                  <Phone /> Call
                </a>
              </Button>
            </dd>
          )}
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium">Delivery address</dt>
          <dd>{order.deliveryAddress ? <UserText text={order.deliveryAddress} /> : '—'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium">Notes</dt>
          <dd>{order.notes ? <UserText text={order.notes} /> : <span className="text-muted-foreground">No notes</span>}</dd>
        </div>
      </dl>

      <Table aria-label="Order lines" className="[&_tfoot_td]:border-b-0">
        <thead>
          <tr>
            <Th>Product</Th>
            <Th align="right">Qty</Th>
            <Th align="right">Price</Th>
            <Th align="right">Total</Th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <Td className="min-w-40 wrap-anywhere">
                {item.productSlug && item.productId !== null ? (
                  <a className="underline-offset-4 hover:underline" href={`/products/${item.productSlug}`} target="_blank" rel="noopener noreferrer">
                    {item.productName}
                  </a>
                ) : (
                  item.productName
                )}
              </Td>
              <Td className="text-right">{item.quantity}</Td>
              <Td className="whitespace-nowrap text-right">{formatKsh(item.unitPrice)}</Td>
              <Td className="whitespace-nowrap text-right">{formatKsh(fromCents(toCents(item.unitPrice) * item.quantity))}</Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <ChargeRow line={deliveryLine(order.delivery, 'en')} testId="order-delivery-fee" />
          <ChargeRow line={installationLine(order.charges, 'en')} testId="order-installation-fee" />
          <tr>
            <Td colSpan={3} className="text-right font-semibold">
              Total
            </Td>
            <Td className="whitespace-nowrap text-right font-semibold">{formatKsh(order.totalAmount)}</Td>
          </tr>
        </tfoot>
      </Table>

      <StatusChanger key={order.status} order={order} />

      <OrderPayments order={order} />

      <section aria-labelledby="order-history-title">
        <h3 id="order-history-title" className="mb-2 font-medium">
          Status history
        </h3>
        {order.history.length === 0 ? (
          <p className="text-muted-foreground">No status changes yet.</p>
        ) : (
          <ol className="space-y-2 border-l pl-4">
            {order.history.map((entry) => (
              <li key={entry.id}>
                <p>
                  {entry.fromStatus
                    ? `${ORDER_STATUS_LABELS[entry.fromStatus]} → ${ORDER_STATUS_LABELS[entry.toStatus]}`
                    : `Placed as ${ORDER_STATUS_LABELS[entry.toStatus]}`}
                </p>
                <p className="text-muted-foreground">
                  {formatDateTime(entry.changedAt)}
                  {entry.changedBy && ` by ${entry.changedBy.username}`}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function OrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { data: order, isError } = useQuery(adminOrderQuery(orderId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{order ? `Order #${order.orderNumber}` : 'Order'}</DialogTitle>
          <DialogDescription>Lines, customer, delivery details, payments and status history.</DialogDescription>
        </DialogHeader>
        {order ? (
          <OrderDetails order={order} />
        ) : isError ? (
          <p className="text-destructive">Failed to load this order</p>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
