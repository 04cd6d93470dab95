import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/constants';
import type { EmailSettings } from '../config';
import type { Tx } from '../db/client';
import { emailOutbox, orders } from '../db/schema';

// The one writer of the e-mail outbox: every kind of message (order placed, order status, payment received, warranty
// claim step, installation step, password reset, address verification) is queued here, and held ones released here; src/server/email sends what is queued.

/** Whether the shop sends e-mail at all: without SMTP_URL nothing is written to the outbox either. */
export const emailOn = (email: EmailSettings): boolean => email.smtpUrl !== undefined;

const HOUR = sql`now() - interval '1 hour'`;

/**
 * The outbox row (kind, recipient, order_id, user_id, held, detail) of a message to a customer's own address, as a
 * SELECT to insert from: no row once the account or the address has had its hourly cap of messages, and held while
 * the address is not verified (docs/product.md, E-mail notifications). `orderId` may refer to the statement's own
 * tables (the checkout's `new_order`), which `from` then joins; `userId` may be a subquery (the order's customer).
 */
const customerMessageRow = (
  email: EmailSettings,
  userId: number | SQL,
  kind: 'order_placed' | 'order_status' | 'payment_received' | 'claim_status' | 'installation_status',
  orderId: SQL,
  detail: string | null,
  from = sql``,
) => sql`
  select ${kind}, u.email, ${orderId}, u.id, u.email_verified_at is null, ${detail}::text
  from users u ${from}
  where u.id = ${userId} and ${emailOn(email)}::boolean
    and (select count(*) from ${emailOutbox} o where o.user_id = u.id and o.created_at > ${HOUR}) < ${email.caps.perAccount}
    and (select count(*) from ${emailOutbox} o where lower(o.recipient) = lower(u.email) and o.created_at > ${HOUR}) < ${email.caps.perAddress}`;

/**
 * The staff rows of a new order (kind, recipient, order_id, user_id, held, detail, next_attempt_at), for each row of
 * `placed` (a table with the order's `id`): a message per staff address until it has had `staffPerHour` this hour;
 * beyond it, one digest per address, sent an hour later, which every later order joins (detail: the first order it
 * rolls up). Insert with `onDigestConflict`.
 */
const staffMessageRows = (email: EmailSettings, placed: SQL) => {
  const sentThisHour = sql`(select count(*) from ${emailOutbox} o where o.kind = 'order_placed_staff' and o.recipient = staff.address and o.created_at > ${HOUR})`;
  const from = sql`${placed} as placed cross join unnest(string_to_array(${email.staffRecipients.join(',')}, ',')) as staff(address)`;
  return sql`
    select 'order_placed_staff', staff.address, placed.id, null::integer, false, null::text, now()
    from ${from} where ${emailOn(email)}::boolean and ${sentThisHour} < ${email.caps.staffPerHour}
    union all
    select 'staff_digest', staff.address, null::integer, null::integer, false, placed.id::text, now() + interval '1 hour'
    from ${from} where ${emailOn(email)}::boolean and ${sentThisHour} >= ${email.caps.staffPerHour}`;
};
/** A digest already waiting for the address takes the order in: no second one. */
const onDigestConflict = sql`on conflict (recipient) where kind = 'staff_digest' and sent_at is null do nothing`;

/**
 * The outbox writes of a new order, as two CTEs of the checkout's single statement (orders/place-order.ts), after
 * `placed`, the CTE that inserted the order (its `id`): the customer's message (within the hourly caps, held until
 * the address is verified) and one per staff address, or a digest past their cap (docs/product.md, E-mail
 * notifications). The sender renders them from the order later, outside the statement. No statement is run here.
 */
export const orderPlacedEmails = (email: EmailSettings, userId: number, placed: SQL): SQL => sql`
    customer_email as (
      insert into ${emailOutbox} (kind, recipient, order_id, user_id, held, detail)
      ${customerMessageRow(email, userId, 'order_placed', sql`${placed}.id`, null, sql`cross join ${placed}`)}
    ),
    staff_email as (
      insert into ${emailOutbox} (kind, recipient, order_id, user_id, held, detail, next_attempt_at)
      ${staffMessageRows(email, placed)}
      ${onDigestConflict}
    )`;

/** Call with the transaction of the status change, so the message exists exactly when the change does. */
export async function enqueueStatusEmail(tx: Tx, email: EmailSettings, orderId: number, userId: number, status: OrderStatus): Promise<void> {
  if (!emailOn(email)) return;
  await tx.execute(sql`
    insert into ${emailOutbox} (kind, recipient, order_id, user_id, held, detail)
    ${customerMessageRow(email, userId, 'order_status', sql`${orderId}::integer`, status)}`);
}

