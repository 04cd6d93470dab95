// A burst of concurrent orders, the server killed with SIGKILL in the middle, restarted on the same data:
// every order must be whole (all its lines, a matching total) and no cart may be emptied without an order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { BENCH_ENV, scratchPostgres, startServer } from '../bench/lib/server';
import { exited } from './process';
import { ORDER_DETAILS } from '../bench/lib/shopper';
import { attempt, CART_LINES, customersWithCarts } from './customers';

const CUSTOMERS = Number(process.env.CHAOS_CUSTOMERS ?? 120);
// The kill comes once this share of the burst has been answered, so orders are in flight at every stage.
const KILL_AFTER_SHARE = 0.3;

export interface CrashFigures {
  driver: string;
  customers: number;
  answeredOk: number;
  cutOff: number;
  stored: number;
  acknowledgedButLost: number;
  incomplete: number;
  totalMismatch: number;
  emptiedWithoutOrder: number;
  orderedButCartKept: number;
  recoveredMs: number;
}

async function countOf(query: ReturnType<typeof sql>, database: Awaited<ReturnType<typeof openConfiguredDatabase>>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

export async function crashDuringOrders(driver: 'pglite' | 'postgres', port: number, adminUrl: string): Promise<CrashFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-chaos-'));
  const scratch = driver === 'postgres' ? await scratchPostgres(adminUrl) : undefined;
  const env = { ...BENCH_ENV, LOG_LEVEL: 'fatal', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  try {
    let server = await startServer({ port, env, dataDir });
    const shoppers = await customersWithCarts(server.url, CUSTOMERS, 'chaos');

    let answered = 0;
    let killed = false;
    const orderNumbers: string[] = [];
    const kill = () => {
      if (killed) return;
      killed = true;
      server.process.kill('SIGKILL');
    };
    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        const { status, json } = await attempt(shopper, 'POST', '/api/orders', ORDER_DETAILS);
        if (status === 201) orderNumbers.push((json as { orderNumber: string }).orderNumber);
        if (++answered >= CUSTOMERS * KILL_AFTER_SHARE) kill();
        return status;
      }),
    );
    kill();
    await exited(server.process);

    const restartedAt = performance.now();
    server = await startServer({ port, env, dataDir });
    const recoveredMs = performance.now() - restartedAt;
    // Ask the restarted server too: a shopper sees the same thing the tables say.
    const listed = await Promise.all(shoppers.map((shopper) => attempt(shopper, 'GET', '/api/orders')));
    if (listed.some(({ status }) => status !== 200)) throw new Error('the restarted server did not answer every shopper');
    await server.stop('SIGTERM');

    const database = await openConfiguredDatabase(loadConfig({ ...env, DATA_DIR: dataDir }), 'the chaos check');
    try {
      const stored = await countOf(sql`select count(*) as n from orders`, database);
      const numbers = orderNumbers.length ? orderNumbers : [''];
      const acknowledged = await countOf(sql`select count(*) as n from orders where order_number in ${numbers}`, database);
      return {
        driver,
        customers: CUSTOMERS,
        answeredOk: orderNumbers.length,
        cutOff: outcomes.filter((status) => status === 0).length,
        stored,
        acknowledgedButLost: orderNumbers.length - acknowledged,
        incomplete: await countOf(
          sql`select count(*) as n from orders o where (select count(*) from order_items i where i.order_id = o.id) <> ${CART_LINES}`,
          database,
        ),
        totalMismatch: await countOf(
          sql`select count(*) as n from orders o where o.total_amount <> (select coalesce(sum(i.unit_price * i.quantity), 0) from order_items i where i.order_id = o.id)`,
          database,
        ),
        emptiedWithoutOrder: await countOf(
          sql`select count(*) as n from users u where not exists (select 1 from cart_items c where c.user_id = u.id) and not exists (select 1 from orders o where o.user_id = u.id)`,
          database,
        ),
        orderedButCartKept: await countOf(
          sql`select count(*) as n from users u where exists (select 1 from cart_items c where c.user_id = u.id) and exists (select 1 from orders o where o.user_id = u.id)`,
          database,
        ),
        recoveredMs,
      };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
