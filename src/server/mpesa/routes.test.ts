import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDarajaSimulator, type DarajaSimulator } from '../../../scripts/simulators/daraja';
import { emailOutbox, mpesaConfirmations, mpesaRequests, orders, payments, users } from '../db/schema';
import { MPESA_TEST_ENV } from '../test/mpesa';
import { freePort } from '../test/smtp';
import { insertOrder } from '../test/staff-fixtures';
import { createTestApp, smtpPerFile, type Client, type TestContext } from '../test/test-app';
import { c2bUrls } from './c2b';
import { DarajaClient } from './daraja';
import { STK_LIMITS } from './stk';

const PUBLIC_URL = 'https://shop.example.co.ke';

const smtp = await smtpPerFile();
let simulator: DarajaSimulator;
let ctx: TestContext;
let customer: Client;
let stranger: Client;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ consumerKey: 'key', consumerSecret: 'secret', passkey: 'pass' });
  // Taken by the shop only once it starts: its callback address must be known before.
  const port = await freePort();
  ctx = await createTestApp({
    env: {
      ...MPESA_TEST_ENV,
      MPESA_CALLBACK_BASE: `http://127.0.0.1:${port}`,
      MPESA_BASE_URL: simulator.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      EMAIL_RETRY_SECONDS: '0.05',
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  customer = await ctx.signIn('customer');
  stranger = await ctx.signIn('customer');
});
afterAll(async () => {
  await simulator.close();
  await ctx.close();
});

const order = (totalAmount = '30000.00', owner = customer) => insertOrder(ctx.db, owner.user!.id, { totalAmount });

/** The "payment received" e-mails written for an order. */
const paymentEmails = (orderId: number) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'payment_received')));

/** The messages the SMTP server received for one address, once every e-mail written for it has been sent. */
async function mailsTo(client: Client) {
  const address = client.user!.email;
  const unsent = async () => (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, client.user!.id))).filter((row) => !row.sentAt);
  await expect.poll(async () => (await unsent()).length, { timeout: 10_000 }).toBe(0);
  return smtp.received.filter((mail) => mail.to[0] === address);
}

/** Daraja's callback for a paid prompt, as the shop's address for it receives it. */
const paidCallback = (sent: DarajaSimulator['pushes'][number], checkoutRequestId: string, amount: number, receipt: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: sent.merchantRequestId,
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
        ],
      },
    },
  },
});

let phoneCounter = 0;
// A different phone for each prompt, so the per-phone limit only counts where a test means it to.
const phone = () => `07${String(10_000_000 + ++phoneCounter).slice(-8)}`;

const push = (client: Client, orderNumber: string, body: Record<string, unknown>, options: Parameters<Client['post']>[2] = {}) =>
  client.post(`/api/orders/${orderNumber}/mpesa/stk`, body, options);
const status = async (client: Client, orderNumber: string, requestId: string) =>
  (await client.get(`/api/orders/${orderNumber}/mpesa/stk/${requestId}`)).json();
const settled = (orderNumber: string, requestId: string, client = customer) =>
  expect.poll(async () => (await status(client, orderNumber, requestId)).status, { timeout: 10_000 }).not.toBe('pending');

/** A prompt on a new order of the payer's whose callback Daraja holds back; the address its callback comes to. */
async function promptWithoutCallback(payer: Client, amount: number) {
  const placed = await order('5000.00', payer);
  simulator.next({ resultCode: 0, delayMs: 60_000, callback: 'drop' });
  const { requestId } = (await push(payer, placed.orderNumber, { phone: phone(), amount })).json();
  const sent = simulator.pushes.at(-1)!;
  const token = String(sent.request.CallBackURL).split('/').at(-1)!;
  return { placed, requestId, sent, callbackPath: `/api/daraja/stk/${token}` };
}

