import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Role } from '../../shared/constants';
import type { User } from '../../shared/schemas/auth';
import { buildApp, type App, type AppOptions } from '../app';
import { hashPassword } from '../shared/password';
import { loadConfig } from '../config';
import { createPglite, migrateDatabase, openDatabase, type Database, type Db } from '../db/client';
import { createScratchDatabase } from '../db/scratch';
import { seedDemoCatalog } from '../db/seed';
import { users } from '../db/schema';
import { SESSION_COOKIE } from '../plugins/sessions';
import { freePort, TestSmtpServer } from './smtp';

export const TEST_PASSWORD = 'correct-horse-42';

const passwordHash = hashPassword(TEST_PASSWORD);

/** Talks to the app over HTTP (app.inject) with its own cookie, like one browser. */
export class Client {
  cookie: string | undefined;
  #app: App | undefined;
  #user: User | null;
  /** Without an app, the client is a place-holder until it adopts a signed-in one (see signedInPerFile). */
  constructor(app?: App, user: User | null = null, cookie?: string) {
    this.#app = app;
    this.#user = user;
    this.cookie = cookie;
  }

  get app(): App {
    if (!this.#app) throw new Error('This client is signed in by a beforeAll hook: use it inside a hook or a test.');
    return this.#app;
  }

  get user(): User | null {
    return this.#user;
  }

  /** Becomes the other client: same app, same user, same session. */
  adopt(other: Client): void {
    this.#app = other.app;
    this.#user = other.user;
    this.cookie = other.cookie;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    // Cookies a test sends itself (the shop's language) go along with the session's.
    if (this.cookie) headers.cookie = [headers.cookie, `${SESSION_COOKIE}=${this.cookie}`].filter(Boolean).join('; ');
    const response = await this.app.inject({ ...options, headers });
    const set = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    if (set) this.cookie = set.value || undefined;
    return response;
  }

  get = (url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) => this.request({ ...options, method: 'GET', url });
  post = (url: string, payload?: unknown, options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
    this.request({ ...options, method: 'POST', url, payload: payload as InjectOptions['payload'] });
  patch = (url: string, payload?: unknown) => this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  delete = (url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) => this.request({ ...options, method: 'DELETE', url });
  /**
   * Sends a JSON request whose body is held back until the route has passed its guards (which run before the body is
   * read) and asks for it, and `meanwhile` has run: how a test makes something happen between the two.
   */
  async sendBodyLater(method: 'PATCH' | 'PUT' | 'POST', url: string, body: unknown, meanwhile: () => Promise<void>): Promise<LightMyRequestResponse> {
    let asked!: () => void;
    const bodyAsked = new Promise<void>((resolve) => (asked = resolve));
    const payload = new Readable({ read: () => asked() });
    const response = this.request({ method, url, headers: { 'content-type': 'application/json' }, payload });
    await bodyAsked;
    await meanwhile();
    payload.push(JSON.stringify(body));
    payload.push(null);
    return response;
  }

  /** Sends `text` as the JSON body, as it stands: how a test sends JSON that is cut short. */
  sendJsonText = (method: 'POST' | 'PATCH', url: string, text: string) =>
    this.request({ method, url, headers: { 'content-type': 'application/json' }, payload: text });
}

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  /** A fresh signed-out client each time it is read. */
  readonly visitor: Client;
  /** Creates a user with the role (default customer) directly in the database and signs it in over HTTP. */
  signIn(role?: Role, username?: string): Promise<Client>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = createPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    return { database: await openDatabase({ pglite: client }), drop: async () => {} };
  }
  // One fresh database per test file, so files run in parallel without seeing each other's rows.
  const scratch = await createScratchDatabase(url, 'shop_test');
  const database = await openDatabase({ url: scratch.url, poolSize: 5 });
  await migrateDatabase(database);
  return { database, drop: scratch.drop };
}

let userCounter = 0;

