import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { mpesaApi } from '../../shared/contract/mpesa';
import { endpointUrl } from '../../shared/contract/endpoint';
import { isStaff } from '../../shared/constants';
import type { Locale } from '../../shared/locale';
import { formatKsh } from '../../shared/money';
import { maxPromptAmount, mpesaPhone, MPESA_RESULT, outcomeCode, statusOfResult, type MpesaRequestStatus } from '../../shared/mpesa';
import { paymentState } from '../../shared/payments';
import type { User } from '../../shared/schemas/auth';
import { stkCallbackSchema, type StkStatus } from '../../shared/schemas/mpesa';
import type { EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { mpesaRequests, orders, payments } from '../db/schema';
import type { MpesaSettings } from '../mpesa-settings';
import { HttpError, notFound } from '../plugins/errors';
import { messageText } from '../plugins/request-locale';
import { recordMpesaPayment } from '../shared/payment-ledger';
import { amountPaidColumn } from '../shared/payment-state';
import { DarajaError, type DarajaClient } from './daraja';

/**
 * M-PESA prompts (STK push) for an order (docs/product.md, "Paying with M-PESA"; docs/decisions/0098-mpesa-trust.md):
 * written as pending before Daraja is asked, settled once by the callback that carries the prompt's own secret, or by
 * asking Daraja when no callback came; a paid prompt becomes a payment in the ledger under its receipt.
 */

export interface StkDeps {
  db: Db;
  daraja: DarajaClient;
  settings: MpesaSettings;
  email: EmailSettings;
  log: FastifyBaseLogger;
}

/** Settling a prompt may record a payment, and with it queue the customer's e-mail: hence the e-mail settings. */
type SettleDeps = Pick<StkDeps, 'db' | 'log' | 'email'>;

// Limits on prompts (a stranger must not be able to make someone's phone ring again and again).
export const STK_LIMITS = {
  perOrderPerHour: 5,
  perPhonePer10Minutes: 3,
  // A prompt newer than this that has not ended blocks another on the same order.
  waitingMs: 90_000,
  // No callback this long after the prompt: ask Daraja, at most every `queryEveryMs`.
  queryAfterMs: 30_000,
  queryEveryMs: 10_000,
  // Still unanswered this long after the prompt: Daraja's own prompt has expired, so it is timed out.
  giveUpAfterMs: 5 * 60_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A prompt's secret: hexadecimal, so no run of its letters spells a word Daraja refuses in an address. */
export const newCallbackToken = (): string => randomBytes(24).toString('hex');
/** Where Daraja reports a prompt's result. */
export const stkCallbackUrl = (callbackBase: string, token: string): string => callbackBase + endpointUrl(mpesaApi.callback, { params: { token } });

async function orderFor(db: Tx, orderNumber: string, user: User) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalAmount: orders.totalAmount,
      amountPaid: amountPaidColumn,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber.toUpperCase()));
  // Someone else's order is "not found": its number says nothing about whether it exists.
  if (!order || (order.userId !== user.id && !isStaff(user.role))) throw notFound('mpesa_order_not_found');
  return order;
}

const minutesUntil = (since: Date, windowMs: number) => Math.max(1, Math.ceil((since.getTime() + windowMs - Date.now()) / 60_000));

