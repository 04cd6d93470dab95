import { z } from 'zod';
import { COUNTY_SLUGS } from '../planner/counties';
import { BATTERY_CHEMISTRIES } from './ratings';
import { oneLine } from './common';

export const PLANNER_LIMITS = {
  maxAppliances: 50,
  maxWatts: 20_000,
  maxQuantity: 100,
  maxHours: 24,
  maxSurgeFactor: 7,
  maxAutonomyDays: 5,
  maxNameLength: 60,
} as const;

const number = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);
const WATTS = `Watts must be a number from 1 to ${PLANNER_LIMITS.maxWatts}`;
const QUANTITY = `Quantity must be a whole number from 1 to ${PLANNER_LIMITS.maxQuantity}`;
const HOURS = `Hours per day must be more than 0 and at most ${PLANNER_LIMITS.maxHours}`;
const SURGE = `Surge factor must be a number from 1 to ${PLANNER_LIMITS.maxSurgeFactor}`;
const AUTONOMY = `Autonomy days must be a whole number from 1 to ${PLANNER_LIMITS.maxAutonomyDays}`;

export const applianceSchema = z.strictObject({
  name: oneLine(
    z
      .string({ error: 'Appliance name is required' })
      .trim()
      .min(1, 'Appliance name is required')
      .max(PLANNER_LIMITS.maxNameLength, `Appliance name must be at most ${PLANNER_LIMITS.maxNameLength} characters`),
    'Appliance name',
  ),
  watts: number(WATTS).min(1, WATTS).max(PLANNER_LIMITS.maxWatts, WATTS),
  quantity: number(QUANTITY).int(QUANTITY).min(1, QUANTITY).max(PLANNER_LIMITS.maxQuantity, QUANTITY),
  hoursPerDay: number(HOURS).positive(HOURS).max(PLANNER_LIMITS.maxHours, HOURS),
  surgeFactor: number(SURGE).min(1, SURGE).max(PLANNER_LIMITS.maxSurgeFactor, SURGE).default(1),
});
export type ApplianceLine = z.input<typeof applianceSchema>;

export const plannerInputSchema = z.strictObject({
  appliances: z
    .array(applianceSchema, { error: 'Appliances must be a list' })
    .min(1, 'Add at least one appliance')
    .max(PLANNER_LIMITS.maxAppliances, `Appliances: at most ${PLANNER_LIMITS.maxAppliances} lines`),
  county: z.enum(COUNTY_SLUGS, { error: 'County is unknown: choose one of the 47 counties' }),
  autonomyDays: number(AUTONOMY).int(AUTONOMY).min(1, AUTONOMY).max(PLANNER_LIMITS.maxAutonomyDays, AUTONOMY).default(1),
  batteryChemistry: z.enum(BATTERY_CHEMISTRIES, { error: 'Battery chemistry must be lithium or lead_acid' }).default('lithium'),
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

export const planSchema = sizingSchema.extend({ kit: kitSchema.nullable(), notes: z.array(z.string()) });
export type Plan = z.infer<typeof planSchema>;

export const countySchema = z.object({ slug: z.string(), name: z.string(), peakSunHours: z.number(), basis: z.enum(['county', 'region']) });
export const presetSchema = z.object({ id: z.string(), name: z.string(), watts: z.number(), hoursPerDay: z.number(), surgeFactor: z.number() });
