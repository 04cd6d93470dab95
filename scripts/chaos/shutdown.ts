// SIGTERM while orders and reads are in flight: every one of them must still be answered, and the process must exit 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ENV, startServer } from '../bench/lib/server';
import { ORDER_DETAILS } from '../bench/lib/shopper';
import { attempt, customersWithCarts } from './customers';
import { exited } from './process';

const CUSTOMERS = 40;

export interface ShutdownFigures {
  requests: number;
  inFlightAtSigterm: number;
  answered: number;
  dropped: number;
  exitCode: number | null;
  exitSignal: string | null;
}

export async function sigtermUnderLoad(port: number): Promise<ShutdownFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-chaos-'));
  try {
    const server = await startServer({ port, env: { ...BENCH_ENV, LOG_LEVEL: 'fatal' }, dataDir });
    const shoppers = await customersWithCarts(server.url, CUSTOMERS, 'term');
    let done = 0;
    let first!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (first = resolve));
    const requests = shoppers.flatMap((shopper) => [
      attempt(shopper, 'POST', '/api/orders', ORDER_DETAILS),
      attempt(shopper, 'GET', '/api/cart/with-products'),
    ]);
    for (const request of requests) void request.then(() => (done++, first()));
    await firstAnswer;
    server.process.kill('SIGTERM');
    const inFlightAtSigterm = requests.length - done;
    const [outcomes, exit] = await Promise.all([Promise.all(requests), exited(server.process)]);
    const answered = outcomes.filter(({ status }) => status >= 200 && status < 300).length;
    return {
      requests: requests.length,
      inFlightAtSigterm,
      answered,
      dropped: outcomes.filter(({ status }) => status === 0).length,
      exitCode: exit.code,
      exitSignal: exit.signal,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