/** Sends a prompt for part or all of an order's balance to a Kenyan phone; answers the id the screen follows. */
export async function startPush(deps: StkDeps, user: User, orderNumber: string, input: { phone: string; amount: number }): Promise<string> {
  const { db, daraja, settings } = deps;
  const phone = mpesaPhone(input.phone);
  if (!phone) throw new HttpError(400, 'mpesa_phone_invalid');
  const order = await orderFor(db, orderNumber, user);
  if (order.status === 'cancelled') throw new HttpError(409, 'mpesa_order_cancelled');
  const { balanceDue } = paymentState(order.status, order.totalAmount, order.amountPaid);
  const most = maxPromptAmount(balanceDue, Number.MAX_SAFE_INTEGER);
  if (most === 0) throw new HttpError(409, 'mpesa_order_paid');
  if (input.amount > settings.maxPerTransaction)
    throw new HttpError(400, 'mpesa_amount_over_max', { max: formatKsh(String(settings.maxPerTransaction)) });
  if (input.amount > most) throw new HttpError(400, 'mpesa_amount_over_balance', { balance: formatKsh(balanceDue) });

  const token = newCallbackToken();
  const publicId = randomUUID();
  const now = Date.now();
  await db.transaction(async (tx) => {
    // The order's row is locked so two prompts asked at once are counted one after the other.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [waiting] = await tx
      .select({ id: mpesaRequests.id })
      .from(mpesaRequests)
      .where(
        and(
          eq(mpesaRequests.orderId, order.id),
          eq(mpesaRequests.status, 'pending'),
          gt(mpesaRequests.createdAt, new Date(now - STK_LIMITS.waitingMs)),
        ),
      );
    if (waiting) throw new HttpError(409, 'mpesa_prompt_waiting');
    const hour = new Date(now - 60 * 60_000);
    const [byOrder] = await tx
      .select({ n: count(), first: sql<string>`min(${mpesaRequests.createdAt})::text` })
      .from(mpesaRequests)
      .where(and(eq(mpesaRequests.orderId, order.id), gt(mpesaRequests.createdAt, hour)));
    if (byOrder && byOrder.n >= STK_LIMITS.perOrderPerHour) {
      throw new HttpError(429, 'mpesa_too_many_prompts', { minutes: minutesUntil(new Date(byOrder.first), 60 * 60_000) });
    }
    const tenMinutes = new Date(now - 10 * 60_000);
    const [byPhone] = await tx
      .select({ n: count(), first: sql<string>`min(${mpesaRequests.createdAt})::text` })
      .from(mpesaRequests)
      .where(and(eq(mpesaRequests.phone, phone), gt(mpesaRequests.createdAt, tenMinutes)));
    if (byPhone && byPhone.n >= STK_LIMITS.perPhonePer10Minutes) {
      throw new HttpError(429, 'mpesa_too_many_prompts', { minutes: minutesUntil(new Date(byPhone.first), 10 * 60_000) });
    }
    await tx.insert(mpesaRequests).values({
      publicId,
      orderId: order.id,
      requestedBy: user.id,
      phone,
      amount: `${input.amount}.00`,
      callbackTokenHash: hashToken(token),
    });
  });

  try {
    const accepted = await daraja.stkPush({
      phone,
      amount: input.amount,
      accountReference: order.orderNumber.slice(0, 12),
      description: `Order ${order.orderNumber}`.slice(0, 13),
      callbackUrl: stkCallbackUrl(settings.callbackBase, token),
    });
    await db
      .update(mpesaRequests)
      .set({ merchantRequestId: accepted.merchantRequestId, checkoutRequestId: accepted.checkoutRequestId })
      .where(eq(mpesaRequests.publicId, publicId));
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    deps.log.warn({ err: error, orderNumber: order.orderNumber }, 'M-PESA prompt refused or not sent');
    await db
      .update(mpesaRequests)
      .set({ status: 'failed', resultDesc: `Not sent: ${error.message}`.slice(0, 500), settledAt: new Date() })
      .where(eq(mpesaRequests.publicId, publicId));
    throw new HttpError(503, 'mpesa_unavailable');
  }
  return publicId;
}

type Settlement = { resultCode: number; resultDesc: string; receipt?: string; amount?: number };

/**
 * Ends a pending prompt once: later callbacks, duplicates and answers to queries change nothing. A paid prompt is
 * recorded in the ledger as an M-PESA payment under its receipt, with the customer's e-mail, in the same transaction;
 * a receipt already there (a statement imported first) is linked rather than recorded twice, and e-mails no one.
 */
