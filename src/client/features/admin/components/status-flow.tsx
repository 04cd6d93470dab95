import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useCodeText } from '@/client/lib/i18n';
import { formatDateTime } from '../format';
import { FormDialog } from './form-dialog';
import { LabelOptions } from './label-options';
import { ACTION_COLUMN } from './paged-list';
import type { Column } from './table';

interface Step {
  changedAt: string;
  changedBy: { username: string } | null;
  note: string | null;
}

/** The list's last column: the button that opens a claim's or an installation's dialog, to move it on or, once it has ended, to view it. */
export function moveOnColumn<Row extends { id: number }>(name: string, ended: (row: Row) => boolean, open: (id: number) => void): Column<Row> {
  return {
    ...ACTION_COLUMN,
    cell: (row) => (
      <Button variant="outline" size="sm" onClick={() => open(row.id)} aria-label={`Open ${name} ${row.id}`}>
        <ArrowRight /> {ended(row) ? 'View' : 'Move on'}
      </Button>
    ),
  };
}

/** Every step a claim or an installation has taken, oldest first, with when, who and the note sent. */
export function StepList<S extends Step>({ steps, describe }: { steps: S[]; describe(step: S): ReactNode }) {
  return (
    <ol className="space-y-1 border-l pl-4" aria-label="Steps">
      {steps.map((step, index) => (
        <li key={index}>
          {describe(step)} · {formatDateTime(step.changedAt)}
          {step.changedBy && ` · ${step.changedBy.username}`}
          {step.note && <span className="block wrap-anywhere text-muted-foreground">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}

interface MoveDialogProps<T extends string> {
  /** The id prefix of the dialog's fields ("claim" gives `claim-next-status`). */
  idPrefix: string;
  title: string;
  status: T;
  labels: Record<T, string>;
  since: string;
  /** What was asked and done so far. */
  details: ReactNode;
  /** The statuses the current one may move to; none means the flow has ended. */
  next: readonly T[];
  endedText: string;
  nextLabel: string;
  chosen: T | '';
  onChoose(status: T): void;
  /** What the chosen step needs. */
  children: ReactNode;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  busy?: boolean;
  failedText: string;
  submitText: string;
  onSubmit(): void;
  onClose(): void;
}

/** The dialog that shows a record's steps and moves it to one of the next statuses its transitions allow. */
export function MoveDialog<T extends string>(props: MoveDialogProps<T>) {
  const text = useCodeText();
  const { mutation } = props;
  return (
    <FormDialog open onClose={props.onClose} title={props.title} description={`${props.labels[props.status]} since ${formatDateTime(props.since)}`}>
      {props.details}
      {props.next.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.endedText}</p>
      ) : (
        <form
          noValidate
          className="space-y-4 border-t pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${props.idPrefix}-next-status`}>{props.nextLabel}</Label>
            <NativeSelect id={`${props.idPrefix}-next-status`} value={props.chosen} onChange={(event) => props.onChoose(event.target.value as T)}>
              <LabelOptions values={props.next} labels={props.labels} />
            </NativeSelect>
          </div>
          {props.children}
          {mutation.isError && (
            <p role="alert" className="text-sm text-destructive">
              {text.error(mutation.error, props.failedText)}
            </p>
          )}
          <Button type="submit" disabled={mutation.isPending || props.busy}>
            {mutation.isPending ? 'Updating...' : props.submitText}
          </Button>
        </form>
      )}
    </FormDialog>
  );
}
