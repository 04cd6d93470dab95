import { eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminClaim, claimStatusChangeSchema } from '../../shared/schemas/warranty';
import { canMoveClaim, CLAIM_STATUS_LABELS, CLAIM_TRANSITIONS, type ClaimStatus } from '../../shared/warranty';
import type { EmailSettings } from '../config';
import type { Db } from '../db/client';
import { warrantyClaims, warrantyClaimSteps } from '../db/schema';
import { conflict, notFound, type HttpError } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import { enqueueClaimEmail } from '../shared/outbox';
import type { Page } from '../shared/paging';
import { loadClaims } from './claim-rows';

type StatusChange = z.output<typeof claimStatusChangeSchema>;

/** A page of the claims, all or of one status, and the number of all that match. */
export async function listClaims(db: Db, { status }: { status?: ClaimStatus }, page: Page): Promise<{ rows: AdminClaim[]; total: number }> {
  const where = status ? eq(warrantyClaims.status, status) : undefined;
  const [rows, total] = await Promise.all([loadClaims(db, where, page), db.$count(warrantyClaims, where)]);
  return { rows, total };
}

export async function claimById(db: Db, id: number): Promise<AdminClaim> {
  const [claim] = await loadClaims(db, eq(warrantyClaims.id, id));
  if (!claim) throw notFound('claim_not_found');
  return claim;
}

/** Claims not yet closed: waiting for staff to inspect, decide, or carry out what was decided (the admin dashboard's count). */
export const openClaimsCount = (db: Db): Promise<number> => db.$count(warrantyClaims, ne(warrantyClaims.status, 'closed'));

function transitionRefusal(from: ClaimStatus, to: ClaimStatus): HttpError {
  if (CLAIM_TRANSITIONS[from].length === 0) return conflict('claim_closed');
  if (from === to) return conflict('claim_already', { status: CLAIM_STATUS_LABELS[from] });
  return conflict('claim_transition_refused', { from: CLAIM_STATUS_LABELS[from], to: CLAIM_STATUS_LABELS[to] });
}

/** Moves the claim to a status its current one allows, records the step and who made it, and queues the customer's e-mail. */
export async function changeClaimStatus(
  db: Db,
  email: EmailSettings,
  actor: Actor & { id: number },
  id: number,
  change: StatusChange,
): Promise<AdminClaim> {
  await db.transaction(async (tx) => {
    // Locked: two staff moving the same claim at once are applied one after the other, each checked.
    const [claim] = await tx
      .select({ status: warrantyClaims.status, orderId: warrantyClaims.orderId, userId: warrantyClaims.userId })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.id, id))
      .for('update');
    if (!claim) throw notFound('claim_not_found');
    if (!canMoveClaim(claim.status, change.status)) throw transitionRefusal(claim.status, change.status);
    const resolution = change.resolution ?? null;
    await tx
      .update(warrantyClaims)
      .set({ status: change.status, ...(resolution && { resolution }), updatedAt: new Date() })
      .where(eq(warrantyClaims.id, id));
    const [step] = await tx
      .insert(warrantyClaimSteps)
      .values({ claimId: id, fromStatus: claim.status, toStatus: change.status, resolution, note: change.reason ?? change.note, changedBy: actor.id })
      .returning({ id: warrantyClaimSteps.id });
    await recordAudit(tx, actor, 'claim.status', 'claim', id, { from: claim.status, to: change.status, ...(resolution && { resolution }) });
    await enqueueClaimEmail(tx, email, claim.orderId, claim.userId, step!.id);
  });
  return claimById(db, id);
}
