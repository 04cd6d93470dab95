// A stand-in for Safaricom's Daraja API (its sandbox needs the internet, which development machines and CI do not
// have): OAuth, M-PESA Express (STK push and query), and C2B (register URLs, simulate), with Daraja's documented
// request and response shapes, calling the shop back as Safaricom would. Tests and `npm run mpesa:sim` control what
// the next prompt does through `POST /__sim/next`, and send Paybill payments through `POST /__sim/c2b`.
//
//   npm run mpesa:sim -- --port 4010 [--consumer-key K --consumer-secret S] [--passkey P]
//
// Then set MPESA_BASE_URL=http://127.0.0.1:4010 on the shop.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { darajaTimestamp } from '../../src/server/mpesa/daraja';
import { REFUSED_URL_WORDS } from '../../src/server/mpesa-settings';

/** What the next STK push does: its result code (0 paid, 1 insufficient funds, 1032 cancelled, 1037 timed out, 2001
 * wrong PIN...), how long the "customer" takes, and whether the callback is sent, lost, or sent twice. */
export interface NextPush {
  resultCode: number;
  delayMs: number;
  callback: 'send' | 'drop' | 'duplicate';
}

export interface SimulatorOptions {
  port?: number;
  /** When given, OAuth refuses other credentials, as Daraja does. */
  consumerKey?: string;
  consumerSecret?: string;
  /** When given, an STK request's Password must be base64(BusinessShortCode + passkey + Timestamp). */
  passkey?: string;
  /** How long an access token lives, in seconds (Daraja: 3599). */
  tokenSeconds?: number;
}

/** An STK push as the simulator saw it, and how it ended (undefined while the "customer" has not answered). */
export interface SimulatedPush {
  request: Record<string, unknown>;
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode?: number;
  receipt?: string;
  callbacks: { status: number | 'failed' }[];
}

export interface C2bPayment {
  BillRefNumber: string;
  TransAmount: string | number;
  MSISDN: string;
  TransID?: string;
}

export interface DarajaSimulator {
  url: string;
  pushes: SimulatedPush[];
  /** The URLs the shop registered, per short code. */
  registrations: Map<string, { ConfirmationURL: string; ValidationURL: string; ResponseType: string }>;
  next(push: Partial<NextPush>): void;
  c2b(payment: C2bPayment, shortCode?: string): Promise<{ validation?: unknown; confirmation?: unknown; confirmed: boolean }>;
  close(): Promise<void>;
}

// Daraja's own texts for the result codes the shop tells apart (the descriptions its callbacks carry).
const RESULT_DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};
const DEFAULT_PUSH: NextPush = { resultCode: 0, delayMs: 200, callback: 'send' };
const MAX_BODY_BYTES = 64 * 1024;

/** An M-PESA receipt number's shape: ten capital letters and digits. */
const receiptNumber = () =>
  Array.from(randomBytes(10), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 36])
    .join('')
    .replace(/^\d/, 'T');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Daraja's error answer: `{ requestId, errorCode, errorMessage }`. */
const darajaError = (response: ServerResponse, status: number, errorCode: string, errorMessage: string) =>
  send(response, status, { requestId: randomUUID(), errorCode, errorMessage });

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

const STK_FIELDS = [
  'BusinessShortCode',
  'Password',
  'Timestamp',
  'TransactionType',
  'Amount',
  'PartyA',
  'PartyB',
  'PhoneNumber',
  'CallBackURL',
  'AccountReference',
  'TransactionDesc',
];

