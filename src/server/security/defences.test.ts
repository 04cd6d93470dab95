import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_PATH } from '../../shared/web-app';
import { sessions, users } from '../db/schema';
import { loggerOptions, maskUrl } from '../plugins/request-id';
import { Client, createTestApp, TEST_PASSWORD, type TestContext } from '../test/test-app';
import { registration } from '../test/registration';

const THEME_SCRIPT =
  "\n      try { if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark'); } catch (e) {}\n    ";
const SECRET_FILE_CONTENT = 'SIGNING_SECRET=do-not-serve-me';

/** A built client folder with things that must never be served next to the page. */
function fakeClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><!--shop-settings--><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'app.js.map'), `{"sources":["${SECRET_FILE_CONTENT}"]}`);
  writeFileSync(join(dir, '.env'), SECRET_FILE_CONTENT);
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'config'), SECRET_FILE_CONTENT);
  return dir;
}

let clientDir: string;
let ctx: TestContext;
beforeAll(async () => {
  clientDir = fakeClientDir();
  ctx = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: 'https://shop.example.co.ke' } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const DOCUMENT_ONLY_HEADERS = ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster'];

describe('security headers', () => {
  it('sends a strict Content-Security-Policy that allows the theme script by its hash only', async () => {
    const response = await ctx.visitor.get('/');
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['frame-src']!.sort()).toEqual([
      'https://maps.google.com',
      'https://www.google.com',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('sends nosniff, a strict referrer policy and no framing on every answer, API included', async () => {
    for (const url of ['/', '/api/categories', '/api/no-such-thing', '/healthz']) {
      const response = await ctx.visitor.get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('gives JSON answers a policy that loads nothing, without the headers that only steer a document', async () => {
    const api = await ctx.visitor.get('/api/categories');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await ctx.visitor.get('/');
    for (const documentOnly of DOCUMENT_ONLY_HEADERS) {
      expect(page.headers[documentOnly]).toBeDefined();
      expect(api.headers[documentOnly]).toBeUndefined();
    }
  });

  it('gives built scripts, picture variants, the manifest and its PNG icons the short set of JSON answers, not a page’s', async () => {
    const api = await ctx.visitor.get('/api/categories');
    for (const url of ['/assets/app.js', '/_img/320w.webp/images/no-such-picture.svg', MANIFEST_PATH, '/icons/icon-192.png']) {
      const response = await ctx.visitor.get(url);
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'cross-origin-resource-policy',
        'referrer-policy',
      ]) {
        expect(response.headers[name]).toBe(api.headers[name]);
      }
      for (const documentOnly of DOCUMENT_ONLY_HEADERS) expect(response.headers[documentOnly]).toBeUndefined();
    }
    // An SVG opened on its own is a document: it keeps the page's set, wherever it lies.
    for (const url of ['/favicon.svg', '/icons/icon.svg', '/icons/icon.png.svg']) {
      const response = await ctx.visitor.get(url);
      for (const documentOnly of DOCUMENT_ONLY_HEADERS) expect(response.headers[documentOnly], url).toBeDefined();
    }
  });

  it('sends HSTS only over HTTPS', async () => {
    expect((await ctx.visitor.get('/healthz')).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await https.visitor.get('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    } finally {
      await https.close();
    }
  });

  it.each(['/.env', '/.git/config', '/assets/app.js.map', '/%2eenv', '/assets/..%2f.env', '/metrics', '/.git/HEAD'])(
    'never serves %s',
    async (url) => {
      const response = await ctx.visitor.get(url);
      expect([200, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain(SECRET_FILE_CONTENT);
      if (response.statusCode === 200) expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('still serves the built assets', async () => {
    const response = await ctx.visitor.get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
  });
});

describe('request ids and logs', () => {
  it('echoes a request id, and keeps a well-formed one sent by a proxy', async () => {
    const generated = await ctx.visitor.get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect((await ctx.visitor.get('/healthz')).headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
    const forwarded = await ctx.visitor.get('/healthz', { headers: { 'x-request-id': 'lb-1234' } });
    expect(forwarded.headers['x-request-id']).toBe('lb-1234');
    const hostile = await ctx.visitor.get('/healthz', { headers: { 'x-request-id': 'a\nfake log line' } });
    expect(hostile.headers['x-request-id']).not.toContain('fake');
  });

  it('masks secret query parameters in logged URLs', () => {
    const logged = {
      '/objects/uploads/abc?expires=1&signature=s3cr3t': '/objects/uploads/abc?expires=1&signature=%5Bredacted%5D',
      '/api/products?minPrice=5': '/api/products?minPrice=5',
      // However a secret's name is written: any case, escaped, last, without a value.
      '/objects/a?TOKEN=s3cr3t': '/objects/a?TOKEN=%5Bredacted%5D',
      '/objects/a?%74oken=s3cr3t': '/objects/a?token=%5Bredacted%5D',
      '/objects/a?x=1&key': '/objects/a?x=1&key=%5Bredacted%5D',
      '/objects/a?tokens=1&keys=2&my_code=3': '/objects/a?tokens=1&keys=2&my_code=3',
    };
    for (const [url, line] of Object.entries(logged)) expect(maskUrl(url), url).toBe(line);
  });

  it('puts a request id on every request line and never logs passwords, cookies, tokens or bodies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await createTestApp({ logger: { ...loggerOptions('info'), stream } });
    try {
      const username = `logged${Date.now()}`;
      const visitor = logged.visitor;
      await visitor.post('/api/register', registration({ username }));
      const cookie = visitor.cookie!;
      await visitor.post('/api/login', { username, password: 'wrong-password-xyz' });
      await visitor.get('/api/auth/user');
      await visitor.sendJsonText('POST', '/api/login', '{"password":"broken-json-pw');
      await visitor.get('/objects/uploads/abcdefgh1234?signature=token-in-url');
      const entries = lines.map((line) => JSON.parse(line));
      expect(entries.filter((entry) => entry.req)).toContainEqual(
        expect.objectContaining({
          reqId: expect.any(String),
          req: { method: 'GET', url: '/objects/uploads/abcdefgh1234?signature=%5Bredacted%5D', remoteAddress: '127.0.0.1' },
        }),
      );
      // One line a request, written as it is answered, with what an operator looks for.
      const userLines = entries.filter((entry) => entry.req?.url === '/api/auth/user');
      expect(userLines).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          reqId: expect.any(String),
          req: { method: 'GET', url: '/api/auth/user', remoteAddress: '127.0.0.1' },
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      for (const line of lines) {
        const entry = JSON.parse(line);
        if (entry.req || entry.res || entry.responseTime) expect(entry.reqId).toEqual(expect.any(String));
        for (const secret of ['secret123', 'wrong-password-xyz', 'broken-json-pw', cookie, 'token-in-url']) expect(line).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('cross-site request defences', () => {
  it('refuses a state-changing request from another origin with 403, before touching anything', async () => {
    const before = await ctx.db.select({ n: count() }).from(users);
    for (const origin of ['https://evil.example', 'null', 'https://shop.example.co.ke.evil.example']) {
      const response = await ctx.visitor.post('/api/register', registration(), { headers: { origin } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Cross-site requests are not allowed' });
    }
    const customer = await ctx.signIn();
    const logout = await customer.request({ method: 'DELETE', url: '/api/cart/1', headers: { origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect(await ctx.db.select({ n: count() }).from(users)).toEqual([{ n: before[0]!.n + 1 }]);
  });

  it('refuses a request marked cross-site by Fetch Metadata even without Origin', async () => {
    const response = await ctx.visitor.post('/api/login', { username: 'x', password: 'y' }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the shop’s own origin, PUBLIC_URL, and clients that send no Origin', async () => {
    for (const origin of ['http://localhost:80', 'https://shop.example.co.ke', undefined]) {
      const headers: Record<string, string> = origin ? { origin } : {};
      const response = await ctx.visitor.post('/api/register', registration(), { headers });
      expect(response.statusCode, origin).toBe(201);
    }
  });

  it('lets cross-site reads through: they cannot change anything', async () => {
    const response = await ctx.visitor.get('/api/categories', { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'username=a&password=b'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--\r\n'],
    ['text/plain', '{"username":"a","password":"b"}'],
    ['application/xml', '<a/>'],
  ])('refuses %s bodies with 415', async (type, payload) => {
    const response = await ctx.visitor.request({ method: 'POST', url: '/api/login', headers: { 'content-type': type }, payload });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/unsupported media type/i);
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { RATE_LIMIT_API_PER_MINUTE: '20', RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: '3', RATE_LIMIT_AUTH_FAILURES_PER_IP: '6' },
    });
  });
  afterAll(() => limited.close());
  const from = (ip: string) => ({ remoteAddress: ip });

  it('locks a username for the address that keeps failing, whatever the letter case, with 429 and a message', async () => {
    const username = `Target${Date.now()}`;
    await limited.visitor.post('/api/register', registration({ username }), from('10.0.0.1'));
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await limited.visitor.post(
        '/api/login',
        { username: attempt % 2 ? username.toLowerCase() : username, password: 'guess' },
        from('10.0.1.1'),
      );
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await limited.visitor.post('/api/login', { username: username.toUpperCase(), password: 'secret123' }, from('10.0.1.1'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: 'Too many failed attempts. Please try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('counts only failures: successful logins never lock anyone out', async () => {
    const username = `regular${Date.now()}`;
    await limited.visitor.post('/api/register', registration({ username }), from('10.1.0.1'));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await limited.visitor.post('/api/login', { username, password: 'secret123' }, from('10.1.0.1'))).statusCode).toBe(200);
    }
  });

  it('limits failures per address across usernames, and taken-username registrations count too', async () => {
    const taken = `taken${Date.now()}`;
    await limited.visitor.post('/api/register', registration({ username: taken }), from('10.2.0.9'));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await limited.visitor.post('/api/login', { username: `nobody${attempt}`, password: 'guess' }, from('10.2.0.1'))).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await limited.visitor.post('/api/register', registration({ username: taken }), from('10.2.0.1'))).statusCode).toBe(409);
    }
    const blocked = await limited.visitor.post('/api/register', registration(), from('10.2.0.1'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed attempts/);
    // Another address is unaffected.
    expect((await limited.visitor.post('/api/register', registration(), from('10.2.0.2'))).statusCode).toBe(201);
  });

  // Issue 29, finding 6: 25 wrong current passwords in 3 s on a password change, never a 429; a stolen session could
  // guess the password, change it and sign the owner out everywhere.
  it('counts wrong current passwords on a password change like sign-in failures: 429 with a message, from any address', async () => {
    const victim = await limited.signIn('customer');
    const change = (currentPassword: string, ip: string) =>
      victim.post('/api/auth/password', { currentPassword, newPassword: 'taken-over-99' }, from(ip));
    const answers = [];
    for (let attempt = 0; attempt < 25; attempt++) answers.push(await change(`guess-${attempt}`, `10.4.${attempt}.1`));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers.slice(3).map((answer) => answer.statusCode)).toEqual(Array(22).fill(429));
    expect(answers[3]!.json()).toMatchObject({ message: 'Too many failed attempts. Please try again in 15 minutes.' });
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused while the account's budget is spent, so nothing was changed.
    expect((await change(TEST_PASSWORD, '10.4.99.1')).statusCode).toBe(429);
    expect((await new Client(limited.app).post('/api/login', { username: victim.user!.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    // Another account changes its password as before.
    const other = await limited.signIn('customer');
    expect(
      (await other.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'fresh-secret-42' }, from('10.4.0.1'))).statusCode,
    ).toBe(200);
  });

  it('limits every /api request per address with 429 and a message, and leaves pages and probes alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await limited.visitor.get('/api/categories', from('10.3.0.1'))).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const over = await limited.visitor.get('/api/no-such-route', from('10.3.0.1'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests\. Please slow down and try again in \d+ (?:seconds?|minutes?)\.$/);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.headers['x-ratelimit-limit']).toBe('20');
    // Answers within the limit carry no counters: three headers on every catalogue answer for nothing a shopper uses.
    const within = await limited.visitor.get('/api/categories', from('10.3.0.9'));
    expect(Object.keys(within.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    expect((await limited.visitor.get('/healthz', from('10.3.0.1'))).statusCode).toBe(200);
    expect((await limited.visitor.get('/api/categories', from('10.3.0.2'))).statusCode).toBe(200);
  });

  it('counts IPv6 addresses of one /64 network as one address for the /api limit', async () => {
    for (let i = 1; i <= 20; i++)
      expect((await limited.visitor.get('/api/categories', from(`2001:db8:1:2::${i.toString(16)}`))).statusCode).toBe(200);
    expect((await limited.visitor.get('/api/categories', from('2001:db8:1:2:ffff::1'))).statusCode).toBe(429);
    expect((await limited.visitor.get('/api/categories', from('2001:db8:1:3::1'))).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a replayed cookie after logout with 401', async () => {
    const customer = await ctx.signIn();
    const cookie = customer.cookie;
    expect((await customer.get('/api/logout')).statusCode).toBe(200);
    for (const url of ['/api/auth/user', '/api/cart', '/api/orders']) {
      expect((await new Client(ctx.app, null, cookie).get(url)).statusCode).toBe(401);
    }
  });

  it.each([
    ['random token', 'A'.repeat(43)],
    ['bad percent-encoding', '%E0%A4%A'],
    ['non-ASCII', 'żółw-ключ-鍵'],
    ['SQL', "x' OR '1'='1"],
    ['over-long', 'x'.repeat(4000)],
    ['empty', ''],
  ])('refuses a forged cookie (%s) with 401, never 500', async (_label, value) => {
    const response = await ctx.visitor.get('/api/auth/user', { headers: { cookie: `sid=${value}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('ends a session after the idle period, and extends a session in use', async () => {
    const idle = await ctx.signIn();
    const active = await ctx.signIn();
    const [idleRow] = await ctx.db.select().from(sessions).where(eq(sessions.userId, idle.user!.id));
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, idle.user!.id));
    expect((await idle.get('/api/auth/user')).statusCode).toBe(401);
    expect(idleRow).toBeDefined();

    const soon = new Date(Date.now() + 60_000);
    await ctx.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, active.user!.id));
    expect((await active.get('/api/auth/user')).statusCode).toBe(200);
    const [extended] = await ctx.db.select().from(sessions).where(eq(sessions.userId, active.user!.id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await ctx.visitor.post('/api/login', { username: (await ctx.signIn()).user!.username, password: TEST_PASSWORD });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});

describe('health probes', () => {
  it('answers /healthz and /readyz while the database is up', async () => {
    expect((await ctx.visitor.get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.visitor.get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('drains on shutdown: waits for requests in flight, then fails readiness and closes connections', async () => {
    const draining = await createTestApp();
    try {
      const customer = await draining.signIn();
      const inFlight = customer.get('/api/auth/user');
      const started = Date.now();
      await draining.app.drain({ quietMs: 200, timeoutMs: 5000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      expect((await inFlight).statusCode).toBe(200);
      const ready = await draining.visitor.get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      const api = await customer.get('/api/auth/user');
      expect(api.statusCode).toBe(200);
      expect(api.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });

  it('answers /readyz 503 and the API 503 with a message when the database is gone, /healthz still 200', async () => {
    const broken = await createTestApp();
    const customer = await broken.signIn();
    const closeDatabase = broken.database.close;
    await closeDatabase();
    // Closed already: the context's own close must not close it twice.
    broken.database.close = async () => {};
    try {
      expect((await broken.visitor.get('/healthz')).statusCode).toBe(200);
      const ready = await broken.visitor.get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      const api = await customer.get('/api/auth/user');
      expect(api.statusCode).toBeGreaterThanOrEqual(500);
      expect(api.json().message).toEqual(expect.any(String));
      expect(api.body).not.toMatch(/pglite|closed|stack/i);
    } finally {
      await broken.close();
    }
  });
});
