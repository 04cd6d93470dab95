import { Download } from 'lucide-react';
import { useState } from 'react';
import { endpointUrl } from '@/shared/contract/endpoint';
import { exportsApi } from '@/shared/contract/reports';
import { nairobiDay } from '@/shared/dates';
import { addDays, daysCovered, EXPORTS, isDay, REPORT_LIMITS, SALES_GROUPS, type ExportName, type SalesGroup } from '@/shared/reports';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useAuth } from '@/client/features/auth/api';
import { useCodeText } from '@/client/lib/i18n';
import { AdminHeader } from '../components/admin-header';
import { PaymentsReportCard } from '../components/payments-report';
import { ReceivablesCard } from '../components/receivables-report';
import { SalesReportCard } from '../components/sales-report';
import { StaffPage } from '../components/staff-only';

const GROUP_LABELS: Record<SalesGroup, string> = { day: 'Day', week: 'Week', month: 'Month', category: 'Category', county: 'County' };
const EXPORT_LABELS: Record<ExportName, string> = {
  orders: 'Orders',
  'order-lines': 'Order lines',
  payments: 'Payments',
  customers: 'Customers',
  'stock-movements': 'Stock movements',
};

/** What is wrong with a range, as the API would say it (docs/product.md, "Reports and exports"), or nothing. */
function rangeProblem(from: string, to: string): string | undefined {
  if (!isDay(from)) return 'report_from_invalid';
  if (!isDay(to)) return 'report_to_invalid';
  if (from > to) return 'report_range_reversed';
  if (daysCovered(from, to) > REPORT_LIMITS.maxDays) return 'report_range_too_long';
  return undefined;
}

/** CSV downloads of the range; customers' only for super admins (the server refuses anyone else). */
function Exports({ from, to }: { from: string; to: string }) {
  const { isSuperAdmin } = useAuth();
  return (
    <TitledCard title="Exports (CSV)" contentClassName="space-y-3">
      <p className="text-sm text-muted-foreground">
        For a spreadsheet or the accountant: {from} to {to}, days in Nairobi. Every download is recorded with who took it.
      </p>
      <ul className="flex flex-wrap gap-2">
        {EXPORTS.filter((name) => name !== 'customers' || isSuperAdmin).map((name) => (
          <li key={name}>
            <Button asChild variant="outline">
              <a href={endpointUrl(exportsApi[name], { query: { from, to } })} download>
                <Download aria-hidden="true" /> {EXPORT_LABELS[name]}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function Reports() {
  const codeText = useCodeText();
  const [to, setTo] = useState(() => nairobiDay());
  const [from, setFrom] = useState(() => addDays(nairobiDay(), 1 - REPORT_LIMITS.defaultDays));
  const [groupBy, setGroupBy] = useState<SalesGroup>('day');
  const problem = rangeProblem(from, to);
  return (
    <>
      <AdminHeader title="Reports" subtitle="What sold, where, what came in and what is still owed" />
      <div className="space-y-6">
        <TitledCard title="Range">
          <form className="flex flex-col gap-4 sm:flex-row sm:items-end" onSubmit={(event) => event.preventDefault()}>
            <Field id="report-from" label="From">
              <Input
                id="report-from"
                type="date"
                value={from}
                max={to}
                onChange={(event) => setFrom(event.target.value)}
                aria-invalid={problem === 'report_from_invalid' || problem === 'report_range_reversed'}
              />
            </Field>
            <Field id="report-to" label="To">
              <Input
                id="report-to"
                type="date"
                value={to}
                min={from}
                onChange={(event) => setTo(event.target.value)}
                aria-invalid={problem === 'report_to_invalid' || problem === 'report_range_too_long'}
              />
            </Field>
            <Field id="report-group" label="Group sales by">
              <NativeSelect id="report-group" value={groupBy} onChange={(event) => setGroupBy(event.target.value as SalesGroup)} className="sm:w-40">
                {SALES_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {GROUP_LABELS[group]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </form>
          {problem && (
            <p role="alert" className="mt-3 text-sm font-medium text-destructive">
              {codeText(problem)}
            </p>
          )}
        </TitledCard>
        {!problem && (
          <>
            <Exports from={from} to={to} />
            <SalesReportCard query={{ from, to, groupBy }} />
            <PaymentsReportCard range={{ from, to }} />
          </>
        )}
        <ReceivablesCard />
      </div>
    </>
  );
}

export function ReportsPage() {
  return (
    <StaffPage title="Reports">
      <Reports />
    </StaffPage>
  );
}
