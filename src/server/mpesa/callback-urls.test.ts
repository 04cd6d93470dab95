import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REFUSED_URL_WORDS } from '../mpesa-settings';
import { c2bUrls } from './c2b';
import { newCallbackToken, stkCallbackUrl } from './stk';

// Safaricom refuses callback addresses naming M-PESA, Safaricom, exe, exec, cmd, SQL or query: a shop whose address
// did could never go live (docs/deploy.md, "Going live with M-PESA").
const BASE = 'https://shop.example.co.ke';

describe('the addresses Daraja is given', () => {
  it('never name a refused word, whatever the signing secret or the prompt token', () => {
    for (let i = 0; i < 2000; i++) {
      const { confirmationUrl, validationUrl } = c2bUrls(BASE, randomBytes(32).toString('base64url'));
      const callbackUrl = stkCallbackUrl(BASE, newCallbackToken());
      for (const url of [confirmationUrl, validationUrl, callbackUrl]) expect(url, url).not.toMatch(REFUSED_URL_WORDS);
    }
  });

  it('are under /api/daraja', () => {
    expect(c2bUrls(BASE, 'secret').confirmationUrl).toMatch(/^https:\/\/shop\.example\.co\.ke\/api\/daraja\/c2b\/confirmation\/[0-9a-f]{32}$/);
    expect(stkCallbackUrl(BASE, 'abc123')).toBe(`${BASE}/api/daraja/stk/abc123`);
  });
});
