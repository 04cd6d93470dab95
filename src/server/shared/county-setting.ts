import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { countyCode, type County } from '../../shared/planner/counties';
import type { User } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { recordAudit } from './audit-log';

/** A table of one row a county for what the shop sets per county (delivery terms, climate figures), keyed by its slug. */
type CountyTable = PgTable & { county: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn };

/**
 * Sets the county's row, whole, as the actor's, and audits it under the county's official code, in one transaction.
 * Answers the row as saved.
 */
export async function saveCountySetting<Table extends CountyTable>(
  db: Db,
  actor: User,
  action: string,
  table: Table,
  county: County,
  input: Omit<Table['$inferInsert'], 'county' | 'updatedBy' | 'updatedAt'>,
): Promise<Table['$inferSelect']> {
  const values = { ...input, updatedBy: actor.id, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(table)
      // The generic table's insert type is not worked out by TypeScript; the constraint above is what it needs.
      .values({ county: county.slug, ...values } as Table['$inferInsert'])
      .onConflictDoUpdate({ target: table.county, set: values })
      .returning();
    await recordAudit(tx, actor, action, 'county', countyCode(county), { county: county.slug, ...input });
    return row!;
  });
}