export async function startDarajaSimulator(options: SimulatorOptions = {}): Promise<DarajaSimulator> {
  const tokens = new Map<string, number>();
  const queue: NextPush[] = [];
  const pushes: SimulatedPush[] = [];
  const registrations: DarajaSimulator['registrations'] = new Map();
  const pending = new Set<Promise<unknown>>();
  const closing = new AbortController();
  const track = <T>(promise: Promise<T>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  };

  const authorised = (request: IncomingMessage) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token === undefined ? undefined : tokens.get(token);
    return expires !== undefined && expires > Date.now();
  };

  async function settle(push: SimulatedPush, behaviour: NextPush): Promise<void> {
    // Closing the simulator ends a customer's wait: a prompt still unanswered then never settles.
    await sleep(behaviour.delayMs, undefined, { signal: closing.signal });
    push.resultCode = behaviour.resultCode;
    const callback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: behaviour.resultCode,
      ResultDesc: RESULT_DESCRIPTIONS[behaviour.resultCode] ?? 'The transaction failed.',
    };
    if (behaviour.resultCode === 0) {
      push.receipt = receiptNumber();
      callback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: Number(push.request.Amount) },
          { Name: 'MpesaReceiptNumber', Value: push.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
          { Name: 'PhoneNumber', Value: Number(push.request.PhoneNumber) },
        ],
      };
    }
    if (behaviour.callback === 'drop') return;
    const times = behaviour.callback === 'duplicate' ? 2 : 1;
    for (let time = 0; time < times; time++) {
      try {
        const { status } = await postJson(String(push.request.CallBackURL), { Body: { stkCallback: callback } });
        push.callbacks.push({ status });
      } catch {
        push.callbacks.push({ status: 'failed' });
      }
    }
  }

  async function c2b(payment: C2bPayment, shortCode?: string) {
    const code = shortCode ?? [...registrations.keys()][0];
    const registered = code === undefined ? undefined : registrations.get(code);
    if (!registered) throw new Error('No C2B URLs are registered');
    const body = {
      TransactionType: 'Pay Bill',
      TransID: payment.TransID ?? receiptNumber(),
      TransTime: darajaTimestamp(),
      TransAmount: typeof payment.TransAmount === 'number' ? payment.TransAmount.toFixed(2) : payment.TransAmount,
      BusinessShortCode: code,
      BillRefNumber: payment.BillRefNumber,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: payment.MSISDN,
      FirstName: 'John',
      MiddleName: '',
      LastName: 'Doe',
    };
    const validation = registered.ValidationURL ? await postJson(registered.ValidationURL, body) : undefined;
    // A refused payment never happens; an unreachable validation URL follows the registered ResponseType.
    const verdict = (validation?.json as { ResultCode?: unknown } | undefined)?.ResultCode;
    const accepted =
      validation === undefined || (validation.status === 200 ? String(verdict) === '0' : registered.ResponseType.toLowerCase() === 'completed');
    if (!accepted) return { validation: validation?.json, confirmed: false };
    const confirmation = await postJson(registered.ConfirmationURL, body);
    return { validation: validation?.json, confirmation: confirmation.json, confirmed: true };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const text = request.method === 'POST' ? await readBody(request) : '';
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid JSON');
      }
    }

    if (url.pathname === '/oauth/v1/generate') {
      const [key, secret] = Buffer.from(/^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '', 'base64')
        .toString('utf8')
        .split(':');
      const wrong = !key || !secret || (options.consumerKey !== undefined && (key !== options.consumerKey || secret !== options.consumerSecret));
      if (url.searchParams.get('grant_type') !== 'client_credentials' || wrong)
        return darajaError(response, 400, '400.008.01', 'Invalid Authentication passed');
      const token = randomBytes(18).toString('base64url');
      const seconds = options.tokenSeconds ?? 3599;
      tokens.set(token, Date.now() + seconds * 1000);
      return send(response, 200, { access_token: token, expires_in: String(seconds) });
    }

    if (url.pathname === '/__sim/next' && request.method === 'POST') {
      queue.push({ ...DEFAULT_PUSH, ...(body as Partial<NextPush>) });
      return send(response, 200, { queued: queue.length });
    }
    if (url.pathname === '/__sim/c2b' && request.method === 'POST') {
      try {
        return send(response, 200, await track(c2b(body as unknown as C2bPayment, typeof body.ShortCode === 'string' ? body.ShortCode : undefined)));
      } catch (error) {
        return send(response, 409, { message: (error as Error).message });
      }
    }
    if (url.pathname === '/__sim/pushes' && request.method === 'GET') return send(response, 200, pushes);

    if (!authorised(request)) return darajaError(response, 401, '404.001.03', 'Invalid Access Token');

    if (url.pathname === '/mpesa/stkpush/v1/processrequest' && request.method === 'POST') {
      const missing = STK_FIELDS.find((field) => body[field] === undefined || body[field] === '');
      if (missing) return darajaError(response, 400, '400.002.02', `Bad Request - Invalid ${missing}`);
      if (!/^[1-9]\d*$/.test(String(body.Amount))) return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid Amount');
      if (!/^254[17]\d{8}$/.test(String(body.PhoneNumber))) return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
      if (String(body.AccountReference).length > 12) return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid AccountReference');
      // Safaricom's rule for registered addresses, applied to prompts' callback addresses too: the stricter reading.
      if (REFUSED_URL_WORDS.test(String(body.CallBackURL))) return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid CallBackURL');
      const expected =
        options.passkey === undefined ? undefined : Buffer.from(`${body.BusinessShortCode}${options.passkey}${body.Timestamp}`).toString('base64');
      if (expected !== undefined && body.Password !== expected) return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid Password');
      const push: SimulatedPush = {
        request: body,
        merchantRequestId: `${randomBytes(2).toString('hex')}-${Date.now()}-1`,
        checkoutRequestId: `ws_CO_${darajaTimestamp()}${randomBytes(5).toString('hex')}`,
        callbacks: [],
      };
      pushes.push(push);
      void track(settle(push, queue.shift() ?? DEFAULT_PUSH));
      const accepted = 'Success. Request accepted for processing';
      return send(response, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: accepted,
        CustomerMessage: accepted,
      });
    }

    if (url.pathname === '/mpesa/stkpushquery/v1/query' && request.method === 'POST') {
      const push = pushes.find((candidate) => candidate.checkoutRequestId === body.CheckoutRequestID);
      if (!push) return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      if (push.resultCode === undefined) return darajaError(response, 500, '500.001.1001', 'The transaction is being processed');
      return send(response, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully', // (sic: Daraja's own spelling)
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.resultCode),
        ResultDesc: RESULT_DESCRIPTIONS[push.resultCode] ?? 'The transaction failed.',
      });
    }

    if (/^\/mpesa\/c2b\/v[12]\/registerurl$/.test(url.pathname) && request.method === 'POST') {
      const { ShortCode, ResponseType, ConfirmationURL, ValidationURL } = body;
      if (typeof ShortCode !== 'string' || typeof ConfirmationURL !== 'string' || typeof ResponseType !== 'string') {
        return darajaError(response, 400, '400.002.02', 'Bad Request - Invalid registration');
      }
      const refused = ConfirmationURL.match(REFUSED_URL_WORDS) ?? (typeof ValidationURL === 'string' ? ValidationURL.match(REFUSED_URL_WORDS) : null);
      if (refused) return darajaError(response, 400, '400.002.02', `Bad Request - Invalid URL: "${refused[0]}" is not allowed`);
      registrations.set(ShortCode, { ResponseType, ConfirmationURL, ValidationURL: typeof ValidationURL === 'string' ? ValidationURL : '' });
      return send(response, 200, { OriginatorCoversationID: randomUUID(), ResponseCode: '0', ResponseDescription: 'Success' });
    }

    if (/^\/mpesa\/c2b\/v[12]\/simulate$/.test(url.pathname) && request.method === 'POST') {
      const payment = { BillRefNumber: String(body.BillRefNumber ?? ''), TransAmount: String(body.Amount ?? ''), MSISDN: String(body.Msisdn ?? '') };
      void track(c2b(payment, typeof body.ShortCode === 'string' ? body.ShortCode : undefined)).catch(() => {});
      return send(response, 200, {
        OriginatorCoversationID: randomUUID(),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }

    return darajaError(response, 404, '404.001.01', 'Resource not found');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => darajaError(response, 400, '400.002.02', `Bad Request - ${(error as Error).message}`));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    registrations,
    next: (push) => queue.push({ ...DEFAULT_PUSH, ...push }),
    c2b: (payment, shortCode) => track(c2b(payment, shortCode)),
    close: async () => {
      closing.abort();
      await Promise.allSettled([...pending]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      'consumer-key': { type: 'string' },
      'consumer-secret': { type: 'string' },
      passkey: { type: 'string' },
    },
  });
  const simulator = await startDarajaSimulator({
    port: Number(values.port),
    consumerKey: values['consumer-key'],
    consumerSecret: values['consumer-secret'],
    passkey: values.passkey,
  });
  console.log(`Daraja simulator at ${simulator.url} (set MPESA_BASE_URL=${simulator.url}); control it with POST /__sim/next and /__sim/c2b`);
}
