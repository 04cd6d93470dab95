import { Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { LIMITS } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import type { StatementImport, StatementRow, StatementRowKind } from '@/shared/schemas/payments';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { useImportStatement } from '@/client/features/payments/api';
import { errorMessage } from '@/client/lib/api';
import { shopSettings } from '@/client/lib/shop-settings';
import { formatDateTime } from '../format';
import { statementText } from '../statement-text';
import { AdminHeader } from './admin-header';
import { Table, Td, Th } from './table';
import { UnmatchedPayments } from './unmatched-payments';

const KIND_LABELS: Record<StatementRowKind, string> = {
  matched: 'To record',
  unmatched: 'Unmatched',
  recorded: 'Already recorded',
  ignored: 'Ignored',
};
const KIND_VARIANTS = { matched: 'success', unmatched: 'destructive', recorded: 'secondary', ignored: 'outline' } as const;

function RowStatus({ row, result }: { row: StatementRow; result: StatementImport }) {
  const label = result.committed && row.paymentId !== null ? 'Recorded' : KIND_LABELS[row.kind];
  return (
    <div className="space-y-1">
      <Badge variant={KIND_VARIANTS[row.kind]}>{label}</Badge>
      {row.reason && <p className="text-xs text-muted-foreground">{row.reason}</p>}
    </div>
  );
}

/** The M-PESA statement import: choose the CSV, check the preview, assign unmatched rows by hand, then confirm. */
export function PaymentsScreen() {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [assign, setAssign] = useState<Record<string, string>>({});
  const importStatement = useImportStatement();
  // The last good answer stays on screen when a later call (say, a wrong assignment) is refused.
  const [result, setResult] = useState<StatementImport | null>(null);
  const send = (request: { csv: string; commit: boolean; assign: Record<string, string> }) =>
    importStatement.mutate(request, { onSuccess: setResult });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > LIMITS.maxStatementBytes) {
      toast({ title: 'File too large', description: 'A statement may be at most 5 MB. Please export a shorter period.', variant: 'destructive' });
      return;
    }
    const text = statementText(new Uint8Array(await file.arrayBuffer()));
    setCsv(text);
    setFileName(file.name);
    setAssign({});
    setResult(null);
    send({ csv: text, commit: false, assign: {} });
  };
  const assigned = Object.values(assign).filter((order) => order.trim()).length;
  const toRecord = result ? result.counts.matched : 0;

  return (
    <>
      <AdminHeader title="Payments" subtitle="Import the M-PESA statement: payments are matched to orders by their account number" />
      {shopSettings.mpesaPromptOn && <UnmatchedPayments />}
      <TitledCard title="Import an M-PESA statement" contentClassName="space-y-4 text-sm">
        <p className="text-muted-foreground">
          Export the statement as CSV from the M-PESA business portal and choose it here. Nothing is recorded until you confirm.
        </p>
        <Field id="statement-file" label="Statement (CSV, at most 5 MB)">
          <Input id="statement-file" type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
        </Field>
        {importStatement.isPending && <p role="status">Reading {fileName}...</p>}
        {importStatement.isError && !importStatement.isPending && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
            {errorMessage(importStatement.error, 'The statement could not be imported')}
          </p>
        )}
      </TitledCard>

      {result && csv && (
        <TitledCard
          title={result.committed ? `Imported: ${result.recorded} payment${result.recorded === 1 ? '' : 's'} recorded` : 'Preview'}
          className="mt-6"
          contentClassName="space-y-4 text-sm"
        >
          <p data-testid="import-counts">
            {result.counts.matched} to record ({formatKsh(result.matchedAmount)}), {result.counts.unmatched} unmatched, {result.counts.recorded}{' '}
            already recorded, {result.counts.ignored} ignored
          </p>
          <Table aria-label="Statement rows">
            <thead>
              <tr>
                {/* What to act on first: a phone shows the first columns, the rest scroll sideways. */}
                <Th>Receipt</Th>
                <Th>Status</Th>
                <Th align="right">Paid in</Th>
                <Th>Order</Th>
                <Th>Account</Th>
                <Th>Completed</Th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={`${row.line}-${row.receipt}`} data-testid="statement-row">
                  <Td className="font-medium">{row.receipt || '—'}</Td>
                  <Td>
                    <RowStatus row={row} result={result} />
                  </Td>
                  <Td className="whitespace-nowrap text-right">{row.amount ? formatKsh(row.amount) : '—'}</Td>
                  <Td>
                    {row.kind === 'unmatched' && !result.committed ? (
                      <Input
                        aria-label={`Assign ${row.receipt} to order`}
                        placeholder="SH-..."
                        className="h-9 w-32"
                        value={assign[row.receipt] ?? ''}
                        onChange={(event) => setAssign({ ...assign, [row.receipt]: event.target.value })}
                      />
                    ) : (
                      (row.order && `#${row.order.orderNumber}${row.assigned ? ' (assigned)' : ''}`) || '—'
                    )}
                  </Td>
                  <Td>{row.account ?? '—'}</Td>
                  <Td className="whitespace-nowrap">{row.completedAt ? formatDateTime(row.completedAt) : '—'}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {!result.committed && (
            <div className="flex flex-col gap-2 sm:flex-row">
              {assigned > 0 && (
                <Button variant="outline" disabled={importStatement.isPending} onClick={() => send({ csv, commit: false, assign })}>
                  Apply {assigned} assignment{assigned === 1 ? '' : 's'}
                </Button>
              )}
              <Button disabled={importStatement.isPending || toRecord === 0} onClick={() => send({ csv, commit: true, assign })}>
                <Upload aria-hidden="true" /> Record {toRecord} payment{toRecord === 1 ? '' : 's'}
              </Button>
            </div>
          )}
        </TitledCard>
      )}
    </>
  );
}
