import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darajaTimestamp } from '../../src/server/mpesa/daraja';
import { startDarajaSimulator, type DarajaSimulator } from './daraja';

/** A stand-in for the shop's callback URLs: records what arrives and answers as the handler says. */
async function callbackReceiver(answer: (path: string, body: unknown) => unknown = () => ({ ResultCode: 0, ResultDesc: 'Accepted' })) {
  const received: { path: string; body: unknown }[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as unknown;
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(request.url ?? '', body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SHORTCODE = '174379';
const PASSKEY = 'test-passkey';
let simulator: DarajaSimulator;
let shop: Awaited<ReturnType<typeof callbackReceiver>>;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ consumerKey: 'key', consumerSecret: 'secret', passkey: PASSKEY });
  shop = await callbackReceiver((path, body) =>
    path.startsWith('/validation') && (body as { BillRefNumber?: string }).BillRefNumber === 'UNKNOWN'
      ? { ResultCode: 'C2B00012', ResultDesc: 'Rejected' }
      : { ResultCode: 0, ResultDesc: 'Accepted' },
  );
});
afterAll(async () => {
  await simulator.close();
  await shop.close();
});

async function token(key = 'key', secret = 'secret') {
  return fetch(`${simulator.url}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` },
  });
}

async function call(path: string, body: unknown) {
  const { access_token } = (await (await token()).json()) as { access_token: string };
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function stkRequest(overrides: Record<string, unknown> = {}) {
  const timestamp = darajaTimestamp();
  return {
    BusinessShortCode: SHORTCODE,
    Password: Buffer.from(`${SHORTCODE}${PASSKEY}${timestamp}`).toString('base64'),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 1500,
    PartyA: '254712345678',
    PartyB: SHORTCODE,
    PhoneNumber: '254712345678',
    CallBackURL: `${shop.url}/stk/secret-token`,
    AccountReference: 'SH-ABC123',
    TransactionDesc: 'Order SH-ABC123',
    ...overrides,
  };
}

const callbacksFor = (checkoutRequestId: unknown) =>
  shop.received.filter(
    (entry) => (entry.body as { Body?: { stkCallback?: { CheckoutRequestID?: string } } }).Body?.stkCallback?.CheckoutRequestID === checkoutRequestId,
  );

describe('the Daraja simulator', () => {
  it('gives an access token for the right consumer key and secret only', async () => {
    const good = await token();
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ access_token: expect.any(String), expires_in: '3599' });
    expect((await token('key', 'wrong')).status).toBe(400);
    const refused = await fetch(`${simulator.url}/mpesa/stkpush/v1/processrequest`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
  });

  it('accepts an STK push and calls the shop back with the receipt, as Safaricom does', async () => {
    const { status, json } = await call('/mpesa/stkpush/v1/processrequest', stkRequest());
    expect(status).toBe(200);
    expect(json).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) });
    await expect.poll(() => callbacksFor(json.CheckoutRequestID).length).toBe(1);
    const { stkCallback } = (callbacksFor(json.CheckoutRequestID)[0]!.body as { Body: { stkCallback: Record<string, unknown> } }).Body;
    expect(stkCallback).toMatchObject({ ResultCode: 0, MerchantRequestID: json.MerchantRequestID });
    const items = (stkCallback.CallbackMetadata as { Item: { Name: string; Value?: unknown }[] }).Item;
    expect(items.find((item) => item.Name === 'Amount')?.Value).toBe(1500);
    expect(items.find((item) => item.Name === 'MpesaReceiptNumber')?.Value).toMatch(/^[A-Z][A-Z0-9]{9}$/);
  });

  it('refuses a wrong password, a fractional amount and a phone that is not Kenyan mobile', async () => {
    expect((await call('/mpesa/stkpush/v1/processrequest', stkRequest({ Password: 'forged' }))).json).toMatchObject({
      errorMessage: 'Bad Request - Invalid Password',
    });
    expect((await call('/mpesa/stkpush/v1/processrequest', stkRequest({ Amount: 10.5 }))).status).toBe(400);
    expect((await call('/mpesa/stkpush/v1/processrequest', stkRequest({ PhoneNumber: '254202345678' }))).status).toBe(400);
  });

  it('does what /__sim/next says: a cancel whose callback is lost is still found by the STK query', async () => {
    await fetch(`${simulator.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ resultCode: 1032, delayMs: 50, callback: 'drop' }) });
    const { json } = await call('/mpesa/stkpush/v1/processrequest', stkRequest());
    const query = () => call('/mpesa/stkpushquery/v1/query', { BusinessShortCode: SHORTCODE, CheckoutRequestID: json.CheckoutRequestID });
    await expect.poll(async () => (await query()).json.ResultCode).toBe('1032');
    expect((await query()).json.ResultDesc).toBe('Request cancelled by user');
    expect(callbacksFor(json.CheckoutRequestID)).toHaveLength(0);
  });

  it('answers "being processed" to a query before the customer answers, and can send a callback twice', async () => {
    simulator.next({ resultCode: 0, delayMs: 300, callback: 'duplicate' });
    const { json } = await call('/mpesa/stkpush/v1/processrequest', stkRequest());
    const early = await call('/mpesa/stkpushquery/v1/query', { BusinessShortCode: SHORTCODE, CheckoutRequestID: json.CheckoutRequestID });
    expect(early).toMatchObject({ status: 500, json: { errorCode: '500.001.1001' } });
    await expect.poll(() => callbacksFor(json.CheckoutRequestID).length).toBe(2);
  });

  it('refuses, as Safaricom does, callback addresses that name M-PESA, Safaricom or a command word', async () => {
    for (const path of ['/api/mpesa/c2b/confirmation/abc', '/M-Pesa/confirm', '/safaricom/x', '/hooks/Query/1', '/t/0sqlx']) {
      const refused = await call('/mpesa/c2b/v1/registerurl', {
        ShortCode: SHORTCODE,
        ResponseType: 'Completed',
        ConfirmationURL: `${shop.url}${path}`,
      });
      expect(refused.status, path).toBe(400);
    }
    const prompt = await call('/mpesa/stkpush/v1/processrequest', {
      ...stkRequest(),
      CallBackURL: `${shop.url}/api/mpesa/stk/callback/abc`,
    });
    expect(prompt).toMatchObject({ status: 400, json: { errorMessage: 'Bad Request - Invalid CallBackURL' } });
  });

  it('sends a Paybill payment to the registered URLs, and none when validation refuses it', async () => {
    const registered = await call('/mpesa/c2b/v1/registerurl', {
      ShortCode: SHORTCODE,
      ResponseType: 'Completed',
      ConfirmationURL: `${shop.url}/confirmation/token`,
      ValidationURL: `${shop.url}/validation/token`,
    });
    expect(registered.json).toMatchObject({ ResponseCode: '0' });
    const paid = await simulator.c2b({ BillRefNumber: ' sh-abc 123', TransAmount: 2500, MSISDN: '254712345678', TransID: 'TST1234567' });
    expect(paid.confirmed).toBe(true);
    const confirmation = shop.received.find(
      (entry) => entry.path.startsWith('/confirmation') && (entry.body as { TransID?: string }).TransID === 'TST1234567',
    );
    expect(confirmation?.body).toMatchObject({
      BillRefNumber: ' sh-abc 123',
      TransAmount: '2500.00',
      BusinessShortCode: SHORTCODE,
      MSISDN: '254712345678',
    });
    expect((await simulator.c2b({ BillRefNumber: 'UNKNOWN', TransAmount: 10, MSISDN: '254712345678' })).confirmed).toBe(false);
  });
});
