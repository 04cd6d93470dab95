import { asc, eq } from 'drizzle-orm';
import type { CountyDelivery } from '../../shared/delivery';
import { COUNTIES_BY_NAME } from '../../shared/planner/counties';
import type { User } from '../../shared/schemas/auth';
import type { DeliveryOptions, PickupPoint, ValidCountyDelivery, ValidPickupPoint } from '../../shared/schemas/delivery';
import type { Db, Tx } from '../db/client';
import { deliveryRates, pickupPoints } from '../db/schema';
import { notFound } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { saveCountySetting } from '../shared/county-setting';
import { knownCounty } from '../shared/known-county';
import { countyDelivery, pickupColumns } from '../shared/delivery-terms';

// Delivery by county and pickup points (docs/product.md, "Delivery"). Routes: ./routes.ts.

export async function deliveryOptions(db: Tx): Promise<DeliveryOptions> {
  const rates = new Map((await db.select().from(deliveryRates)).map((rate) => [rate.county, rate]));
  const points = await db.select(pickupColumns).from(pickupPoints).orderBy(asc(pickupPoints.town), asc(pickupPoints.name), asc(pickupPoints.id));
  return { counties: COUNTIES_BY_NAME.map((county) => countyDelivery(county, rates.get(county.slug))), pickupPoints: points };
}

/** Sets a county's terms, whole, audited under the county's official code; 404 for no such county. */
export async function setCountyDelivery(db: Db, actor: User, slug: string, input: ValidCountyDelivery): Promise<CountyDelivery> {
  const county = knownCounty(slug);
  return countyDelivery(county, await saveCountySetting(db, actor, 'delivery.county', deliveryRates, county, input));
}

export async function addPickupPoint(db: Db, actor: User, input: ValidPickupPoint): Promise<PickupPoint> {
  return db.transaction(async (tx) => {
    const [point] = await tx.insert(pickupPoints).values(input).returning(pickupColumns);
    await recordAudit(tx, actor, 'pickup_point.create', 'pickup_point', point!.id, input);
    return point!;
  });
}

export async function updatePickupPoint(db: Db, actor: User, id: number, input: ValidPickupPoint): Promise<PickupPoint> {
  return db.transaction(async (tx) => {
    const [point] = await tx.update(pickupPoints).set(input).where(eq(pickupPoints.id, id)).returning(pickupColumns);
    if (!point) throw notFound('pickup_point_not_found');
    await recordAudit(tx, actor, 'pickup_point.update', 'pickup_point', id, input);
    return point;
  });
}

export async function removePickupPoint(db: Db, actor: User, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [point] = await tx.delete(pickupPoints).where(eq(pickupPoints.id, id)).returning(pickupColumns);
    if (!point) throw notFound('pickup_point_not_found');
    await recordAudit(tx, actor, 'pickup_point.delete', 'pickup_point', id, { name: point.name, town: point.town });
  });
}
