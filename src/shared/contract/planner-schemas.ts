import { z } from 'zod';
import { errorSchema } from '../schemas/common';
import { countySchema, planSchema, plannerInputSchema, presetSchema } from '../schemas/planner';

/** The schemas of `plannerApi`'s endpoints (./planner.ts): the server registers its routes with them. */
export const plannerSchemas = {
  presets: { responses: { 200: z.array(presetSchema) } },
  counties: { responses: { 200: z.array(countySchema) } },
  plan: { body: plannerInputSchema, responses: { 200: planSchema, 400: errorSchema } },
};
