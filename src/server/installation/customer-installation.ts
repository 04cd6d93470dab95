import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { neededClass, type InstalledLine } from '../../shared/installation';
import type { Installation, installationInputSchema, OrderInstallation } from '../../shared/schemas/installation';
import type { EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { installationRequests, installationSteps, orderItems, orders, products } from '../db/schema';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { enqueueInstallationEmail } from '../shared/outbox';
import { customerInstallation, loadInstallations } from './installation-rows';

type InstallationInput = z.output<typeof installationInputSchema>;

/** The customer's order by its number; another customer's is "not found", as on the order page. */
async function customerOrder(db: Tx, userId: number, orderNumber: string, lock = false) {
  const query = db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.toUpperCase()), eq(orders.userId, userId)))
    .$dynamic();
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw notFound('order_not_found');
  return order;
}

/** The order's lines whose product needs installing (as staff set it now; a deleted product's line does not). */
export const installedLines = (db: Tx, orderId: number): Promise<InstalledLine[]> =>
  db
    .select({ ratings: products.ratings, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.needsInstallation, true)));

/** `GET /api/orders/:orderNumber/installation`. */
export async function orderInstallation(db: Db, userId: number, orderNumber: string): Promise<OrderInstallation> {
  const order = await customerOrder(db, userId, orderNumber);
  const [lines, installations] = await Promise.all([installedLines(db, order.id), loadInstallations(db, eq(installationRequests.orderId, order.id))]);
  const needed = lines.length > 0;
  return {
    needed,
    neededClass: needed ? neededClass(lines) : null,
    canRequest: needed && order.status !== 'cancelled' && installations.every((installation) => installation.status === 'cancelled'),
    installations: installations.map(customerInstallation),
  };
}

export interface RequestInstallation {
  userId: number;
  orderNumber: string;
  input: InstallationInput;
  email: EmailSettings;
}

/**
 * Books an installation for the customer's order when it has goods that need one, is not cancelled and has no
 * installation open or done; its first step ("requested") is audited and e-mailed like every later one.
 */
export async function requestInstallation(db: Db, { userId, orderNumber, input, email }: RequestInstallation): Promise<Installation> {
  const id = await db.transaction(async (tx) => {
    // Locked: two requests for the same order at once are checked one after the other.
    const order = await customerOrder(tx, userId, orderNumber, true);
    if (order.status === 'cancelled') throw conflict('installation_order_cancelled');
    const lines = await installedLines(tx, order.id);
    if (lines.length === 0) throw conflict('installation_not_needed');
    const [existing] = await tx
      .select({ id: installationRequests.id })
      .from(installationRequests)
      .where(and(eq(installationRequests.orderId, order.id), ne(installationRequests.status, 'cancelled')));
    if (existing) throw conflict('installation_exists');
    const [row] = await tx
      .insert(installationRequests)
      .values({ ...input, orderId: order.id, userId, neededClass: neededClass(lines) })
      .returning({ id: installationRequests.id });
    const [step] = await tx
      .insert(installationSteps)
      .values({ installationId: row!.id, toStatus: 'requested', changedBy: userId })
      .returning({ id: installationSteps.id });
    await recordAudit(tx, { id: userId }, 'installation.request', 'installation', row!.id, { orderId: order.id });
    await enqueueInstallationEmail(tx, email, order.id, userId, step!.id);
    return row!.id;
  });
  const [installation] = await loadInstallations(db, eq(installationRequests.id, id));
  return customerInstallation(installation!);
}
