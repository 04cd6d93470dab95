// Starts the real shop server as a child process on a scratch database, for benchmarks and fault tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../../src/server/db/scratch';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A fresh PostgreSQL database on the server named by `adminUrl`, dropped by the returned function. */
export const scratchPostgres = (adminUrl: string) => createScratchDatabase(adminUrl, 'shop_bench');

export async function waitForReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become ready`);
}

/** Starts src/server/server.ts; DATA_DIR is a scratch directory unless given. */
export async function startServer(options: {
  port: number;
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
  /** Flags for node itself, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Its log lines go to this file, as a deployment's go to its journal, rather than to the benchmark's output. */
  logFile?: string;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', options.logFile ? openSync(options.logFile, 'a') : 'inherit', 'inherit'],
  });
  await waitForReady(url);
  return {
    url,
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Generous limits so a benchmark measures the shop, not its abuse protection. */
export const BENCH_ENV: NodeJS.ProcessEnv = {
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_PAGES_PER_MINUTE: '100000000',
  RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: '100000000',
  RATE_LIMIT_AUTH_FAILURES_PER_IP: '100000000',
  RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: '100000000',
};

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
