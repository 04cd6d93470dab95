import { readFileSync } from 'node:fs';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../db/schema';
import { insertOrder } from '../test/staff-fixtures';
import { SESSION_COOKIE } from '../plugins/sessions';
import { createTestApp, type Client, type TestContext } from '../test/test-app';

const STATEMENT = readFileSync(new URL('../test/fixtures/mpesa-statement.csv', import.meta.url), 'utf8');
const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';
const NOT_A_STATEMENT =
  'This is not an M-PESA statement. Expected the CSV exported from the M-PESA business portal: a header row with the columns Receipt No., Completion Time, Details, Transaction Status, Paid In, and the account number in an A/C No. column or in Details as "Acc. …".';
const NOT_CSV_TEXT =
  'This file is not CSV text. Expected the CSV exported from the M-PESA business portal; from Excel, save it as "CSV UTF-8 (Comma delimited)" or "CSV (Comma delimited)".';

let ctx: TestContext;
let agent: Client;
let customer: Client;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  [agent, customer] = await Promise.all([ctx.signIn('sales_agent'), ctx.signIn('customer')]);
  // The statement's accounts: SH-7KQ2MX owes 45,000, SH-4TRW9P 12,500, SH-9NBC3D 10,000; SH-ZZZZZZ does not exist.
  for (const [orderNumber, totalAmount] of [
    ['SH-7KQ2MX', '45000.00'],
    ['SH-4TRW9P', '12500.00'],
    ['SH-9NBC3D', '10000.00'],
  ] as const) {
    ids[orderNumber] = (await insertOrder(ctx.db, customer.user!.id, { status: 'confirmed', orderNumber, totalAmount })).id;
  }
});
afterAll(() => ctx.close());

const upload = (client: Client, body: string, query = '', type = 'text/csv') =>
  client.request({ method: 'POST', url: `/api/admin/payments/import${query}`, headers: { 'content-type': type }, payload: body });
const counts = async () => ({ payments: await ctx.db.$count(payments), audit: await ctx.db.$count(auditLog) });
const state = async (orderNumber: string) =>
  ((await customer.get('/api/orders')).json() as { orderNumber: string }[]).find((order) => order.orderNumber === orderNumber);

