import { eq } from 'drizzle-orm';
import type { ClimateSource } from '../../shared/planner/climate';
import { COUNTIES, countyBySlug, countyCode, type County } from '../../shared/planner/counties';
import type { User } from '../../shared/schemas/auth';
import type { CountyClimateInput } from '../../shared/schemas/planner-answers';
import type { Db, Tx } from '../db/client';
import { countyClimateOverrides } from '../db/schema';
import { notFound } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { saveCountySetting } from '../shared/county-setting';
import { knownCounty } from '../shared/known-county';

// A super admin's override of a county's figures wins over the data file wherever the planner sizes or shows them
// (docs/product.md, "County sun and temperature"). Routes: ./routes.ts.

type Override = typeof countyClimateOverrides.$inferSelect;

function withOverride(county: County, row: Override | undefined): County {
  if (!row) return county;
  const shop: ClimateSource = { basis: 'override', source: 'Set by the shop', station: null, km: null, note: row.note };
  return { ...county, peakSunHours: row.peakSunHours, hotDayC: row.hotDayC, recordLowC: row.recordLowC, sun: shop, temperature: shop };
}

/** The 47 counties in code order, each with the figures the planner uses. */
export async function effectiveCounties(db: Db | Tx): Promise<County[]> {
  const rows = new Map((await db.select().from(countyClimateOverrides)).map((row) => [row.county, row]));
  return COUNTIES.map((county) => withOverride(county, rows.get(county.slug)));
}

/** One county's figures as the planner uses them; the slug is one of the 47 (the request schema saw to it). */
export async function effectiveCounty(db: Db | Tx, slug: string): Promise<County> {
  const [row] = await db.select().from(countyClimateOverrides).where(eq(countyClimateOverrides.county, slug));
  return withOverride(countyBySlug(slug)!, row);
}

/** Sets a county's three figures and their note, whole, audited under the county's official code. */
export async function setCountyClimate(db: Db, actor: User, slug: string, input: CountyClimateInput): Promise<County> {
  const county = knownCounty(slug);
  return withOverride(county, await saveCountySetting(db, actor, 'planner.county_climate', countyClimateOverrides, county, input));
}

/** Removes a county's override, so the data file's figures count again; 404 when it has none. */
export async function removeCountyClimate(db: Db, actor: User, slug: string): Promise<County> {
  const county = knownCounty(slug);
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(countyClimateOverrides).where(eq(countyClimateOverrides.county, slug)).returning();
    if (!removed) throw notFound('climate_override_none');
    await recordAudit(tx, actor, 'planner.county_climate_removed', 'county', countyCode(county), {
      county: slug,
      peakSunHours: removed.peakSunHours,
      hotDayC: removed.hotDayC,
      recordLowC: removed.recordLowC,
      note: removed.note,
    });
  });
  return county;
}
