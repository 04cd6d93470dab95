import type { ReactNode } from 'react';
import { Spinner } from '@/client/components/ui/spinner';

interface QueryStateProps<T> {
  data: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  failedText: string;
  /** Shown when the list is empty; without it an empty list renders the children. */
  emptyText?: string;
  children: (data: T[]) => ReactNode;
}

/** The spinner, failure and empty states every admin list shares; the children render the list itself. */
export function QueryState<T>({ data, isLoading, isError, failedText, emptyText, children }: QueryStateProps<T>) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (isError || !data) return <p className="py-10 text-center text-destructive">{failedText}</p>;
  if (emptyText && data.length === 0) return <p className="py-10 text-center text-muted-foreground">{emptyText}</p>;
  return children(data);
}