describe('importing an M-PESA statement', () => {
  it('previews every row, matched by account in any case, spacing or dashes, and writes nothing', async () => {
    const before = await counts();
    const response = await upload(agent, STATEMENT);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      committed: false,
      recorded: 0,
      counts: { matched: 3, unmatched: 1, recorded: 0, ignored: 6 },
      matchedAmount: '36750.50',
    });
    // The first row of each receipt (a repeat follows it).
    const byReceipt = Object.fromEntries([...(preview.rows as { receipt: string }[])].reverse().map((row) => [row.receipt, row]));
    expect(byReceipt.TKJ3TH9W5G).toEqual({
      line: 15,
      receipt: 'TKJ3TH9W5G',
      completedAt: '2026-11-22T06:15:42.000Z',
      details: 'Pay Bill from 2547******78 - WANJIRU KAMAU Acc. SH-7KQ2MX',
      account: 'SH-7KQ2MX',
      amount: '20000.00',
      kind: 'matched',
      reason: null,
      order: { id: ids['SH-7KQ2MX'], orderNumber: 'SH-7KQ2MX' },
      assigned: false,
      paymentId: null,
    });
    // The account typed inside Details only, in lower case with a space or a stray dash.
    expect(byReceipt.TKK4UJ8V1F).toMatchObject({ kind: 'matched', account: 'sh 4trw9p', order: { orderNumber: 'SH-4TRW9P' } });
    expect(byReceipt.TKG1RF6Y3J).toMatchObject({ kind: 'matched', account: 'sh-9 nbc3d', amount: '4250.50', order: { orderNumber: 'SH-9NBC3D' } });
    expect(byReceipt.TKO8YN3R6B).toMatchObject({ kind: 'unmatched', reason: 'No order SH-ZZZZZZ', order: null });
    const reasons = (preview.rows as { line: number; kind: string; reason: string }[])
      .filter((row) => row.kind === 'ignored')
      .map((row) => [row.line, row.reason]);
    expect(reasons).toEqual([
      [9, 'No money paid in'],
      [11, 'Reversal of TKM6WL5T2D'],
      [12, 'Reversed by TKN7XM2S8C'],
      [13, 'Transaction status: Failed'],
      [16, 'Repeats the receipt on line 15'],
      [17, 'No money paid in'],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('records the matched rows on commit, in one go, audited; the same file again records nothing', async () => {
    const before = await counts();
    const response = await upload(agent, STATEMENT, '?commit=true');
    expect(response.statusCode, response.body).toBe(200);
    const committed = response.json();
    expect(committed).toMatchObject({ committed: true, recorded: 3, counts: { matched: 3, unmatched: 1, recorded: 0, ignored: 6 } });
    const written = (committed.rows as { kind: string; paymentId: number | null }[]).filter((row) => row.kind === 'matched');
    expect(written.every((row) => typeof row.paymentId === 'number')).toBe(true);
    expect(await counts()).toEqual({ payments: before.payments + 3, audit: before.audit + 3 });

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.reference, 'TKJ3TH9W5G'));
    expect(payment).toMatchObject({ orderId: ids['SH-7KQ2MX'], method: 'mpesa', amount: '20000.00', recordedBy: agent.user!.id, voidedAt: null });
    expect(payment!.paidAt.toISOString()).toBe('2026-11-22T06:15:42.000Z');
    expect(payment!.note).toBe('M-PESA statement: Pay Bill from 2547******78 - WANJIRU KAMAU Acc. SH-7KQ2MX');
    expect(await state('SH-7KQ2MX')).toMatchObject({
      status: 'confirmed',
      amountPaid: '20000.00',
      balanceDue: '25000.00',
      paymentStatus: 'partly_paid',
    });
    expect(await state('SH-4TRW9P')).toMatchObject({ amountPaid: '12500.00', balanceDue: '0.00', paymentStatus: 'paid' });

    const again = (await upload(agent, STATEMENT, '?commit=true')).json();
    expect(again).toMatchObject({ committed: true, recorded: 0, counts: { matched: 0, unmatched: 1, recorded: 3, ignored: 6 } });
    expect((again.rows as { receipt: string; reason: string }[]).find((row) => row.receipt === 'TKJ3TH9W5G')!.reason).toBe(
      'Already recorded on Order #SH-7KQ2MX',
    );
    expect(await counts()).toEqual({ payments: before.payments + 3, audit: before.audit + 3 });
  });

  const refusedAssignments: [string, string, string][] = [
    ['a receipt not in the file', '?commit=true&assign=TKZZZZZZZ9:SH-7KQ2MX', 'Receipt TKZZZZZZZ9 is not in this statement'],
    ['an ignored row', '?commit=true&assign=TKL5VK7U9E:SH-7KQ2MX', 'Receipt TKL5VK7U9E cannot be assigned: Transaction status: Failed'],
    [
      'a row already recorded',
      '?commit=true&assign=TKJ3TH9W5G:SH-4TRW9P',
      'Receipt TKJ3TH9W5G cannot be assigned: Already recorded on Order #SH-7KQ2MX',
    ],
    ['an unknown order', '?commit=true&assign=TKO8YN3R6B:SH-NOPE22', 'Receipt TKO8YN3R6B cannot be assigned: No order SH-NOPE22'],
    ['a malformed assignment', '?commit=true&assign=TKO8YN3R6B', 'An assignment is RECEIPT:ORDER, such as QK12ABC3DE:SH-7KQ2MX'],
    ['an unknown option', '?commit=yes', 'commit must be true or false'],
  ];
  it.each(refusedAssignments)('refuses %s with 400 and writes nothing', async (_label, query, message) => {
    const before = await counts();
    const response = await upload(agent, STATEMENT, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await counts()).toEqual(before);
  });

  it('lets staff assign an unmatched row to an order by hand', async () => {
    const preview = await upload(agent, STATEMENT, '?assign=TKO8YN3R6B:sh-7kq2mx');
    expect(preview.statusCode, preview.body).toBe(200);
    const row = (preview.json().rows as { receipt: string }[]).find((found) => found.receipt === 'TKO8YN3R6B');
    expect(row).toMatchObject({ kind: 'matched', assigned: true, order: { orderNumber: 'SH-7KQ2MX' } });

    const before = await counts();
    const committed = (await upload(agent, STATEMENT, '?commit=true&assign=TKO8YN3R6B:SH-7KQ2MX')).json();
    expect(committed.recorded).toBe(1);
    expect(await counts()).toEqual({ payments: before.payments + 1, audit: before.audit + 1 });
    expect(await state('SH-7KQ2MX')).toMatchObject({ amountPaid: '27500.00', balanceDue: '17500.00', paymentStatus: 'partly_paid' });
  });
});

