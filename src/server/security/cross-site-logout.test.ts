import { describe, expect, it } from 'vitest';
import { testAppPerFile, type TestContext } from '../test/test-app';

const ctx = testAppPerFile();

const signedIn = async (client: Awaited<ReturnType<TestContext['signIn']>>) => (await client.get('/api/auth/user')).statusCode === 200;

describe('logout across sites', () => {
  it('refuses a GET the browser marks as cross-site, leaving the session alone', async () => {
    const customer = await ctx.signIn();
    for (const accept of ['application/json', 'text/html']) {
      const response = await customer.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site', accept } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Cross-site requests are not allowed' });
    }
    expect(await signedIn(customer)).toBe(true);
  });

  it('still signs out on a GET from the shop itself, and from clients that send no Fetch Metadata', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      const customer = await ctx.signIn();
      const response = await customer.get('/api/logout', { headers });
      expect(response.json()).toMatchObject({ message: 'Logged out' });
      expect(await signedIn(customer)).toBe(false);
    }
  });

  it('offers POST /api/logout, refused from another origin', async () => {
    const customer = await ctx.signIn();
    expect((await customer.post('/api/logout', undefined, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect(await signedIn(customer)).toBe(true);
    const response = await customer.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Logged out' });
    expect(await signedIn(customer)).toBe(false);
  });
});
