import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { MPESA_TEST_ENV } from './test/mpesa';

const COMPLETE = MPESA_TEST_ENV;
const base = { DATA_DIR: '/tmp/mpesa-settings-test', SIGNING_SECRET: 'x'.repeat(32) };

describe('M-PESA settings', () => {
  it('are off when none is set', () => {
    expect(loadConfig(base).mpesa).toBeUndefined();
  });

  it("are read whole, with Safaricom's host for the environment", () => {
    expect(loadConfig({ ...base, ...COMPLETE }).mpesa).toMatchObject({
      baseUrl: 'https://sandbox.safaricom.co.ke',
      callbackBase: 'https://shop.example.co.ke',
      maxPerTransaction: 250_000,
    });
    expect(loadConfig({ ...base, ...COMPLETE, MPESA_ENV: 'production' }).mpesa?.baseUrl).toBe('https://api.safaricom.co.ke');
  });

  it('stop the server naming what is missing when half set', () => {
    expect(() => loadConfig({ ...base, MPESA_CONSUMER_KEY: 'key', MPESA_SHORTCODE: '174379' })).toThrow(
      /MPESA_ENV, MPESA_CONSUMER_SECRET, MPESA_PASSKEY, MPESA_TRANSACTION_TYPE, MPESA_CALLBACK_BASE: missing/,
    );
  });

  it('refuse a plain-HTTP callback address except with a simulator', () => {
    expect(() => loadConfig({ ...base, ...COMPLETE, MPESA_CALLBACK_BASE: 'http://shop.example.co.ke' })).toThrow(/https/);
    expect(
      loadConfig({ ...base, ...COMPLETE, MPESA_CALLBACK_BASE: 'http://127.0.0.1:3000', MPESA_BASE_URL: 'http://127.0.0.1:4010' }).mpesa?.baseUrl,
    ).toBe('http://127.0.0.1:4010');
  });

  it('refuse a callback address Safaricom would refuse, naming the word', () => {
    for (const [address, word] of [
      ['https://mpesa-shop.example.co.ke', 'mpesa'],
      ['https://shop.example.co.ke/M-Pesa', 'M-Pesa'],
      ['https://safaricom-deals.co.ke', 'safaricom'],
    ])
      expect(() => loadConfig({ ...base, ...COMPLETE, MPESA_CALLBACK_BASE: address })).toThrow(`containing "${word}"`);
  });

  it('refuse a per-prompt maximum above Safaricom’s 250,000', () => {
    expect(() => loadConfig({ ...base, ...COMPLETE, MPESA_MAX_PER_TRANSACTION: '300000' })).toThrow(/MPESA_MAX_PER_TRANSACTION/);
  });
});
