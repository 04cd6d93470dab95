import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { ShopSettings } from '../../shared/shop-settings';
import type { OrderStatus } from '../../shared/constants';
import { formatDay, nairobiTime } from '../../shared/dates';
import { localized, parseLocale, type Locale } from '../../shared/locale';
import { paymentState } from '../../shared/payments';
import { hashVerificationToken, VERIFY_LINK_HOURS, verificationToken } from '../shared/email-verification';
import { hashResetToken, RESET_LINK_MINUTES, resetToken } from '../shared/password-reset';
import type { Db } from '../db/client';
import {
  emailOutbox,
  emailVerifications,
  installationRequests,
  installationSteps,
  orderItems,
  orders,
  passwordResets,
  payments,
  products,
  stockMovements,
  technicians,
  users,
  warrantyClaims,
  warrantyClaimSteps,
} from '../db/schema';
import { chargesByOrder, orderDelivery, orderDeliveryColumns, orderSummaryColumns } from '../shared/order-queries';
import {
  claimStepMessage,
  emailVerificationMessage,
  installationStepMessage,
  lowStockDigestMessage,
  orderPlacedMessage,
  orderStatusMessage,
  passwordResetMessage,
  paymentReceivedMessage,
  staffDigestMessage,
  staffOrderMessage,
  type Message,
  type OrderForEmail,
} from './messages';

const BATCH = 20;
// Orders a staff digest lists by number; the rest are counted ("and 12 more").
const DIGEST_LINES = 50;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
// A claimed message belongs to its sender this long; longer than any send can take (nodemailer's timeouts below).
const LEASE_MS = 5 * 60 * 1000;
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export interface SenderOptions {
  db: Db;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  shop: ShopSettings;
  signingSecret: string;
  retryBaseMs: number;
  log?: { warn(details: object, message: string): void };
}

interface Claimed extends Record<string, unknown> {
  id: number;
  kind: (typeof emailOutbox.$inferSelect)['kind'];
  recipient: string;
  order_id: number | null;
  detail: string | null;
  attempts: number;
  /** The lease this claim set (`locked_until`, as text to the microsecond): whoever holds it may send the row. */
  lease: string;
}

