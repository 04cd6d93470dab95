import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { canMoveInstallation, INSTALLATION_STATUS_LABELS, INSTALLATION_TRANSITIONS, type InstallationStatus } from '../../shared/installation';
import type { AdminInstallation, installationStepSchema } from '../../shared/schemas/installation';
import type { EmailSettings } from '../config';
import type { Db } from '../db/client';
import { installationRequests, installationSteps, orders } from '../db/schema';
import { conflict, notFound, type HttpError } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import type { ObjectStorage } from '../shared/object-storage';
import { setOrderCharge } from '../shared/order-charges';
import { enqueueInstallationEmail } from '../shared/outbox';
import type { Page } from '../shared/paging';
import { assertPhotosStored } from '../shared/stored-photos';
import { loadInstallations } from './installation-rows';
import { assignableTechnician } from './technicians';

type Step = z.output<typeof installationStepSchema>;

const OPEN: InstallationStatus[] = ['requested', 'quoted', 'scheduled'];

/** A page of the installations, all or of one status, and the number of all that match. */
export async function listInstallations(
  db: Db,
  { status }: { status?: InstallationStatus },
  page: Page,
): Promise<{ rows: AdminInstallation[]; total: number }> {
  const where = status ? eq(installationRequests.status, status) : undefined;
  const [rows, total] = await Promise.all([loadInstallations(db, where, page), db.$count(installationRequests, where)]);
  return { rows, total };
}

export async function installationById(db: Db, id: number): Promise<AdminInstallation> {
  const [installation] = await loadInstallations(db, eq(installationRequests.id, id));
  if (!installation) throw notFound('installation_not_found');
  return installation;
}

/** Installations not yet done or cancelled: waiting for a quote, a day, or the work (the admin dashboard's count). */
export const openInstallationsCount = (db: Db): Promise<number> => db.$count(installationRequests, inArray(installationRequests.status, OPEN));

function transitionRefusal(from: InstallationStatus, to: InstallationStatus): HttpError {
  if (INSTALLATION_TRANSITIONS[from].length === 0) return conflict('installation_closed', { status: INSTALLATION_STATUS_LABELS[from] });
  return conflict('installation_transition_refused', { from: INSTALLATION_STATUS_LABELS[from], to: INSTALLATION_STATUS_LABELS[to] });
}

export interface InstallationStepContext {
  email: EmailSettings;
  storage: ObjectStorage;
  actor: Actor & { id: number };
}

/**
 * Moves the installation to a status its current one allows and applies what the step sets: a quote becomes (or
 * replaces) the order's `installation` charge, scheduling assigns a technician who may take it, done keeps the
 * commissioning record, cancelling removes the charge. The order's total, and so its balance, follow in the same
 * transaction, which also records the step, its audit row and the customer's e-mail.
 */
export async function moveInstallation(
  db: Db,
  { email, storage, actor }: InstallationStepContext,
  id: number,
  change: Step,
): Promise<AdminInstallation> {
  if (change.status === 'done') await assertPhotosStored(storage, change.photos, 'installation_photo_missing');
  await db.transaction(async (tx) => {
    // Locked: two staff moving the same installation at once are applied one after the other, each checked.
    const [installation] = await tx.select().from(installationRequests).where(eq(installationRequests.id, id)).for('update');
    if (!installation) throw notFound('installation_not_found');
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, installation.orderId)).for('update');
    if (!canMoveInstallation(installation.status, change.status)) throw transitionRefusal(installation.status, change.status);
    if (order!.status === 'cancelled' && change.status !== 'cancelled') throw conflict('installation_order_cancelled');
    const set: Partial<typeof installationRequests.$inferInsert> = { status: change.status, updatedAt: new Date() };
    const step: Partial<typeof installationSteps.$inferInsert> = {};
    if (change.status === 'quoted') {
      await setOrderCharge(tx, installation.orderId, 'installation', change.fee);
      set.fee = step.fee = change.fee;
    } else if (change.status === 'scheduled') {
      const technician = await assignableTechnician(tx, change.technicianId, installation.county, installation.neededClass);
      set.technicianId = step.technicianId = technician.id;
      set.scheduledDate = step.scheduledDate = change.date;
    } else if (change.status === 'done') {
      Object.assign(set, {
        panelStringVolts: change.panelStringVolts,
        batteryVolts: change.batteryVolts,
        inverterSettings: change.inverterSettings,
        photos: change.photos,
      });
    } else {
      if (installation.fee !== null) await setOrderCharge(tx, installation.orderId, 'installation', null);
      set.cancelReason = step.note = change.reason;
    }
    await tx.update(installationRequests).set(set).where(eq(installationRequests.id, id));
    const [made] = await tx
      .insert(installationSteps)
      .values({ ...step, installationId: id, fromStatus: installation.status, toStatus: change.status, changedBy: actor.id })
      .returning({ id: installationSteps.id });
    const { status: _status, ...details } = change;
    await recordAudit(tx, actor, 'installation.status', 'installation', id, { from: installation.status, to: change.status, ...details });
    await enqueueInstallationEmail(tx, email, installation.orderId, installation.userId, made!.id);
  });
  return installationById(db, id);
}
