import { endpoint } from './endpoint';
import type { plannerSchemas as S } from './planner-schemas';

/** The solar planner (docs/product.md, "Solar planner"). */
export const plannerApi = {
  /** The appliances the planner offers to add in one tap. */
  presets: endpoint<typeof S.presets>()('GET', '/api/planner/presets'),
  /** The 47 counties and their worst-month sun hours. */
  counties: endpoint<typeof S.counties>()('GET', '/api/planner/counties'),
  /** The figures of a plan and the cheapest kit in stock that meets them, with the plan's notes. */
  plan: endpoint<typeof S.plan>()('POST', '/api/planner'),
};