async function settle(deps: SettleDeps, requestId: number, outcome: Settlement): Promise<void> {
  const { db, log } = deps;
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(mpesaRequests).where(eq(mpesaRequests.id, requestId)).for('update');
    if (!request || request.status !== 'pending') return;
    let status: MpesaRequestStatus = statusOfResult(outcome.resultCode);
    let paymentId: number | null = null;
    let resultDesc = outcome.resultDesc.slice(0, 500);
    if (status === 'paid' && outcome.amount !== undefined && Number(request.amount) !== outcome.amount) {
      // Never what was asked: recorded for staff to look at, never as the order's payment.
      log.error({ requestId, asked: request.amount, paid: outcome.amount }, 'M-PESA callback amount differs from the prompt');
      status = 'failed';
      resultDesc = `Paid ${outcome.amount}, asked ${request.amount}: not recorded`;
    } else if (status === 'paid' && outcome.receipt) {
      const recorded = await recordPrompt(tx, deps, request, outcome.receipt);
      paymentId = recorded.paymentId;
      // Why the ledger refused it, for staff beside the prompt.
      if (recorded.refusal) resultDesc = `${resultDesc} Not recorded: ${recorded.refusal}`.slice(0, 500);
    }
    await tx
      .update(mpesaRequests)
      .set({ status, resultCode: outcome.resultCode, resultDesc, receipt: outcome.receipt ?? null, paymentId, settledAt: new Date() })
      .where(eq(mpesaRequests.id, requestId));
  });
}

async function recordPrompt(
  tx: Tx,
  { log, email }: SettleDeps,
  request: typeof mpesaRequests.$inferSelect,
  receipt: string,
): Promise<{ paymentId: number | null; refusal?: string }> {
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.method, 'mpesa'), eq(payments.reference, receipt), isNull(payments.voidedAt), eq(payments.orderId, request.orderId)));
  if (existing) return { paymentId: existing.id };
  try {
    // A savepoint: a payment the ledger refuses (and its e-mail) leaves the prompt's own settling to go ahead.
    const paymentId = await tx.transaction((inner) =>
      recordMpesaPayment(
        inner,
        email,
        { id: request.requestedBy },
        request.orderId,
        { method: 'mpesa', amount: request.amount, reference: receipt, paidAt: new Date(), note: 'M-PESA prompt' },
        'mpesa_prompt',
      ),
    );
    return { paymentId };
  } catch (error) {
    // The money arrived whatever the ledger says (the order was cancelled meanwhile, the receipt is on another
    // order, or staff voided it): the prompt stays paid, unlinked, for staff to settle by hand.
    log.error({ err: error, receipt }, 'M-PESA prompt paid but not recorded as a payment');
    return { paymentId: null, ...(error instanceof HttpError && { refusal: error.message }) };
  }
}

/** Daraja's callback for the prompt whose secret the address carries; always acknowledged, acted on only when genuine. */
export async function handleCallback(deps: SettleDeps, token: string, body: unknown): Promise<void> {
  const { db, log } = deps;
  const [request] = await db
    .select({ id: mpesaRequests.id, checkoutRequestId: mpesaRequests.checkoutRequestId })
    .from(mpesaRequests)
    .where(eq(mpesaRequests.callbackTokenHash, hashToken(token)));
  const parsed = stkCallbackSchema.safeParse(body);
  if (!request || !parsed.success) {
    log.warn({ known: Boolean(request) }, 'M-PESA callback refused: unknown address or not the documented shape');
    return;
  }
  const callback = parsed.data.Body.stkCallback;
  // A callback for another prompt, even with a good secret, is not this prompt's.
  if (request.checkoutRequestId !== null && callback.CheckoutRequestID !== request.checkoutRequestId) {
    log.warn({ requestId: request.id }, 'M-PESA callback refused: CheckoutRequestID differs');
    return;
  }
  const item = (name: string) => callback.CallbackMetadata?.Item.find((entry) => entry.Name === name)?.Value;
  const receipt = item('MpesaReceiptNumber');
  const amount = item('Amount');
  if (callback.ResultCode === MPESA_RESULT.paid && (typeof receipt !== 'string' || !/^[A-Z0-9]{10}$/.test(receipt) || typeof amount !== 'number')) {
    log.warn({ requestId: request.id }, 'M-PESA callback refused: a payment without its receipt or amount');
    return;
  }
  await settle(deps, request.id, {
    resultCode: callback.ResultCode,
    resultDesc: callback.ResultDesc,
    ...(typeof receipt === 'string' && { receipt }),
    ...(typeof amount === 'number' && { amount }),
  });
}

