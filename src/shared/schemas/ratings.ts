import { z } from 'zod';
import type { VOLTS_RATINGS, WHOLE_RATINGS } from '../messages/en/ratings';
import { msg } from '../messages/message';
import { BATTERY_CHEMISTRIES, NOMINAL_VOLTS, type RatingKind } from '../rating-kinds';

const MAX_RATING = 1_000_000;
const number = (field: keyof typeof WHOLE_RATINGS | keyof typeof VOLTS_RATINGS | 'inverter_mppt_watts') =>
  z.number({ error: msg(`${field}_not_number`) });
const wholePositive = (field: keyof typeof WHOLE_RATINGS) =>
  number(field)
    .positive(msg(`${field}_not_positive`))
    .max(MAX_RATING, msg(`${field}_too_large`))
    .int(msg(`${field}_not_whole`));
const volts = (field: keyof typeof VOLTS_RATINGS) =>
  number(field).refine((value) => (NOMINAL_VOLTS as readonly number[]).includes(value), msg(`${field}_not_nominal`));

/** The typed figures the solar planner computes with; `specifications` stay free text for display. */
export const productRatingsSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('panel'), watts: wholePositive('panel_watts') }),
    z.strictObject({
      kind: z.literal('battery'),
      wattHours: wholePositive('battery_wh'),
      volts: volts('battery_volts'),
      chemistry: z.enum(BATTERY_CHEMISTRIES, { error: msg('chemistry_invalid') }),
    }),
    z.strictObject({
      kind: z.literal('inverter'),
      watts: wholePositive('inverter_watts'),
      surgeWatts: wholePositive('inverter_surge'),
      batteryVolts: volts('inverter_battery_volts'),
      // The most PV power its built-in charger takes; 0 when it has none.
      mpptWatts: number('inverter_mppt_watts')
        .int(msg('inverter_mppt_watts_not_whole'))
        .min(0, msg('inverter_mppt_watts_negative'))
        .max(MAX_RATING, msg('inverter_mppt_watts_too_large')),
    }),
    z.strictObject({ kind: z.literal('charge_controller'), amps: wholePositive('controller_amps'), volts: volts('controller_volts') }),
    z.strictObject({
      kind: z.literal('power_station'),
      wattHours: wholePositive('station_wh'),
      watts: wholePositive('station_watts'),
      surgeWatts: wholePositive('station_surge'),
      solarInputWatts: wholePositive('station_solar_watts'),
    }),
  ],
  { error: msg('ratings_kind_invalid') },
);

export type ProductRatings = z.infer<typeof productRatingsSchema>;
export type RatingsOf<K extends RatingKind> = Extract<ProductRatings, { kind: K }>;
