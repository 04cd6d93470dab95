import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { LIMITS } from '@/shared/constants';
import { ORDER_STATUS_LABELS } from '@/shared/labels';
import { formatKsh } from '@/shared/money';
import { AGE_BUCKET_IDS, AGE_BUCKETS, type AgeBucket } from '@/shared/reports';
import type { Receivable, ReceivablesReport } from '@/shared/schemas/reports';
import { TitledCard } from '@/client/components/ui/card';
import { receivablesQuery } from '../api';
import { formatDate } from '../format';
import { FilterSelect, useFilterPage } from './paged-list';
import { Pager } from './pager';
import { ReportChart } from './report-chart';
import { ReportPending, ReportTable } from './report-table';

type Bucket = ReceivablesReport['buckets'][number];
const BUCKET_LABELS = Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket.id, bucket.label])) as Record<AgeBucket, string>;

/** The staff order view of one order, from its link (the orders screen opens it). */
export const orderLink = (id: number) => `/admin/orders?order=${id}`;

/** Every order still owed, aged since it was placed, with totals per age and a link to each order. */
export function ReceivablesCard() {
  const [bucket, setBucket] = useState<AgeBucket | ''>('');
  const [page, setPage] = useFilterPage(bucket);
  const { data, error, isFetching } = useQuery(receivablesQuery({ bucket: bucket || undefined, page }));
  if (error || !data) return <ReportPending title="Still owed" error={error} />;
  return (
    <TitledCard title="Still owed" contentClassName="space-y-6">
      <div aria-busy={isFetching} className="space-y-6">
        <p className="text-sm text-muted-foreground">
          Every order not cancelled whose payments come to less than its total, aged in days since it was placed, as of {data.asOf}:{' '}
          <strong data-testid="receivables-total">{formatKsh(data.total.balance)}</strong> on {data.total.orders} order
          {data.total.orders === 1 ? '' : 's'}.
        </p>
        <ReportChart<Bucket>
          rows={data.buckets}
          label={(row) => BUCKET_LABELS[row.bucket]}
          series={[{ label: 'Owed', color: 'var(--destructive)', value: (row) => row.balance }]}
        />
        <ReportTable<Bucket>
          caption="Balances still owed by age"
          testId="receivables-buckets"
          rows={data.buckets}
          rowKey={(row) => row.bucket}
          columns={[
            { header: 'Age', cell: (row) => BUCKET_LABELS[row.bucket] },
            { header: 'Orders', numeric: true, cell: (row) => row.orders },
            { header: 'Owed', numeric: true, cell: (row) => formatKsh(row.balance) },
          ]}
        />
        <div className="space-y-3">
          <FilterSelect
            id="receivables-bucket"
            label="Show orders aged"
            all="Any age"
            value={bucket}
            onChange={setBucket}
            values={AGE_BUCKET_IDS}
            labels={BUCKET_LABELS}
            className="sm:w-48"
          />
          {data.orders.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing is owed</p>
          ) : (
            <ReportTable<Receivable>
              caption="Orders still owed, oldest first"
              testId="receivables-orders"
              rows={data.orders}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: 'Order',
                  cell: (row) => (
                    <Link to={orderLink(row.id)} className="underline underline-offset-4 hover:text-primary">
                      #{row.orderNumber}
                    </Link>
                  ),
                },
                { header: 'Placed', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.placedAt)}</span> },
                { header: 'Customer', cell: (row) => row.customerName || '—' },
                { header: 'Status', cell: (row) => ORDER_STATUS_LABELS[row.status] },
                { header: 'Age (days)', numeric: true, cell: (row) => row.ageDays },
                { header: 'Total', numeric: true, cell: (row) => formatKsh(row.totalAmount) },
                { header: 'Owed', numeric: true, cell: (row) => formatKsh(row.balanceDue) },
              ]}
            />
          )}
          <Pager page={page} pageSize={LIMITS.adminPageSize} total={data.matching} onPage={setPage} label="Pages of orders owed" />
        </div>
      </div>
    </TitledCard>
  );
}
