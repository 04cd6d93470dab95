import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';

// The rows being typed are kept here, blanks included; the form gets only the filled-in ones, so an empty new row
// neither disappears while typing nor fails validation.

/** The rows of a list being typed, each with its remove button, then a button that adds a blank row. */
function RowsEditor<Row>({
  initial,
  blank,
  noun,
  qualifier,
  onRows,
  children,
}: {
  initial: () => Row[];
  blank: Row;
  /** "Feature": the button says "Add Feature", each row's "Remove feature 1". */
  noun: string;
  qualifier?: string;
  onRows(rows: Row[]): void;
  /** A row's inputs, labelled `{qualifier} {noun} {number}`; `set` changes the row. */
  children(row: Row, set: (row: Row) => void, label: string): ReactNode;
}) {
  const before = qualifier ? `${qualifier} ` : '';
  const [rows, setRows] = useState<Row[]>(initial);
  const update = (next: Row[]) => {
    setRows(next);
    onRows(next);
  };
  return (
    <div className="space-y-2">
      {rows.map((row, index) => (
        <div key={index} className="flex gap-2">
          {children(row, (changed) => update(rows.with(index, changed)), `${before}${noun} ${index + 1}`)}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${before}${noun.toLowerCase()} ${index + 1}`}
            onClick={() => update(rows.filter((_, other) => other !== index))}
          >
            <X />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => update([...rows, blank])}>
        <Plus /> Add {before}
        {noun}
      </Button>
    </div>
  );
}

interface FeaturesEditorProps {
  value: string[];
  onChange: (features: string[]) => void;
  /** A word before "feature" in the labels and the button ("Kiswahili"), so two lists' labels never clash. */
  qualifier?: string;
  example?: string;
}

export function FeaturesEditor({ value, onChange, qualifier, example = '25-year performance warranty' }: FeaturesEditorProps) {
  return (
    <RowsEditor
      initial={() => value}
      blank=""
      noun="Feature"
      qualifier={qualifier}
      onRows={(rows) => onChange(rows.map((row) => row.trim()).filter(Boolean))}
    >
      {(row, set, label) => <Input aria-label={label} value={row} placeholder={`e.g. ${example}`} onChange={(event) => set(event.target.value)} />}
    </RowsEditor>
  );
}

interface SpecRow {
  name: string;
  value: string;
}

interface SpecificationsEditorProps {
  value: Record<string, string>;
  onChange: (specifications: Record<string, string>) => void;
  /** A word before "specification" in the labels and the button ("Kiswahili"), so two tables' labels never clash. */
  qualifier?: string;
  /** A sample name and value for the placeholders. */
  example?: [string, string];
}

export function SpecificationsEditor({ value, onChange, qualifier, example = ['Max Power', '550W'] }: SpecificationsEditorProps) {
  return (
    <RowsEditor<SpecRow>
      initial={() => Object.entries(value).map(([name, text]) => ({ name, value: text }))}
      blank={{ name: '', value: '' }}
      noun="Specification"
      qualifier={qualifier}
      onRows={(rows) => onChange(Object.fromEntries(rows.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value.trim()])))}
    >
      {(row, set, label) => (
        <>
          <Input
            aria-label={`${label} name`}
            placeholder={`Name, e.g. ${example[0]}`}
            value={row.name}
            onChange={(event) => set({ ...row, name: event.target.value })}
          />
          <Input
            aria-label={`${label} value`}
            placeholder={`Value, e.g. ${example[1]}`}
            value={row.value}
            onChange={(event) => set({ ...row, value: event.target.value })}
          />
        </>
      )}
    </RowsEditor>
  );
}
