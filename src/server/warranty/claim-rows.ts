import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminClaim, Claim } from '../../shared/schemas/warranty';
import type { Tx } from '../db/client';
import { orderItems, orders, users, warrantyClaims, warrantyClaimSteps } from '../db/schema';
import { paged, type Page } from '../shared/paging';
import { changer, changerColumns, staffStep } from '../shared/staff-ref';

/** Claims, newest first, each with its order, line, customer and steps, in two queries whatever the count. */
export async function loadClaims(db: Tx, where?: SQL, page?: Page): Promise<AdminClaim[]> {
  const query = db
    .select({
      claim: warrantyClaims,
      orderNumber: orders.orderNumber,
      phoneNumber: orders.phoneNumber,
      productName: orderItems.productName,
      productNameSw: orderItems.productNameSw,
      customer: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(warrantyClaims)
    .innerJoin(orders, eq(orders.id, warrantyClaims.orderId))
    .innerJoin(orderItems, eq(orderItems.id, warrantyClaims.orderItemId))
    .innerJoin(users, eq(users.id, warrantyClaims.userId))
    .where(where)
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
    .$dynamic();
  const rows = await paged(query, page);
  if (rows.length === 0) return [];
  const steps = await db
    .select({
      claimId: warrantyClaimSteps.claimId,
      status: warrantyClaimSteps.toStatus,
      resolution: warrantyClaimSteps.resolution,
      note: warrantyClaimSteps.note,
      changedAt: warrantyClaimSteps.changedAt,
      ...changerColumns,
    })
    .from(warrantyClaimSteps)
    .leftJoin(changer, eq(changer.id, warrantyClaimSteps.changedBy))
    .where(
      inArray(
        warrantyClaimSteps.claimId,
        rows.map((row) => row.claim.id),
      ),
    )
    .orderBy(asc(warrantyClaimSteps.changedAt), asc(warrantyClaimSteps.id));
  return rows.map(({ claim, ...row }) => ({
    id: claim.id,
    orderId: claim.orderId,
    orderItemId: claim.orderItemId,
    problem: claim.problem,
    serialNumber: claim.serialNumber,
    photos: claim.photos,
    status: claim.status,
    resolution: claim.resolution,
    createdAt: claim.createdAt.toISOString(),
    ...row,
    steps: steps.filter((step) => step.claimId === claim.id).map(({ claimId: _claim, ...step }) => staffStep(step)),
  }));
}

/** A claim as its customer sees it: no staff names, and nothing of the order they already have. */
export const customerClaim = ({ orderId: _order, orderNumber: _number, phoneNumber: _phone, customer: _customer, ...claim }: AdminClaim): Claim => ({
  ...claim,
  steps: claim.steps.map(({ changedBy: _by, ...step }) => step),
});
