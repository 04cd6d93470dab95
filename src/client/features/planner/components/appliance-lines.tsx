import { Plus, Trash2 } from 'lucide-react';
import { APPLIANCE_PRESETS } from '@/shared/planner/presets';
import type { PlanDraft } from '@/shared/planner/plan-link';
import { PLANNER_LIMITS } from '@/shared/planner/limits';
import { Button } from '@/client/components/ui/button';
import { Field, Input, Label } from '@/client/components/ui/input';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { plannerMessages } from '../messages';
import { presetName } from '../plan-texts';
import { NumberInput } from './number-input';
import { Stepper } from './stepper';

type Line = PlanDraft['appliances'][number];

interface ApplianceLinesProps {
  lines: Line[];
  errors: Map<string, string>;
  onChange(lines: Line[]): void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  // The shared schema's message code, in the page's language.
  const text = useCodeText();
  return message ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {text(message)}
    </p>
  ) : null;
}

/**
 * The appliance lines: presets add a line in one tap, custom lines start with a surge factor of 1. The presets come
 * first and the lines below them, so a tap adds a card under the buttons instead of pushing them down the screen.
 */
export function ApplianceLines({ lines, errors, onChange }: ApplianceLinesProps) {
  const t = useMessages(plannerMessages);
  const update = (index: number, change: Partial<Line>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const add = (line: Line) => onChange([...lines, line]);
  const full = lines.length >= PLANNER_LIMITS.maxAppliances;
  return (
    <div className="space-y-4">
      <div className="space-y-2" data-print="hide">
        <p className="text-sm font-medium">{full ? t('planFull', { max: PLANNER_LIMITS.maxAppliances }) : t('addAppliance')}</p>
        <div className="flex flex-wrap gap-2">
          {APPLIANCE_PRESETS.map((preset) => {
            // The line takes the name the shopper sees: it is theirs to edit, and it is what the plan's link carries.
            const name = presetName(t, preset);
            return (
              <Button
                key={preset.id}
                variant="outline"
                size="sm"
                disabled={full}
                onClick={() => add({ name, watts: preset.watts, quantity: 1, hoursPerDay: preset.hoursPerDay, surgeFactor: preset.surgeFactor })}
              >
                <Plus aria-hidden="true" /> {name}
              </Button>
            );
          })}
          <Button
            variant="secondary"
            size="sm"
            disabled={full}
            onClick={() => add({ name: '', watts: Number.NaN, quantity: 1, hoursPerDay: 1, surgeFactor: 1 })}
          >
            <Plus aria-hidden="true" /> {t('customAppliance')}
          </Button>
        </div>
      </div>
      {lines.length > 0 && (
        <ul className="space-y-3" aria-label={t('appliances')}>
          {lines.map((line, index) => {
            const id = (field: string) => `appliance-${index}-${field}`;
            const error = (field: string) => errors.get(`appliances.${index}.${field}`);
            // A field's box, tied to its error message below the row.
            const described = (field: string) => ({
              id: id(field),
              'aria-invalid': !!error(field),
              'aria-describedby': error(field) ? `${id(field)}-error` : undefined,
            });
            return (
              <li key={index} aria-label={line.name || t('applianceNumber', { number: index + 1 })} className="space-y-3 rounded-lg border p-3">
                <div className="flex items-end gap-2">
                  <div className="flex-1 space-y-1.5">
                    <Label htmlFor={id('name')}>{t('appliance')}</Label>
                    <Input
                      {...described('name')}
                      value={line.name}
                      maxLength={PLANNER_LIMITS.maxNameLength}
                      onChange={(event) => update(index, { name: event.target.value })}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={line.name ? t('remove', { name: line.name }) : t('removeNumber', { number: index + 1 })}
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                  >
                    <Trash2 />
                  </Button>
                </div>
                <FieldError id={id('name')} message={error('name')} />
                <div className="grid grid-cols-2 gap-3">
                  <Field id={id('watts')} label={t('watts')}>
                    <NumberInput
                      {...described('watts')}
                      inputMode="numeric"
                      min={1}
                      max={PLANNER_LIMITS.maxWatts}
                      value={line.watts}
                      onValueChange={(watts) => update(index, { watts })}
                    />
                  </Field>
                  <Field id={id('surgeFactor')} label={t('surgeFactor')}>
                    <NumberInput
                      {...described('surgeFactor')}
                      inputMode="decimal"
                      step={0.5}
                      min={1}
                      max={PLANNER_LIMITS.maxSurgeFactor}
                      value={line.surgeFactor}
                      onValueChange={(surgeFactor) => update(index, { surgeFactor })}
                    />
                  </Field>
                </div>
                <FieldError id={id('watts')} message={error('watts')} />
                <FieldError id={id('surgeFactor')} message={error('surgeFactor')} />
                <div className="grid grid-cols-2 gap-3">
                  <Field id={id('quantity')} label={t('quantity')}>
                    <Stepper
                      id={id('quantity')}
                      label={t('quantityStepper')}
                      value={line.quantity}
                      step={1}
                      min={1}
                      max={PLANNER_LIMITS.maxQuantity}
                      invalid={!!error('quantity')}
                      onChange={(quantity) => update(index, { quantity })}
                    />
                  </Field>
                  <Field id={id('hoursPerDay')} label={t('hoursPerDay')}>
                    <Stepper
                      id={id('hoursPerDay')}
                      label={t('hoursPerDayStepper')}
                      value={line.hoursPerDay}
                      step={0.5}
                      min={0.5}
                      max={PLANNER_LIMITS.maxHours}
                      invalid={!!error('hoursPerDay')}
                      onChange={(hoursPerDay) => update(index, { hoursPerDay })}
                    />
                  </Field>
                </div>
                <FieldError id={id('quantity')} message={error('quantity')} />
                <FieldError id={id('hoursPerDay')} message={error('hoursPerDay')} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
