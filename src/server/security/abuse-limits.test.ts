import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { registration } from '../test/registration';

const from = (ip: string) => ({ remoteAddress: ip });
let unique = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++unique}`;

let clientDir: string;
let ctx: TestContext;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'shop-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><!--shop-settings--></head><body><div id="root"></div></body></html>');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log("app")');
  ctx = await createTestApp({
    seed: true,
    env: {
      CLIENT_DIR: clientDir,
      RATE_LIMIT_API_PER_MINUTE: '20',
      RATE_LIMIT_PAGES_PER_MINUTE: '5',
      RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: '3',
      RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: '3',
      RATE_LIMIT_AUTH_FAILURES_PER_IP: '8',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('limits decided by the route reached, not the spelling of the URL', () => {
  it('counts encoded spellings of /api paths against the per-address API limit', async () => {
    const spellings = ['/%61pi/categories', '/api/%63ategories', '/%61%70%69/categories', '/api/categories'];
    for (const url of spellings) {
      const response = await ctx.visitor.get(url, from('10.20.0.1'));
      expect(response.statusCode, url).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
    for (let i = spellings.length; i < 20; i++)
      expect((await ctx.visitor.get(spellings[i % spellings.length]!, from('10.20.0.1'))).statusCode).toBe(200);
    for (const url of [...spellings, '/%61pi/no-such-route']) {
      const over = await ctx.visitor.get(url, from('10.20.0.1'));
      expect(over.statusCode, url).toBe(429);
      expect(over.json().message).toMatch(/^Too many requests/);
    }
  });

  it('limits successful registrations per address, whatever the spelling of the path', async () => {
    const paths = ['/api/register', '/%61pi/register', '/api/%72egister'];
    for (const path of paths) expect((await ctx.visitor.post(path, registration(), from('10.21.0.1'))).statusCode, path).toBe(201);
    const over = await ctx.visitor.post('/api/register', registration(), from('10.21.0.1'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many new accounts from your network\. Please try again in \d+ minutes\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A refused registration creates nothing, and another address still registers.
    expect((await ctx.visitor.post('/api/register', registration(), from('10.21.0.2'))).statusCode).toBe(201);
  });
});

describe('server-rendered pages', () => {
  it('are limited per address, with 429 and a message; built assets are not counted', async () => {
    for (let i = 0; i < 5; i++) expect((await ctx.visitor.get(`/products?q=search${i}`, from('10.22.0.1'))).statusCode).toBe(200);
    const over = await ctx.visitor.get('/products?q=one-more', from('10.22.0.1'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests\. Please slow down/);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await ctx.visitor.get('/sitemap.xml', from('10.22.0.1'))).statusCode).toBe(429);
    expect((await ctx.visitor.get('/assets/app.js', from('10.22.0.1'))).statusCode).toBe(200);
    expect((await ctx.visitor.get('/products', from('10.22.0.2'))).statusCode).toBe(200);
  });
});

describe('the page template', () => {
  it('is not served raw at /index.html', async () => {
    const response = await ctx.visitor.get('/index.html', from('10.27.0.1'));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!--shop-settings-->');
    expect((await ctx.visitor.get('/', from('10.27.0.1'))).body).not.toContain('<!--shop-settings-->');
  });
});

describe('sign-in failures cannot lock out someone else', () => {
  it('refuses the failing address but lets the owner sign in from elsewhere, slowed down', async () => {
    const owner = fresh('owner');
    await ctx.visitor.post('/api/register', registration({ username: owner }), from('10.23.0.1'));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await ctx.visitor.post('/api/login', { username: owner, password: 'guess' }, from('10.23.1.1'))).statusCode).toBe(401);
    }
    expect((await ctx.visitor.post('/api/login', { username: owner, password: 'guess' }, from('10.23.1.1'))).statusCode).toBe(429);
    const started = performance.now();
    const signedIn = await ctx.visitor.post('/api/login', { username: owner, password: 'secret123' }, from('10.23.2.1'));
    expect(signedIn.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('lets the owner sign in while failures pour in from many addresses', async () => {
    const owner = fresh('owner');
    await ctx.visitor.post('/api/register', registration({ username: owner }), from('10.24.0.1'));
    const guesses = Array.from({ length: 8 }, (_, address) =>
      ctx.visitor.post('/api/login', { username: owner, password: 'guess' }, from(`10.24.1.${address}`)),
    );
    expect((await Promise.all(guesses)).map((answer) => answer.statusCode)).toEqual(Array(8).fill(401));
    expect((await ctx.visitor.post('/api/login', { username: owner.toUpperCase(), password: 'secret123' }, from('10.24.2.1'))).statusCode).toBe(200);
  });

  it('never counts registrations of a taken name against the account', async () => {
    const owner = fresh('owner');
    await ctx.visitor.post('/api/register', registration({ username: owner }), from('10.25.0.1'));
    for (let address = 1; address <= 12; address++) {
      expect((await ctx.visitor.post('/api/register', registration({ username: owner.toUpperCase() }), from(`10.25.1.${address}`))).statusCode).toBe(
        409,
      );
    }
    // Counted against the name, twelve failures would hold its sign-in for 250 ms × 2^((12 − 3) / 3) = 2 s before any
    // work: the bound is that wait itself, since an uncounted sign-in on a loaded two-core machine has taken over 1 s.
    const started = performance.now();
    expect((await ctx.visitor.post('/api/login', { username: owner, password: 'secret123' }, from('10.25.2.1'))).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('still stops a burst of guesses from one address: at most the limit are tried', async () => {
    const owner = fresh('owner');
    await ctx.visitor.post('/api/register', registration({ username: owner }), from('10.26.0.1'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ctx.visitor.post('/api/login', { username: owner, password: `burst${i}` }, from('10.26.1.1'))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
