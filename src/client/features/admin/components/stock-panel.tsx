import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS } from '@/shared/constants';
import { STOCK_MOVEMENT_LABELS } from '@/shared/labels';
import type { AdminProduct } from '@/shared/schemas/catalog';
import { stockChangeSchema, type StockChangeInput, type StockMovement } from '@/shared/schemas/stock';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { stockMovementsQuery, useChangeStock } from '../stock-api';
import { adminProductsQuery } from '../api';
import { formatDateTime } from '../format';
import { Pager } from './pager';
import { StockBadge } from './stock-badge';
import { Table, Td, Th } from './table';

const blank: StockChangeInput = { kind: 'goods_received', change: undefined as unknown as number, reason: '' };

/** Goods received (units in) or an adjustment (units in or out, with a reason), checked by the server's own schema. */
function StockChangeForm({ productId }: { productId: number }) {
  const form = useForm<StockChangeInput>({ resolver: zodResolver(stockChangeSchema), defaultValues: blank });
  const change = useChangeStock(productId, () => form.reset(blank));
  const { errors } = form.formState;
  const id = (field: string) => `stock-${productId}-${field}`;
  const adjusting = useWatch({ control: form.control, name: 'kind' }) === 'adjustment';
  return (
    <form
      noValidate
      aria-label="Change the stock"
      className="grid gap-3 sm:grid-cols-[auto_8rem_1fr_auto] sm:items-start"
      // A blank optional reason is none: the server would refuse an empty one.
      onSubmit={form.handleSubmit((values) => change.mutate({ ...values, reason: values.reason?.trim() || undefined }))}
    >
      <Field id={id('kind')} label="Change">
        <NativeSelect id={id('kind')} {...form.register('kind')}>
          <option value="goods_received">Goods received</option>
          <option value="adjustment">Adjustment</option>
        </NativeSelect>
      </Field>
      <Field id={id('units')} label="Units" error={errors.change?.message} hint={adjusting ? 'e.g. -2 or 3' : undefined}>
        <Input
          id={id('units')}
          type="number"
          inputMode="numeric"
          step="1"
          aria-invalid={!!errors.change}
          {...form.register('change', { valueAsNumber: true })}
        />
      </Field>
      <Field id={id('reason')} label={adjusting ? 'Reason' : 'Note (optional)'} error={errors.reason?.message}>
        <Input id={id('reason')} aria-invalid={!!errors.reason} {...form.register('reason', { setValueAs: (value: string) => value || undefined })} />
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={change.isPending}>
        {change.isPending ? 'Recording...' : 'Record'}
      </Button>
    </form>
  );
}

function changeText(change: number) {
  return change > 0 ? `+${change}` : String(change);
}

function MovementRow({ movement }: { movement: StockMovement }) {
  return (
    <tr>
      <Td className="whitespace-nowrap">{formatDateTime(movement.createdAt)}</Td>
      <Td className="whitespace-nowrap">{STOCK_MOVEMENT_LABELS[movement.kind]}</Td>
      <Td className="text-right tabular-nums">{changeText(movement.change)}</Td>
      <Td className="text-right tabular-nums">{movement.quantityAfter}</Td>
      <Td>{movement.order ? `Order #${movement.order.orderNumber}` : (movement.reason ?? '')}</Td>
      <Td>{movement.changedBy?.username ?? 'Deleted account'}</Td>
    </tr>
  );
}

/** A product's stock movements, newest first, a page at a time. */
function StockMovements({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const { data } = useQuery(stockMovementsQuery(productId, page));
  if (!data) return <Skeleton className="h-24 w-full" />;
  if (data.items.length === 0) return <p className="text-sm text-muted-foreground">No stock movements yet.</p>;
  return (
    <>
      <Table aria-label="Stock movements">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>What</Th>
            <Th align="right">Change</Th>
            <Th align="right">After</Th>
            <Th>Order or reason</Th>
            <Th>Who</Th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((movement) => (
            <MovementRow key={movement.id} movement={movement} />
          ))}
        </tbody>
      </Table>
      <Pager page={page} pageSize={LIMITS.stockMovementsPageSize} total={data.total} onPage={setPage} label="Stock movement pages" />
    </>
  );
}

/**
 * A counted product's stock in its edit dialog (docs/product.md, "Stock"): the count, goods received and adjustments,
 * and what moved it. The count shown is the list's, refreshed after every change; nothing for a product not counted.
 */
export function StockPanel({ product }: { product: AdminProduct }) {
  const { data: products } = useQuery(adminProductsQuery);
  const current = products?.find((candidate) => candidate.id === product.id) ?? product;
  if (current.stockQuantity === null) return null;
  const headingId = `stock-${product.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mb-6 space-y-4 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-medium">
          Stock
        </h3>
        <p className="text-sm">
          <span className="text-2xl font-bold" data-testid="stock-count">
            {current.stockQuantity}
          </span>{' '}
          in stock, low at {current.lowStockThreshold}
        </p>
        <StockBadge status={current.stockStatus} />
      </div>
      <StockChangeForm productId={product.id} />
      <StockMovements productId={product.id} />
    </section>
  );
}
