import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startOfNairobiDay } from '../../shared/dates';
import { exactCents } from '../../shared/money';
import { centsOf } from '../../shared/payments';
import { payments } from '../db/schema';
import { auditRows, insertOrder } from '../test/staff-fixtures';
import { readPdf } from '../test/pdf-text';
import { signedInPerFile, testAppPerFile, type Client } from '../test/test-app';

const ctx = testAppPerFile();
const [agent, boss, customer] = signedInPerFile(ctx, 'sales_agent', 'super_admin', 'customer');

const order = (totalAmount = '45000.00', status: 'pending' | 'confirmed' | 'cancelled' = 'pending') =>
  insertOrder(ctx.db, customer.user!.id, { status, totalAmount });

let receiptCounter = 0;
/** A fresh, valid M-PESA receipt number. */
const receipt = () => `TK${String(Date.now() % 1e6).padStart(6, '0')}${String(++receiptCounter).padStart(2, '0')}`.slice(0, 10);

const record = (client: Client, orderId: number, body: Record<string, unknown>) => client.post(`/api/admin/orders/${orderId}/payments`, body);
const paymentCount = () => ctx.db.$count(payments);
const customerOrder = async (id: number) => ((await customer.get('/api/orders')).json() as { id: number }[]).find((found) => found.id === id);

