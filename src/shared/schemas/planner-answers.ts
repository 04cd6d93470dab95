import { z } from 'zod';
import { msg, type MessageCode } from '../messages/message';
import { CLIMATE_BASES, CLIMATE_LIMITS } from '../planner/climate';
import { CHECK_LIMITS } from '../planner/limits';
import { bodyId, errorSchema, oneLine, requiredText } from './common';
import { plannerInputSchema, rangedNumber } from './planner';

// The planner's answers (sizing, kits, counties, presets, kit checks) and the staff's inputs to it: built by the
// server, which validates and serialises with them; the client imports only their types.

/** In the order a kit lists its lines: what makes the power first, then how it is wired and protected. */
export const KIT_ROLES = [
  'power_station',
  'inverter',
  'battery',
  'panel',
  'charge_controller',
  'pv_cable',
  'battery_cable',
  'mc4_connectors',
  'dc_breaker',
  'string_fuse',
  'surge_protection',
  'mounting',
] as const;
export type KitRole = (typeof KIT_ROLES)[number];

export const kitLineSchema = z.object({
  productId: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The product's Kiswahili name, null when it has none (the English is shown then). */
  nameSw: z.string().nullable(),
  role: z.enum(KIT_ROLES),
  quantity: z.number(),
  unitPrice: z.string(),
  lineTotal: z.string(),
});
export type KitLine = z.infer<typeof kitLineSchema>;

const figures = { pvWatts: z.number(), batteryWh: z.number(), inverterWatts: z.number(), surgeWatts: z.number() };

/** How the panels and batteries are joined: modules in series × strings in parallel (docs/product.md, "Kit compatibility"). */
export const wiringSchema = z.object({
  panelsInSeries: z.number(),
  panelStrings: z.number(),
  batteriesInSeries: z.number(),
  batteryStrings: z.number(),
});

export const kitSchema = z.object({
  lines: z.array(kitLineSchema),
  total: z.string(),
  provides: z.object(figures),
  wiring: wiringSchema,
  /** The wiring as an installer reads it, one message a line, in the request's language. */
  wiringLines: z.array(errorSchema),
  /** The parts the catalogue lacks, named by their ratings: "Buy separately: 1 × 125 A DC breaker". */
  separately: z.array(errorSchema),
});
export type Kit = z.infer<typeof kitSchema>;

export const sizingSchema = z.object({ runningWatts: z.number(), dailyWh: z.number(), peakSunHours: z.number(), ...figures });
export type Sizing = z.infer<typeof sizingSchema>;

const climateSourceSchema = z.object({
  basis: z.enum(CLIMATE_BASES),
  source: z.string(),
  station: z.string().nullable(),
  km: z.number().nullable(),
  note: z.string().nullable(),
});

/** A county and the figures the planner uses for it: the data file's, or a super admin's override (docs/product.md). */
export const countySchema = z.object({
  slug: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  peakSunHours: z.number(),
  hotDayC: z.number(),
  recordLowC: z.number(),
  sun: climateSourceSchema,
  temperature: climateSourceSchema,
});
export type CountyFigures = z.infer<typeof countySchema>;

/**
 * A plan's notes are messages (docs/product.md, "Messages"): a code, its figures, and its text in the request's
 * language. `county` is the county's figures the plan was sized with, an override's when the shop set one.
 */
export const planSchema = sizingSchema.extend({ kit: kitSchema.nullable(), notes: z.array(errorSchema), county: countySchema });
export type Plan = z.infer<typeof planSchema>;

const { minSunHours, maxSunHours, minHotDayC, maxHotDayC, minRecordLowC, maxRecordLowC, maxNoteLength } = CLIMATE_LIMITS;
/** A figure to one decimal, within its range: every refusal has the range's one message. */
const tenths = (code: MessageCode, min: number, max: number) =>
  rangedNumber(code)
    .min(min, msg(code))
    .max(max, msg(code))
    .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e5), msg(code));

/** PUT /api/admin/planner/counties/:slug: a county's three figures, whole, with where they come from. */
export const countyClimateInputSchema = z
  .strictObject({
    peakSunHours: tenths('climate_sun_out_of_range', minSunHours, maxSunHours),
    hotDayC: tenths('climate_hot_day_out_of_range', minHotDayC, maxHotDayC),
    recordLowC: tenths('climate_record_low_out_of_range', minRecordLowC, maxRecordLowC),
    note: oneLine(requiredText(msg('climate_note_required'), maxNoteLength, msg('climate_note_too_long')), msg('climate_note_one_line')),
  })
  .refine((input) => input.recordLowC < input.hotDayC, { message: msg('climate_low_above_hot'), path: ['recordLowC'] });
export type CountyClimateInput = z.input<typeof countyClimateInputSchema>;
export const presetSchema = z.object({ id: z.string(), name: z.string(), watts: z.number(), hoursPerDay: z.number(), surgeFactor: z.number() });

const CHECK_QUANTITY = msg('check_quantity_out_of_range');
const WIRING_COUNT = msg('check_wiring_out_of_range');
const wiringCount = rangedNumber(WIRING_COUNT).int(WIRING_COUNT).min(1, WIRING_COUNT).max(CHECK_LIMITS.maxQuantity, WIRING_COUNT);

/** A kit put together by hand, to check against a plan: its product lines and, if the staff know it, its wiring. */
export const kitCheckInputSchema = z.strictObject({
  plan: plannerInputSchema,
  lines: z
    .array(
      z.strictObject({
        productId: bodyId('product_id'),
        quantity: rangedNumber(CHECK_QUANTITY).int(CHECK_QUANTITY).min(1, CHECK_QUANTITY).max(CHECK_LIMITS.maxQuantity, CHECK_QUANTITY),
      }),
      { error: msg('check_lines_not_list') },
    )
    .min(1, msg('check_lines_empty'))
    .max(CHECK_LIMITS.maxLines, msg('check_lines_too_many'))
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, msg('check_lines_repeated')),
  wiring: z
    .strictObject(
      { panelsInSeries: wiringCount, panelStrings: wiringCount, batteriesInSeries: wiringCount, batteryStrings: wiringCount },
      { error: WIRING_COUNT },
    )
    .optional(),
});
export type KitCheckInput = z.input<typeof kitCheckInputSchema>;

export const kitCheckSchema = z.object({
  ok: z.boolean(),
  /** The wiring judged: the one given, or the first that passes (else the one breaking fewest rules). */
  wiring: wiringSchema,
  violations: z.array(z.object({ rule: z.string(), message: z.string(), figures: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
export type KitCheck = z.infer<typeof kitCheckSchema>;
