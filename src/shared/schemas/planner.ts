import { z } from 'zod';
import { msg, type MessageCode } from '../messages/message';
import { COUNTY_SLUGS } from '../planner/counties';
import { PLANNER_LIMITS } from '../planner/limits';
import { BATTERY_CHEMISTRIES } from '../rating-kinds';
import { errorSchema, oneLine } from './common';

const { maxWatts, maxQuantity, maxHours, maxSurgeFactor, maxAutonomyDays, maxNameLength, maxAppliances } = PLANNER_LIMITS;

/** A number whose every refusal (missing, not finite, out of range) has the one message of its range. */
const number = (code: MessageCode) => z.number({ error: msg(code) }).refine(Number.isFinite, msg(code));
const WATTS = msg('watts_out_of_range');
const QUANTITY = msg('quantity_out_of_range');
const HOURS = msg('hours_out_of_range');
const SURGE = msg('surge_out_of_range');
const AUTONOMY = msg('autonomy_out_of_range');

export const applianceSchema = z.strictObject({
  name: oneLine(
    z
      .string({ error: msg('appliance_name_required') })
      .trim()
      .min(1, msg('appliance_name_required'))
      .max(maxNameLength, msg('appliance_name_too_long')),
    msg('appliance_name_one_line'),
  ),
  watts: number(WATTS).min(1, WATTS).max(maxWatts, WATTS),
  quantity: number(QUANTITY).int(QUANTITY).min(1, QUANTITY).max(maxQuantity, QUANTITY),
  hoursPerDay: number(HOURS).positive(HOURS).max(maxHours, HOURS),
  surgeFactor: number(SURGE).min(1, SURGE).max(maxSurgeFactor, SURGE).default(1),
});
export type ApplianceLine = z.input<typeof applianceSchema>;

export const plannerInputSchema = z.strictObject({
  appliances: z
    .array(applianceSchema, { error: msg('appliances_not_list') })
    .min(1, msg('appliances_empty'))
    .max(maxAppliances, msg('appliances_too_many')),
  county: z.enum(COUNTY_SLUGS, { error: msg('county_unknown') }),
  autonomyDays: number(AUTONOMY).int(AUTONOMY).min(1, AUTONOMY).max(maxAutonomyDays, AUTONOMY).default(1),
  batteryChemistry: z.enum(BATTERY_CHEMISTRIES, { error: msg('chemistry_unknown') }).default('lithium'),
});
export type PlannerInput = z.input<typeof plannerInputSchema>;
export type PlannerRequest = z.output<typeof plannerInputSchema>;

export const KIT_ROLES = [
  'panel',
  'battery',
  'inverter',
  'charge_controller',
  'power_station',
  'pv_cable',
  'mc4_connectors',
  'dc_breaker',
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

export const kitSchema = z.object({
  lines: z.array(kitLineSchema),
  total: z.string(),
  provides: z.object(figures),
});
export type Kit = z.infer<typeof kitSchema>;

export const sizingSchema = z.object({ runningWatts: z.number(), dailyWh: z.number(), peakSunHours: z.number(), ...figures });
export type Sizing = z.infer<typeof sizingSchema>;

/** A plan's notes are messages (docs/product.md, "Messages"): a code, its figures, and its text in the request's language. */
export const planSchema = sizingSchema.extend({ kit: kitSchema.nullable(), notes: z.array(errorSchema) });
export type Plan = z.infer<typeof planSchema>;

export const countySchema = z.object({ slug: z.string(), name: z.string(), peakSunHours: z.number(), basis: z.enum(['county', 'region']) });
export const presetSchema = z.object({ id: z.string(), name: z.string(), watts: z.number(), hoursPerDay: z.number(), surgeFactor: z.number() });
