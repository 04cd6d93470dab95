// PostgreSQL stopped for a few seconds under load: requests meanwhile must fail with 503 and a message (never 500,
// never a crash), and the same process must serve again once PostgreSQL is back.
import { execFileSync } from 'node:child_process';
import { BENCH_ENV, scratchPostgres, startServer } from '../bench/lib/server';
import type { Shopper } from '../bench/lib/shopper';
import { attempt, customersWithCarts, inStockProductIds } from './customers';
import { exited } from './process';

const WORKERS = 20;
const OUTAGE_MS = 5_000;
const PHASE_MS = 3_000;
// The machine's shared PostgreSQL cluster ("15 main"), stopped and started the Debian way.
const CLUSTER = (process.env.CHAOS_PG_CLUSTER ?? '15 main').split(' ');

type Phase = 'before' | 'outage' | 'after';
interface Outcome {
  phase: Phase;
  at: number;
  status: number;
  message?: string;
}

export interface OutageFigures {
  byPhase: Record<Phase, { requests: number; ok: number; unavailable503: number; withMessage: number; other: Record<string, number> }>;
  serverAlive: boolean;
  firstOkAfterRestartMs: number | undefined;
}

function pgCluster(action: 'start' | 'stop' | 'status') {
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...CLUSTER, action], { stdio: action === 'status' ? 'ignore' : 'inherit' });
}

/** Starts the cluster again if it is down; safe to call at any time (also from a signal handler). */
export function ensurePostgresRunning() {
  try {
    pgCluster('status');
  } catch {
    pgCluster('start');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postgresOutage(port: number, adminUrl: string): Promise<OutageFigures> {
  const scratch = await scratchPostgres(adminUrl);
  const server = await startServer({ port, env: { ...BENCH_ENV, LOG_LEVEL: 'fatal', DATABASE_URL: scratch.url } });
  const outcomes: Outcome[] = [];
  let phase: Phase = 'before';
  let running = true;
  let restartedAt = 0;
  try {
    const shoppers = await customersWithCarts(server.url, WORKERS, 'outage');
    const productIds = await inStockProductIds(server.url);
    // Each worker reads its cart (session lookup + query) and changes it (a write), like a shopper browsing.
    const work = async (shopper: Shopper, i: number) => {
      for (let n = 0; running; n++) {
        const write = n % 2 === 1;
        const { status, json } = write
          ? await attempt(shopper, 'POST', '/api/cart', { productId: productIds[(i + n) % productIds.length], quantity: 1 })
          : await attempt(shopper, 'GET', '/api/cart/with-products');
        const message = (json as { message?: unknown } | undefined)?.message;
        outcomes.push({ phase, at: performance.now(), status, message: typeof message === 'string' ? message : undefined });
        await sleep(status === 200 ? 20 : 100);
      }
    };
    const load = Promise.all(shoppers.map(work));
    await sleep(PHASE_MS);
    try {
      phase = 'outage';
      pgCluster('stop');
      await sleep(OUTAGE_MS);
    } finally {
      pgCluster('start');
    }
    restartedAt = performance.now();
    phase = 'after';
    await sleep(PHASE_MS * 2);
    running = false;
    await load;
  } finally {
    running = false;
    ensurePostgresRunning();
  }
  const serverAlive = server.process.exitCode === null && server.process.signalCode === null;
  await server.stop();
  await exited(server.process);
  await scratch.drop();

  const summary = (which: Phase) => {
    const rows = outcomes.filter((outcome) => outcome.phase === which);
    const other: Record<string, number> = {};
    for (const row of rows) {
      if (row.status === 200 || row.status === 503) continue;
      const key = row.status === 0 ? 'no answer' : String(row.status);
      other[key] = (other[key] ?? 0) + 1;
    }
    return {
      requests: rows.length,
      ok: rows.filter((row) => row.status === 200).length,
      unavailable503: rows.filter((row) => row.status === 503).length,
      withMessage: rows.filter((row) => row.status === 503 && row.message).length,
      other,
    };
  };
  const firstOk = outcomes.find((outcome) => outcome.phase === 'after' && outcome.status === 200 && outcome.at > restartedAt);
  return {
    byPhase: { before: summary('before'), outage: summary('outage'), after: summary('after') },
    serverAlive,
    firstOkAfterRestartMs: firstOk ? firstOk.at - restartedAt : undefined,
  };
}
