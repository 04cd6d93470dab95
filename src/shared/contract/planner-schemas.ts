import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import { countySlugParamsSchema } from '../schemas/delivery';
import { plannerInputSchema } from '../schemas/planner';
import { countyClimateInputSchema, countySchema, kitCheckInputSchema, kitCheckSchema, planSchema, presetSchema } from '../schemas/planner-answers';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The schemas of `plannerApi`'s endpoints (./planner.ts): the server registers its routes with them. */
export const plannerSchemas = {
  presets: { responses: { 200: z.array(presetSchema) } },
  counties: { responses: { 200: z.array(countySchema) } },
  plan: { body: plannerInputSchema, responses: { 200: planSchema, 400: errorSchema } },
  setCountyClimate: { params: countySlugParamsSchema, body: countyClimateInputSchema, responses: { 200: countySchema, ...errors } },
  removeCountyClimate: { params: countySlugParamsSchema, responses: { 200: countySchema, ...errors } },
  check: { body: kitCheckInputSchema, responses: { 200: kitCheckSchema, ...errors } },
};
