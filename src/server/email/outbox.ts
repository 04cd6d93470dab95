import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/constants';
import type { EmailSettings } from '../config';
import type { Tx } from '../db/client';
import { emailOutbox } from '../db/schema';

/** Whether the shop sends e-mail at all: without SMTP_URL nothing is written to the outbox either. */
export const emailOn = (email: EmailSettings): boolean => email.smtpUrl !== undefined;

/** Call with the transaction of the status change, so the message exists exactly when the change does. */
export async function enqueueStatusEmail(tx: Tx, email: EmailSettings, orderId: number, customerEmail: string, status: OrderStatus): Promise<void> {
  if (!emailOn(email)) return;
  await tx.insert(emailOutbox).values({ kind: 'order_status', recipient: customerEmail, orderId, detail: status });
}

/**
 * Each reset link is derived from its `nonce` when the message is sent (src/server/auth/password-reset.ts). One
 * statement for any number of messages, none included, so a request for no account costs what one for an account does.
 */
export async function enqueuePasswordResetEmails(tx: Tx, messages: { recipient: string; nonce: string }[]): Promise<void> {
  await tx.execute(sql`
    insert into ${emailOutbox} (kind, recipient, detail)
    select 'password_reset', m.recipient, m.nonce from json_to_recordset(${JSON.stringify(messages)}::json) as m(recipient text, nonce text)`);
}
