import {
  NOMINAL_VOLTS,
  RATING_KIND_LABELS,
  RATING_KINDS,
  type BatteryChemistry,
  type ControllerType,
  type CurrentType,
  type ProtectionDevice,
  type RatingKind,
} from '@/shared/rating-kinds';
import { missingRatings } from '@/shared/planner/missing-ratings';
import { productRatingsSchema, type ProductRatings } from '@/shared/schemas/ratings';
import { Input, Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { LabelOptions } from './label-options';

type Choices = Record<string, string>;
interface Field {
  key: string;
  label: string;
  /** A number, or one of the choices (value → label). */
  choices?: Choices;
  /** Left empty, the field is absent (a wiring figure not yet known) rather than an error. */
  optional?: true;
}

const VOLTS: Choices = Object.fromEntries(NOMINAL_VOLTS.map((volts) => [volts, `${volts} V`]));
const CHEMISTRY: Choices = { lithium: 'Lithium', lead_acid: 'Lead-acid' } satisfies Record<BatteryChemistry, string>;
const CONTROLLER: Choices = { mppt: 'MPPT', pwm: 'PWM' } satisfies Record<ControllerType, string>;
const DEVICE: Choices = { breaker: 'Breaker', fuse: 'Fuse', surge_protector: 'Surge protector' } satisfies Record<ProtectionDevice, string>;
const CURRENT: Choices = { dc: 'DC', ac: 'AC' } satisfies Record<CurrentType, string>;

const number = (key: string, label: string): Field => ({ key, label });
const optional = (key: string, label: string, choices?: Choices): Field => ({ key, label, optional: true, ...(choices && { choices }) });
// The figures several kinds share.
const WATTS = number('watts', 'Watts');
const WATT_HOURS = number('wattHours', 'Watt-hours');
const SURGE_WATTS = number('surgeWatts', 'Surge watts');

// The figures each kind carries (productRatingsSchema), in the order a maker's sheet lists them.
const FIELDS: Record<RatingKind, Field[]> = {
  panel: [
    number('watts', 'Maximum power Pmax (W)'),
    optional('voc', 'Open-circuit volts Voc'),
    optional('vmp', 'Maximum-power volts Vmp'),
    optional('isc', 'Short-circuit amps Isc'),
    optional('imp', 'Maximum-power amps Imp'),
    optional('vocCoefficient', 'Voc temperature coefficient (%/°C)'),
    optional('pmaxCoefficient', 'Pmax temperature coefficient (%/°C)'),
    optional('maxSystemVolts', 'Maximum system volts'),
  ],
  battery: [
    WATT_HOURS,
    { key: 'volts', label: 'Volts', choices: VOLTS },
    { key: 'chemistry', label: 'Chemistry', choices: CHEMISTRY },
    optional('depthOfDischarge', 'Usable depth of discharge (%)'),
    optional('maxDischargeAmps', 'Maximum continuous discharge (A)'),
    optional('maxChargeAmps', 'Maximum charge (A)'),
    optional('maxSeries', 'Most in series'),
    optional('maxParallel', 'Most in parallel'),
  ],
  inverter: [
    WATTS,
    SURGE_WATTS,
    { key: 'batteryVolts', label: 'Battery volts', choices: VOLTS },
    number('mpptWatts', 'Solar charger watts (0 if none)'),
    optional('efficiency', 'Efficiency (%)'),
    optional('mpptMinVolts', 'MPPT lowest volts'),
    optional('mpptMaxVolts', 'MPPT highest volts'),
    optional('maxPvVoc', 'Maximum PV open-circuit volts'),
    optional('maxChargeAmps', 'Maximum charge (A)'),
  ],
  charge_controller: [
    optional('type', 'Type', CONTROLLER),
    number('amps', 'Rated charge current (A)'),
    { key: 'volts', label: 'Highest battery volts', choices: VOLTS },
    optional('maxPvVoc', 'Maximum PV open-circuit volts'),
    optional('maxPvWatts12', 'Maximum PV watts at 12 V'),
    optional('maxPvWatts24', 'Maximum PV watts at 24 V'),
    optional('maxPvWatts48', 'Maximum PV watts at 48 V'),
  ],
  power_station: [
    WATT_HOURS,
    WATTS,
    SURGE_WATTS,
    number('solarInputWatts', 'Solar input watts'),
    optional('solarMinVolts', 'Solar input lowest volts'),
    optional('solarMaxVolts', 'Solar input highest volts'),
  ],
  protection: [
    { key: 'device', label: 'Device', choices: DEVICE },
    { key: 'current', label: 'Current', choices: CURRENT },
    number('volts', 'Rated volts'),
    optional('amps', 'Rated amps (none for a surge protector)'),
  ],
  cable: [
    { key: 'current', label: 'Current', choices: CURRENT },
    number('crossSection', 'Cross-section (mm²)'),
    number('lengthM', 'Length (m)'),
    number('amps', 'Rated amps'),
    number('volts', 'Rated volts'),
  ],
};

/** A new kind starts with its first choices set and its numbers empty, for the form to ask for. */
function blankRatings(kind: RatingKind): ProductRatings {
  const values: Record<string, unknown> = { kind };
  for (const field of FIELDS[kind]) if (!field.optional) values[field.key] = field.choices ? Object.keys(field.choices)[0] : Number.NaN;
  return values as ProductRatings;
}

/** What the planner still needs of ratings that are otherwise valid, as the form's labels name it. */
function MissingRatings({ value }: { value: ProductRatings }) {
  if (!productRatingsSchema.safeParse(value).success) return null;
  const missing = missingRatings(value);
  if (missing.length === 0) return null;
  const labels = missing.map((key) => FIELDS[value.kind].find((field) => field.key === key)?.label ?? key);
  return (
    <p role="status" className="rounded-md border border-amber-500/50 bg-amber-50 p-2 text-sm text-amber-900">
      The planner leaves this product out of kits until these are filled: {labels.join(', ')}.
    </p>
  );
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
  const set = (key: string, next: unknown) => {
    const { [key]: _previous, ...rest } = values;
    onChange((next === undefined ? rest : { ...rest, [key]: next }) as ProductRatings);
  };
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
        <>
          <MissingRatings value={value} />
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS[value.kind].map((field) => {
              const id = `${idPrefix}-${field.key}`;
              const current = values[field.key];
              const numeric = field.key === 'volts' || field.key === 'batteryVolts';
              return (
                <div key={field.key} className="space-y-1.5">
                  <Label htmlFor={id}>{field.label}</Label>
                  {field.choices ? (
                    <NativeSelect
                      id={id}
                      value={current === undefined ? '' : String(current)}
                      onChange={(event) => {
                        const chosen = event.target.value;
                        set(field.key, chosen === '' ? undefined : numeric ? Number(chosen) : chosen);
                      }}
                    >
                      {field.optional && <option value="">Not known</option>}
                      {Object.entries(field.choices).map(([option, label]) => (
                        <option key={option} value={option}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Input
                      id={id}
                      type="number"
                      inputMode="decimal"
                      step="any"
                      value={typeof current === 'number' && Number.isFinite(current) ? current : ''}
                      onChange={(event) => {
                        const text = event.target.value;
                        set(field.key, text === '' ? (field.optional ? undefined : Number.NaN) : Number(text));
                      }}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
