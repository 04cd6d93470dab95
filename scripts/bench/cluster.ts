// npm run bench:cluster — requests/s and p99 through HAProxy (deploy/haproxy.cfg) with one shop instance and with
// two, and one instance hit directly, in the same run, for the catalogue list and a product page: first as fast as
// they answer, then at a fixed 70 % of what the instance answers directly, with the CPU each request costs the shop
// and HAProxy. PostgreSQL, Redis and an s3rver bucket as in the cluster test; loopback only. The targets take turns
// over ROUNDS rounds; each figure is the median of its rounds, each ratio the median of the ratios to the direct
// run of the same round (single runs on a shared machine differ by 30 %).
//
// On two cores the load generator, HAProxy and the shop otherwise fight for CPU: HAProxy's share then comes out of
// the shop's, and the balancer's "overhead" measures that contention, not the hop (47–55 % when the generator was
// autocannon and nothing was pinned). So the instances get one CPU, and HAProxy with the load generator (wrk, a C
// program, when installed) the other, alike for the direct and the balanced runs: the shop has the same CPU either
// way, and the CPU the hop needs is measured apart, as HAProxy's CPU time per request. BENCH_PIN=0 runs unpinned,
// BENCH_GENERATOR=autocannon without wrk, to compare.
import { loadavg } from 'node:os';
import { startBalancer, startCluster } from '../cluster/cluster';
import { allowedCpus, cpuTimeMs, pin, tasksetInstalled } from './lib/cpu';
import { BENCH_ENV } from './lib/server';
import { CONNECTIONS, DURATION_S, HEADERS, measure, ROUNDS, type Round } from './lib/rounds';
import { wrk, wrkInstalled } from './lib/wrk';

/** The fixed load, as a share of the median requests/s of one instance hit directly. */
const FIXED_SHARE = 0.7;
/** Mean pause between two requests of a connection at the fixed load; connections are added to reach the rate. */
const PAUSE_MS = 10;

const cpuList = allowedCpus();
const cpus =
  process.env.BENCH_PIN !== '0' && cpuList.length >= 2 && tasksetInstalled()
    ? { instances: String(cpuList[1]), balancer: String(cpuList[0]) }
    : undefined;
const useWrk = process.env.BENCH_GENERATOR !== 'autocannon' && wrkInstalled();
// This process runs autocannon when wrk is not used: it belongs with the generator, off the instances' CPU.
if (cpus) pin(process.pid, cpus.balancer);

const loadAtStart = `load average ${loadavg()[0]!.toFixed(2)} at start, ${cpuList.length} cores`;
const cluster = await startCluster({
  instances: 2,
  balancerPort: 3184,
  objectStorePort: 4185,
  instancePorts: [4186, 4187],
  env: { ...BENCH_ENV, LOG_LEVEL: 'error' },
  quiet: true,
  cpus,
});
// The same configuration file with one server line, in front of the first instance only.
const single = startBalancer({ dir: cluster.work, port: 3183, instances: [cluster.instances[0]!.url], quiet: true, cpus: cpus?.balancer });

interface Measured extends Round {
  /** CPU time of the instances behind the target, and of its balancer, over the round's wall time, in ms. */
  shopMs: number;
  balancerMs: number;
  wallMs: number;
}

/** A fixed load: about `rate` requests a second over `connections` connections. */
interface Fixed {
  rate: number;
  connections: number;
}

/** One round against `url`: as fast as it answers, or at a fixed load. */
async function load(url: string, durationS: number, fixed?: Fixed): Promise<Round> {
  const connections = fixed?.connections ?? CONNECTIONS;
  if (!useWrk) return measure(url, durationS, { connections, overallRate: fixed && Math.round(fixed.rate) });
  return wrk(url, { connections, durationS, headers: HEADERS, dir: cluster.work, cpus: cpus?.balancer, pauseMs: fixed && PAUSE_MS });
}

