import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who made a change: a user's id, or null for one no longer known. */
export interface Actor {
  id: number | null;
}

/** A county is known by its official code (Mombasa 1 ... Nairobi 47). */
export type AuditEntity =
  'product' | 'category' | 'order' | 'user' | 'payment' | 'review' | 'county' | 'pickup_point' | 'export' | 'claim' | 'installation' | 'technician';

/**
 * Records an action, a staff member's or a customer's own M-PESA payment (null: an actor no longer known); call it
 * with the transaction that makes the change, so both happen or neither does.
 */
export async function recordAudit(
  tx: Tx,
  actor: Actor,
  action: string,
  entity: AuditEntity,
  entityId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, action, entity, entityId: entityId === null ? null : String(entityId), details });
}