describe('recording a payment', () => {
  it('is kept with who recorded it and when, audited, and changes what the customer and the admin see', async () => {
    const placed = await order('45000.00');
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '0.00', balanceDue: '45000.00', paymentStatus: 'unpaid' });

    const code = receipt();
    const response = await record(agent, placed.id, {
      method: 'mpesa',
      amount: '20000',
      reference: code.toLowerCase(),
      paidAt: '2026-11-24T09:15:42+03:00',
      note: 'Deposit',
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json();
    expect(payment).toEqual({
      id: expect.any(Number),
      orderId: placed.id,
      method: 'mpesa',
      amount: '20000.00',
      reference: code,
      paidAt: '2026-11-24T06:15:42.000Z',
      note: 'Deposit',
      recordedAt: expect.any(String),
      recordedBy: { id: agent.user!.id, username: agent.user!.username },
      voidedAt: null,
      voidedBy: null,
      voidReason: null,
    });
    expect(Date.now() - Date.parse(payment.recordedAt)).toBeLessThan(60_000);
    expect(await auditRows(ctx.db, 'payment', payment.id)).toEqual([
      expect.objectContaining({
        actorId: agent.user!.id,
        action: 'payment.record',
        details: expect.objectContaining({ orderId: placed.id, amount: '20000.00', reference: code, source: 'manual' }),
      }),
    ]);

    // The order's status is untouched: payment and order status are kept apart.
    expect(await customerOrder(placed.id)).toMatchObject({
      status: 'pending',
      amountPaid: '20000.00',
      balanceDue: '25000.00',
      paymentStatus: 'partly_paid',
    });
    const admin = (await agent.get(`/api/admin/orders/${placed.id}`)).json();
    expect(admin).toMatchObject({ status: 'pending', amountPaid: '20000.00', balanceDue: '25000.00', paymentStatus: 'partly_paid' });
    expect((await agent.get(`/api/admin/orders/${placed.id}/payments`)).json()).toEqual([payment]);
  });

  it('adds up exactly to paid, then overpaid, with cents', async () => {
    const placed = await order('1000.30');
    expect((await record(agent, placed.id, { method: 'cash', amount: 600.1 })).statusCode).toBe(201);
    expect((await record(boss, placed.id, { method: 'bank_transfer', amount: '400.20', reference: 'EQ-TRF-99812' })).statusCode).toBe(201);
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '1000.30', balanceDue: '0.00', paymentStatus: 'paid' });
    expect((await record(agent, placed.id, { method: 'cash', amount: '0.01' })).statusCode).toBe(201);
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '1000.31', balanceDue: '0.00', paymentStatus: 'overpaid' });
  });

  const BAD_AMOUNT = 'Amount must be a positive amount of at most 9,999,999,999.99 with at most two decimals';
  const BAD_RECEIPT = 'An M-PESA reference is the 10-character receipt number, such as QK12ABC3DE';
  const bad: [string, Record<string, unknown>, string][] = [
    ['a zero amount', { method: 'cash', amount: '0' }, BAD_AMOUNT],
    ['a negative amount', { method: 'cash', amount: '-50' }, BAD_AMOUNT],
    ['fractions of a cent', { method: 'cash', amount: '10.005' }, BAD_AMOUNT],
    ['a float that is not cents', { method: 'cash', amount: 0.1 + 0.2 }, BAD_AMOUNT],
    ['a huge amount', { method: 'cash', amount: '10000000000.00' }, BAD_AMOUNT],
    ['text for an amount', { method: 'cash', amount: 'twenty' }, BAD_AMOUNT],
    ['no amount', { method: 'cash' }, 'Amount is required'],
    ['an unknown method', { method: 'cheque', amount: '100' }, 'Payment method must be mpesa, bank_transfer or cash'],
    ['an M-PESA payment without receipt', { method: 'mpesa', amount: '100' }, BAD_RECEIPT],
    ['an M-PESA receipt too short', { method: 'mpesa', amount: '100', reference: 'QK12ABC3D' }, BAD_RECEIPT],
    ['an M-PESA receipt with symbols', { method: 'mpesa', amount: '100', reference: 'QK12-BC3DE' }, BAD_RECEIPT],
    ['a payment in the future', { method: 'cash', amount: '100', paidAt: '2099-01-01T10:00:00+03:00' }, 'Paid at cannot be in the future'],
    [
      'a date that is not one',
      { method: 'cash', amount: '100', paidAt: 'yesterday' },
      'Paid at must be a date and time such as 2026-11-25T14:30:00+03:00',
    ],
    ['an overlong note', { method: 'cash', amount: '100', note: 'n'.repeat(501) }, 'Note must be at most 500 characters'],
    // A bank reference or receipt number is one line: printed on receipts and matched against statements.
    [
      'a reference on two lines',
      { method: 'bank_transfer', amount: '100', reference: 'FT2611250001\nBcc: someone' },
      'Reference must be one line, without line breaks or control characters',
    ],
    ['an extra field', { method: 'cash', amount: '100', voidedAt: null }, 'Unrecognized key: "voidedAt"'],
  ];
  it.each(bad)('refuses %s with 400 and records nothing', async (_label, body, message) => {
    const placed = await order();
    const before = await paymentCount();
    const response = await record(agent, placed.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a reference used twice for the same method with 409, naming the order; a voided payment frees it', async () => {
    const first = await order();
    const second = await order();
    const code = receipt();
    const recorded = await record(agent, first.id, { method: 'mpesa', amount: '100', reference: code });
    expect(recorded.statusCode).toBe(201);
    const before = await paymentCount();
    const again = await record(agent, second.id, { method: 'mpesa', amount: '100', reference: code.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: `The M-PESA reference ${code} is already recorded on Order #${first.orderNumber}`,
      code: 'payment_reference_in_use',
      params: { method: 'M-PESA', reference: code, order: first.orderNumber },
    });
    expect(await paymentCount()).toBe(before);
    // Another method may carry the same text.
    expect((await record(agent, second.id, { method: 'bank_transfer', amount: '100', reference: code })).statusCode).toBe(201);
    // Voided (recorded against the wrong order), it can be recorded on the right one.
    expect((await boss.post(`/api/admin/payments/${recorded.json().id}/void`, { reason: 'Wrong order' })).statusCode).toBe(200);
    expect((await record(agent, second.id, { method: 'mpesa', amount: '100', reference: code })).statusCode).toBe(201);
  });

  it('refuses a cancelled order with 409 and an unknown one with 404', async () => {
    const cancelled = await order('3000.00', 'cancelled');
    const before = await paymentCount();
    const refused = await record(agent, cancelled.id, { method: 'cash', amount: '100' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `Order #${cancelled.orderNumber} is cancelled: no payment can be recorded against it`,
      code: 'order_cancelled_no_payment',
    });
    const unknown = await record(agent, 999_999, { method: 'cash', amount: '100' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Order not found', code: 'order_not_found' });
    expect((await agent.get('/api/admin/orders/999999/payments')).statusCode).toBe(404);
    expect(await paymentCount()).toBe(before);
  });

  it('leaves nothing due on an order cancelled after part was paid, and what was paid to refund', async () => {
    const placed = await order('45000.00');
    const paid = await record(agent, placed.id, { method: 'cash', amount: '20000.00' });
    expect(await customerOrder(placed.id)).toMatchObject({ balanceDue: '25000.00', refundDue: '0.00' });
    expect((await agent.patch(`/api/admin/orders/${placed.id}`, { status: 'cancelled' })).statusCode).toBe(200);

    const state = { amountPaid: '20000.00', balanceDue: '0.00', refundDue: '20000.00', paymentStatus: 'partly_paid' };
    expect(await customerOrder(placed.id)).toMatchObject(state);
    expect((await customer.get(`/api/orders/${placed.orderNumber}`)).json()).toMatchObject(state);
    expect((await agent.get(`/api/admin/orders/${placed.id}`)).json()).toMatchObject(state);
    const listed = (await agent.get(`/api/admin/orders?q=${placed.orderNumber}`)).json() as { id: number }[];
    expect(listed.find((found) => found.id === placed.id)).toMatchObject(state);
    // Given back (voided with the refund as the reason, as a reversal is), nothing is left to refund.
    expect((await boss.post(`/api/admin/payments/${paid.json().id}/void`, { reason: 'Refunded by M-PESA, QK12REFUND' })).statusCode).toBe(200);
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '0.00', balanceDue: '0.00', refundDue: '0.00' });
  });

  it('is for staff only', async () => {
    const placed = await order();
    expect((await record(customer, placed.id, { method: 'cash', amount: '100' })).statusCode).toBe(403);
    expect((await customer.get(`/api/admin/orders/${placed.id}/payments`)).statusCode).toBe(403);
    expect((await ctx.visitor.post(`/api/admin/orders/${placed.id}/payments`, { method: 'cash', amount: '100' })).statusCode).toBe(401);
  });
});