/** Enough connections pausing PAUSE_MS to send `rate` requests a second to `url`, found by two short trials. */
async function fixedLoad(url: string, rate: number): Promise<Fixed> {
  // Each connection also waits for its answers, and for wrk's timers (which fire up to a millisecond late).
  const least = Math.max(1, Math.round((rate * PAUSE_MS) / 1000));
  let connections = least;
  for (let trial = 0; trial < 2; trial++) {
    const { rps } = await load(url, 3, { rate, connections });
    connections = Math.min(4 * least, Math.max(least, Math.round((connections * rate) / rps)));
  }
  return { rate, connections };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const micros = (ms: number, requests: number) => (ms * 1000) / requests;

try {
  await cluster.waitForBalancerToUse(['shop1', 'shop2']);
  const [product] = (await (await fetch(`${cluster.url}/api/products?pageSize=1`)).json()) as { slug: string }[];
  const [first, second] = cluster.instances.map((instance) => instance.process.pid!);
  const endpoints = [
    ['GET /api/products (catalogue list)', '/api/products?pageSize=12'],
    ['GET /api/products/{slug} (product page)', `/api/products/${product!.slug}`],
  ] as const;
  const origins = [
    { origin: 'one instance, direct', base: cluster.instances[0]!.url, shops: [first!], balancer: undefined },
    { origin: 'HAProxy, one instance', base: single.url, shops: [first!], balancer: single.pid },
    { origin: 'HAProxy, two instances', base: cluster.url, shops: [first!, second!], balancer: cluster.balancer.pid },
  ] as const;
  const targets = endpoints.flatMap(([endpoint, path]) => origins.map((origin) => ({ endpoint, ...origin, url: origin.base + path })));
  // Every target must answer what the instance answers directly, or its figure measures something else.
  for (const { endpoint, url } of targets) {
    const direct = targets.find((target) => target.endpoint === endpoint)!.url;
    const [got, expected] = await Promise.all([url, direct].map(async (address) => (await fetch(address)).text()));
    if (got !== expected) throw new Error(`${url} does not answer what ${direct} does`);
  }

  const measureRound = async (target: (typeof targets)[number], fixed?: Fixed): Promise<Measured> => {
    const pids = target.balancer === undefined ? [] : [target.balancer];
    const [shopBefore, balancerBefore, start] = [cpuTimeMs(target.shops), cpuTimeMs(pids), performance.now()];
    const round = await load(target.url, DURATION_S, fixed);
    return {
      ...round,
      wallMs: performance.now() - start,
      shopMs: cpuTimeMs(target.shops) - shopBefore,
      balancerMs: cpuTimeMs(pids) - balancerBefore,
    };
  };
  const takeTurns = async (fixedOf: (target: (typeof targets)[number]) => Fixed | undefined) => {
    const rounds: Measured[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, target] of targets.entries()) rounds[index]!.push(await measureRound(target, fixedOf(target)));
    }
    return targets.map((target, index) => {
      const runs = rounds[index]!;
      // Against the direct run of the same round, taken moments apart: other work on the machine comes and goes.
      const directRuns = rounds[targets.findIndex((other) => other.endpoint === target.endpoint)]!;
      const vsDirect = (figure: (run: Measured, direct: Measured) => number) => median(runs.map((run, round) => figure(run, directRuns[round]!)));
      const cpuPerRequest = (run: Measured) => micros(run.shopMs + run.balancerMs, run.requests);
      return {
        ...target,
        rps: median(runs.map((run) => run.rps)),
        p50: median(runs.map((run) => run.p50)),
        p99: median(runs.map((run) => run.p99)),
        errors: runs.reduce((sum, run) => sum + run.errors, 0),
        shopBusy: median(runs.map((run) => run.shopMs / run.wallMs)),
        perShopSecond: median(runs.map((run) => (run.requests * 1000) / run.shopMs)),
        shopUs: median(runs.map((run) => micros(run.shopMs, run.requests))),
        balancerUs: median(runs.map((run) => micros(run.balancerMs, run.requests))),
        rpsVsDirect: vsDirect((run, direct) => run.rps / direct.rps),
        perShopSecondVsDirect: vsDirect((run, direct) => (run.requests / run.shopMs) * (direct.shopMs / direct.requests)),
        cpuVsDirect: vsDirect((run, direct) => cpuPerRequest(run) / cpuPerRequest(direct)),
        extraCpuUs: vsDirect((run, direct) => cpuPerRequest(run) - cpuPerRequest(direct)),
      };
    });
  };
  const percent = (share: number) => `${Math.round(share * 100)} %`;

  // Unreported warm-up, so the first target does not carry the JIT's warm-up (and every cache is filled).
  for (const { url } of targets) await load(url, 3);
  const full = await takeTurns(() => undefined);
  // The same load for every target of an endpoint, worked out against the instance hit directly.
  const fixedLoads = new Map<string, Fixed>();
  for (const direct of full.filter((row) => row.origin === origins[0].origin)) {
    fixedLoads.set(direct.endpoint, await fixedLoad(direct.url, FIXED_SHARE * direct.rps));
  }
  const fixed = await takeTurns((target) => fixedLoads.get(target.endpoint));

  const generator = useWrk ? 'wrk, one thread' : 'autocannon (wrk is not installed: apt-get install -y wrk)';
  const placement = cpus
    ? `the shop instances on CPU ${cpus.instances}, HAProxy and the load generator on CPU ${cpus.balancer}`
    : 'unpinned: the load generator, HAProxy and the shop share every CPU';
  console.log(
    `\n${generator}; ${placement}; ${ROUNDS} rounds of ${DURATION_S} s taking turns, median of each figure and of each round's ratio to the direct run; PostgreSQL, Redis, s3rver; ${loadAtStart}`,
  );

  console.log(`\nAs fast as they answer, ${CONNECTIONS} connections:\n`);
  console.log('| endpoint | target | req/s | p99 | errors | vs one instance direct | shop CPU busy | req per shop CPU-second | vs direct |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of full) {
    console.log(
      `| ${row.endpoint} | ${row.origin} | ${Math.round(row.rps)} | ${row.p99.toFixed(1)} ms | ${row.errors} | ${percent(row.rpsVsDirect)} | ` +
        `${percent(row.shopBusy)} | ${Math.round(row.perShopSecond)} | ${percent(row.perShopSecondVsDirect)} |`,
    );
  }
  const asked = [...fixedLoads.values()].map(({ rate, connections }) => `${Math.round(rate)} req/s over ${connections} connections`).join(', ');
  console.log(
    `\nA fixed load, asked at ${percent(FIXED_SHARE)} of the direct requests/s (${asked}, each pausing ${PAUSE_MS} ms on average ` +
      'between requests; what it reached is under req/s):\n',
  );
  console.log('| endpoint | target | req/s | p50 | p99 | errors | shop CPU per request | HAProxy CPU per request | CPU per request vs direct |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of fixed) {
    const hop = row.balancer === undefined ? '–' : `${row.balancerUs.toFixed(1)} µs`;
    console.log(
      `| ${row.endpoint} | ${row.origin} | ${Math.round(row.rps)} | ${row.p50.toFixed(2)} ms | ${row.p99.toFixed(2)} ms | ${row.errors} | ${row.shopUs.toFixed(1)} µs | ${hop} | ${percent(row.cpuVsDirect)} |`,
    );
  }

  console.log(`\nload average ${loadavg()[0]!.toFixed(2)} at the end`);
  for (const [endpoint] of endpoints) {
    const [direct, one, two] = origins.map(({ origin }) => full.find((row) => row.endpoint === endpoint && row.origin === origin)!);
    const [directFixed, oneFixed] = origins.map(({ origin }) => fixed.find((row) => row.endpoint === endpoint && row.origin === origin)!);
    // What an instance behind the balancer serves with the CPU it has, against what it serves hit directly.
    const lost = Math.max(0, 1 - one!.perShopSecondVsDirect);
    const hopUs = oneFixed!.extraCpuUs;
    console.log(`\n${endpoint}:`);
    console.log(
      `- for the same CPU, one instance behind HAProxy serves ${percent(one!.perShopSecondVsDirect)} of the requests it serves directly: ` +
        `the hop costs ${(lost * 100).toFixed(1)} % of one instance's throughput (${lost < 0.1 ? 'under' : 'NOT under'} the 10 % budget); ` +
        `requests/s ${percent(one!.rpsVsDirect)} of direct, with the shop's CPU ${percent(direct!.shopBusy)} busy direct and ${percent(one!.shopBusy)} behind HAProxy`,
    );
    if (cpus && direct!.shopBusy < 0.9)
      console.log(`- the shop had ${percent(direct!.shopBusy)} of its CPU direct: other work on the machine took the rest`);
    console.log(
      `- two instances give ${(two!.rpsVsDirect / one!.rpsVsDirect).toFixed(2)} × one through the balancer${cpus ? ', sharing the one CPU' : ''}`,
    );
    console.log(
      `- at ${percent(FIXED_SHARE)} load the hop adds ${hopUs.toFixed(1)} µs of CPU to a request, ${percent(oneFixed!.cpuVsDirect - 1)} of the ` +
        `shop's ${directFixed!.shopUs.toFixed(1)} µs (HAProxy's own ${oneFixed!.balancerUs.toFixed(1)} µs: ${Math.round(1e6 / oneFixed!.balancerUs)} req/s ` +
        `for each CPU it has), and takes p99 from ${directFixed!.p99.toFixed(2)} to ${oneFixed!.p99.toFixed(2)} ms`,
    );
  }
} finally {
  await single.stop();
  await cluster.close();
}
