import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDarajaSimulator, type DarajaSimulator } from '../../../scripts/simulators/daraja';
import type { MpesaSettings } from '../mpesa-settings';
import { DarajaClient, DarajaError, memoryTokenCache, sharedTokenCache } from './daraja';

let simulator: DarajaSimulator;
let settings: MpesaSettings;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ consumerKey: 'key', consumerSecret: 'secret', passkey: 'pass', tokenSeconds: 3599 });
  settings = {
    environment: 'sandbox',
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortcode: '174379',
    passkey: 'pass',
    transactionType: 'paybill',
    callbackBase: 'http://127.0.0.1:9',
    baseUrl: simulator.url,
    maxPerTransaction: 250_000,
    c2bValidation: false,
  };
});
afterAll(() => simulator.close());

const push = { phone: '254712345678', amount: 100, accountReference: 'SH-1', description: 'Order SH-1', callbackUrl: 'http://127.0.0.1:9/cb' };

describe('the Daraja client', () => {
  it('sends a prompt with the documented password and finds its result by query', async () => {
    const client = new DarajaClient(settings);
    simulator.next({ resultCode: 1037, delayMs: 10, callback: 'drop' });
    const { checkoutRequestId } = await client.stkPush(push);
    expect(simulator.pushes.at(-1)!.request).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      AccountReference: 'SH-1',
    });
    await expect
      .poll(async () => client.stkQuery(checkoutRequestId))
      .toEqual({ state: 'done', resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' });
  });

  it('keeps one access token for many calls, and replaces one Daraja no longer takes', async () => {
    const cache = memoryTokenCache();
    const client = new DarajaClient(settings, cache);
    const first = await client.accessToken();
    expect(await client.accessToken()).toBe(first);
    await cache.set(`mpesa:token:${settings.baseUrl}:key`, 'revoked', 60_000);
    await expect(client.stkPush(push)).resolves.toMatchObject({ checkoutRequestId: expect.stringMatching(/^ws_CO_/) });
  });

  it("names Daraja's refusal, and an unreachable Daraja, as errors of their own", async () => {
    await expect(new DarajaClient({ ...settings, passkey: 'wrong' }).stkPush(push)).rejects.toMatchObject({
      status: 400,
      message: 'Bad Request - Invalid Password',
    });
    const down = new DarajaClient({ ...settings, baseUrl: 'http://127.0.0.1:9' });
    await expect(down.stkPush(push)).rejects.toBeInstanceOf(DarajaError);
    await expect(down.stkPush(push)).rejects.toMatchObject({ status: 503 });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the access token with Redis', () => {
  it('is one token for every instance', async () => {
    const { connectRedis } = await import('../plugins/redis');
    const log = (await import('pino')).pino({ level: 'silent' });
    const [first, second] = [connectRedis(process.env.TEST_REDIS_URL!, log), connectRedis(process.env.TEST_REDIS_URL!, log)];
    await expect.poll(() => first.isUp() && second.isUp()).toBe(true);
    const fresh = { ...settings, consumerKey: 'key' };
    await first.client.del(`mpesa:token:${fresh.baseUrl}:key`);
    const token = await new DarajaClient(fresh, sharedTokenCache(first)).accessToken();
    expect(await new DarajaClient(fresh, sharedTokenCache(second)).accessToken()).toBe(token);
    await Promise.all([first.close(), second.close()]);
  });
});
