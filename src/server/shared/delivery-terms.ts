import { eq } from 'drizzle-orm';
import { deliveryDay, type CountyDelivery } from '../../shared/delivery';
import { countyBySlug } from '../../shared/planner/counties';
import type { DeliveryChoice } from '../../shared/schemas/delivery';
import type { Tx } from '../db/client';
import { deliveryRates, pickupPoints } from '../db/schema';
import { badRequest } from '../plugins/errors';

// The stored delivery terms (docs/product.md, "Delivery"), as the delivery screens show them and checkout prices them.

type Rate = typeof deliveryRates.$inferSelect;

/** A county as shoppers read it: its rate, or delivered at a fee to be confirmed when staff set none. */
export function countyDelivery(county: { slug: string; name: string }, rate: Rate | undefined): CountyDelivery {
  return {
    slug: county.slug,
    name: county.name,
    available: rate?.available ?? true,
    fee: rate?.fee ?? null,
    minDays: rate?.minDays ?? null,
    maxDays: rate?.maxDays ?? null,
    freeAbove: rate?.freeAbove ?? null,
  };
}

export const pickupColumns = {
  id: pickupPoints.id,
  name: pickupPoints.name,
  town: pickupPoints.town,
  address: pickupPoints.address,
  hours: pickupPoints.hours,
  phone: pickupPoints.phone,
};

/** A checkout's delivery as the order keeps it; `fee` and `freeAbove` are the county's terms, priced on the goods at placing. */
export interface OrderDeliveryTerms {
  method: DeliveryChoice['method'];
  county: string | null;
  pickupPointId: number | null;
  pickupPointName: string | null;
  pickupPointTown: string | null;
  fee: string | null;
  freeAbove: string | null;
  earliest: string | null;
  latest: string | null;
}

/**
 * The stored terms for a checkout's choice (never a fee the client sent): an unserved county or a pickup point that
 * does not exist is refused; a county without terms is delivered at a fee to be confirmed; pickup is free.
 */
export async function deliveryTerms(db: Tx, choice: DeliveryChoice, now: Date = new Date()): Promise<OrderDeliveryTerms> {
  if (choice.method === 'pickup') {
    const [point] = await db.select(pickupColumns).from(pickupPoints).where(eq(pickupPoints.id, choice.pickupPointId)).limit(1);
    if (!point) throw badRequest('pickup_point_not_found');
    const none = { county: null, freeAbove: null, earliest: null, latest: null };
    return { method: 'pickup', ...none, pickupPointId: point.id, pickupPointName: point.name, pickupPointTown: point.town, fee: '0.00' };
  }
  const county = countyBySlug(choice.county);
  if (!county) throw badRequest('county_unknown');
  const [rate] = await db.select().from(deliveryRates).where(eq(deliveryRates.county, county.slug)).limit(1);
  const terms = countyDelivery(county, rate);
  if (!terms.available) throw badRequest('county_not_served', { county: county.name });
  return {
    method: 'delivery',
    county: county.slug,
    pickupPointId: null,
    pickupPointName: null,
    pickupPointTown: null,
    fee: terms.fee,
    freeAbove: terms.freeAbove,
    earliest: terms.minDays === null ? null : deliveryDay(terms.minDays, now),
    latest: terms.maxDays === null ? null : deliveryDay(terms.maxDays, now),
  };
}
