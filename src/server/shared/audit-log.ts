import type { User } from '../../shared/schemas/auth';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntity = 'product' | 'category' | 'order' | 'user' | 'payment' | 'review';

/** Records a staff action; call it with the transaction that makes the change, so both happen or neither does. */
export async function recordAudit(
  tx: Tx,
  actor: User,
  action: string,
  entity: AuditEntity,
  entityId: number,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, action, entity, entityId: String(entityId), details });
}
