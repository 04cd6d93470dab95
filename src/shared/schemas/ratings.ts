import { z } from 'zod';
import type { VOLTS_RATINGS, WHOLE_RATINGS } from '../messages/en/ratings';
import { msg } from '../messages/message';
import {
  BATTERY_CHEMISTRIES,
  CONTROLLER_TYPES,
  CURRENT_TYPES,
  NOMINAL_VOLTS,
  PROTECTION_DEVICES,
  RATING_BOUNDS,
  type BoundedRating,
  type RatingKind,
  type WholeRating,
} from '../rating-kinds';

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

/** A figure of a maker's sheet within RATING_BOUNDS; whole where the bounds say so. */
function bounded(field: BoundedRating) {
  const bounds: { min: number; max: number; whole?: true } = RATING_BOUNDS[field];
  const inRange = z
    .number({ error: msg(`${field}_not_number`) })
    .min(bounds.min, msg(`${field}_out_of_range`))
    .max(bounds.max, msg(`${field}_out_of_range`));
  return bounds.whole ? inRange.int(msg(`${field}_not_whole` as `${WholeRating}_not_whole`)) : inRange;
}

const currentType = z.enum(CURRENT_TYPES, { error: msg('current_type_invalid') });

// The first figures of each kind are required: the catalogue has carried them since the planner began. The wiring
// figures that followed (docs/product.md, "Product ratings") are optional, so a product entered before them stays
// valid; a product missing one the planner needs is left out of kits (missingRatings) and the admin screen says so.
const panel = z
  .strictObject({
    kind: z.literal('panel'),
    watts: wholePositive('panel_watts'),
    voc: bounded('panel_voc').optional(),
    vmp: bounded('panel_vmp').optional(),
    isc: bounded('panel_isc').optional(),
    imp: bounded('panel_imp').optional(),
    vocCoefficient: bounded('panel_voc_coefficient').optional(),
    pmaxCoefficient: bounded('panel_pmax_coefficient').optional(),
    maxSystemVolts: bounded('panel_max_system_volts').optional(),
  })
  .refine(
    ({ voc, vmp, isc, imp }) => !(voc !== undefined && vmp !== undefined && vmp >= voc) && !(isc !== undefined && imp !== undefined && imp >= isc),
    { message: msg('panel_vmp_above_voc'), path: ['vmp'] },
  );

const battery = z.strictObject({
  kind: z.literal('battery'),
  wattHours: wholePositive('battery_wh'),
  volts: volts('battery_volts'),
  chemistry: z.enum(BATTERY_CHEMISTRIES, { error: msg('chemistry_invalid') }),
  depthOfDischarge: bounded('battery_depth').optional(),
  maxDischargeAmps: bounded('battery_discharge_amps').optional(),
  maxChargeAmps: bounded('battery_charge_amps').optional(),
  maxSeries: bounded('battery_max_series').optional(),
  maxParallel: bounded('battery_max_parallel').optional(),
});

const inverter = z
  .strictObject({
    kind: z.literal('inverter'),
    watts: wholePositive('inverter_watts'),
    surgeWatts: wholePositive('inverter_surge'),
    batteryVolts: volts('inverter_battery_volts'),
    // The most PV power its built-in charger takes; 0 when it has none.
    mpptWatts: number('inverter_mppt_watts')
      .int(msg('inverter_mppt_watts_not_whole'))
      .min(0, msg('inverter_mppt_watts_negative'))
      .max(MAX_RATING, msg('inverter_mppt_watts_too_large')),
    efficiency: bounded('inverter_efficiency').optional(),
    mpptMinVolts: bounded('inverter_mppt_min_volts').optional(),
    mpptMaxVolts: bounded('inverter_mppt_max_volts').optional(),
    maxPvVoc: bounded('inverter_pv_voc').optional(),
    maxChargeAmps: bounded('inverter_charge_amps').optional(),
  })
  .refine(
    ({ mpptMinVolts: low, mpptMaxVolts: high, maxPvVoc }) =>
      !(low !== undefined && high !== undefined && low >= high) && !(high !== undefined && maxPvVoc !== undefined && high > maxPvVoc),
    { message: msg('inverter_mppt_window_invalid'), path: ['mpptMinVolts'] },
  );

const chargeController = z.strictObject({
  kind: z.literal('charge_controller'),
  amps: wholePositive('controller_amps'),
  // The highest bank voltage it charges; it charges every lower one too.
  volts: volts('controller_volts'),
  type: z.enum(CONTROLLER_TYPES, { error: msg('controller_type_invalid') }).optional(),
  maxPvVoc: bounded('controller_pv_voc').optional(),
  maxPvWatts12: bounded('controller_pv_watts_12').optional(),
  maxPvWatts24: bounded('controller_pv_watts_24').optional(),
  maxPvWatts48: bounded('controller_pv_watts_48').optional(),
});

const powerStation = z
  .strictObject({
    kind: z.literal('power_station'),
    wattHours: wholePositive('station_wh'),
    watts: wholePositive('station_watts'),
    surgeWatts: wholePositive('station_surge'),
    solarInputWatts: wholePositive('station_solar_watts'),
    solarMinVolts: bounded('station_solar_min_volts').optional(),
    solarMaxVolts: bounded('station_solar_max_volts').optional(),
  })
  .refine(({ solarMinVolts: low, solarMaxVolts: high }) => !(low !== undefined && high !== undefined && low >= high), {
    message: msg('station_solar_window_invalid'),
    path: ['solarMinVolts'],
  });

// A surge protector has no rated current; a breaker or a fuse is chosen by it.
const protection = z
  .strictObject({
    kind: z.literal('protection'),
    device: z.enum(PROTECTION_DEVICES, { error: msg('protection_device_invalid') }),
    current: currentType,
    volts: bounded('protection_volts'),
    amps: bounded('protection_amps').optional(),
  })
  .refine(({ device, amps }) => device === 'surge_protector' || amps !== undefined, { message: msg('protection_amps_missing'), path: ['amps'] });

const cable = z.strictObject({
  kind: z.literal('cable'),
  current: currentType,
  crossSection: bounded('cable_cross_section'),
  lengthM: bounded('cable_length'),
  amps: bounded('cable_amps'),
  volts: bounded('cable_volts'),
});

/** The typed figures the solar planner computes with; `specifications` stay free text for display. */
export const productRatingsSchema = z.discriminatedUnion('kind', [panel, battery, inverter, chargeController, powerStation, protection, cable], {
  error: msg('ratings_kind_invalid'),
});

export type ProductRatings = z.infer<typeof productRatingsSchema>;
export type RatingsOf<K extends RatingKind> = Extract<ProductRatings, { kind: K }>;
