import { Minus, Plus } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useMessages } from '@/client/lib/i18n';
import { plannerMessages } from '../messages';

interface StepperProps {
  id: string;
  label: string;
  value: number;
  step: number;
  min: number;
  max: number;
  onChange(value: number): void;
  invalid?: boolean;
}

/** A number with − and + buttons big enough for a thumb; typing a value works too. */
export function Stepper({ id, label, value, step, min, max, onChange, invalid }: StepperProps) {
  const t = useMessages(plannerMessages);
  const nudge = (direction: 1 | -1) => {
    const base = Number.isFinite(value) ? value : min;
    onChange(Math.min(max, Math.max(min, Math.round((base + direction * step) * 100) / 100)));
  };
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="icon-sm" aria-label={t('less', { label })} disabled={value <= min} onClick={() => nudge(-1)}>
        <Minus />
      </Button>
      {/* The primitive sets its own full width (cn does not resolve conflicts): the wrapper sizes it. */}
      <div className="w-14">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          className="text-center"
          value={Number.isFinite(value) ? value : ''}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      </div>
      <Button variant="outline" size="icon-sm" aria-label={t('more', { label })} disabled={value >= max} onClick={() => nudge(1)}>
        <Plus />
      </Button>
    </div>
  );
}
