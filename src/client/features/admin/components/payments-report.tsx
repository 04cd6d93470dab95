import { useQuery } from '@tanstack/react-query';
import { formatKsh } from '@/shared/money';
import { PAYMENT_METHOD_LABELS } from '@/shared/labels';
import type { PaymentsReport } from '@/shared/schemas/reports';
import { TitledCard } from '@/client/components/ui/card';
import { paymentsReportQuery, type ReportRangeInput } from '../api';
import { ReportChart } from './report-chart';
import { ReportPending, ReportTable } from './report-table';

type Day = PaymentsReport['days'][number];

const METHOD_COLORS = { mpesa: 'var(--success)', bank_transfer: 'oklch(0.55 0.15 250)', cash: 'var(--primary)' } as const;
const METHODS = ['mpesa', 'bank_transfer', 'cash'] as const;

/** Money received in the range by method and by day, voided payments left out (docs/product.md, "Reports and exports"). */
export function PaymentsReportCard({ range }: { range: ReportRangeInput }) {
  const { data, error, isFetching } = useQuery(paymentsReportQuery(range));
  if (error || !data) return <ReportPending title="Payments received" error={error} />;
  const daysWithMoney = data.days.filter((day) => day.total !== '0.00');
  return (
    <TitledCard title="Payments received" contentClassName="space-y-6">
      <div aria-busy={isFetching} className="space-y-6">
        <ReportTable
          caption="Payments received by method"
          testId="payments-by-method"
          rows={[...data.byMethod, { method: 'total' as const, payments: data.total.payments, amount: data.total.amount }]}
          rowKey={(row) => row.method}
          columns={[
            { header: 'Method', cell: (row) => (row.method === 'total' ? 'All methods' : PAYMENT_METHOD_LABELS[row.method]) },
            { header: 'Payments', numeric: true, cell: (row) => row.payments },
            { header: 'Amount', numeric: true, cell: (row) => formatKsh(row.amount) },
          ]}
        />
        <div>
          <h3 className="mb-2 font-semibold">By day</h3>
          <ReportChart<Day>
            rows={data.days}
            label={(day) => day.day.slice(5)}
            stacked
            series={METHODS.map((method) => ({ label: PAYMENT_METHOD_LABELS[method], color: METHOD_COLORS[method], value: (day) => day[method] }))}
          />
          {daysWithMoney.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payments in this range</p>
          ) : (
            <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label="Payments received by day">
              <ReportTable<Day>
                caption="Payments received by day (days with none left out)"
                rows={daysWithMoney}
                rowKey={(day) => day.day}
                columns={[
                  { header: 'Day', cell: (day) => day.day },
                  ...METHODS.map((method) => ({ header: PAYMENT_METHOD_LABELS[method], numeric: true, cell: (day: Day) => formatKsh(day[method]) })),
                  { header: 'Total', numeric: true, cell: (day) => formatKsh(day.total) },
                ]}
              />
            </div>
          )}
        </div>
      </div>
    </TitledCard>
  );
}
