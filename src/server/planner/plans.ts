import { and, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Message } from '../../shared/messages/message';
import { toCents } from '../../shared/money';
import type { County } from '../../shared/planner/counties';
import { size } from '../../shared/planner/sizing';
import { decodePlan } from '../../shared/planner/plan-link';
import { plannerInputSchema, type PlannerRequest } from '../../shared/schemas/planner';
import type { Plan } from '../../shared/schemas/planner-answers';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { messageText } from '../plugins/request-locale';
import { effectiveCounty } from './climate-overrides';
import { ACCESSORIES } from './accessories';
import { searchKit, type CatalogueProduct, type SearchedKit } from './kit-search';

const ACCESSORY_SLUGS = ACCESSORIES.flatMap((rule) => rule.slugs);

/** Every product the planner may put in a kit: rated or a fitting part, and not out of stock (low stock still sells). */
export async function loadCatalogue(db: Db): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, nameSw: products.nameSw, price: products.price, ratings: products.ratings })
    .from(products)
    .where(and(ne(products.stockStatus, 'out_of_stock'), or(isNotNull(products.ratings), inArray(products.slug, ACCESSORY_SLUGS))));
  return rows.map(({ price, ...row }) => ({ ...row, priceCents: toCents(price) }));
}

/**
 * Sizes the plan with the county's figures as the planner uses them (an override's when the shop set one) and
 * searches the catalogue for its kit; its notes are message codes, written by the caller.
 */
export function plan(
  request: PlannerRequest,
  catalogue: CatalogueProduct[],
  county: County,
): Omit<Plan, 'notes' | 'kit'> & { notes: Message[]; kit: SearchedKit | null } {
  const sizing = size({
    appliances: request.appliances,
    peakSunHours: county.peakSunHours,
    hotDayC: county.hotDayC,
    autonomyDays: request.autonomyDays,
    batteryChemistry: request.batteryChemistry,
  });
  const { kit, notes } = searchKit(catalogue, sizing, request, county);
  const sunNote: Message[] =
    county.sun.basis === 'region' ? [{ code: 'sun_from_region', params: { county: county.name, hours: county.peakSunHours } }] : [];
  return { ...sizing, kit, notes: [...sunNote, ...notes], county };
}

/** A plan's kit and its wiring, as a quotation prints them: the lines an installer reads, in English. */
export interface PlanWiring {
  kit: { productId: number; quantity: number }[];
  lines: string[];
}

/**
 * The wiring of the plan whose address query a quotation carries (docs/product.md, "Documents"): null when the plan has
 * no kit, `'invalid'` when it is not a plan the planner accepts (`decodePlan` reads it within the API's limits).
 */
export async function planWiring(db: Db, query: string): Promise<PlanWiring | null | 'invalid'> {
  const input = plannerInputSchema.safeParse(decodePlan(query));
  if (!input.success) return 'invalid';
  const [county, catalogue] = await Promise.all([effectiveCounty(db, input.data.county), loadCatalogue(db)]);
  const { kit } = plan(input.data, catalogue, county);
  if (!kit) return null;
  return {
    kit: kit.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    lines: [...kit.wiringLines, ...kit.separately].map(({ code, params }) => messageText('en', code, params)),
  };
}