describe('rows held to the rules of a payment typed in (issue 29, findings 3 and 9)', () => {
  let boss: Client;
  beforeAll(async () => {
    boss = await ctx.signIn('super_admin');
    for (const [orderNumber, totalAmount] of [
      ['SH-FUT001', '5000.00'],
      ['SH-OVR001', '10000.00'],
      ['SH-MAX001', '9999999999.99'],
    ] as const) {
      await insertOrder(ctx.db, customer.user!.id, { status: 'confirmed', orderNumber, totalAmount });
    }
  });
  /** Nairobi wall-clock time, as the portal writes it, so many days from now. */
  const nairobi = (days: number) => new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const statement = (...rows: [receipt: string, time: string, amount: string, account: string][]) =>
    [
      HEADER,
      ...rows.map(
        ([receipt, time, amount, account]) =>
          `${receipt},${time},${time},Pay Bill Acc. ${account},Completed,"${amount}",,,,Pay Bill Online,,,${account}`,
      ),
    ].join('\n');
  const rowOf = (body: { rows: { receipt: string }[] }, receipt: string) => body.rows.find((row) => row.receipt === receipt);

  it('ignores a row paid in the future or before 2000, with the message a payment typed in gets, and records nothing', async () => {
    const file = statement(
      ['TKFUT00001', nairobi(2), '1,000.00', 'SH-FUT001'],
      ['TKFUT00002', '1999-12-31 23:00:00', '1,000.00', 'SH-FUT001'],
      ['TKFUT00003', nairobi(-1), '500.00', 'SH-FUT001'],
    );
    const before = await counts();
    const response = await upload(agent, file, '?commit=true');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(rowOf(body, 'TKFUT00001')).toMatchObject({ kind: 'ignored', reason: 'Paid at cannot be in the future', paymentId: null });
    expect(rowOf(body, 'TKFUT00002')).toMatchObject({ kind: 'ignored', reason: 'Paid at must be in the year 2000 or later', paymentId: null });
    expect(rowOf(body, 'TKFUT00003')).toMatchObject({ kind: 'matched', paymentId: expect.any(Number) });
    expect(await counts()).toEqual({ payments: before.payments + 1, audit: before.audit + 1 });
    expect(await state('SH-FUT001')).toMatchObject({ amountPaid: '500.00' });
  });

  // Paid In as the portal writes it ("1,500.00") and nothing else: "1,50" read as KSh 150 put a payment of a hundred
  // times a 1.50 on the order, and an amount written another way ("KES 1,500", "1.500,00") was ignored as "No money
  // paid in", so staff passed over money that had come in (docs/product.md, "M-PESA statement import").
  it('reads thousands only in groups of three, and says when an amount paid in could not be read', async () => {
    const file = statement(
      ['TKAMT00001', nairobi(-1), '1,50', 'SH-FUT001'],
      ['TKAMT00002', nairobi(-1), '1.500,00', 'SH-FUT001'],
      ['TKAMT00003', nairobi(-1), 'KES 1,500.00', 'SH-FUT001'],
      ['TKAMT00004', nairobi(-1), '0.00', 'SH-FUT001'],
      ['TKAMT00005', nairobi(-1), '', 'SH-FUT001'],
      ['TKAMT00006', nairobi(-1), '-250.00', 'SH-FUT001'],
      ['TKAMT00007', nairobi(-1), '1,250.50', 'SH-FUT001'],
      ['TKAMT00008', nairobi(-1), '1 250', 'SH-FUT001'],
    );
    const before = await counts();
    const response = await upload(agent, file);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const unreadable = { kind: 'ignored', amount: null, reason: 'The amount paid in could not be read' };
    expect(rowOf(body, 'TKAMT00001')).toMatchObject(unreadable);
    expect(rowOf(body, 'TKAMT00002')).toMatchObject(unreadable);
    expect(rowOf(body, 'TKAMT00003')).toMatchObject(unreadable);
    for (const receipt of ['TKAMT00004', 'TKAMT00005', 'TKAMT00006']) {
      expect(rowOf(body, receipt), receipt).toMatchObject({ kind: 'ignored', amount: null, reason: 'No money paid in' });
    }
    expect(rowOf(body, 'TKAMT00007')).toMatchObject({ kind: 'matched', amount: '1250.50' });
    expect(rowOf(body, 'TKAMT00008')).toMatchObject({ kind: 'matched', amount: '1250.00' });
    expect(await counts()).toEqual(before);
  });

  it('leaves unmatched a row that pays an order past its total plus KSh 1,000, unless a super admin confirms', async () => {
    const file = statement(['TKOVR00001', nairobi(-1), '8,000.00', 'SH-OVR001'], ['TKOVR00002', nairobi(-1), '4,000.00', 'SH-OVR001']);
    const message =
      'This payment would bring Order #SH-OVR001 to KSh 12,000 paid, KSh 2,000 more than its total of KSh 10,000. ' +
      'Paying more than KSh 1,000 above the total needs a super admin to confirm the overpayment.';
    const preview = (await upload(agent, file)).json();
    expect(rowOf(preview, 'TKOVR00001')).toMatchObject({ kind: 'matched' });
    expect(rowOf(preview, 'TKOVR00002')).toMatchObject({ kind: 'unmatched', reason: message, order: { orderNumber: 'SH-OVR001' } });
    expect(preview.matchedAmount).toBe('8000.00');

    const before = await counts();
    const assigned = await upload(agent, file, '?commit=true&assign=TKOVR00002:SH-OVR001');
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json()).toMatchObject({ message: `Receipt TKOVR00002 cannot be assigned: ${message}`, code: 'receipt_not_assignable' });
    const agentConfirms = await upload(agent, file, '?commit=true&confirmOverpayment=true');
    expect(agentConfirms.statusCode).toBe(403);
    expect(agentConfirms.json()).toMatchObject({ message: 'Only a super admin can confirm an overpayment' });
    expect(await counts()).toEqual(before);

    const confirmed = await upload(boss, file, '?commit=true&confirmOverpayment=true');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ recorded: 2, matchedAmount: '12000.00' });
    expect(await state('SH-OVR001')).toMatchObject({ amountPaid: '12000.00', paymentStatus: 'overpaid' });
  });

  it('never adds an order’s payments up past 9,999,999,999.99, one row or many, even confirmed', async () => {
    const file = statement(
      ['TKMAX00001', nairobi(-1), '9,999,999,999.99', 'SH-MAX001'],
      ['TKMAX00002', nairobi(-1), '9,999,999,999.99', 'SH-MAX001'],
    );
    const response = await upload(boss, file, '?commit=true&confirmOverpayment=true');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ recorded: 1, matchedAmount: '9999999999.99' });
    expect(rowOf(body, 'TKMAX00002')).toMatchObject({
      kind: 'unmatched',
      reason: 'Payments on one order add up to at most KSh 9,999,999,999.99: this one would bring Order #SH-MAX001 to KSh 19,999,999,999.98',
    });
    expect(await state('SH-MAX001')).toMatchObject({ amountPaid: '9999999999.99', paymentStatus: 'paid' });
  });
});

