import { channel } from 'node:diagnostics_channel';
import type { User } from '../../shared/schemas/auth';
import type { StatementImport } from '../../shared/schemas/payments';
import type { Tx } from '../db/client';
import { badRequest, HttpError } from '../plugins/errors';
import { overpaymentConfirmed } from './payments';
import { recordMatched, reconcile, summarise } from './reconcile';
import { readStatement } from './statement';

/**
 * Announces a statement read and about to be sorted out and answered: what is left of a long import is seen by
 * tracing, and by the test that asks other routes while that part runs (import.test.ts).
 */
export const statementRead = channel('shop:payments.statement-read');

export interface ImportOptions {
  commit?: 'true' | 'false';
  assign?: string[];
  confirmOverpayment?: 'true' | 'false';
}

/**
 * Reads an M-PESA statement (the CSV's text) and sorts its rows out against the orders: a preview, or with `commit`
 * the recording of every matched row in one transaction.
 */
export async function importStatement(
  db: Tx,
  actor: User,
  csv: unknown,
  { commit, assign = [], confirmOverpayment }: ImportOptions,
): Promise<StatementImport> {
  if (typeof csv !== 'string') throw new HttpError(415, 'statement_not_text');
  if (!csv.trim()) throw badRequest('statement_empty');
  const confirmed = overpaymentConfirmed(actor, confirmOverpayment === 'true');
  const lines = await readStatement(csv);
  if (statementRead.hasSubscribers) statementRead.publish({ rows: lines.length });
  if (commit !== 'true') return summarise(await reconcile(db, lines, assign, confirmed), false, 0);
  return db.transaction(async (tx) => {
    const reconciled = await reconcile(tx, lines, assign, confirmed);
    return summarise(reconciled, true, await recordMatched(tx, actor, reconciled, confirmed));
  });
}