export interface TestAppOptions {
  seed?: boolean;
  env?: NodeJS.ProcessEnv;
  logger?: AppOptions['logger'];
  /** Another instance of the shop on the same database (as behind a load balancer); closing it leaves the database open. */
  sameDatabaseAs?: Pick<TestContext, 'database'>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const shared = options.sameDatabaseAs;
  const { database, drop } = shared ? { database: shared.database, drop: async () => {} } : await openTestDatabase();
  if (options.seed) await seedDemoCatalog(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/shop-test-data-${process.pid}`,
    SIGNING_SECRET: 'test-signing-secret-0123456789abcdef',
    CLIENT_DIR: '/nonexistent-client-dir',
    LOG_LEVEL: 'silent',
    // One app serves a whole test file from one address: only the rate-limit tests ask for real limits.
    RATE_LIMIT_API_PER_MINUTE: '1000000',
    RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
    RATE_LIMIT_AUTH_FAILURES_PER_IP: '1000000',
    RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: '1000000',
    RATE_LIMIT_PASSWORD_RESETS_PER_IP: '1000000',
    RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: '1000000',
    // Tests change rows directly and read them back at once: only the cache's own tests turn it on.
    CATALOG_CACHE_SECONDS: '0',
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: options.logger });
  await app.ready();

  return {
    app,
    db: database.db,
    database,
    get visitor() {
      return new Client(app);
    },
    async signIn(role = 'customer', username = `user${process.pid}x${++userCounter}`) {
      await database.db.insert(users).values({
        username,
        passwordHash: await passwordHash,
        role,
        firstName: 'Test',
        lastName: role,
        email: `${username}@example.com`,
        // As if its link had been used: these users are not about e-mail verification, and get every e-mail.
        emailVerifiedAt: new Date(),
      });
      const client = new Client(app);
      const response = await client.post('/api/login', { username, password: TEST_PASSWORD });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return new Client(app, response.json(), client.cookie);
    },
    async close() {
      await app.close();
      if (shared) return;
      await database.close();
      await drop();
    },
  };
}

/**
 * One SMTP server for the whole test file, on a free port: started by a beforeAll hook, stopped by an afterAll hook.
 * Declared before the file's app, it is up before the app opens and still up until the app has closed.
 */
export async function smtpPerFile(): Promise<TestSmtpServer> {
  const smtp = new TestSmtpServer(await freePort());
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  return smtp;
}

/**
 * One app for the whole test file: opened by a beforeAll hook, closed by an afterAll hook. The context it returns
 * reads through to that app, so a file declares it once at the top and uses it in its later hooks and its tests.
 * Options may be a function when they depend on something an earlier hook starts (an object store, an SMTP server).
 */
export function testAppPerFile(options: TestAppOptions | (() => TestAppOptions) = {}): TestContext {
  let opened: TestContext | undefined;
  beforeAll(async () => {
    opened = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('The test app opens in a beforeAll hook: use it inside a hook or a test.');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get database() {
      return current().database;
    },
    get visitor() {
      return current().visitor;
    },
    signIn: (role, username) => current().signIn(role, username),
    close: () => current().close(),
  };
}

/**
 * One signed-in client per role for the whole test file, signed in one after the other by a beforeAll hook (after
 * the app's own), in the order given: `const [agent, customer] = signedInPerFile(ctx, 'sales_agent', 'customer')`.
 */
export function signedInPerFile<const Roles extends readonly Role[]>(ctx: TestContext, ...roles: Roles): { [K in keyof Roles]: Client } {
  const clients = roles.map(() => new Client());
  beforeAll(async () => {
    for (const [index, role] of roles.entries()) clients[index]!.adopt(await ctx.signIn(role));
  });
  return clients as { [K in keyof Roles]: Client };
}

/** The answer refuses the request with this status and message, in an error answer's own fields and nothing else (no stack, no internals). */
export function expectRefusal(response: LightMyRequestResponse, status: number, message: string | RegExp): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(['message', 'code', 'params', 'field']).toEqual(expect.arrayContaining(Object.keys(body)));
  expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
}
