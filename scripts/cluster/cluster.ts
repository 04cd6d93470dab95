// A shop cluster on one machine, as an operator would run it on several: PostgreSQL and Redis (already running),
// an S3-compatible store (s3rver), N shop processes and HAProxy with deploy/haproxy.cfg. For the cluster test and
// the cluster benchmark; loopback only.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../src/server/db/scratch';
import { startObjectStore, type RunningObjectStore } from '../../src/server/test/object-store';
import { waitForReady } from '../bench/lib/server';
import { exited } from '../chaos/process';

export const HAPROXY_CONFIG = 'deploy/haproxy.cfg';

export interface ClusterOptions {
  instances: number;
  /** The balancer's port, the object store's, then one per instance. */
  balancerPort: number;
  objectStorePort: number;
  instancePorts: number[];
  /** Extra settings for every instance. */
  env?: NodeJS.ProcessEnv;
  /** Hide the instances' and the balancer's warnings. */
  quiet?: boolean;
  /** CPUs (a taskset list such as '1') for the instances and for the balancer; unset, the kernel places them. */
  cpus?: { instances: string; balancer: string };
}

export interface Balancer {
  url: string;
  /** HAProxy's process, for its CPU time in /proc. */
  pid: number;
  stop(): Promise<unknown>;
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  url: string;
  /** A scratch directory, removed by close(). */
  work: string;
  databaseUrl: string;
  objectStore: RunningObjectStore;
  instances: Instance[];
  balancer: Balancer;
  /** The environment every instance gets (shared secret, database, bucket, Redis). */
  env: NodeJS.ProcessEnv;
  startInstance(index: number): Promise<Instance>;
  /** Resolves once the balancer has sent a request to each of `names` (it health-checks them first). */
  waitForBalancerToUse(names: string[], timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const configLines = () => readFileSync(HAPROXY_CONFIG, 'utf8').split('\n');
const isServerLine = (line: string) => /^\s*server shop\d/.test(line);

/** deploy/haproxy.cfg with only the first `count` server lines (it lists three). */
export function haproxyConfig(count: number): string {
  let seen = 0;
  return configLines()
    .filter((line) => !isServerLine(line) || ++seen <= count)
    .join('\n');
}

/** Spawns `command`, on the CPUs listed (taskset execs it, so the pid is the command's) when `cpus` is given. */
function spawnOn(cpus: string | undefined, command: string, args: string[], options: SpawnOptions): ChildProcess {
  return cpus === undefined ? spawn(command, args, options) : spawn('taskset', ['-c', cpus, command, ...args], options);
}

/** HAProxy with deploy/haproxy.cfg in front of the instances given (at most three), in the foreground. */
export function startBalancer(options: { dir: string; port: number; instances: string[]; quiet?: boolean; cpus?: string }): Balancer {
  const configFile = join(options.dir, `haproxy-${options.port}.cfg`);
  writeFileSync(configFile, haproxyConfig(options.instances.length));
  const servers = Object.fromEntries(options.instances.map((url, index) => [`SHOP_${index + 1}`, new URL(url).host]));
  // Started on its CPUs rather than moved there later: HAProxy runs one thread per CPU it may use when it starts.
  const balancer = spawnOn(options.cpus, 'haproxy', ['-f', configFile, '-db'], {
    env: { ...process.env, SHOP_LB_BIND: `127.0.0.1:${options.port}`, ...servers },
    stdio: ['ignore', 'ignore', options.quiet ? 'ignore' : 'inherit'],
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: balancer.pid!,
    async stop() {
      if (balancer.exitCode === null) balancer.kill('SIGTERM');
      return exited(balancer);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  // As many instances as the configuration has server lines for.
  const listed = configLines().filter(isServerLine).length;
  if (options.instances > listed) throw new Error(`${HAPROXY_CONFIG} lists ${listed} instances`);
  if (spawnSync('haproxy', ['-v']).error) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const work = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(work, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('cluster cleanup:', error));
  };
  try {
    // An empty database: the instances started together below migrate it (once) themselves.
    const database = await createScratchDatabase(adminUrl, 'shop_cluster');
    cleanups.push(database.drop);
    const objectStore = await startObjectStore(options.objectStorePort);
    cleanups.push(objectStore.close);
    const url = `http://127.0.0.1:${options.balancerPort}`;
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl,
      SIGNING_SECRET: 'cluster-signing-secret-0123456789abcdef',
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      CLIENT_DIR: 'dist/client',
      ...objectStore.env,
      ...options.env,
    };

    const instances: Instance[] = [];
    const startInstance = async (index: number): Promise<Instance> => {
      const port = options.instancePorts[index]!;
      const child = spawnOn(options.cpus?.instances, process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
        env: { ...process.env, ...env, PORT: String(port), DATA_DIR: join(work, `instance-${index + 1}`) },
        stdio: ['ignore', 'ignore', options.quiet ? 'ignore' : 'inherit'],
      });
      const instance = { name: `shop${index + 1}`, url: `http://127.0.0.1:${port}`, process: child };
      instances[index] = instance;
      // Longer than for one server: instances started together take turns to migrate and seed (an advisory lock).
      await waitForReady(instance.url, 90_000);
      return instance;
    };
    cleanups.push(async () => {
      for (const { process: child } of instances) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      }
      await Promise.all(instances.map(({ process: child }) => exited(child)));
    });
    // Together, as after a deploy to every machine at once.
    await Promise.all(Array.from({ length: options.instances }, (_, index) => startInstance(index)));

    const balancer = startBalancer({
      dir: work,
      port: options.balancerPort,
      instances: instances.map(({ url }) => url),
      quiet: options.quiet,
      cpus: options.cpus?.balancer,
    });
    cleanups.push(balancer.stop);

    const waitForBalancerToUse = async (names: string[], timeoutMs = 20_000) => {
      const missing = new Set(names);
      const deadline = Date.now() + timeoutMs;
      while (missing.size > 0) {
        if (Date.now() > deadline) throw new Error(`the balancer never sent a request to ${[...missing].join(', ')}`);
        try {
          const response = await fetch(`${url}/healthz`);
          missing.delete(response.headers.get('x-served-by') ?? '');
        } catch {
          // the balancer is not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await waitForBalancerToUse(instances.map(({ name }) => name));
    return { url, work, databaseUrl: database.url, objectStore, instances, balancer, env, startInstance, waitForBalancerToUse, close };
  } catch (error) {
    await close();
    throw error;
  }
}
