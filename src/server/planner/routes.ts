import { and, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCents } from '../../shared/money';
import { APPLIANCE_PRESETS } from '../../shared/planner/presets';
import { COUNTIES, countyBySlug } from '../../shared/planner/counties';
import { size } from '../../shared/planner/sizing';
import { errorSchema } from '../../shared/schemas/common';
import { countySchema, planSchema, plannerInputSchema, presetSchema, type Plan, type PlannerRequest } from '../../shared/schemas/planner';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { ACCESSORIES } from './accessories';
import { searchKit, type CatalogueProduct } from './kit-search';

const ACCESSORY_SLUGS = ACCESSORIES.flatMap((rule) => rule.slugs);

/** Every product the planner may put in a kit: rated or a fitting part, and not out of stock (low stock still sells). */
export async function loadCatalogue(db: Db): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, nameSw: products.nameSw, price: products.price, ratings: products.ratings })
    .from(products)
    .where(and(ne(products.stockStatus, 'out_of_stock'), or(isNotNull(products.ratings), inArray(products.slug, ACCESSORY_SLUGS))));
  return rows.map(({ price, ...row }) => ({ ...row, priceCents: toCents(price) }));
}

/** Sizes the plan and searches the catalogue for its kit. */
export function plan(request: PlannerRequest, catalogue: CatalogueProduct[]): Plan {
  const county = countyBySlug(request.county)!;
  const sizing = size({
    appliances: request.appliances,
    peakSunHours: county.peakSunHours,
    autonomyDays: request.autonomyDays,
    batteryChemistry: request.batteryChemistry,
  });
  const { kit, notes } = searchKit(catalogue, sizing, request.batteryChemistry);
  const sunNote =
    county.basis === 'region'
      ? [`${county.name}'s sun figure is its region's (${county.peakSunHours} hours in the worst month): no figure of its own was found.`]
      : [];
  return { ...sizing, kit, notes: [...sunNote, ...notes] };
}

const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/presets', { schema: { response: { 200: z.array(presetSchema) } } }, async () => [...APPLIANCE_PRESETS]);
  app.get('/counties', { schema: { response: { 200: z.array(countySchema) } } }, async () => [...COUNTIES]);
  app.post('/', { schema: { body: plannerInputSchema, response: { 200: planSchema, 400: errorSchema } } }, async (request) =>
    plan(request.body, await loadCatalogue(app.db)),
  );
};

export default plannerRoutes;
