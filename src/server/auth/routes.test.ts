import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { Client, createTestApp, testAppPerFile } from '../test/test-app';
import { registration } from '../test/registration';

const ctx = testAppPerFile();

describe('POST /api/register', () => {
  it('creates a customer, signs them in and never answers the password hash', async () => {
    const client = new Client(ctx.app);
    const input = registration();
    const response = await client.post('/api/register', input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ username: input.username, role: 'customer', firstName: 'Amina', phoneNumber: '0712345678', deliveryAddress: null });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ username: input.username });
  });

  it('stores a salted scrypt hash, not the password', async () => {
    const a = registration({ password: 'same-password' });
    const b = registration({ password: 'same-password' });
    await ctx.visitor.post('/api/register', a);
    await ctx.visitor.post('/api/register', b);
    const [rowA] = await ctx.db.select().from(users).where(eq(users.username, a.username));
    const [rowB] = await ctx.db.select().from(users).where(eq(users.username, b.username));
    expect(rowA!.passwordHash).toMatch(/^scrypt\$/);
    expect(rowA!.passwordHash).not.toContain('same-password');
    expect(rowA!.passwordHash).not.toBe(rowB!.passwordHash);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: undefined }, 'Username must be at least 3 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ phoneNumber: '12345' }, 'Please enter a valid Kenyan phone number'],
    [{ role: 'super_admin' }, 'Unrecognized key: "role"'],
  ])('refuses %j with 400 "%s"', async (overrides, message) => {
    const response = await ctx.visitor.post('/api/register', registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('accepts a missing or empty phone number', async () => {
    const response = await ctx.visitor.post('/api/register', registration({ phoneNumber: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().phoneNumber).toBeNull();
  });

  it('answers 409 for a taken username, whatever its letter case', async () => {
    const input = registration();
    expect((await ctx.visitor.post('/api/register', input)).statusCode).toBe(201);
    const again = await ctx.visitor.post('/api/register', registration({ username: input.username.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Username is already taken', code: 'username_taken' });
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and rotates the session id', async () => {
    const input = registration();
    const client = new Client(ctx.app);
    await client.post('/api/register', input);
    const before = client.cookie;
    const response = await client.post('/api/login', { username: input.username, password: input.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: input.username, role: 'customer' });
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(before);
    // The old session is gone: replaying it is refused.
    const replay = new Client(ctx.app, null, before);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('makes no session when the password changes while the old one is being checked', async () => {
    const input = registration();
    await ctx.visitor.post('/api/register', input);
    // A costlier hash (the stored string names its own cost) holds the check open long enough for the change to land
    // between the read of the account and the end of the check, as a change by its owner or a super admin can.
    const N = 2 ** 17;
    const salt = randomBytes(16);
    const key = scryptSync(input.password, salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
    const slowHash = ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await ctx.db.update(users).set({ passwordHash: slowHash }).where(eq(users.username, input.username));

    const attacker = new Client(ctx.app);
    const signingIn = attacker.post('/api/login', { username: input.username, password: input.password });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [user] = await ctx.db.update(users).set({ passwordHash: 'scrypt$changed' }).where(eq(users.username, input.username)).returning();
    await ctx.db.delete(sessions).where(eq(sessions.userId, user!.id));

    const response = await signingIn;
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(await ctx.db.$count(sessions, eq(sessions.userId, user!.id))).toBe(0);
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const input = registration();
    await ctx.visitor.post('/api/register', input);
    const wrong = await ctx.visitor.post('/api/login', { username: input.username, password: 'wrong-password' });
    const unknown = await ctx.visitor.post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid username or password', code: 'invalid_credentials' });
    }
  });

  it('matches the username regardless of case', async () => {
    const input = registration();
    await ctx.visitor.post('/api/register', input);
    const response = await ctx.visitor.post('/api/login', { username: input.username.toUpperCase(), password: input.password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await ctx.visitor.post('/api/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('redirects GET /api/login to the sign-in screen', async () => {
    const response = await ctx.visitor.get('/api/login');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('current user and logout', () => {
  it('answers 401 when signed out, on both paths', async () => {
    for (const path of ['/api/auth/user', '/api/user']) {
      const response = await ctx.visitor.get(path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Unauthorized' });
    }
  });

  it('answers the user on both paths when signed in', async () => {
    const staff = await ctx.signIn('super_admin');
    for (const path of ['/api/auth/user', '/api/user']) {
      const response = await staff.get(path);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(
        ['deliveryAddress', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'phoneNumber', 'role', 'username'].sort(),
      );
      expect(response.json().role).toBe('super_admin');
    }
  });

  it('destroys the session at logout, so the old cookie no longer works', async () => {
    const customer = await ctx.signIn();
    const cookie = customer.cookie;
    const response = await customer.get('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Logged out', code: 'logged_out' });
    const replay = new Client(ctx.app, null, cookie);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses a forged cookie with 401, never 500', async () => {
    for (const cookie of ['forged', 'x'.repeat(500), "'; drop table users; --"]) {
      const response = await new Client(ctx.app, null, cookie).get('/api/auth/user');
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses an expired session', async () => {
    const customer = await ctx.signIn();
    await ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await customer.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const https = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const input = registration();
      const response = await https.visitor.post('/api/register', input, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true });
    } finally {
      await https.close();
    }
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await ctx.visitor.sendJsonText('POST', '/api/login', '{"username": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await ctx.visitor.get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Not found' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.visitor.post('/api/login', { username: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers a wrong content type with 415', async () => {
    const response = await ctx.visitor.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
