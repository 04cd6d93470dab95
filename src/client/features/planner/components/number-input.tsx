import type { ComponentProps } from 'react';
import { Input } from '@/client/components/ui/input';

/** An appliance's figure as a number: emptied, the box reads NaN (the schema then asks for it) and NaN shows as empty. */
export function NumberInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & { value: number; onValueChange(value: number): void }) {
  return (
    <Input
      type="number"
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) => onValueChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      {...props}
    />
  );
}
