import type { ReactNode } from 'react';
import { useState } from 'react';
import { LIMITS } from '@/shared/constants';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { LabelOptions } from './label-options';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { DataTable, type Column } from './table';

/** The page belongs to the filter it was chosen for: a new filter starts again at the first page. */
export function useFilterPage(filter: string): [page: number, setPage: (page: number) => void] {
  const [paging, setPaging] = useState({ filter, page: 1 });
  return [paging.filter === filter ? paging.page : 1, (page) => setPaging({ filter, page })];
}

/** One of a list's filters: every value by its label, or all of them (''). */
export function FilterSelect<T extends string>(props: {
  id: string;
  label: string;
  all: string;
  value: T | '';
  onChange(value: T | ''): void;
  values: readonly T[];
  labels: Record<T, string>;
  className: string;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <NativeSelect id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value as T | '')} className={props.className}>
        <option value="">{props.all}</option>
        <LabelOptions values={props.values} labels={props.labels} />
      </NativeSelect>
    </Field>
  );
}

/** A list's "Status" filter. */
export function StatusFilter<T extends string>(props: {
  id: string;
  value: T | '';
  onChange(value: T | ''): void;
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return <FilterSelect label="Status" all="All statuses" className="sm:w-44" {...props} />;
}

/** The last column of a list, where the row's buttons are: `{ ...ACTION_COLUMN, cell }`. */
export const ACTION_COLUMN = { header: 'Actions', align: 'right', className: 'text-right' } as const;

interface PagedListProps<Row extends { id: number }> {
  /** The list's name; its count follows once loaded ("Claims (12)"). */
  title: string;
  /** The filters beside the title. */
  filters?: ReactNode;
  data: { items: Row[]; total: number } | undefined;
  isLoading: boolean;
  isError: boolean;
  failedText: string;
  emptyText?: string;
  // The rows' type comes from `data`; the columns are checked against it.
  columns: Column<NoInfer<Row>>[];
  rowTestId?: string;
  page: number;
  onPage(page: number): void;
  pagerLabel: string;
}

/** A staff screen's paged list in its card: title with the count, filters, the table, and the pager below it. */
export function PagedList<Row extends { id: number }>(props: PagedListProps<Row>) {
  const { data } = props;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CardTitle>{data ? `${props.title} (${data.total})` : props.title}</CardTitle>
          {props.filters}
        </div>
      </CardHeader>
      <CardContent>
        <QueryState data={data?.items} isLoading={props.isLoading} isError={props.isError} failedText={props.failedText} emptyText={props.emptyText}>
          {(rows) => <DataTable rows={rows} columns={props.columns} rowTestId={props.rowTestId} />}
        </QueryState>
        {data && <Pager page={props.page} pageSize={LIMITS.adminPageSize} total={data.total} onPage={props.onPage} label={props.pagerLabel} />}
      </CardContent>
    </Card>
  );
}