describe('a file that is not a statement', () => {
  const big = (rows: number) =>
    [HEADER, ...Array.from({ length: rows }, (_, i) => `TX${String(i).padStart(8, '0')},2026-11-20 10:00:00,,x,Completed,1.00,,,,,,,`)].join('\n');
  const refused: [string, string, number, string | RegExp][] = [
    ['an empty body', '', 400, 'The statement is empty'],
    ['a bank CSV with other columns', 'Date,Description,Amount\n2026-11-20,Deposit,1500.00\n', 400, NOT_A_STATEMENT],
    [
      'a statement without Paid In',
      'Receipt No.,Completion Time,Details,Transaction Status\nTKJ3TH9W5G,2026-11-22 09:15:42,x,Completed\n',
      400,
      `The statement has no column Paid In. ${NOT_A_STATEMENT}`,
    ],
    [
      'broken quoting',
      `${HEADER}\nTKJ3TH9W5G,2026-11-22 09:15:42,,"Pay Bill Acc. SH-7KQ2MX,Completed,"20,000.00"\n`,
      400,
      /^The statement could not be read as CSV: /,
    ],
    // Read as text these have NUL characters, which said nothing of what to do (the browser reads UTF-16 with its byte
    // order mark, and Windows-1252, itself: client/features/admin/statement-text.ts).
    ['a picture', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 400, NOT_CSV_TEXT],
    ['a UTF-16 file without its byte order mark', Buffer.from(STATEMENT, 'utf16le').toString('latin1'), 400, NOT_CSV_TEXT],
    ['a spreadsheet saved as text', 'Sheet1\tReceipts\nTKJ3TH9W5G\t20000\n', 400, NOT_A_STATEMENT],
    ['50,001 rows', big(50_001), 413, 'A statement may have at most 50,000 rows. Please export a shorter period.'],
    ['more than 5 MB', `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`, 413, 'A statement may be at most 5 MB. Please export a shorter period.'],
  ];
  it.each(refused)('refuses %s with a message and writes nothing', async (_label, body, status, message) => {
    const before = await counts();
    const response = await upload(agent, body, '?commit=true');
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await counts()).toEqual(before);
  });

  it('takes 50,000 rows', async () => {
    const response = await upload(agent, big(50_000));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().counts.unmatched).toBe(50_000);
  });

  it('must be sent as text/csv, by staff', async () => {
    const json = await agent.post('/api/admin/payments/import', { rows: [] });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: 'Send the statement as text/csv', code: 'statement_not_text' });
    expect((await upload(agent, STATEMENT, '', 'text/plain')).statusCode).toBe(415);
    expect((await upload(customer, STATEMENT, '?commit=true')).statusCode).toBe(403);
  });
});