/** Rewrites a prompt's row as time passing, or a restart, would have left it. */
const rewritePrompt = (requestId: string, values: Partial<typeof mpesaRequests.$inferInsert>) =>
  ctx.db.update(mpesaRequests).set(values).where(eq(mpesaRequests.publicId, requestId));

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
    expect(await paymentEmails(placed.id)).toEqual([]);
  });

  it('is not recorded again by a statement import that carries the same receipt', async () => {
    const placed = await order('30000.00');
    simulator.next({ resultCode: 0, delayMs: 20 });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 7000 })).json();
    await settled(placed.orderNumber, requestId);
    const { receipt } = await status(customer, placed.orderNumber, requestId);
    const statement = [
      'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.',
      `${receipt},2026-11-28 10:15:42,2026-11-28 10:15:40,"Pay Bill Online from 2547******78 - WANJIRU KAMAU Acc. ${placed.orderNumber}",Completed,"7,000.00",,"164,900.00",true,Pay Bill Online,"2547******78 - WANJIRU KAMAU",,${placed.orderNumber}`,
    ].join('\n');
    const agent = await ctx.signIn('sales_agent');
    const imported = await agent.request({
      method: 'POST',
      url: '/api/admin/payments/import?commit=true',
      headers: { 'content-type': 'text/csv' },
      payload: statement,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ committed: true, recorded: 0, counts: { matched: 0, recorded: 1 } });
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, placed.id))).toEqual([
      expect.objectContaining({ method: 'mpesa', amount: '7000.00', reference: receipt }),
    ]);
  });

  it("lists the order's prompts for staff, newest first, with Safaricom's answer", async () => {
    const placed = await order('30000.00');
    simulator.next({ resultCode: 1032, delayMs: 20 });
    const first = (await push(customer, placed.orderNumber, { phone: '0712 000 111', amount: 500 })).json();
    await settled(placed.orderNumber, first.requestId);
    simulator.next({ resultCode: 0, delayMs: 20 });
    const second = (await push(customer, placed.orderNumber, { phone: '0712 000 111', amount: 700 })).json();
    await settled(placed.orderNumber, second.requestId);

    const agent = await ctx.signIn('sales_agent');
    const listed = await agent.get(`/api/admin/orders/${placed.id}/mpesa-prompts`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ status: 'paid', amount: '700.00', phone: '254712000111', receipt: expect.stringMatching(/^[A-Z0-9]{10}$/) }),
      expect.objectContaining({ status: 'cancelled', amount: '500.00', receipt: null, resultDesc: expect.any(String) }),
    ]);
    expect((await customer.get(`/api/admin/orders/${placed.id}/mpesa-prompts`)).statusCode).toBe(403);
    expect((await agent.get('/api/admin/orders/99999999/mpesa-prompts')).statusCode).toBe(404);
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

  it('times out a prompt whose answer from Daraja was never saved (the shop stopped mid-way), as any unanswered one', async () => {
    const placed = await order();
    simulator.next({ resultCode: 0, delayMs: 60_000, callback: 'drop' });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 400 })).json();
    // As the shop finds it after a restart between writing the prompt and saving Daraja's ids, past Daraja's expiry.
    await rewritePrompt(requestId, {
      merchantRequestId: null,
      checkoutRequestId: null,
      createdAt: new Date(Date.now() - STK_LIMITS.giveUpAfterMs - 1000),
    });
    expect(await status(customer, placed.orderNumber, requestId)).toMatchObject({ status: 'timeout', code: 'mpesa_timeout', amountPaid: '0.00' });
    expect(await ctx.db.$count(payments, eq(payments.orderId, placed.id))).toBe(0);
  });

  it('ends a prompt Daraja says is paid, whose callback never came, as paid without a receipt once given up', async () => {
    const placed = await order('30000.00');
    simulator.next({ resultCode: 0, delayMs: 10, callback: 'drop' });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 600 })).json();
    // Past the wait for a callback: Daraja is asked, says paid, and gives no receipt, so the prompt waits on.
    await rewritePrompt(requestId, { createdAt: new Date(Date.now() - STK_LIMITS.queryAfterMs - 1000) });
    expect(await status(customer, placed.orderNumber, requestId)).toMatchObject({ status: 'pending' });
    // Still no callback when Daraja's own prompt has long expired.
    await rewritePrompt(requestId, { createdAt: new Date(Date.now() - STK_LIMITS.giveUpAfterMs - 1000), lastQueriedAt: null });
    expect(await status(customer, placed.orderNumber, requestId)).toMatchObject({
      status: 'paid',
      code: 'mpesa_paid',
      resultCode: 0,
      receipt: null,
      amountPaid: '0.00',
    });
    expect(await ctx.db.$count(payments, eq(payments.orderId, placed.id))).toBe(0);
  });

  it('acts on no forged callback: a wrong address, a changed body, another prompt, a changed amount', async () => {
    const placed = await order();
    simulator.next({ resultCode: 0, delayMs: 60_000, callback: 'drop' });
    const { requestId } = (await push(customer, placed.orderNumber, { phone: phone(), amount: 900 })).json();
    const sent = simulator.pushes.at(-1)!;
    const token = String(sent.request.CallBackURL).split('/').at(-1)!;
    const paidBody = (checkoutRequestId: string, amount: number) => paidCallback(sent, checkoutRequestId, amount, 'FORGED1234');
    const forgeries = [
      ctx.visitor.post('/api/daraja/stk/not-the-token', paidBody(sent.checkoutRequestId, 900)),
      ctx.visitor.post(`/api/daraja/stk/${token}`, { hello: 'world' }),
      ctx.visitor.post(`/api/daraja/stk/${token}`, paidBody('ws_CO_another', 900)),
      ctx.visitor.post(`/api/daraja/stk/${token}`, paidBody(sent.checkoutRequestId, 9)),
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

  it('writes the balance and the largest prompt in a refusal as one amount each, in either language', async () => {
    const placed = await order('1000.50');
    const overBalance = await push(customer, placed.orderNumber, { phone: phone(), amount: 1002 });
    expect(overBalance.json().message).toBe('The amount is more than what is left to pay (KSh 1,000.50)');
    const overMax = await push(customer, (await order('300000.00')).orderNumber, { phone: phone(), amount: 260_000 });
    expect(overMax.json().message).toBe('One M-PESA payment can be at most KSh 250,000');
    const inKiswahili = await push(customer, placed.orderNumber, { phone: phone(), amount: 1002 }, { headers: { 'accept-language': 'sw' } });
    expect(inKiswahili.json().message).toBe('Kiasi kinazidi kilichobaki kulipwa (KSh 1,000.50)');
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

describe('the "payment received" e-mail', () => {
  it('tells the customer of a paid prompt once, in English, however often Daraja calls back', async () => {
    const payer = await ctx.signIn('customer');
    const placed = await order('30000.00', payer);
    simulator.next({ resultCode: 0, delayMs: 20, callback: 'duplicate' });
    const { requestId } = (await push(payer, placed.orderNumber, { phone: phone(), amount: 10000 })).json();
    await expect.poll(() => simulator.pushes.at(-1)!.callbacks.length).toBe(2);
    const { receipt } = await status(payer, placed.orderNumber, requestId);

    const [mail, ...more] = await mailsTo(payer);
    expect(await paymentEmails(placed.id)).toEqual([
      expect.objectContaining({ recipient: payer.user!.email, userId: payer.user!.id, held: false, sentAt: expect.any(Date) }),
    ]);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Payment received for your order ${placed.orderNumber}`);
    const link = `${PUBLIC_URL}/dashboard/orders/${placed.orderNumber}`;
    for (const line of [
      `We have received your M-PESA payment of KSh 10,000 for order ${placed.orderNumber}. Thank you!`,
      `M-PESA receipt: ${receipt}`,
      'Amount paid: KSh 10,000',
      'Total: KSh 30,000',
      'Balance: KSh 20,000',
      'Payment status: Partly paid',
      `View your order: ${link}`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.html).toContain(`<strong>M-PESA receipt:</strong> ${receipt}`);
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it('is written in Kiswahili for an order placed in Kiswahili, with the balance the payment left', async () => {
    const payer = await ctx.signIn('customer');
    const placed = await order('5000.00', payer);
    await ctx.db.update(orders).set({ locale: 'sw' }).where(eq(orders.id, placed.id));
    simulator.next({ resultCode: 0, delayMs: 20 });
    const { requestId } = (await push(payer, placed.orderNumber, { phone: phone(), amount: 5000 })).json();
    await settled(placed.orderNumber, requestId, payer);
    const { receipt } = await status(payer, placed.orderNumber, requestId);

    const [mail] = await mailsTo(payer);
    expect(mail!.subject).toBe(`Tumepokea malipo ya oda yako ${placed.orderNumber}`);
    for (const line of [
      `Tumepokea malipo yako ya M-PESA ya KSh 5,000 kwa oda ${placed.orderNumber}. Asante!`,
      `Risiti ya M-PESA: ${receipt}`,
      'Kiasi kilicholipwa: KSh 5,000',
      'Salio: KSh 0',
      'Hali ya malipo: Imelipwa',
      `Tazama oda yako: ${PUBLIC_URL}/sw/dashboard/orders/${placed.orderNumber}`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).not.toMatch(/Hello|received|Balance|Payment status|View your order/);
  });

  it('is held for an address not yet confirmed, as every order e-mail is', async () => {
    const payer = await ctx.signIn('customer');
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, payer.user!.id));
    const placed = await order('5000.00', payer);
    simulator.next({ resultCode: 0, delayMs: 20 });
    const { requestId } = (await push(payer, placed.orderNumber, { phone: phone(), amount: 1000 })).json();
    await settled(placed.orderNumber, requestId, payer);
    expect(await paymentEmails(placed.id)).toEqual([expect.objectContaining({ held: true, sentAt: null })]);
  });

  it('is not written when the payment is not recorded: the order was cancelled while the prompt waited', async () => {
    const payer = await ctx.signIn('customer');
    const { placed, requestId, sent, callbackPath } = await promptWithoutCallback(payer, 1000);
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.id));
    await ctx.visitor.post(callbackPath, paidCallback(sent, sent.checkoutRequestId, 1000, 'TCANCEL001'));

    const [row] = await ctx.db.select().from(mpesaRequests).where(eq(mpesaRequests.publicId, requestId));
    expect(row).toMatchObject({ status: 'paid', receipt: 'TCANCEL001', paymentId: null });
    expect(await paymentEmails(placed.id)).toEqual([]);
  });

  it('is not written, nor the payment recorded again, for a receipt staff voided that a late callback carries', async () => {
    const payer = await ctx.signIn('customer');
    const { placed, requestId, sent, callbackPath } = await promptWithoutCallback(payer, 1000);
    // The receipt came with the statement first, and staff voided it (the money went back, decision 0050).
    const admin = await ctx.signIn('super_admin');
    const typed = await admin.post(`/api/admin/orders/${placed.id}/payments`, { method: 'mpesa', amount: '1000', reference: 'TVOIDED001' });
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await admin.post(`/api/admin/payments/${typed.json().id}/void`, { reason: 'Reversed by M-PESA' })).statusCode).toBe(200);
    const late = await ctx.visitor.post(callbackPath, paidCallback(sent, sent.checkoutRequestId, 1000, 'TVOIDED001'));
    expect(late.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });

    expect(await ctx.db.select({ voidedAt: payments.voidedAt }).from(payments).where(eq(payments.orderId, placed.id))).toEqual([
      { voidedAt: expect.any(Date) },
    ]);
    const [row] = await ctx.db.select().from(mpesaRequests).where(eq(mpesaRequests.publicId, requestId));
    // Paid, as Safaricom says, and for staff to see why no payment came of it.
    expect(row).toMatchObject({ status: 'paid', receipt: 'TVOIDED001', paymentId: null, resultDesc: expect.stringContaining('voided') });
    expect(await status(payer, placed.orderNumber, requestId)).toMatchObject({ status: 'paid', amountPaid: '0.00' });
    expect(await paymentEmails(placed.id)).toEqual([]);
  });

  it('is not sent for a payment staff record by hand', async () => {
    const placed = await order('5000.00');
    const staff = await ctx.signIn('sales_agent');
    const recorded = await staff.post(`/api/admin/orders/${placed.id}/payments`, { method: 'mpesa', amount: '1000', reference: 'TMANUAL001' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await paymentEmails(placed.id)).toEqual([]);
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

    // One e-mail for the receipt, however often Daraja confirms it.
    expect(await paymentEmails(placed.id)).toHaveLength(1);
    const [mail, ...more] = (await mailsTo(customer)).filter((sent) => sent.subject === `Payment received for your order ${placed.orderNumber}`);
    expect(more).toEqual([]);
    for (const line of ['M-PESA receipt: TC2B000001', 'Amount paid: KSh 2,000', 'Balance: KSh 3,000', 'Payment status: Partly paid'])
      expect(mail!.text).toContain(line);
  });

  it('acknowledges a receipt staff voided and records it on no order, nor lists it to be given to one', async () => {
    await register();
    const placed = await order('5000.00');
    const admin = await ctx.signIn('super_admin');
    const typed = await admin.post(`/api/admin/orders/${placed.id}/payments`, { method: 'mpesa', amount: '2000', reference: 'TC2BVOID01' });
    expect((await admin.post(`/api/admin/payments/${typed.json().id}/void`, { reason: 'Reversed by M-PESA' })).statusCode).toBe(200);
    await simulator.c2b({ BillRefNumber: placed.orderNumber, TransAmount: 2000, MSISDN: '254712345678', TransID: 'TC2BVOID01' });
    expect(await ctx.db.select({ voidedAt: payments.voidedAt }).from(payments).where(eq(payments.orderId, placed.id))).toEqual([
      { voidedAt: expect.any(Date) },
    ]);
    expect(await confirmationOf('TC2BVOID01')).toMatchObject({ paymentId: null, unmatchedReason: expect.stringContaining('voided') });
    const waiting = (await admin.get('/api/admin/payments/mpesa-unmatched')).json() as { items: { receipt: string }[] };
    expect(waiting.items.map((item) => item.receipt)).not.toContain('TC2BVOID01');
    expect(await paymentEmails(placed.id)).toEqual([]);
  });

  it('keeps a payment for no order unmatched, for staff', async () => {
    await register();
    await simulator.c2b({ BillRefNumber: 'MY NAME', TransAmount: 150, MSISDN: '254712345678', TransID: 'TC2B000002' });
    expect(await confirmationOf('TC2B000002')).toMatchObject({ orderId: null, paymentId: null, unmatchedReason: 'No order has this account number' });
  });

  it('keeps nothing of a confirmation of no money or at no real time, and still acknowledges it', async () => {
    const placed = await order('5000.00');
    const url = c2bUrls('', ctx.app.config.signingSecret).confirmationUrl;
    const confirmation = (TransID: string, TransAmount: string | number, TransTime = '20261128101500') => ({
      TransID,
      TransTime,
      TransAmount,
      BillRefNumber: placed.orderNumber,
      MSISDN: '254712345678',
    });
    for (const body of [
      confirmation('TZERO00001', '0.00'),
      confirmation('TZERO00002', 0),
      confirmation('TTIME00001', '100', '20261399999999'),
      confirmation('TTIME00002', '100', '20260231101500'),
    ]) {
      const answer = await ctx.visitor.post(url, body);
      expect(answer.statusCode, body.TransID).toBe(200);
      expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      expect(await confirmationOf(body.TransID), body.TransID).toBeUndefined();
    }
    expect(await ctx.db.$count(payments, eq(payments.orderId, placed.id))).toBe(0);
  });

  it('answers a forged address 404 and records nothing from it', async () => {
    const body = { TransID: 'TC2B000003', TransTime: '20261128101500', TransAmount: '100.00', BillRefNumber: 'SH-X', MSISDN: '254712345678' };
    expect((await ctx.visitor.post('/api/daraja/c2b/confirmation/forged-token', body)).statusCode).toBe(404);
    expect(await confirmationOf('TC2B000003')).toBeUndefined();
  });
});

describe('staff give a Paybill payment no order took to an order', () => {
  let agent: Client;
  let admin: Client;
  beforeAll(async () => {
    agent = await ctx.signIn('sales_agent');
    admin = await ctx.signIn('super_admin');
  });
  const UNMATCHED = '/api/admin/payments/mpesa-unmatched';
  const assign = (client: Client, receipt: string, body: Record<string, unknown>) => client.post(`${UNMATCHED}/${receipt}/assign`, body);
  const waitingReceipts = async () => ((await agent.get(UNMATCHED)).json() as { items: { receipt: string }[] }).items.map((item) => item.receipt);
  const paybill = (TransID: string, TransAmount: number, BillRefNumber = 'wrong account') =>
    simulator.c2b({ BillRefNumber, TransAmount, MSISDN: '254712345678', TransID });
  const paymentsOf = (orderId: number) =>
    ctx.db
      .select({ amount: payments.amount, reference: payments.reference, recordedBy: payments.recordedBy })
      .from(payments)
      .where(eq(payments.orderId, orderId));

  it('lists them for staff, newest first, as the customer typed them, and to no one else', async () => {
    await paybill('TUNM000001', 700, 'for the inverter');
    const answer = await agent.get(UNMATCHED);
    expect(answer.statusCode).toBe(200);
    const { items, total } = answer.json();
    expect(items[0]).toEqual({
      receipt: 'TUNM000001',
      account: 'for the inverter',
      amount: '700.00',
      phone: '254712345678',
      paidAt: expect.any(String),
      reason: 'No order has this account number',
    });
    expect(total).toBeGreaterThanOrEqual(1);
    // The dashboard counts them, for staff to go and look.
    expect((await agent.get('/api/admin/payments/summary')).json().mpesaUnmatched).toBe(total);
    expect((await customer.get(UNMATCHED)).statusCode).toBe(403);
    expect((await ctx.visitor.get(UNMATCHED)).statusCode).toBe(401);
  });

  it('records one on the order staff name, once, as theirs, and tells the customer', async () => {
    const placed = await order('5000.00');
    await paybill('TUNM000002', 1500);
    const answer = await assign(agent, 'TUNM000002', { orderNumber: placed.orderNumber.toLowerCase().replace('-', ' ') });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      orderId: placed.id,
      method: 'mpesa',
      amount: '1500.00',
      reference: 'TUNM000002',
      recordedBy: { id: agent.user!.id },
    });
    expect(await paymentsOf(placed.id)).toEqual([{ amount: '1500.00', reference: 'TUNM000002', recordedBy: agent.user!.id }]);
    expect(await waitingReceipts()).not.toContain('TUNM000002');
    expect(await paymentEmails(placed.id)).toHaveLength(1);

    const again = await assign(agent, 'TUNM000002', { orderNumber: placed.orderNumber });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'mpesa_confirmation_recorded', message: 'The M-PESA payment TUNM000002 is already recorded' });
    expect(await paymentsOf(placed.id)).toHaveLength(1);
  });

  it('refuses what it cannot record, and changes nothing', async () => {
    const cancelled = await order('5000.00');
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    await paybill('TUNM000003', 500);
    const refusals = [
      [await assign(agent, 'TUNM000003', { orderNumber: 'SH-NOSUCH' }), 404, 'order_not_found'],
      [await assign(agent, 'TUNM000003', { orderNumber: cancelled.orderNumber }), 409, 'order_cancelled_no_payment'],
      [await assign(agent, 'TUNM000003', { orderNumber: '' }), 400, 'order_number_required'],
      [await assign(agent, 'TUNM000003', { orderNumber: 'SH-1', extra: true }), 400, 'unrecognized_key'],
      [await assign(agent, 'TUNM000099', { orderNumber: cancelled.orderNumber }), 404, 'mpesa_confirmation_not_found'],
      [await assign(agent, 'not-a-receipt', { orderNumber: cancelled.orderNumber }), 400, 'mpesa_reference_invalid'],
      [await assign(customer, 'TUNM000003', { orderNumber: cancelled.orderNumber }), 403, 'staff_only'],
    ] as const;
    for (const [answer, status, code] of refusals) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    expect(await paymentsOf(cancelled.id)).toEqual([]);
    expect(await waitingReceipts()).toContain('TUNM000003');
  });

  it('leaves out a receipt recorded since by other means, and refuses to record it twice', async () => {
    const placed = await order('5000.00');
    await paybill('TUNM000004', 800);
    const typed = await agent.post(`/api/admin/orders/${placed.id}/payments`, { method: 'mpesa', amount: '800', reference: 'TUNM000004' });
    expect(typed.statusCode).toBe(201);
    expect(await waitingReceipts()).not.toContain('TUNM000004');
    expect((await assign(agent, 'TUNM000004', { orderNumber: placed.orderNumber })).json().code).toBe('mpesa_confirmation_recorded');
  });

  it('needs a super admin to confirm an overpayment, as for a payment typed in', async () => {
    const placed = await order('1000.00');
    await paybill('TUNM000005', 5000);
    expect((await assign(agent, 'TUNM000005', { orderNumber: placed.orderNumber })).json().code).toBe('overpayment_needs_confirmation');
    expect((await assign(agent, 'TUNM000005', { orderNumber: placed.orderNumber, confirmOverpayment: true })).statusCode).toBe(403);
    expect((await assign(admin, 'TUNM000005', { orderNumber: placed.orderNumber, confirmOverpayment: true })).statusCode).toBe(201);
    expect(await paymentsOf(placed.id)).toEqual([{ amount: '5000.00', reference: 'TUNM000005', recordedBy: admin.user!.id }]);
  });
});
