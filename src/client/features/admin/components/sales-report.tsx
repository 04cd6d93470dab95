import { useQuery } from '@tanstack/react-query';
import { formatKsh } from '@/shared/money';
import type { SalesReport } from '@/shared/schemas/reports';
import { TitledCard } from '@/client/components/ui/card';
import { salesReportQuery, type SalesReportInput } from '../api';
import { ReportChart } from './report-chart';
import { ReportPending, ReportTable } from './report-table';

type Group = SalesReport['groups'][number];
type TopProduct = SalesReport['topByValue'][number];

const GROUP_HEADERS = { day: 'Day', week: 'Week', month: 'Month', category: 'Category', county: 'County' } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function TopProducts({ title, rows }: { title: string; rows: TopProduct[] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No products sold in this range</p>
      ) : (
        <ReportTable
          caption={title}
          rows={rows}
          rowKey={(row) => `${row.productId ?? ''} ${row.name}`}
          columns={[
            { header: 'Product', cell: (row) => row.name },
            { header: 'Units', numeric: true, cell: (row) => row.units },
            { header: 'Value', numeric: true, cell: (row) => formatKsh(row.value) },
          ]}
        />
      )}
    </div>
  );
}

/** Sales in the range (docs/product.md, "Reports and exports"): figures, the chart with its table, planner orders, top products. */
export function SalesReportCard({ query }: { query: SalesReportInput }) {
  const { data, error, isFetching } = useQuery(salesReportQuery(query));
  if (error || !data) return <ReportPending title="Sales" error={error} />;
  const { summary, planner } = data;
  const heading = GROUP_HEADERS[data.groupBy];
  const byCategory = data.groupBy === 'category';
  return (
    <TitledCard title="Sales" contentClassName="space-y-6">
      <div aria-busy={isFetching} className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Orders" value={String(summary.orders)} testId="sales-orders" />
          <Figure label="Ordered value" value={formatKsh(summary.orderedValue)} testId="sales-ordered" />
          <Figure label="Paid so far" value={formatKsh(summary.paidValue)} testId="sales-paid" />
          <Figure label="Average order" value={formatKsh(summary.averageOrderValue)} testId="sales-average" />
        </dl>
        <p className="text-sm text-muted-foreground">Cancelled orders are left out; paid is what their payments, voided ones aside, add up to.</p>

        <div>
          <h3 className="mb-2 font-semibold">By {heading.toLowerCase()}</h3>
          <ReportChart<Group>
            rows={data.groups}
            label={(row) => row.label}
            series={[
              { label: byCategory ? 'Sold' : 'Ordered', color: 'var(--primary)', value: (row) => row.orderedValue },
              ...(byCategory ? [] : [{ label: 'Paid', color: 'var(--success)', value: (row: Group) => row.paidValue ?? '0' }]),
            ]}
          />
          <ReportTable<Group>
            caption={`Sales by ${heading.toLowerCase()}`}
            testId="sales-table"
            rows={data.groups}
            rowKey={(row) => row.key}
            columns={[
              { header: heading, cell: (row) => row.label },
              { header: 'Orders', numeric: true, cell: (row) => row.orders },
              { header: 'Units', numeric: true, cell: (row) => row.units },
              { header: byCategory ? 'Sold' : 'Ordered', numeric: true, cell: (row) => formatKsh(row.orderedValue) },
              ...(byCategory ? [] : [{ header: 'Paid', numeric: true, cell: (row: Group) => formatKsh(row.paidValue ?? '0') }]),
            ]}
          />
          {byCategory && (
            <p className="mt-2 text-sm text-muted-foreground">
              By the product's category today; a payment pays a whole order, so none is shown by category.
            </p>
          )}
          {data.groupBy === 'county' && (
            <p className="mt-2 text-sm text-muted-foreground">The county is the last county name the delivery address mentions.</p>
          )}
        </div>

        <div>
          <h3 className="mb-2 font-semibold">Orders from the solar planner</h3>
          <ReportTable
            caption="Orders from the solar planner and the rest"
            rows={[
              { key: 'planner', label: 'With a plan link', ...planner.planner },
              { key: 'other', label: 'Without', ...planner.other },
            ]}
            rowKey={(row) => row.key}
            columns={[
              { header: 'Orders', cell: (row) => row.label },
              { header: 'Count', numeric: true, cell: (row) => row.orders },
              { header: 'Ordered', numeric: true, cell: (row) => formatKsh(row.orderedValue) },
              { header: 'Paid', numeric: true, cell: (row) => formatKsh(row.paidValue) },
            ]}
          />
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <TopProducts title="Top products by value" rows={data.topByValue} />
          <TopProducts title="Top products by units" rows={data.topByUnits} />
        </div>
      </div>
    </TitledCard>
  );
}