/** A prompt with no callback for a while is asked after; one unanswered past Daraja's own expiry is timed out. */
async function followUp(deps: StkDeps, request: typeof mpesaRequests.$inferSelect): Promise<void> {
  const age = Date.now() - request.createdAt.getTime();
  if (request.status !== 'pending' || age < STK_LIMITS.queryAfterMs) return;
  if (request.lastQueriedAt && Date.now() - request.lastQueriedAt.getTime() < STK_LIMITS.queryEveryMs) return;
  await deps.db.update(mpesaRequests).set({ lastQueriedAt: new Date() }).where(eq(mpesaRequests.id, request.id));
  // Without Daraja's id (the shop stopped, or Daraja's answer broke off, before it was saved) there is nothing to ask
  // after, but the prompt still ends: its callback, if any, comes long before it is given up.
  if (request.checkoutRequestId) {
    try {
      const answer = await deps.daraja.stkQuery(request.checkoutRequestId);
      if (answer.state === 'done') {
        // A query gives no receipt: a paid answer waits for the callback, which records the payment. With none by the
        // time an unanswered prompt is given up, it ends paid without one, and the statement brings the payment.
        if (answer.resultCode !== MPESA_RESULT.paid || age > STK_LIMITS.giveUpAfterMs) await settle(deps, request.id, answer);
        return;
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'M-PESA query failed');
    }
  }
  if (age > STK_LIMITS.giveUpAfterMs) await settle(deps, request.id, { resultCode: MPESA_RESULT.unreachable, resultDesc: 'No answer from M-PESA' });
}

/** Where a prompt stands, for the order's owner (or staff), asking Daraja first when its callback is late. */
export async function promptStatus(deps: StkDeps, user: User, orderNumber: string, publicId: string, locale: Locale): Promise<StkStatus> {
  const order = await orderFor(deps.db, orderNumber, user);
  const find = async () => {
    const [request] = await deps.db
      .select()
      .from(mpesaRequests)
      .where(and(eq(mpesaRequests.publicId, publicId), eq(mpesaRequests.orderId, order.id)));
    if (!request) throw notFound('mpesa_request_not_found');
    return request;
  };
  let request = await find();
  if (request.status === 'pending') {
    await followUp(deps, request);
    request = await find();
  }
  const [{ amountPaid } = { amountPaid: '0' }] = await deps.db.select({ amountPaid: amountPaidColumn }).from(orders).where(eq(orders.id, order.id));
  const state = paymentState(order.status, order.totalAmount, amountPaid);
  const code = outcomeCode(request.status, request.resultCode);
  return {
    requestId: request.publicId,
    status: request.status,
    resultCode: request.resultCode,
    code,
    message: messageText(locale, code),
    amount: request.amount,
    receipt: request.receipt,
    amountPaid: state.amountPaid,
    balance: state.balanceDue,
    paymentStatus: state.paymentStatus,
  };
}

/** Prompts no screen is following any more: asked after by the shop itself, so none stays pending for ever. */
export async function followUpStale(deps: StkDeps): Promise<void> {
  const stale = await deps.db
    .select()
    .from(mpesaRequests)
    .where(
      and(
        eq(mpesaRequests.status, 'pending'),
        lt(mpesaRequests.createdAt, new Date(Date.now() - STK_LIMITS.queryAfterMs)),
        or(isNull(mpesaRequests.lastQueriedAt), lt(mpesaRequests.lastQueriedAt, new Date(Date.now() - STK_LIMITS.queryEveryMs))),
      ),
    )
    .limit(50);
  for (const request of stale) await followUp(deps, request);
}
