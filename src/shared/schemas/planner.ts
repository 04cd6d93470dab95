import { z } from 'zod';
import { msg, type MessageCode } from '../messages/message';
import { COUNTY_SLUGS } from '../planner/counties';
import { PLANNER_LIMITS } from '../planner/limits';
import { encodePlan, MAX_PLAN_QUERY_LENGTH } from '../planner/plan-query';
import { BATTERY_CHEMISTRIES } from '../rating-kinds';
import { oneLine, requiredText } from './common';

// A shopper's plan, which the planner page checks as it is typed. What the server answers and the staff's own
// inputs are in ./planner-answers.ts: the page imports only their types, so a phone never builds those schemas.

const { maxWatts, maxQuantity, maxHours, maxSurgeFactor, maxAutonomyDays, maxNameLength, maxAppliances } = PLANNER_LIMITS;

/** A number whose every refusal (missing, not finite, out of range) has the one message of its range. */
export const rangedNumber = (code: MessageCode) => z.number({ error: msg(code) }).refine(Number.isFinite, msg(code));
const WATTS = msg('watts_out_of_range');
const QUANTITY = msg('quantity_out_of_range');
const HOURS = msg('hours_out_of_range');
const SURGE = msg('surge_out_of_range');
const AUTONOMY = msg('autonomy_out_of_range');

export const applianceSchema = z.strictObject({
  name: oneLine(requiredText(msg('appliance_name_required'), maxNameLength, msg('appliance_name_too_long')), msg('appliance_name_one_line')),
  watts: rangedNumber(WATTS).min(1, WATTS).max(maxWatts, WATTS),
  quantity: rangedNumber(QUANTITY).int(QUANTITY).min(1, QUANTITY).max(maxQuantity, QUANTITY),
  hoursPerDay: rangedNumber(HOURS).positive(HOURS).max(maxHours, HOURS),
  surgeFactor: rangedNumber(SURGE).min(1, SURGE).max(maxSurgeFactor, SURGE).default(1),
});
export type ApplianceLine = z.input<typeof applianceSchema>;

export const plannerInputSchema = z
  .strictObject({
    appliances: z
      .array(applianceSchema, { error: msg('appliances_not_list') })
      .min(1, msg('appliances_empty'))
      .max(maxAppliances, msg('appliances_too_many')),
    county: z.enum(COUNTY_SLUGS, { error: msg('county_unknown') }),
    autonomyDays: rangedNumber(AUTONOMY).int(AUTONOMY).min(1, AUTONOMY).max(maxAutonomyDays, AUTONOMY).default(1),
    batteryChemistry: z.enum(BATTERY_CHEMISTRIES, { error: msg('chemistry_unknown') }).default('lithium'),
  })
  .superRefine((plan, context) => {
    // Every plan the planner accepts has a link that opens and a quotation that prints it (MAX_PLAN_QUERY_LENGTH).
    if (encodePlan(plan).length > MAX_PLAN_QUERY_LENGTH) context.addIssue({ code: 'custom', path: ['appliances'], message: msg('plan_too_long') });
  });
export type PlannerInput = z.input<typeof plannerInputSchema>;
export type PlannerRequest = z.output<typeof plannerInputSchema>;
