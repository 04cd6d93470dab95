import { BATTERY_CHEMISTRIES, NOMINAL_VOLTS, RATING_KIND_LABELS, RATING_KINDS, type RatingKind } from '@/shared/rating-kinds';
import type { ProductRatings } from '@/shared/schemas/ratings';
import { Input, Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { LabelOptions } from './label-options';

interface Field {
  key: string;
  label: string;
  kind: 'number' | 'volts' | 'chemistry';
}

const number = (key: string, label: string): Field => ({ key, label, kind: 'number' });
const volts = (key: string, label: string): Field => ({ key, label, kind: 'volts' });
// The figures several kinds share.
const WATTS = number('watts', 'Watts');
const WATT_HOURS = number('wattHours', 'Watt-hours');
const SURGE_WATTS = number('surgeWatts', 'Surge watts');

// The figures each kind carries (productRatingsSchema), in the order the form shows them.
const FIELDS: Record<RatingKind, Field[]> = {
  panel: [WATTS],
  battery: [WATT_HOURS, volts('volts', 'Volts'), { key: 'chemistry', label: 'Chemistry', kind: 'chemistry' }],
  inverter: [WATTS, SURGE_WATTS, volts('batteryVolts', 'Battery volts'), number('mpptWatts', 'Solar charger watts (0 if none)')],
  charge_controller: [number('amps', 'Amps'), volts('volts', 'Highest battery volts')],
  power_station: [WATT_HOURS, WATTS, SURGE_WATTS, number('solarInputWatts', 'Solar input watts')],
};

/** A new kind starts with its volts and chemistry set and its numbers empty, for the form to ask for. */
function blankRatings(kind: RatingKind): ProductRatings {
  const values: Record<string, unknown> = { kind };
  for (const field of FIELDS[kind])
    values[field.key] = field.kind === 'volts' ? NOMINAL_VOLTS[0] : field.kind === 'chemistry' ? BATTERY_CHEMISTRIES[0] : Number.NaN;
  return values as ProductRatings;
}

/** The planner's typed ratings of a product: the kind, then the fields of that kind. */
export function RatingsEditor({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: ProductRatings | null | undefined;
  onChange(value: ProductRatings | null): void;
}) {
  const values = (value ?? {}) as Record<string, unknown>;
  const set = (key: string, next: unknown) => onChange({ ...values, [key]: next } as ProductRatings);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-kind`}>Planner kind</Label>
        <NativeSelect
          id={`${idPrefix}-kind`}
          value={value?.kind ?? ''}
          onChange={(event) => onChange(event.target.value ? blankRatings(event.target.value as RatingKind) : null)}
        >
          <option value="">None (not used by the planner)</option>
          <LabelOptions values={RATING_KINDS} labels={RATING_KIND_LABELS} />
        </NativeSelect>
      </div>
      {value && (
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS[value.kind].map((field) => {
            const id = `${idPrefix}-${field.key}`;
            const current = values[field.key];
            return (
              <div key={field.key} className="space-y-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                {field.kind === 'number' ? (
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={typeof current === 'number' && Number.isFinite(current) ? current : ''}
                    onChange={(event) => set(field.key, event.target.value === '' ? Number.NaN : Number(event.target.value))}
                  />
                ) : (
                  <NativeSelect
                    id={id}
                    value={String(current)}
                    onChange={(event) => set(field.key, field.kind === 'volts' ? Number(event.target.value) : event.target.value)}
                  >
                    {(field.kind === 'volts' ? NOMINAL_VOLTS : BATTERY_CHEMISTRIES).map((option) => (
                      <option key={option} value={option}>
                        {option === 'lead_acid' ? 'Lead-acid' : option === 'lithium' ? 'Lithium' : `${option} V`}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