describe('a large statement (issue 29, finding 12a)', () => {
  /** Settles the first time `channel` announces a message that `matches`. */
  const announced = (channel: string, matches: (message: unknown) => boolean = () => true) =>
    new Promise<void>((resolve) => {
      const heard = (message: unknown) => {
        if (!matches(message)) return;
        unsubscribe(channel, heard);
        resolve();
      };
      subscribe(channel, heard);
    });
  /** Sends the statement for a preview over a socket, as staff; its answer notes 'preview' in `answered` on arrival. */
  const sendPreview = <Body>(port: number, file: string, answered: string[]) =>
    fetch(`http://127.0.0.1:${port}/api/admin/payments/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: `${SESSION_COOKIE}=${agent.cookie}` },
      body: file,
    }).then(async (response) => {
      answered.push('preview');
      return { status: response.status, body: (await response.json()) as Body };
    });

  it('is read without holding up the requests that arrive meanwhile', async () => {
    // Over sockets, as shoppers' requests arrive: in-process injection never waits for the network.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    // Fastify announces each route handler's start on this channel: the file has arrived and is about to be read.
    const reading = announced('tracing:fastify.request.handler:start', (message) =>
      (message as { request: { url: string } }).request.url.startsWith('/api/admin/payments/import'),
    );
    // 50,000 rows without a receipt number, about 4 MB: reading the file is the whole work, with no lookups between.
    const file = [
      HEADER,
      ...Array.from({ length: 50_000 }, (_, i) => `X${i},2026-11-20 10:00:00,,Pay Bill Acc. SH-ZZZZZZ,Completed,"7,500.00",,,,,,,SH-ZZZZZZ`),
    ].join('\n');
    const answered: string[] = [];
    const preview = sendPreview<{ counts: Record<string, number> }>(port, file, answered);
    await reading;
    // Five requests one after the other, sent while the file is read: all are answered before the preview
    // (reading the file in one go answered the preview first, then them).
    for (let ping = 1; ping <= 5; ping++) {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      answered.push(`ping ${ping}`);
    }
    const { status, body } = await preview;
    expect(status).toBe(200);
    expect(body.counts.ignored).toBe(50_000);
    expect(answered).toEqual(['ping 1', 'ping 2', 'ping 3', 'ping 4', 'ping 5', 'preview']);
  });

  it('is sorted out and answered without holding up the requests that arrive meanwhile', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    // The route announces the file read: what follows is the preview's own work (lookups, every row checked by the
    // payment schema, a 15 MB answer), which used to run in one go, answering the preview before any request sent
    // meanwhile.
    const read = announced('shop:payments.statement-read');
    // 50,000 completed payments with receipts and accounts naming no order: every row goes through every check.
    const file = [
      HEADER,
      ...Array.from(
        { length: 50_000 },
        (_, i) => `TQ${String(i).padStart(8, '0')},2026-11-20 10:00:00,,Pay Bill Acc. SH-Q${i % 997},Completed,"7,500.00",,,,,,,`,
      ),
    ].join('\n');
    const answered: string[] = [];
    const preview = sendPreview<{ counts: Record<string, number>; rows: { kind: string; reason: string }[] }>(port, file, answered);
    await read;
    // A shopper's catalogue requests, one after the other, sent once the file is read: all answered before the preview.
    for (let ping = 1; ping <= 5; ping++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/products`);
      expect(response.status).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
      answered.push(`products ${ping}`);
    }
    const { status, body } = await preview;
    expect(status).toBe(200);
    expect(body.counts).toEqual({ matched: 0, unmatched: 50_000, recorded: 0, ignored: 0 });
    expect(body.rows).toHaveLength(50_000);
    expect(body.rows[49_999]).toMatchObject({ line: 50_001, receipt: 'TQ00049999', kind: 'unmatched', reason: 'No order SH-Q149' });
    expect(answered).toEqual(['products 1', 'products 2', 'products 3', 'products 4', 'products 5', 'preview']);
  });
});

