import { z } from 'zod';

/** Nominal battery-bank voltages a rating may name (LiFePO4 48 V banks are sold as 51.2 V, 12 V as 12.8 V). */
export const NOMINAL_VOLTS = [12, 12.8, 24, 25.6, 48, 51.2] as const;
export const BATTERY_CHEMISTRIES = ['lithium', 'lead_acid'] as const;
export type BatteryChemistry = (typeof BATTERY_CHEMISTRIES)[number];
export const RATING_KINDS = ['panel', 'battery', 'inverter', 'charge_controller', 'power_station'] as const;
export type RatingKind = (typeof RATING_KINDS)[number];
export const RATING_KIND_LABELS: Record<RatingKind, string> = {
  panel: 'Solar panel',
  battery: 'Battery',
  inverter: 'Inverter',
  charge_controller: 'Charge controller',
  power_station: 'Power station',
};

const MAX_RATING = 1_000_000;
const positive = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be a positive number`)
    .max(MAX_RATING, `${label} is too large`);
const wholePositive = (label: string) => positive(label).int(`${label} must be a whole number`);
const nonNegativeWhole = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(MAX_RATING, `${label} is too large`);
const VOLTS_MESSAGE = `Volts must be one of ${NOMINAL_VOLTS.join(', ')}`;
const volts = (label = 'Volts') =>
  z
    .number({ error: `${label} must be a number` })
    .refine((value) => (NOMINAL_VOLTS as readonly number[]).includes(value), VOLTS_MESSAGE.replace('Volts', label));

/** The typed figures the solar planner computes with; `specifications` stay free text for display. */
export const productRatingsSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('panel'), watts: wholePositive('Panel watts') }),
    z.strictObject({
      kind: z.literal('battery'),
      wattHours: wholePositive('Battery watt-hours'),
      volts: volts('Battery volts'),
      chemistry: z.enum(BATTERY_CHEMISTRIES, { error: 'Chemistry must be lithium or lead_acid' }),
    }),
    z.strictObject({
      kind: z.literal('inverter'),
      watts: wholePositive('Inverter watts'),
      surgeWatts: wholePositive('Inverter surge watts'),
      batteryVolts: volts('Inverter battery volts'),
      // The most PV power its built-in charger takes; 0 when it has none.
      mpptWatts: nonNegativeWhole('Inverter MPPT watts'),
    }),
    z.strictObject({ kind: z.literal('charge_controller'), amps: wholePositive('Controller amps'), volts: volts('Controller volts') }),
    z.strictObject({
      kind: z.literal('power_station'),
      wattHours: wholePositive('Power station watt-hours'),
      watts: wholePositive('Power station watts'),
      surgeWatts: wholePositive('Power station surge watts'),
      solarInputWatts: wholePositive('Power station solar input watts'),
    }),
  ],
  { error: `Ratings kind must be one of ${RATING_KINDS.join(', ')}` },
);

export type ProductRatings = z.infer<typeof productRatingsSchema>;
export type RatingsOf<K extends RatingKind> = Extract<ProductRatings, { kind: K }>;
