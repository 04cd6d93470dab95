import { and, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Message } from '../../shared/messages/message';
import { toCents } from '../../shared/money';
import type { County } from '../../shared/planner/counties';
import { size } from '../../shared/planner/sizing';
import type { Plan, PlannerRequest } from '../../shared/schemas/planner';
import type { Db } from '../db/client';
import { products } from '../db/schema';
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
  const { kit, notes } = searchKit(catalogue, sizing, request.batteryChemistry, county);
  const sunNote: Message[] =
    county.sun.basis === 'region' ? [{ code: 'sun_from_region', params: { county: county.name, hours: county.peakSunHours } }] : [];
  return { ...sizing, kit, notes: [...sunNote, ...notes], county };
}
