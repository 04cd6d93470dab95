import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';

// The rows being typed are kept here, blanks included; the form gets only the filled-in ones, so an empty new row
// neither disappears while typing nor fails validation.

interface FeaturesEditorProps {
  value: string[];
  onChange: (features: string[]) => void;
  /** A word before "feature" in the labels and the button ("Kiswahili"), so two lists' labels never clash. */
  qualifier?: string;
  example?: string;
}

export function FeaturesEditor({ value, onChange, qualifier, example = '25-year performance warranty' }: FeaturesEditorProps) {
  const before = qualifier ? `${qualifier} ` : '';
  const [rows, setRows] = useState<string[]>(value);
  const update = (next: string[]) => {
    setRows(next);
    onChange(next.map((row) => row.trim()).filter(Boolean));
  };
  return (
    <div className="space-y-2">
      {rows.map((row, index) => (
        <div key={index} className="flex gap-2">
          <Input
            aria-label={`${before}Feature ${index + 1}`}
            value={row}
            placeholder={`e.g. ${example}`}
            onChange={(event) => update(rows.with(index, event.target.value))}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${before}feature ${index + 1}`}
            onClick={() => update(rows.filter((_, other) => other !== index))}
          >
            <X />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => update([...rows, ''])}>
        <Plus /> Add {before}Feature
      </Button>
    </div>
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
  const before = qualifier ? `${qualifier} ` : '';
  const [rows, setRows] = useState<SpecRow[]>(() => Object.entries(value).map(([name, text]) => ({ name, value: text })));
  const update = (next: SpecRow[]) => {
    setRows(next);
    onChange(Object.fromEntries(next.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value.trim()])));
  };
  return (
    <div className="space-y-2">
      {rows.map((row, index) => (
        <div key={index} className="flex gap-2">
          <Input
            aria-label={`${before}Specification ${index + 1} name`}
            placeholder={`Name, e.g. ${example[0]}`}
            value={row.name}
            onChange={(event) => update(rows.with(index, { ...row, name: event.target.value }))}
          />
          <Input
            aria-label={`${before}Specification ${index + 1} value`}
            placeholder={`Value, e.g. ${example[1]}`}
            value={row.value}
            onChange={(event) => update(rows.with(index, { ...row, value: event.target.value }))}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${before}specification ${index + 1}`}
            onClick={() => update(rows.filter((_, other) => other !== index))}
          >
            <X />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => update([...rows, { name: '', value: '' }])}>
        <Plus /> Add {before}Specification
      </Button>
    </div>
  );
}