/**
 * Call with the transaction that recorded the payment, so the message exists exactly when the payment does. The
 * message names the payment and is rendered from it when sent, to the order's customer in the order's language.
 */
export async function enqueuePaymentEmail(tx: Tx, email: EmailSettings, orderId: number, paymentId: number): Promise<void> {
  if (!emailOn(email)) return;
  const customer = sql`(select o.user_id from ${orders} o where o.id = ${orderId}::integer)`;
  await tx.execute(sql`
    insert into ${emailOutbox} (kind, recipient, order_id, user_id, held, detail)
    ${customerMessageRow(email, customer, 'payment_received', sql`${orderId}::integer`, String(paymentId))}`);
}

/**
 * Call with the transaction that made the claim's step, so the message exists exactly when the step does. The message
 * names the step and is rendered from it when sent, to the order's customer in the order's language.
 */
export async function enqueueClaimEmail(tx: Tx, email: EmailSettings, orderId: number, userId: number, stepId: number): Promise<void> {
  if (!emailOn(email)) return;
  await tx.execute(sql`
    insert into ${emailOutbox} (kind, recipient, order_id, user_id, held, detail)
    ${customerMessageRow(email, userId, 'claim_status', sql`${orderId}::integer`, String(stepId))}`);
}

/** Call with the transaction that made the installation's step: as a claim's, the message is rendered from the step. */
export async function enqueueInstallationEmail(tx: Tx, email: EmailSettings, orderId: number, userId: number, stepId: number): Promise<void> {
  if (!emailOn(email)) return;
  await tx.execute(sql`
    insert into ${emailOutbox} (kind, recipient, order_id, user_id, held, detail)
    ${customerMessageRow(email, userId, 'installation_status', sql`${orderId}::integer`, String(stepId))}`);
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

/** The verification link is derived from `nonce` when the message is sent; it is never held (it is what unholds). */
export async function enqueueVerificationEmail(tx: Tx, userId: number, recipient: string, nonce: string): Promise<void> {
  await tx.insert(emailOutbox).values({ kind: 'email_verification', recipient, userId, detail: nonce });
}

/** Sends what waited for the account's address, to the address now verified (the one the account has now). */
export async function releaseHeldEmails(tx: Tx, userId: number, verifiedAddress: string): Promise<void> {
  await tx.execute(sql`
    update ${emailOutbox} set held = false, recipient = ${verifiedAddress}, next_attempt_at = now()
    where user_id = ${userId} and held and sent_at is null`);
}

// Nairobi's day of a moment and the instant that day ends, computed by the database: Kenya keeps UTC+3 all year
// (src/shared/dates.ts).
const nairobiWallClock = (at: SQL) => sql`((${at} at time zone 'UTC') + interval '3 hours')`;
const nairobiDayOf = (at: SQL) => sql`to_char(${nairobiWallClock(at)}, 'YYYY-MM-DD')`;
const endOfNairobiDayOf = (at: SQL) => sql`((date_trunc('day', ${nairobiWallClock(at)}) + interval '1 day' - interval '3 hours') at time zone 'UTC')`;

/**
 * The low-stock digest of the Nairobi day of `at` (an SQL timestamptz: the crossing movement's own time, which the
 * digest looks movements up by) for every staff address, when `crossed` (an SQL boolean) says a product's count just
 * went from above its threshold to at or under it: one per address per day, sent when the day ends, telling every
 * product that crossed that day (docs/product.md, "Stock"). A product crossing later the same day finds the digest
 * written and joins it when it is rendered. Usable as a CTE of a larger statement (the checkout).
 */
export const lowStockDigestInsert = (email: EmailSettings, crossed: SQL, at: SQL): SQL => sql`
  insert into ${emailOutbox} (kind, recipient, detail, next_attempt_at)
  select 'low_stock_digest', staff.address, ${nairobiDayOf(at)}, ${endOfNairobiDayOf(at)}
  from unnest(string_to_array(${email.staffRecipients.join(',')}, ',')) as staff(address)
  where ${emailOn(email)}::boolean and ${crossed}
  on conflict (recipient, detail) where kind = 'low_stock_digest' do nothing`;

/** Call with the transaction that changed the count, once it found the product crossed its threshold, and the movement's time. */
export async function enqueueLowStockDigest(tx: Tx, email: EmailSettings, movedAt: Date): Promise<void> {
  if (!emailOn(email)) return;
  await tx.execute(lowStockDigestInsert(email, sql`true`, sql`${movedAt.toISOString()}::timestamptz`));
}