describe('a reversal of a payment the shop has already recorded', () => {
  it('tells staff the reversed payment still counts on its order, until it is voided', async () => {
    const placed = await insertOrder(ctx.db, customer.user!.id, { status: 'confirmed', totalAmount: '8000.00' });
    const typed = await agent.post(`/api/admin/orders/${placed.id}/payments`, { method: 'mpesa', amount: '8000', reference: 'TRV1000001' });
    expect(typed.statusCode, typed.body).toBe(201);
    const account = placed.orderNumber;
    const statement = [
      HEADER,
      `TRV2000002,2026-11-24 17:05:12,2026-11-24 17:05:12,"Reversal of TRV1000001: Pay Bill from 2547******45 - MARY NJERI Acc. ${account}",Completed,,-8000.00,"177,400.00",true,Pay Bill Reversal,"Reversal of transaction TRV1000001",TRV1000001,${account}`,
      `TRV1000001,2026-11-24 16:48:30,2026-11-24 16:48:30,"Pay Bill from 2547******45 - MARY NJERI Acc. ${account}",Completed,"8,000.00",,"185,400.00",true,Pay Bill Online,"2547******45 - MARY NJERI",,${account}`,
    ].join('\n');
    const reversedRow = async () => {
      const response = await upload(agent, statement);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().rows as { receipt: string }[]).find((row) => row.receipt === 'TRV1000001');
    };
    expect(await reversedRow()).toMatchObject({
      kind: 'ignored',
      reason: `Reversed by TRV2000002, but recorded on Order #${account}: void that payment`,
    });

    const admin = await ctx.signIn('super_admin');
    const voided = await admin.post(`/api/admin/payments/${typed.json().id}/void`, { reason: 'Reversed by M-PESA' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await reversedRow()).toMatchObject({ kind: 'ignored', reason: 'Reversed by TRV2000002' });
  });
});
