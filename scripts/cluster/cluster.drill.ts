// Through a real HAProxy in front of three shop processes on one PostgreSQL, one Redis and one S3-compatible store:
// every instance serves what any other was given, staff changes reach all of them within a second, limits are counted
// once for all, and an instance leaving under load (SIGTERM) loses no request. Run with `npm run test:cluster`.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl, OG_IMAGE_WIDTH } from '../../src/shared/images';
import { hashPassword } from '../../src/server/shared/password';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { MPESA_TEST_ENV } from '../../src/server/test/mpesa';
import { ORDER_DETAILS } from '../bench/lib/shopper';
import { exited } from '../chaos/process';
import { startDarajaSimulator, type DarajaSimulator } from '../simulators/daraja';
import { startCluster, type Cluster } from './cluster';

const FAILURES_PER_USERNAME = 4;
const PASSWORD = 'cluster-password-42';

/** One browser: a cookie, and which instance answered each request (HAProxy's X-Served-By). */
class Browser {
  cookie = '';
  servedBy: string[] = [];
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const isBytes = Buffer.isBuffer(body);
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined || isBytes ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isBytes ? new Uint8Array(body) : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    this.servedBy.push(response.headers.get('x-served-by') ?? '?');
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, type, bytes, json: type.includes('json') ? JSON.parse(bytes.toString()) : undefined };
  }
}

const INSTANCE_PORTS = [4182, 4183, 4184];

let cluster: Cluster;
let database: Database;
let staff: Browser;
let daraja: DarajaSimulator;
beforeAll(async () => {
  try {
    readFileSync('dist/client/index.html');
  } catch {
    throw new Error('build the client first (npm run build): the instances serve its pages');
  }
  daraja = await startDarajaSimulator({ port: 4185, consumerKey: 'key', consumerSecret: 'secret', passkey: 'pass' });
  cluster = await startCluster({
    instances: 3,
    balancerPort: 3181,
    objectStorePort: 4181,
    instancePorts: INSTANCE_PORTS,
    env: {
      ...MPESA_TEST_ENV,
      MPESA_BASE_URL: daraja.url,
      // Safaricom calls back the second instance, whichever instance sent the prompt.
      MPESA_CALLBACK_BASE: `http://127.0.0.1:${INSTANCE_PORTS[1]}`,
      // Long enough that only the shared invalidation can make a change visible within a second.
      CATALOG_CACHE_SECONDS: '60',
      RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: String(FAILURES_PER_USERNAME),
      // The drill's load comes from one address: the request limits are not what it tests.
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
      SHUTDOWN_GRACE_SECONDS: '15',
    },
  });
  database = await openDatabase({ url: cluster.databaseUrl, poolSize: 2 });
  await database.db.insert(users).values({
    username: 'cluster-staff',
    passwordHash: await hashPassword(PASSWORD),
    role: 'super_admin',
    firstName: 'Cluster',
    lastName: 'Staff',
    email: 'staff@cluster.example',
  });
  staff = new Browser(cluster.url);
  expect((await staff.request('POST', '/api/login', { username: 'cluster-staff', password: PASSWORD })).status).toBe(200);
});
afterAll(async () => {
  await database?.close();
  await cluster?.close();
  await daraja?.close();
});

