import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDarajaSimulator, type DarajaSimulator } from '../../../scripts/simulators/daraja';
import { mpesaConfirmations, mpesaRequests, orders, payments } from '../db/schema';
import { MPESA_TEST_ENV } from '../test/mpesa';
import { insertOrder } from '../test/staff-fixtures';
import { createTestApp, type Client, type TestContext } from '../test/test-app';
import { c2bUrls } from './c2b';
import { DarajaClient } from './daraja';
import { STK_LIMITS } from './stk';

/** A port nothing listens on now, for the shop to take: its callback address must be known before it starts. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let simulator: DarajaSimulator;
let ctx: TestContext;
let customer: Client;
let stranger: Client;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ consumerKey: 'key', consumerSecret: 'secret', passkey: 'pass' });
  const port = await freePort();
  ctx = await createTestApp({
    env: { ...MPESA_TEST_ENV, MPESA_CALLBACK_BASE: `http://127.0.0.1:${port}`, MPESA_BASE_URL: simulator.url },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  customer = await ctx.signIn('customer');
  stranger = await ctx.signIn('customer');
});
afterAll(async () => {
  await simulator.close();
  await ctx.close();
});

async function order(totalAmount = '30000.00') {
  const row = await insertOrder(ctx.db, customer.user!.id);
  await ctx.db.update(orders).set({ totalAmount }).where(eq(orders.id, row.id));
  return row;
}

let phoneCounter = 0;
// A different phone for each prompt, so the per-phone limit only counts where a test means it to.
const phone = () => `07${String(10_000_000 + ++phoneCounter).slice(-8)}`;

const push = (client: Client, orderNumber: string, body: Record<string, unknown>) => client.post(`/api/orders/${orderNumber}/mpesa/stk`, body);
const status = async (client: Client, orderNumber: string, requestId: string) =>
  (await client.get(`/api/orders/${orderNumber}/mpesa/stk/${requestId}`)).json();
const settled = (orderNumber: string, requestId: string) =>
  expect.poll(async () => (await status(customer, orderNumber, requestId)).status, { timeout: 10_000 }).not.toBe('pending');

describe('paying with an M-PESA prompt', () => {
  it('records a paid prompt as an M-PESA payment under its receipt, and shows the new balance', async () => {
    const placed = await order('30000.00');
    simulator.next({ resultCode: 0, delayMs: 50 });
    const started = await push(customer, placed.orderNumber, { phone: '0712 345-678', amount: 10000 });
    expect(started.statusCode, started.body).toBe(202);
    const { requestId } = started.json();
    expect(simulator.pushes.at(-1)!.request).toMatchObject({ PhoneNumber: '254712345678', Amount: 10000, AccountReference: placed.orderNumber });
    await settled(placed.orderNumber, requestId);
    const answer = await status(customer, placed.orderNumber, requestId);
    expect(answer).toMatchObject({
      status: 'paid',
      code: 'mpesa_paid',
      message: 'Paid with M-PESA. Thank you!',
      amount: '10000.00',
      receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
      amountPaid: '10000.00',
      balance: '20000.00',
      paymentStatus: 'partly_paid',
    });
    const recorded = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(recorded).toEqual([expect.objectContaining({ method: 'mpesa', amount: '10000.00', reference: answer.receipt })]);
  });

  it.each([
    [1032, 'cancelled', 'mpesa_cancelled'],
    [1037, 'timeout', 'mpesa_timeout'],
    [1, 'failed', 'mpesa_insufficient_funds'],
    [2001, 'failed', 'mpesa_wrong_pin'],
  ])('tells result %i apart as %s (%s) and records nothing', async (resultCode, expected, code) => {
    const placed = await order();
    simulator.next({ resultCode, delayMs: 20 });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 500 })).json();
    await settled(placed.orderNumber, requestId);
    expect(await status(customer, placed.orderNumber, requestId)).toMatchObject({
      status: expected,
      code,
      resultCode,
      receipt: null,
      amountPaid: '0.00',
    });
    expect(await ctx.db.$count(payments, eq(payments.orderId, placed.id))).toBe(0);
  });

  it('settles once when Daraja calls back twice', async () => {
    const placed = await order();
    simulator.next({ resultCode: 0, delayMs: 20, callback: 'duplicate' });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 700 })).json();
    await expect.poll(() => simulator.pushes.at(-1)!.callbacks.length).toBe(2);
    expect(await status(customer, placed.orderNumber, requestId)).toMatchObject({ status: 'paid', amountPaid: '700.00' });
    expect(await ctx.db.$count(payments, eq(payments.orderId, placed.id))).toBe(1);
  });

  it('asks Daraja when the callback never comes', async () => {
    const placed = await order();
    simulator.next({ resultCode: 1032, delayMs: 10, callback: 'drop' });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 300 })).json();
    // As if the prompt were older than the wait for a callback.
    await ctx.db
      .update(mpesaRequests)
      .set({ createdAt: new Date(Date.now() - STK_LIMITS.queryAfterMs - 1000) })
      .where(eq(mpesaRequests.publicId, requestId));
    await settled(placed.orderNumber, requestId);
    expect(await status(customer, placed.orderNumber, requestId)).toMatchObject({ status: 'cancelled', resultCode: 1032 });
  });

  it('acts on no forged callback: a wrong address, a changed body, another prompt, a changed amount', async () => {
    const placed = await order();
    simulator.next({ resultCode: 0, delayMs: 60_000, callback: 'drop' });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 900 })).json();
    const sent = simulator.pushes.at(-1)!;
    const token = String(sent.request.CallBackURL).split('/').at(-1)!;
    const paidBody = (checkoutRequestId: string, amount: number) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: sent.merchantRequestId,
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: 'FORGED1234' },
            ],
          },
        },
      },
    });
    const forgeries = [
      ctx.visitor.post('/api/mpesa/stk/callback/not-the-token', paidBody(sent.checkoutRequestId, 900)),
      ctx.visitor.post(`/api/mpesa/stk/callback/${token}`, { hello: 'world' }),
      ctx.visitor.post(`/api/mpesa/stk/callback/${token}`, paidBody('ws_CO_another', 900)),
      ctx.visitor.post(`/api/mpesa/stk/callback/${token}`, paidBody(sent.checkoutRequestId, 9)),
    ];
    for (const response of await Promise.all(forgeries)) expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await ctx.db.$count(payments, eq(payments.orderId, placed.id))).toBe(0);
    const [row] = await ctx.db.select().from(mpesaRequests).where(eq(mpesaRequests.publicId, requestId));
    // The changed amount ends the prompt as failed, for staff to look at; the others leave it waiting.
    expect(row).toMatchObject({ status: 'failed', receipt: 'FORGED1234', paymentId: null });
  });

  it('refuses bad amounts, phones and orders with a code, and sends nothing to Daraja', async () => {
    const placed = await order('1000.50');
    const before = simulator.pushes.length;
    const cases: [Client, string, Record<string, unknown>, number, string][] = [
      [customer, placed.orderNumber, { phone: phone(), amount: 0 }, 400, 'mpesa_amount_invalid'],
      [customer, placed.orderNumber, { phone: phone(), amount: -5 }, 400, 'mpesa_amount_invalid'],
      [customer, placed.orderNumber, { phone: phone(), amount: 10.5 }, 400, 'mpesa_amount_invalid'],
      [customer, placed.orderNumber, { phone: phone(), amount: 'ten' }, 400, 'mpesa_amount_invalid'],
      [customer, placed.orderNumber, { phone: phone(), amount: 1002 }, 400, 'mpesa_amount_over_balance'],
      [customer, placed.orderNumber, { phone: phone(), amount: 300_000 }, 400, 'mpesa_amount_over_max'],
      [customer, placed.orderNumber, { phone: '0202345678', amount: 100 }, 400, 'mpesa_phone_invalid'],
      [stranger, placed.orderNumber, { phone: phone(), amount: 100 }, 404, 'mpesa_order_not_found'],
      [customer, 'SH-NOSUCH', { phone: phone(), amount: 100 }, 404, 'mpesa_order_not_found'],
    ];
    for (const [client, number, body, statusCode, code] of cases) {
      const response = await push(client, number, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(statusCode);
      expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    }
    expect((await ctx.visitor.post(`/api/orders/${placed.orderNumber}/mpesa/stk`, { phone: phone(), amount: 100 })).statusCode).toBe(401);
    // The balance rounded up to the shilling may be asked for.
    expect((await push(customer, placed.orderNumber, { phone: phone(), amount: 1001 })).statusCode).toBe(202);

    const cancelled = await order();
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect((await push(customer, cancelled.orderNumber, { phone: phone(), amount: 100 })).json()).toMatchObject({ code: 'mpesa_order_cancelled' });
    expect(simulator.pushes.length).toBe(before + 1);
  });

  it('limits prompts: one waiting at a time per order, and a few per phone', async () => {
    const placed = await order();
    simulator.next({ resultCode: 0, delayMs: 60_000, callback: 'drop' });
    const busy = phone();
    expect((await push(customer, placed.orderNumber, { phone: busy, amount: 100 })).statusCode).toBe(202);
    const again = await push(customer, placed.orderNumber, { phone: busy, amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'mpesa_prompt_waiting' });

    const target = phone();
    for (let count = 0; count < STK_LIMITS.perPhonePer10Minutes; count++) {
      simulator.next({ resultCode: 1032, delayMs: 0 });
      expect((await push(customer, (await order()).orderNumber, { phone: target, amount: 100 })).statusCode).toBe(202);
    }
    const refused = await push(customer, (await order()).orderNumber, { phone: target, amount: 100 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'mpesa_too_many_prompts', message: 'Too many payment requests. Please try again in 10 minutes.' });
  });

  it('answers 503 with a clear message when Daraja is down, and leaves the prompt failed, not pending', async () => {
    const placed = await order();
    const { port } = new URL(simulator.url);
    await simulator.close();
    const response = await push(customer, placed.orderNumber, { phone: phone(), amount: 100 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'mpesa_unavailable' });
    expect(await ctx.db.select({ status: mpesaRequests.status }).from(mpesaRequests).where(eq(mpesaRequests.orderId, placed.id))).toEqual([
      { status: 'failed' },
    ]);
    // Back where the shop expects it, for the tests after this one.
    simulator = await startDarajaSimulator({ port: Number(port), consumerKey: 'key', consumerSecret: 'secret', passkey: 'pass' });
  });
});

describe('Paybill payments made outside a prompt (C2B)', () => {
  const register = async () => {
    const urls = c2bUrls(ctx.app.config.mpesa!.callbackBase, ctx.app.config.signingSecret);
    await new DarajaClient(ctx.app.config.mpesa!).registerC2bUrls({ ...urls, responseType: 'Completed' });
  };
  const confirmationOf = async (receipt: string) =>
    (await ctx.db.select().from(mpesaConfirmations).where(eq(mpesaConfirmations.receipt, receipt)))[0];

  it('records a payment against the order its messy account number names, once per receipt', async () => {
    await register();
    const placed = await order('5000.00');
    const messy = ` ${placed.orderNumber.toLowerCase().replace('-', ' - ')} `;
    await simulator.c2b({ BillRefNumber: messy, TransAmount: 2000, MSISDN: '254712345678', TransID: 'TC2B000001' });
    await simulator.c2b({ BillRefNumber: messy, TransAmount: 2000, MSISDN: '254712345678', TransID: 'TC2B000001' });
    expect(
      await ctx.db.select({ amount: payments.amount, reference: payments.reference }).from(payments).where(eq(payments.orderId, placed.id)),
    ).toEqual([{ amount: '2000.00', reference: 'TC2B000001' }]);
    expect(await confirmationOf('TC2B000001')).toMatchObject({ orderId: placed.id, paymentId: expect.any(Number), unmatchedReason: null });
  });

  it('keeps a payment for no order unmatched, for staff', async () => {
    await register();
    await simulator.c2b({ BillRefNumber: 'MY NAME', TransAmount: 150, MSISDN: '254712345678', TransID: 'TC2B000002' });
    expect(await confirmationOf('TC2B000002')).toMatchObject({ orderId: null, paymentId: null, unmatchedReason: 'No order has this account number' });
  });

  it('answers a forged address 404 and records nothing from it', async () => {
    const body = { TransID: 'TC2B000003', TransTime: '20261128101500', TransAmount: '100.00', BillRefNumber: 'SH-X', MSISDN: '254712345678' };
    expect((await ctx.visitor.post('/api/mpesa/c2b/confirmation/forged-token', body)).statusCode).toBe(404);
    expect(await confirmationOf('TC2B000003')).toBeUndefined();
  });
});