describe('voiding a payment', () => {
  it('is for a super admin, with a reason; it stops counting, stays listed and is audited; twice is refused', async () => {
    const placed = await order('5000.00');
    const payment = (await record(agent, placed.id, { method: 'cash', amount: '5000' })).json();
    expect(await customerOrder(placed.id)).toMatchObject({ paymentStatus: 'paid' });

    const byAgent = await agent.post(`/api/admin/payments/${payment.id}/void`, { reason: 'Counted twice' });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json()).toMatchObject({ message: 'Only a super admin can do this' });
    const noReason = await boss.post(`/api/admin/payments/${payment.id}/void`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: 'Please say why this payment is voided', code: 'void_reason_too_short' });
    expect(await customerOrder(placed.id)).toMatchObject({ paymentStatus: 'paid' });

    const voided = await boss.post(`/api/admin/payments/${payment.id}/void`, { reason: 'Counted twice' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      id: payment.id,
      voidReason: 'Counted twice',
      voidedBy: { id: boss.user!.id, username: boss.user!.username },
      voidedAt: expect.any(String),
    });
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '0.00', balanceDue: '5000.00', paymentStatus: 'unpaid' });
    expect((await agent.get(`/api/admin/orders/${placed.id}/payments`)).json()).toEqual([voided.json()]);
    expect((await auditRows(ctx.db, 'payment', payment.id)).map((row) => row.action)).toEqual(['payment.record', 'payment.void']);

    const twice = await boss.post(`/api/admin/payments/${payment.id}/void`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^This payment was already voided on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(await auditRows(ctx.db, 'payment', payment.id)).toHaveLength(2);

    const unknown = await boss.post('/api/admin/payments/999999/void', { reason: 'Nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Payment not found', code: 'payment_not_found' });
  });
});