/**
 * Delivers the outbox. Every app process runs one: a message is claimed with FOR UPDATE SKIP LOCKED and a lease
 * in one statement, so two processes never take the same one, and sent outside any transaction, so a slow or
 * absent SMTP server holds no lock and no connection. A failure is retried with exponential backoff, forever:
 * an outage delays messages and loses none (docs/decisions/0070-email-outbox.md).
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: SenderOptions) {}

  /** Polls at the retry pace (at most every 5 s) for messages other processes wrote or retries that fell due. */
  start(): void {
    const every = Math.min(5000, this.options.retryBaseMs);
    this.timer = setInterval(() => this.nudge(), every);
    this.timer.unref();
    this.nudge();
  }

  /** Runs a delivery round now (a new message was just written); a round already running goes round once more. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(
        () => undefined,
        (error: unknown) => this.options.log?.warn({ err: error }, 'e-mail outbox round failed'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends every message that is due, batch after batch; answers how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const [index, row] of claimed.entries()) {
        // A stopping process finishes the send it is in, no more: each further one may wait on a slow mail server
        // for a minute, and the rest of the batch would sit under its lease for five once the process is gone.
        if (this.stopped) {
          await this.release(claimed.slice(index));
          return sent;
        }
        if (await this.deliver(row)) sent++;
      }
      if (claimed.length < BATCH || this.stopped) return sent;
    }
  }

  /** Gives claimed rows back to the outbox unsent, as if never claimed, where the lease is still this claim's. */
  private async release(rows: Claimed[]): Promise<void> {
    for (const row of rows) {
      await this.options.db.execute(sql`
        update ${emailOutbox} set locked_until = null, attempts = attempts - 1
        where id = ${row.id} and sent_at is null and locked_until = ${row.lease}::timestamptz`);
    }
  }

  private async claim(): Promise<Claimed[]> {
    const { rows } = (await this.options.db.execute(sql`
      update ${emailOutbox} set locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from ${emailOutbox}
        where sent_at is null and not held and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, kind, recipient, order_id, detail, attempts, locked_until::text as lease`)) as unknown as { rows: Claimed[] };
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * A batch is claimed at once and sent one by one, so a row's lease may run out while the sends before it wait on
   * a slow mail server, and another process claim and send it. Just before sending, the lease is renewed for this
   * one send, only while it is still this claim's (unchanged and the row unsent); otherwise the row is another's.
   */
  private async renewLease(row: Claimed): Promise<boolean> {
    const { rows } = (await this.options.db.execute(sql`
      update ${emailOutbox} set locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
      where id = ${row.id} and sent_at is null and locked_until = ${row.lease}::timestamptz
      returning id`)) as unknown as { rows: { id: number }[] };
    return rows.length === 1;
  }

  private async deliver(row: Claimed): Promise<boolean> {
    const { db, transport, from } = this.options;
    if (!(await this.renewLease(row))) return false;
    try {
      const message = await this.render(row);
      if (message) await transport.sendMail({ from, to: row.recipient, subject: message.subject, text: message.text, html: message.html });
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), lockedUntil: null, lastError: message ? null : 'nothing to send any more' })
        .where(eq(emailOutbox.id, row.id));
      return message !== null;
    } catch (error) {
      const waitMs = Math.min(MAX_BACKOFF_MS, this.options.retryBaseMs * 2 ** (row.attempts - 1));
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log?.warn({ outboxId: row.id, attempts: row.attempts, retryInMs: waitMs, reason }, 'e-mail not sent; will retry');
      await db
        .update(emailOutbox)
        .set({ lockedUntil: null, lastError: reason.slice(0, 500), nextAttemptAt: sql`now() + ${`${waitMs} milliseconds`}::interval` })
        .where(eq(emailOutbox.id, row.id));
      return false;
    }
  }

  /** The message of a row, or null when what it was about is gone (a reset link already used or expired). */
  private async render(row: Claimed): Promise<Message | null> {
    const { shop } = this.options;
    if (row.kind === 'password_reset') return this.renderReset(row.detail ?? '');
    if (row.kind === 'email_verification') return this.renderVerification(row.detail ?? '', row.recipient);
    if (row.kind === 'staff_digest') return this.renderDigest(Number(row.detail), row.recipient);
    if (row.kind === 'low_stock_digest') return this.renderLowStock(row.detail ?? '');
    const orderId = row.order_id ?? 0;
    const found = await this.orderForEmail(orderId);
    if (!found) return null;
    // The customer's messages are in the language they ordered in; staff read English.
    const { locale, ...order } = found;
    if (row.kind === 'order_placed') return orderPlacedMessage(order, locale, shop);
    if (row.kind === 'order_placed_staff') return staffOrderMessage(order, shop);
    if (row.kind === 'payment_received') return this.renderPayment(order, orderId, Number(row.detail), locale);
    if (row.kind === 'claim_status') return this.renderClaimStep(order, orderId, Number(row.detail), locale);
    if (row.kind === 'installation_status') return this.renderInstallationStep(order, orderId, Number(row.detail), locale);
    return orderStatusMessage(order, row.detail as OrderStatus, locale, shop);
  }

  /**
   * The payment as it left the order: its balance counts the payments recorded up to it (an order's payments are
   * recorded one at a time, under its lock, so their ids follow that order), so a message held until the address is
   * verified, or delayed by an outage, still tells what this payment did. A payment voided since is no longer news:
   * nothing is sent.
   */
  private async renderPayment(order: OrderForEmail, orderId: number, paymentId: number, locale: Locale): Promise<Message | null> {
    const upToIt = sql<string>`(select coalesce(sum(p.amount), 0)::text from ${payments} p
      where p.order_id = ${orderId} and p.voided_at is null and p.id <= ${paymentId})`;
    const [payment] = await this.options.db
      .select({ amount: payments.amount, receipt: payments.reference, amountPaid: upToIt })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId), isNull(payments.voidedAt)));
    if (!payment?.receipt) return null;
    const { balanceDue, paymentStatus } = paymentState(order.status, order.totalAmount, payment.amountPaid);
    return paymentReceivedMessage(order, { amount: payment.amount, receipt: payment.receipt, balanceDue, paymentStatus }, locale, this.options.shop);
  }

  /** The claim's step as it was made, whatever steps followed it: each message tells its own. */
  private async renderClaimStep(order: OrderForEmail, orderId: number, stepId: number, locale: Locale): Promise<Message | null> {
    const [step] = await this.options.db
      .select({
        claimId: warrantyClaims.id,
        productName: orderItems.productName,
        productNameSw: orderItems.productNameSw,
        status: warrantyClaimSteps.toStatus,
        resolution: warrantyClaimSteps.resolution,
        note: warrantyClaimSteps.note,
      })
      .from(warrantyClaimSteps)
      .innerJoin(warrantyClaims, eq(warrantyClaims.id, warrantyClaimSteps.claimId))
      .innerJoin(orderItems, eq(orderItems.id, warrantyClaims.orderItemId))
      .where(and(eq(warrantyClaimSteps.id, stepId), eq(warrantyClaims.orderId, orderId)));
    if (!step) return null;
    const { productNameSw, ...rest } = step;
    return claimStepMessage(order, { ...rest, productName: localized(locale, rest.productName, productNameSw) }, locale, this.options.shop);
  }

  /** The installation's step as it was made, with the technician it assigned: each message tells its own. */
  private async renderInstallationStep(order: OrderForEmail, orderId: number, stepId: number, locale: Locale): Promise<Message | null> {
    const [step] = await this.options.db
      .select({
        status: installationSteps.toStatus,
        fee: installationSteps.fee,
        scheduledDate: installationSteps.scheduledDate,
        note: installationSteps.note,
        technicianName: technicians.name,
        technicianPhone: technicians.phone,
      })
      .from(installationSteps)
      .innerJoin(installationRequests, eq(installationRequests.id, installationSteps.installationId))
      .leftJoin(technicians, eq(technicians.id, installationSteps.technicianId))
      .where(and(eq(installationSteps.id, stepId), eq(installationRequests.orderId, orderId)));
    if (!step) return null;
    const { technicianName, technicianPhone, ...rest } = step;
    const technician = technicianName === null || technicianPhone === null ? null : { name: technicianName, phone: technicianPhone };
    return installationStepMessage(order, { ...rest, technician }, locale, this.options.shop);
  }

  private async renderReset(nonce: string): Promise<Message | null> {
    const token = resetToken(this.options.signingSecret, nonce);
    const [reset] = await this.options.db
      .select({ firstName: users.firstName, username: users.username, locale: passwordResets.locale })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(eq(passwordResets.tokenHash, hashResetToken(token)), sql`${passwordResets.usedAt} is null`, sql`${passwordResets.expiresAt} > now()`),
      );
    if (!reset) return null;
    return passwordResetMessage(reset.firstName, reset.username, token, RESET_LINK_MINUTES, parseLocale(reset.locale), this.options.shop);
  }

  /** The link, while it is open and the account still has the address it confirms. */
  private async renderVerification(nonce: string, recipient: string): Promise<Message | null> {
    const token = verificationToken(this.options.signingSecret, nonce);
    const [link] = await this.options.db
      .select({ locale: emailVerifications.locale })
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.userId))
      .where(
        and(
          eq(emailVerifications.tokenHash, hashVerificationToken(token)),
          sql`${emailVerifications.usedAt} is null`,
          sql`${emailVerifications.expiresAt} > now()`,
          sql`lower(${users.email}) = lower(${recipient})`,
        ),
      );
    if (!link) return null;
    return emailVerificationMessage(token, VERIFY_LINK_HOURS, parseLocale(link.locale), this.options.shop);
  }

  /** The orders placed since `firstOrderId` that this staff address was not sent a message of its own about. */
  private async renderDigest(firstOrderId: number, recipient: string): Promise<Message | null> {
    const { db, shop } = this.options;
    const alone = sql`exists (select from ${emailOutbox} o where o.kind = 'order_placed_staff' and o.order_id = ${orders.id} and o.recipient = ${recipient})`;
    const where = and(sql`${orders.id} >= ${firstOrderId}`, sql`not ${alone}`);
    const [listed, [total]] = await Promise.all([
      db
        .select({ orderNumber: orders.orderNumber, totalAmount: orders.totalAmount, firstName: users.firstName, lastName: users.lastName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(asc(orders.id))
        .limit(DIGEST_LINES),
      db.select({ value: count() }).from(orders).where(where),
    ]);
    if (listed.length === 0) return null;
    const lines = listed.map(({ firstName, lastName, ...order }) => ({ ...order, customerName: `${firstName} ${lastName}` }));
    return staffDigestMessage(lines, (total?.value ?? 0) - lines.length, shop);
  }

  /**
   * The products whose count a movement took from above their threshold to at or under it on the Nairobi day
   * `day` ("2026-11-25"), with their count now, while they are still counted; none left (all deleted or no longer
   * counted since) sends nothing.
   */
  private async renderLowStock(day: string): Promise<Message | null> {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const start = nairobiTime(year, month, date, 0, 0, 0);
    const end = nairobiTime(year, month, date + 1, 0, 0, 0);
    const crossed = sql`${stockMovements.quantityAfter} <= ${products.lowStockThreshold}
      and ${stockMovements.quantityAfter} - ${stockMovements.change} > ${products.lowStockThreshold}`;
    const lines = await this.options.db
      .selectDistinct({ id: products.id, name: products.name, stockQuantity: products.stockQuantity, lowStockThreshold: products.lowStockThreshold })
      .from(stockMovements)
      .innerJoin(products, eq(products.id, stockMovements.productId))
      .where(and(gte(stockMovements.createdAt, start), lt(stockMovements.createdAt, end), isNotNull(products.stockQuantity), crossed))
      .orderBy(asc(products.id))
      .limit(DIGEST_LINES);
    if (lines.length === 0) return null;
    const counted = lines.map(({ name, stockQuantity, lowStockThreshold }) => ({ name, stockQuantity: stockQuantity ?? 0, lowStockThreshold }));
    return lowStockDigestMessage(formatDay(start), counted, this.options.shop);
  }

  private async orderForEmail(orderId: number): Promise<(OrderForEmail & { locale: Locale }) | null> {
    const { db } = this.options;
    const [order] = await db
      .select({ ...orderSummaryColumns, ...orderDeliveryColumns, locale: orders.locale, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!order) return null;
    const items = await db
      .select({
        productName: orderItems.productName,
        productNameSw: orderItems.productNameSw,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const charges = (await chargesByOrder(db, [orderId])).get(orderId) ?? [];
    const { firstName, lastName, locale, orderNumber, status, totalAmount, deliveryAddress, phoneNumber, notes } = order;
    const summary = { orderNumber, status, totalAmount, deliveryAddress, phoneNumber, notes, delivery: orderDelivery(order), charges };
    return { ...summary, locale: parseLocale(locale), customerName: `${firstName} ${lastName}`, items };
  }
}
