import { useQuery } from '@tanstack/react-query';
import { Eye, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LIMITS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input, Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { adminOrdersQuery } from '../api';
import { formatDateTime } from '../format';
import { AdminHeader } from './admin-header';
import { LabelOptions } from './label-options';
import { OrderDialog } from './order-dialog';
import { Pager } from './pager';
import { OrderStatusBadge } from './status-badge';
import { Table, Td, Th } from './table';
import { QueryState } from './query-state';

const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for a moment: one request per search, not per keystroke. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim(), SEARCH_DELAY_MS);
  const [openId, setOpenId] = useState<number | null>(null);
  // The page belongs to the search and status it was chosen for: a new search starts again at the first page.
  const filter = `${status}|${q}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const { data, isLoading, isError } = useQuery(adminOrdersQuery({ status: status || undefined, q: q || undefined, page }));
  const orders = data?.items;
  const filtered = !!status || !!q;

  return (
    <>
      <AdminHeader title="Orders Management" subtitle="Follow up on orders and move them along: pending, in discussion, confirmed, delivered" />
      <Card>
        <CardHeader>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <CardTitle>{data ? `Orders (${data.total})` : 'Orders'}</CardTitle>
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="space-y-1.5">
                <Label htmlFor="order-search">Search</Label>
                <div className="relative">
                  <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
                  <Input
                    id="order-search"
                    type="search"
                    className="pl-9 sm:w-64"
                    placeholder="Order number or phone"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="order-status-filter">Status</Label>
                <NativeSelect id="order-status-filter" value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')} className="sm:w-44">
                  <option value="">All statuses</option>
                  <LabelOptions values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} />
                </NativeSelect>
              </div>
            </div>
          </div>
        </CardHeader>
        <CardContent>
          <QueryState data={orders} isLoading={isLoading} isError={isError} failedText="Failed to load orders" emptyText={filtered ? 'No orders match your search' : 'No orders yet'}>
            {(orders) => (
              <Table>
                <thead>
                  <tr>
                    <Th>Order</Th>
                    <Th>Date</Th>
                    <Th>Customer</Th>
                    <Th>Phone</Th>
                    <Th>Total</Th>
                    <Th>Status</Th>
                    <Th align="right">Actions</Th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id}>
                      <Td className="font-medium">#{order.orderNumber}</Td>
                      <Td className="whitespace-nowrap">{formatDateTime(order.createdAt)}</Td>
                      <Td>{order.customer ? `${order.customer.firstName} ${order.customer.lastName}` : '—'}</Td>
                      <Td className="whitespace-nowrap">{order.phoneNumber}</Td>
                      <Td className="whitespace-nowrap">{formatKsh(order.totalAmount)}</Td>
                      <Td>
                        <OrderStatusBadge status={order.status} />
                      </Td>
                      <Td className="text-right">
                        <Button variant="outline" size="sm" onClick={() => setOpenId(order.id)} aria-label={`View order ${order.orderNumber}`}>
                          <Eye /> View
                        </Button>
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </QueryState>
          {data && <Pager page={page} pageSize={LIMITS.adminPageSize} total={data.total} onPage={(next) => setPaging({ filter, page: next })} label="Order pages" />}
        </CardContent>
      </Card>
      {openId !== null && <OrderDialog orderId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