describe('payment status across orders', () => {
  // "Unpaid" and "Partly paid" are orders with money still to collect (docs/product.md, "Payments"): a cancelled order
  // owes nothing, and what was paid on it is to refund, so it is found by neither, while it keeps its recorded status.
  it('leaves cancelled orders out of the Unpaid and Partly paid filters; they keep their status and what is to refund', async () => {
    const partly = await order('1000.00', 'confirmed');
    await record(agent, partly.id, { method: 'cash', amount: '400.00' });
    const unpaid = await order('1000.00', 'confirmed');
    for (const { id } of [partly, unpaid]) expect((await agent.patch(`/api/admin/orders/${id}`, { status: 'cancelled' })).statusCode).toBe(200);

    const listed = async (query: string) => (await agent.get(`/api/admin/orders?${query}`)).json() as { id: number }[];
    const ids = async (query: string) => (await listed(query)).map((found) => found.id);
    expect(await ids('paymentStatus=partly_paid')).not.toContain(partly.id);
    expect(await ids('paymentStatus=unpaid')).not.toContain(unpaid.id);
    expect(await ids('paymentStatus=partly_paid&status=cancelled')).toEqual([]);
    const cancelled = await listed('status=cancelled');
    expect(cancelled.find((found) => found.id === partly.id)).toMatchObject({
      paymentStatus: 'partly_paid',
      balanceDue: '0.00',
      refundDue: '400.00',
    });
    expect(cancelled.find((found) => found.id === unpaid.id)).toMatchObject({ paymentStatus: 'unpaid', balanceDue: '0.00', refundDue: '0.00' });
  });

  it('filters the admin list by payment status, and the dashboard adds up what confirmed orders still owe', async () => {
    const before = (await agent.get('/api/admin/payments/summary')).json();
    const unpaid = await order('1000.00', 'confirmed');
    const partly = await order('1000.00', 'confirmed');
    const paid = await order('1000.00', 'confirmed');
    const pendingPartly = await order('1000.00', 'pending');
    await record(agent, partly.id, { method: 'cash', amount: '250.50' });
    await record(agent, paid.id, { method: 'cash', amount: '1000' });
    await record(agent, pendingPartly.id, { method: 'cash', amount: '10' });

    const ids = async (query: string) => ((await agent.get(`/api/admin/orders?${query}`)).json() as { id: number }[]).map((found) => found.id);
    expect(await ids('paymentStatus=unpaid')).toContain(unpaid.id);
    expect(await ids('paymentStatus=unpaid')).not.toContain(partly.id);
    expect(await ids('paymentStatus=partly_paid')).toEqual(expect.arrayContaining([partly.id, pendingPartly.id]));
    expect(await ids('paymentStatus=partly_paid&status=confirmed')).toContain(partly.id);
    expect(await ids('paymentStatus=partly_paid&status=confirmed')).not.toContain(pendingPartly.id);
    expect(await ids('paymentStatus=paid')).toContain(paid.id);
    const bad = await agent.get('/api/admin/orders?paymentStatus=settled');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown payment status' });

    const after = (await agent.get('/api/admin/payments/summary')).json();
    const cents = centsOf;
    expect(cents(after.awaitingPayment) - cents(before.awaitingPayment)).toBe(100_000 + 74_950);
    expect(after.awaitingOrders - before.awaitingOrders).toBe(2);
  });
});

describe("the dashboard's M-PESA receipts today (issue 30)", () => {
  it('counts M-PESA payments paid since midnight in Nairobi, not cash, not voided ones, not yesterday', async () => {
    const before = (await agent.get('/api/admin/payments/summary')).json().mpesaToday;
    const target = await order('50000.00', 'confirmed');
    const receipt = () => `T${randomBytes(4).toString('hex').toUpperCase()}X`;
    await record(agent, target.id, { method: 'mpesa', amount: '1200', reference: receipt() });
    await record(agent, target.id, { method: 'mpesa', amount: '800.50', reference: receipt() });
    await record(agent, target.id, { method: 'cash', amount: '5000' });
    const yesterday = new Date(startOfNairobiDay().getTime() - 60_000).toISOString();
    await record(agent, target.id, { method: 'mpesa', amount: '300', reference: receipt(), paidAt: yesterday });
    const voided = (await record(agent, target.id, { method: 'mpesa', amount: '100', reference: receipt() })).json();
    const owner = await ctx.signIn('super_admin');
    expect((await owner.post(`/api/admin/payments/${voided.id}/void`, { reason: 'Entered twice' })).statusCode).toBe(200);

    const after = (await agent.get('/api/admin/payments/summary')).json().mpesaToday;
    expect(after.count - before.count).toBe(2);
    expect(centsOf(after.amount) - centsOf(before.amount)).toBe(200_050);
  });
});

