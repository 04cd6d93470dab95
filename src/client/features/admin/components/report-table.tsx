import type { ReactNode } from 'react';
import { TitledCard } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api';
import { HeaderRow, Table, Td } from './table';

export interface ReportColumn<Row> {
  header: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

/** A report's figures as a table with a caption: the accessible twin of its chart, and exact to the cent. */
export function ReportTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  testId,
}: {
  caption: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  rowKey(row: Row): string | number;
  testId?: string;
}) {
  return (
    <Table data-testid={testId} scrollLabel={caption}>
      <caption className="sr-only">{caption}</caption>
      <HeaderRow columns={columns.map(({ header, numeric }) => ({ header, align: numeric ? 'right' : 'left' }))} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.header} scope="row" className="border-b px-3 py-2.5 text-left font-medium">
                  {column.cell(row)}
                </th>
              ) : (
                <Td key={column.header} className={column.numeric ? 'whitespace-nowrap text-right tabular-nums' : undefined}>
                  {column.cell(row)}
                </Td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A report's card while it loads (the room it will take, so nothing below moves) or after it failed (why it is missing). */
export function ReportPending({ title, error }: { title: string; error: Error | null }) {
  return (
    <TitledCard title={title}>
      {error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(error, 'Failed to load the report')}
        </p>
      ) : (
        <Skeleton className="h-80 w-full" />
      )}
    </TitledCard>
  );
}