describe('a shop of three instances behind HAProxy', () => {
  it('was migrated once by the instances that started together on an empty database', async () => {
    const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')).entries;
    expect(await queryRows(database.db, sql`select hash from drizzle.__drizzle_migrations`)).toHaveLength(journal.length);
    expect(new Set(cluster.instances.map(({ process }) => process.exitCode))).toEqual(new Set([null]));
  });

  let slug: string;
  let imagePath: string;
  it('serves an image uploaded and a product created through the balancer from every instance, with every variant', async () => {
    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#15803d' } })
      .jpeg()
      .toBuffer();
    const link = new URL((await staff.request('POST', '/api/upload-url')).json.uploadURL);
    expect(link.origin).toBe(cluster.url);
    const upload = await staff.request('PUT', link.pathname + link.search, photo, { 'content-type': 'image/jpeg' });
    expect(upload.status).toBe(201);
    imagePath = upload.json.path;
    const [category] = (await staff.request('GET', '/api/categories')).json;
    slug = `cluster-panel-${Date.now()}`;
    const created = await staff.request('POST', '/api/admin/products', {
      name: 'Cluster Test Panel 400 W',
      slug,
      categoryId: category.id,
      price: '25000.00',
      images: [imagePath],
    });
    expect(created.status).toBe(201);

    for (const instance of cluster.instances) {
      const visitor = new Browser(instance.url);
      expect((await visitor.request('GET', `/api/products/${slug}`)).json.images).toEqual([imagePath]);
      const page = await visitor.request('GET', `/products/${slug}`);
      expect(page.status).toBe(200);
      expect(page.bytes.toString()).toContain('Cluster Test Panel 400 W');
      const original = await visitor.request('GET', imagePath);
      expect([original.status, original.type, original.bytes.equals(photo)]).toEqual([200, 'image/jpeg', true]);
      for (const [width, format] of [...IMAGE_WIDTHS.map((w) => [w, 'webp'] as const), [OG_IMAGE_WIDTH, 'jpg'] as const]) {
        const variant = await visitor.request('GET', imageVariantUrl(imagePath, width, format));
        expect(variant.status, `${instance.name} ${width}w.${format}`).toBe(200);
        expect((await sharp(variant.bytes).metadata()).width).toBe(Math.min(width, 1400));
      }
    }
    // The same through the balancer, which spread the requests over every instance.
    const visitor = new Browser(cluster.url);
    for (let i = 0; i < 6; i++) expect((await visitor.request('GET', imageVariantUrl(imagePath, 320))).status).toBe(200);
    expect(new Set(visitor.servedBy)).toEqual(new Set(['shop1', 'shop2', 'shop3']));
  });

  it('shows a price change made through one instance on every instance within a second', async () => {
    // Every instance has the product page's answer cached (60 s).
    for (const instance of cluster.instances) await new Browser(instance.url).request('GET', `/api/products/${slug}`);
    const product = (await staff.request('GET', `/api/products/${slug}`)).json;
    const { name, categoryId, images } = product;
    const changed = await staff.request('PATCH', `/api/admin/products/${product.id}`, { name, slug, categoryId, images, price: '23999.00' });
    expect(changed.status).toBe(200);
    const since = Date.now();
    const seenAfter = await Promise.all(
      cluster.instances.map(async (instance) => {
        while (Date.now() - since < 5000) {
          if ((await new Browser(instance.url).request('GET', `/api/products/${slug}`)).json.price === '23999.00') return Date.now() - since;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return Infinity;
      }),
    );
    console.log(`price change seen by ${cluster.instances.map(({ name }, i) => `${name} after ${seenAfter[i]} ms`).join(', ')}`);
    expect(Math.max(...seenAfter)).toBeLessThan(1000);
  });

  let shopper: Browser;
  let orderNumber: string;
  it('lets a shopper register, fill a cart and order while consecutive requests land on different instances', async () => {
    shopper = new Browser(cluster.url);
    const username = `cluster-shopper-${Date.now()}`;
    expect(
      (
        await shopper.request('POST', '/api/register', {
          username,
          password: PASSWORD,
          email: `${username}@cluster.example`,
          firstName: 'Wanjiru',
          lastName: 'Kamau',
        })
      ).status,
    ).toBe(201);
    const inStock = (await shopper.request('GET', '/api/products?stock=in_stock&pageSize=3')).json as { id: number }[];
    for (const { id } of inStock) expect((await shopper.request('POST', '/api/cart', { productId: id, quantity: 2 })).status).toBe(200);
    expect((await shopper.request('GET', '/api/cart')).json).toHaveLength(3);
    const order = await shopper.request('POST', '/api/orders', ORDER_DETAILS);
    expect(order.status).toBe(201);
    orderNumber = order.json.orderNumber;
    expect((await shopper.request('GET', '/api/cart')).json).toEqual([]);
    const orders = (await shopper.request('GET', '/api/orders')).json as { id: number }[];
    expect(orders.map(({ id }) => id)).toEqual([order.json.id]);
    console.log(`shopper's requests served by: ${shopper.servedBy.join(' ')}`);
    expect(new Set(shopper.servedBy)).toEqual(new Set(['shop1', 'shop2', 'shop3']));
    expect(shopper.servedBy.every((name, i) => i === 0 || name !== shopper.servedBy[i - 1])).toBe(true);
  });

  it('settles an M-PESA prompt one instance sent from the callback another received, and tells a third', async () => {
    // The shopper's own session, on one instance at a time.
    const on = (index: number) => Object.assign(new Browser(cluster.instances[index]!.url), { cookie: shopper.cookie });
    daraja.next({ resultCode: 0, delayMs: 300 });
    const sent = await on(0).request('POST', `/api/orders/${orderNumber}/mpesa/stk`, { phone: '0712345678', amount: 100 });
    expect(sent.status).toBe(202);
    const push = daraja.pushes.at(-1)!;
    expect(String(push.request.CallBackURL).startsWith(cluster.instances[1]!.url)).toBe(true);
    const status = () => on(2).request('GET', `/api/orders/${orderNumber}/mpesa/stk/${sent.json.requestId}`);
    await expect.poll(async () => (await status()).json.status, { timeout: 10_000 }).toBe('paid');
    expect((await status()).json).toMatchObject({ receipt: push.receipt, amountPaid: '100.00', paymentStatus: 'partly_paid' });
    // Settled by the callback the second instance took, not by asking Daraja.
    expect(push.callbacks).toEqual([{ status: 200 }]);
  });

  it(`refuses sign-in after ${FAILURES_PER_USERNAME} failures for a username, counted over all instances`, async () => {
    const username = `cluster-target-${Date.now()}`;
    const guesser = new Browser(cluster.url);
    const statuses: number[] = [];
    for (let i = 0; i <= FAILURES_PER_USERNAME; i++)
      statuses.push((await guesser.request('POST', '/api/login', { username, password: `guess-${i}` })).status);
    console.log(`sign-in attempts: ${statuses.map((status, i) => `${status} from ${guesser.servedBy[i]}`).join(', ')}`);
    expect(statuses).toEqual([...Array<number>(FAILURES_PER_USERNAME).fill(401), 429]);
    expect(new Set(guesser.servedBy).size).toBe(3);
  });

  it('counts a guesser by the address the balancer saw, whatever X-Forwarded-For it sends', async () => {
    const username = `cluster-spoofed-${Date.now()}`;
    const guesser = new Browser(cluster.url);
    const statuses: number[] = [];
    // HAProxy appends the address it saw to the header the client sent: only that last entry is the balancer's word.
    for (let i = 0; i <= FAILURES_PER_USERNAME; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      statuses.push((await guesser.request('POST', '/api/login', { username, password: `guess-${i}` }, spoofed)).status);
    }
    expect(statuses).toEqual([...Array<number>(FAILURES_PER_USERNAME).fill(401), 429]);
  });

  it('loses no request when one instance is stopped (SIGTERM) under steady load, and takes it back when restarted', async () => {
    const victim = cluster.instances[1]!;
    const counts = { answered: 0, failed: 0 };
    const failures: string[] = [];
    const servedBy = new Map<string, number>();
    let running = true;
    const paths = ['/api/products?pageSize=12', `/api/products/${slug}`, '/api/categories', `/products/${slug}`];
    const worker = async (index: number) => {
      for (let i = index; running; i++) {
        const path = paths[i % paths.length]!;
        try {
          const response = await fetch(cluster.url + path);
          await response.arrayBuffer();
          if (response.status === 200) {
            counts.answered++;
          } else {
            counts.failed++;
            failures.push(`${path}: ${response.status}`);
          }
          const name = response.headers.get('x-served-by') ?? '?';
          servedBy.set(name, (servedBy.get(name) ?? 0) + 1);
        } catch (error) {
          counts.failed++;
          failures.push(`${path}: ${(error as Error).message}`);
        }
      }
    };
    const load = Array.from({ length: 12 }, (_, index) => worker(index));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stoppedAt = Date.now();
    victim.process.kill('SIGTERM');
    const exit = await exited(victim.process);
    const drainedInMs = Date.now() - stoppedAt;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(load);
    console.log(
      `under load: ${counts.answered} answered, ${counts.failed} failed; ${victim.name} drained and exited (code ${exit.code}) ${drainedInMs} ms after SIGTERM; ` +
        `served by ${[...servedBy].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect(exit.code).toBe(0);
    // Gone once the balancer stopped sending it requests, not at the end of its grace period.
    expect(drainedInMs).toBeLessThan(10_000);
    // Steady load that reached the stopped instance too, until it left.
    expect(counts.answered).toBeGreaterThan(50);
    expect(servedBy.get(victim.name)).toBeGreaterThan(0);

    const restartedAt = Date.now();
    await cluster.startInstance(1);
    await cluster.waitForBalancerToUse([victim.name]);
    console.log(`${victim.name} restarted and back in rotation after ${Date.now() - restartedAt} ms`);
  });
});
