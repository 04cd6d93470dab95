import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Claim, claimInputSchema, LineWarranty, OrderClaims } from '../../shared/schemas/warranty';
import { isOpenClaim, warrantyEnd } from '../../shared/warranty';
import type { EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, orderStatusHistory, products, warrantyClaims, warrantyClaimSteps } from '../db/schema';
import { conflict, notFound, type HttpError } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import type { ObjectStorage } from '../shared/object-storage';
import { enqueueClaimEmail } from '../shared/outbox';
import { assertPhotosStored } from '../shared/stored-photos';
import { customerClaim, loadClaims } from './claim-rows';

type ClaimInput = z.output<typeof claimInputSchema>;

interface CustomerOrder {
  id: number;
  userId: number;
  /** When it became delivered; null while it is not. */
  deliveredAt: Date | null;
}

/**
 * The customer's order by its number, and when it was delivered (its order_status_history); another customer's order
 * is "not found", as on the order page. `lock` holds the order while a claim on it is opened.
 */
async function customerOrder(db: Tx, userId: number, orderNumber: string, lock = false): Promise<CustomerOrder> {
  const query = db
    .select({ id: orders.id, userId: orders.userId, status: orders.status, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.toUpperCase()), eq(orders.userId, userId)))
    .$dynamic();
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'delivered') return { id: order.id, userId: order.userId, deliveredAt: null };
  const [delivered] = await db
    .select({ at: max(orderStatusHistory.changedAt) })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'delivered')));
  // An order marked delivered before its history was kept: its last change is the best date there is.
  return { id: order.id, userId: order.userId, deliveredAt: delivered?.at ?? order.updatedAt };
}

interface Line {
  id: number;
  productName: string;
  warrantyMonths: number | null;
  hasOpenClaim: boolean;
}

/** The order's lines with their product's warranty months (none once the product is deleted) and any open claim. */
async function orderLines(db: Tx, orderId: number): Promise<Line[]> {
  const [lines, claims] = await Promise.all([
    db
      .select({ id: orderItems.id, productName: orderItems.productName, warrantyMonths: products.warrantyMonths })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({ orderItemId: warrantyClaims.orderItemId, status: warrantyClaims.status })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.orderId, orderId)),
  ]);
  return lines.map((line) => ({
    ...line,
    hasOpenClaim: claims.some((claim) => claim.orderItemId === line.id && isOpenClaim(claim.status)),
  }));
}

/** Why no claim can be opened on the line now (docs/product.md, "Warranty claims"), or null when one can. */
function refusal(order: CustomerOrder, line: Line, now: Date): HttpError | null {
  if (!order.deliveredAt) return conflict('claim_not_delivered');
  if (line.warrantyMonths === null) return conflict('claim_no_warranty', { product: line.productName });
  const end = warrantyEnd(order.deliveredAt, line.warrantyMonths);
  if (now >= end.endsAt) return conflict('claim_warranty_expired', { product: line.productName, date: end.lastDay });
  if (line.hasOpenClaim) return conflict('claim_already_open', { product: line.productName });
  return null;
}

function lineWarranty(order: CustomerOrder, line: Line, now: Date): LineWarranty {
  const end = order.deliveredAt && line.warrantyMonths !== null ? warrantyEnd(order.deliveredAt, line.warrantyMonths) : null;
  return {
    orderItemId: line.id,
    warrantyMonths: line.warrantyMonths,
    lastDay: end?.lastDay ?? null,
    running: !!end && now < end.endsAt,
    claimable: refusal(order, line, now) === null,
  };
}

/** `GET /api/orders/:orderNumber/claims`: each line's warranty, and the order's claims with their steps. */
export async function orderClaims(db: Db, userId: number, orderNumber: string, now = new Date()): Promise<OrderClaims> {
  const order = await customerOrder(db, userId, orderNumber);
  const [lines, claims] = await Promise.all([orderLines(db, order.id), loadClaims(db, eq(warrantyClaims.orderId, order.id))]);
  return { lines: lines.map((line) => lineWarranty(order, line, now)), claims: claims.map(customerClaim) };
}

/** Photos may be sent for a delivered order of the customer's: its claims are the only ones they can open. */
export async function assertPhotosWelcome(db: Db, userId: number, orderNumber: string): Promise<void> {
  const order = await customerOrder(db, userId, orderNumber);
  if (!order.deliveredAt) throw conflict('claim_not_delivered');
}

export interface OpenClaim {
  userId: number;
  orderNumber: string;
  input: ClaimInput;
  storage: ObjectStorage;
  email: EmailSettings;
}

/**
 * Opens a claim on a line of the customer's delivered order while the line is under warranty and has no open claim;
 * its first step ("received") is audited and e-mailed like every later one.
 */
export async function openClaim(db: Db, { userId, orderNumber, input, storage, email }: OpenClaim, now = new Date()): Promise<Claim> {
  await assertPhotosStored(storage, input.photos, 'claim_photo_missing');
  const claimId = await db.transaction(async (tx) => {
    // Locked: two claims on the same line at once are checked one after the other.
    const order = await customerOrder(tx, userId, orderNumber, true);
    const line = (await orderLines(tx, order.id)).find((candidate) => candidate.id === input.orderItemId);
    if (!line) throw notFound('claim_line_not_found');
    const refused = refusal(order, line, now);
    if (refused) throw refused;
    const [claim] = await tx
      .insert(warrantyClaims)
      .values({ orderId: order.id, orderItemId: line.id, userId, problem: input.problem, serialNumber: input.serialNumber, photos: input.photos })
      .returning({ id: warrantyClaims.id });
    const [step] = await tx
      .insert(warrantyClaimSteps)
      .values({ claimId: claim!.id, toStatus: 'received', changedBy: userId })
      .returning({ id: warrantyClaimSteps.id });
    await recordAudit(tx, { id: userId }, 'claim.open', 'claim', claim!.id, { orderId: order.id, orderItemId: line.id });
    await enqueueClaimEmail(tx, email, order.id, userId, step!.id);
    return claim!.id;
  });
  const [claim] = await loadClaims(db, eq(warrantyClaims.id, claimId));
  return customerClaim(claim!);
}
