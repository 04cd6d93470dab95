// npm run bench:orders — 50 concurrent customers placing orders against PostgreSQL (DATABASE_URL).
// Prints orders/s and checks that orders stored = successful answers, every cart was emptied exactly once, every
// total equals its lines and every order has its one status-history row.
import pg from 'pg';
import { BENCH_ENV, scratchPostgres, startServer } from './lib/server';
import { ORDER_DETAILS, Shopper } from './lib/shopper';

const CUSTOMERS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const database = await scratchPostgres(adminUrl);
const server = await startServer({ port: 3903, env: { ...BENCH_ENV, DATABASE_URL: database.url, DATABASE_POOL_SIZE: '20' } });
try {
  const products = (await (await fetch(`${server.url}/api/products?stock=in_stock&limit=20`)).json()) as { id: number }[];
  const shoppers = Array.from({ length: CUSTOMERS }, (_, i) => new Shopper(server.url, `bench${Date.now().toString(36)}${i}`));
  await Promise.all(shoppers.map((shopper) => shopper.register()));

  let ok = 0;
  let failed = 0;
  let linesAdded = 0;
  let orderMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      shoppers.map(async (shopper, i) => {
        for (const offset of [0, 7]) {
          const { status } = await shopper.request('POST', '/api/cart', {
            productId: products[(i + round + offset) % products.length]!.id,
            quantity: 1 + (i % 3),
          });
          if (status !== 200 && status !== 201) throw new Error(`add to cart answered ${status}`);
          linesAdded++;
        }
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(shoppers.map((shopper) => shopper.request('POST', '/api/orders', ORDER_DETAILS)));
    orderMs += performance.now() - started;
    for (const answer of answers) {
      if (answer.status === 201) ok++;
      else failed++;
    }
  }

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const one = async (sql: string) => Number(Object.values((await client.query(sql)).rows[0])[0]);
  const stored = await one('select count(*) from orders');
  const cartLines = await one('select count(*) from cart_items');
  const linesOrdered = await one('select count(*) from order_items');
  const mismatched = await one(
    'select count(*) from orders o where o.total_amount <> coalesce((select sum(unit_price * quantity) from order_items i where i.order_id = o.id), -1)',
  );
  const historyOff = await one('select count(*) from orders o where (select count(*) from order_status_history h where h.order_id = o.id) <> 1');
  await client.end();

  console.log(`\n${CUSTOMERS} concurrent customers x ${ROUNDS} rounds against PostgreSQL\n`);
  console.log(`orders/s (ordering phase):   ${Math.round((ok / orderMs) * 1000)}`);
  console.log(`orders answered 201:         ${ok}`);
  console.log(`orders refused or failed:    ${failed}`);
  console.log(`orders stored:               ${stored} ${stored === ok ? '(= successful answers)' : '(MISMATCH)'}`);
  console.log(`cart lines left:             ${cartLines} ${cartLines === 0 ? '(every cart emptied)' : '(MISMATCH)'}`);
  console.log(
    `order lines:                 ${linesOrdered} ${linesOrdered === linesAdded ? '(= lines put in carts)' : `(MISMATCH: ${linesAdded} put in carts)`}`,
  );
  console.log(`orders whose total != lines: ${mismatched}`);
  console.log(`orders without one history:  ${historyOff}`);
  if (stored !== ok || cartLines !== 0 || linesOrdered !== linesAdded || mismatched !== 0 || historyOff !== 0 || failed !== 0) process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
}
