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

/** The reset link is derived from `nonce` when the message is sent (src/server/auth/password-reset.ts). */
export async function enqueuePasswordResetEmail(tx: Tx, recipient: string, nonce: string): Promise<void> {
  await tx.insert(emailOutbox).values({ kind: 'password_reset', recipient, detail: nonce });
}