describe('amounts that add up (issue 29, finding 3)', () => {
  const MAX = '9999999999.99';
  const overpaid = (orderNumber: string, paid: string, over: string, total: string) =>
    `This payment would bring Order #${orderNumber} to KSh ${paid} paid, KSh ${over} more than its total of KSh ${total}. ` +
    'Paying more than KSh 1,000 above the total needs a super admin to confirm the overpayment.';

  it('refuses payments past the total plus KSh 1,000 unless a super admin confirms, and records nothing', async () => {
    const placed = await order('10000.00');
    expect((await record(agent, placed.id, { method: 'cash', amount: '11000' })).statusCode).toBe(201);
    const before = await paymentCount();

    const over = await record(agent, placed.id, { method: 'cash', amount: '0.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: overpaid(placed.orderNumber, '11,000.01', '1,000.01', '10,000'),
      code: 'overpayment_needs_confirmation',
    });
    expect((await record(boss, placed.id, { method: 'cash', amount: '0.01' })).json()).toMatchObject({
      message: overpaid(placed.orderNumber, '11,000.01', '1,000.01', '10,000'),
    });
    const agentConfirms = await record(agent, placed.id, { method: 'cash', amount: '0.01', confirmOverpayment: true });
    expect(agentConfirms.statusCode).toBe(403);
    expect(agentConfirms.json()).toMatchObject({ message: 'Only a super admin can confirm an overpayment', code: 'overpayment_super_admin_only' });
    expect(await paymentCount()).toBe(before);

    const confirmed = await record(boss, placed.id, { method: 'cash', amount: '5000', confirmOverpayment: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await auditRows(ctx.db, 'payment', confirmed.json().id)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ overpaymentConfirmed: true }) }),
    ]);
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '16000.00', balanceDue: '0.00', paymentStatus: 'overpaid' });
  });

  it('never lets an order’s payments add up past 9,999,999,999.99, even confirmed; its documents and views keep working', async () => {
    const placed = await order(MAX);
    expect((await record(agent, placed.id, { method: 'cash', amount: MAX })).statusCode).toBe(201);
    const before = await paymentCount();
    for (const client of [agent, boss]) {
      const refused = await record(client, placed.id, {
        method: 'bank_transfer',
        amount: MAX,
        reference: `BIG-${receipt()}`,
        confirmOverpayment: client === boss,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: `Payments on one order add up to at most KSh 9,999,999,999.99: this one would bring Order #${placed.orderNumber} to KSh 19,999,999,999.98`,
        code: 'payments_over_maximum',
        params: { order: placed.orderNumber, paid: 'KSh 19,999,999,999.98' },
      });
    }
    expect(await paymentCount()).toBe(before);
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: MAX, balanceDue: '0.00', paymentStatus: 'paid' });
    for (const document of ['invoice', 'receipt'])
      expect((await customer.get(`/api/orders/${placed.orderNumber}/${document}.pdf`)).statusCode).toBe(200);
  });

  it('still shows an order whose payments add up past what one amount holds (recorded before the bound), documents included', async () => {
    const placed = await order(MAX);
    // Payments written straight to the database, as an older version of the shop let them through.
    await ctx.db
      .insert(payments)
      .values([MAX, MAX].map((amount) => ({ orderId: placed.id, method: 'cash' as const, amount, paidAt: new Date(), recordedBy: agent.user!.id })));
    expect(await customerOrder(placed.id)).toMatchObject({ amountPaid: '19999999999.98', balanceDue: '0.00', paymentStatus: 'overpaid' });
    expect((await agent.get(`/api/admin/orders/${placed.id}`)).json()).toMatchObject({ amountPaid: '19999999999.98', paymentStatus: 'overpaid' });
    for (const document of ['invoice', 'receipt']) {
      const response = await customer.get(`/api/orders/${placed.orderNumber}/${document}.pdf`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect((await readPdf(response.rawPayload)).text).toContain('KSh 19,999,999,999.98');
    }
  });
});

describe("the dashboard's figures past what one amount holds", () => {
  it('adds up what confirmed orders owe, and M-PESA received today, exactly, however large the sums', async () => {
    const MAX = '9999999999.99';
    const summary = async () => {
      const answer = await agent.get('/api/admin/payments/summary');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const before = await summary();
    const owing = await Promise.all(Array.from({ length: 101 }, () => order(MAX, 'confirmed')));
    const owed = await summary();
    expect(exactCents(owed.awaitingPayment)! - exactCents(before.awaitingPayment)!).toBe(101n * 999_999_999_999n);
    expect(owed.awaitingOrders - before.awaitingOrders).toBe(101);

    // Each paid in full by M-PESA today (written straight to the database, as 101 typed in would be): the day's sum too.
    await ctx.db.insert(payments).values(
      owing.map(({ id }, index) => ({
        orderId: id,
        method: 'mpesa' as const,
        amount: MAX,
        reference: `TD${String(index).padStart(8, '0')}`,
        paidAt: new Date(),
        recordedBy: agent.user!.id,
      })),
    );
    const paid = await summary();
    expect(exactCents(paid.mpesaToday.amount)! - exactCents(owed.mpesaToday.amount)!).toBe(101n * 999_999_999_999n);
    expect(paid.mpesaToday.count - owed.mpesaToday.count).toBe(101);
    expect(paid.awaitingPayment).toBe(before.awaitingPayment);
  });
});
