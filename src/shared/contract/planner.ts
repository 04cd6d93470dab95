import { endpoint } from './endpoint';
import type { plannerSchemas as S } from './planner-schemas';

/** The solar planner (docs/product.md, "Solar planner"). */
export const plannerApi = {
  /** The appliances the planner offers to add in one tap. */
  presets: endpoint<typeof S.presets>()('GET', '/api/planner/presets'),
  /** The 47 counties with the sun and temperature figures the planner uses, their sources and confidence. */
  counties: endpoint<typeof S.counties>()('GET', '/api/planner/counties'),
  /** The figures of a plan and the cheapest kit in stock that meets them, with the plan's notes. */
  plan: endpoint<typeof S.plan>()('POST', '/api/planner'),
  /** A super admin's override of a county's figures, with a note of their source (audited). */
  setCountyClimate: endpoint<typeof S.setCountyClimate>()('PUT', '/api/admin/planner/counties/:slug'),
  /** Staff: every rule a kit put together by hand breaks, for a plan (docs/product.md, "Check a kit"). */
  check: endpoint<typeof S.check>()('POST', '/api/admin/planner/check'),
  /** Back to the data file's figures (audited); 404 when the county has no override. */
  removeCountyClimate: endpoint<typeof S.removeCountyClimate>()('DELETE', '/api/admin/planner/counties/:slug'),
};
