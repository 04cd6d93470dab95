// npm run bench:load — 50 simulated shoppers for 60 s against the real server on PostgreSQL (loopback only):
// each browses categories, filters the list, views a product and its reviews, adds to the cart, looks at the cart,
// and every third round places an order. Prints requests, errors (must be 0) and p50/p99, overall and per step.
import pg from 'pg';
import { inBatches } from '../chaos/customers';
import { BENCH_ENV, ms, percentile, scratchPostgres, startServer } from './lib/server';
import { ORDER_DETAILS, Shopper } from './lib/shopper';

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const DURATION_MS = Number(process.env.LOAD_DURATION_SECONDS ?? 60) * 1000;
// A hard stop besides the clock, so a misbehaving run cannot go on for ever.
const MAX_REQUESTS = Number(process.env.LOAD_MAX_REQUESTS ?? 2_000_000);
const PORT = Number(process.env.LOAD_PORT ?? 3204);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Product {
  id: number;
  slug: string;
  categoryId: number;
  stockStatus: string;
}

const samples = new Map<string, number[]>();
const failures = new Map<string, number>();
let requests = 0;
let ordersPlaced = 0;

async function timed(shopper: Shopper, step: string, method: string, path: string, body?: unknown): Promise<unknown> {
  requests++;
  const started = performance.now();
  const { status, json } = await shopper.request(method, path, body).catch(() => ({ status: 0, json: undefined }));
  const elapsed = performance.now() - started;
  if (!samples.has(step)) samples.set(step, []);
  samples.get(step)!.push(elapsed);
  if (status < 200 || status >= 300) {
    const key = `${step} → ${status || 'no answer'}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  return json;
}

const scratch = await scratchPostgres(adminUrl);
const server = await startServer({ port: PORT, env: { ...BENCH_ENV, DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' } });
try {
  const products = (await (await fetch(`${server.url}/api/products?limit=100`)).json()) as Product[];
  const buyable = products.filter((product) => product.stockStatus !== 'out_of_stock');
  const categoryIds = [...new Set(products.map((product) => product.categoryId))];
  const run = Date.now().toString(36);
  const shoppers = await inBatches(
    Array.from({ length: SHOPPERS }, (_, i) => i),
    6,
    async (i) => {
      const shopper = new Shopper(server.url, `load${run}${i}`);
      await shopper.register();
      return shopper;
    },
  );

  console.log(`\n${SHOPPERS} shoppers for ${DURATION_MS / 1000} s against PostgreSQL (server and load on the same machine)…`);
  const started = performance.now();
  const deadline = started + DURATION_MS;
  const running = () => performance.now() < deadline && requests < MAX_REQUESTS;
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      for (let round = 0; running(); round++) {
        const pick = buyable[(i * 7 + round) % buyable.length]!;
        const category = categoryIds[(i + round) % categoryIds.length]!;
        await timed(shopper, 'categories', 'GET', '/api/categories');
        await timed(
          shopper,
          'filtered list',
          'GET',
          `/api/products?categoryId=${category}&stock=in_stock&stock=low_stock&maxPrice=${100_000 + (round % 4) * 100_000}`,
        );
        await timed(shopper, 'product', 'GET', `/api/products/${pick.slug}`);
        await timed(shopper, 'reviews', 'GET', `/api/products/${pick.slug}/reviews`);
        await timed(shopper, 'add to cart', 'POST', '/api/cart', { productId: pick.id, quantity: 1 + (round % 3) });
        await timed(shopper, 'cart', 'GET', '/api/cart/with-products');
        if (round % 3 === 2) {
          const order = (await timed(shopper, 'order', 'POST', '/api/orders', ORDER_DETAILS)) as { orderNumber?: string } | undefined;
          if (order?.orderNumber) ordersPlaced++;
          await timed(shopper, 'my orders', 'GET', '/api/orders');
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;

  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const stored = Number((await client.query('select count(*) as n from orders')).rows[0].n);
  await client.end();

  const all = [...samples.values()].flat().sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\nrequests        ${requests} (${Math.round(requests / elapsedS)}/s over ${elapsedS.toFixed(1)} s)`);
  console.log(`errors          ${errors}${errors ? `  <-- must be 0: ${JSON.stringify(Object.fromEntries(failures))}` : ''}`);
  console.log(`latency         p50 ${ms(percentile(all, 50))}   p99 ${ms(percentile(all, 99))}`);
  console.log(`orders          ${ordersPlaced} placed, ${stored} stored${stored === ordersPlaced ? '' : '  <-- MISMATCH'}`);
  console.log('\nstep              requests      p50       p99');
  for (const [step, values] of samples) {
    values.sort((a, b) => a - b);
    console.log(
      `${step.padEnd(16)} ${String(values.length).padStart(9)} ${ms(percentile(values, 50)).padStart(9)} ${ms(percentile(values, 99)).padStart(9)}`,
    );
  }
  if (errors || stored !== ordersPlaced) process.exitCode = 1;
} finally {
  await server.stop();
  await scratch.drop();
}
