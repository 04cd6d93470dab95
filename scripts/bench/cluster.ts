// npm run bench:cluster — requests/s and p99 through HAProxy (deploy/haproxy.cfg) with one shop instance and with
// two, and one instance hit directly, in the same run, for the catalogue list and a product page. PostgreSQL, Redis
// and an s3rver bucket as in the cluster test; loopback only. The targets take turns over ROUNDS rounds, each row is
// the median round (single runs on a shared 2-core machine differ by 30 %).
import { availableParallelism, loadavg } from 'node:os';
import { startBalancer, startCluster } from '../cluster/cluster';
import { BENCH_ENV } from './lib/server';
import { CONNECTIONS, DURATION_S, measure, ROUNDS, type Round } from './lib/rounds';

const loadAtStart = `load average ${loadavg()[0]!.toFixed(2)} at start, ${availableParallelism()} cores`;
const cluster = await startCluster({
  instances: 2,
  balancerPort: 3184,
  objectStorePort: 4185,
  instancePorts: [4186, 4187],
  env: { ...BENCH_ENV, LOG_LEVEL: 'error' },
  quiet: true,
});
// The same configuration file with one server line, in front of the first instance only.
const single = startBalancer({ dir: cluster.work, port: 3183, instances: [cluster.instances[0]!.url], quiet: true });
try {
  await cluster.waitForBalancerToUse(['shop1', 'shop2']);
  const [product] = (await (await fetch(`${cluster.url}/api/products?pageSize=1`)).json()) as { slug: string }[];
  const endpoints = [
    ['GET /api/products (catalogue list)', '/api/products?pageSize=12'],
    ['GET /api/products/{slug} (product page)', `/api/products/${product!.slug}`],
  ] as const;
  const origins = [
    ['one instance, direct', cluster.instances[0]!.url],
    ['HAProxy, one instance', single.url],
    ['HAProxy, two instances', cluster.url],
  ] as const;
  const targets = endpoints.flatMap(([endpoint, path]) => origins.map(([origin, base]) => ({ endpoint, origin, url: base + path })));
  // Every target must answer what the instance answers directly, or its figure measures something else.
  for (const { endpoint, url } of targets) {
    const direct = targets.find((target) => target.endpoint === endpoint)!.url;
    const [got, expected] = await Promise.all([url, direct].map(async (address) => (await fetch(address)).text()));
    if (got !== expected) throw new Error(`${url} does not answer what ${direct} does`);
  }
  // Unreported warm-up, so the first target does not carry the JIT's warm-up (and every cache is filled).
  for (const { url } of targets) await measure(url, 3);
  const rounds: Round[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { url }] of targets.entries()) rounds[index]!.push(await measure(url));
  }
  const rows = targets.map((target, index) => {
    const sorted = [...rounds[index]!].sort((a, b) => a.rps - b.rps);
    return { ...target, ...sorted[Math.floor(sorted.length / 2)]!, errors: sorted.reduce((sum, r) => sum + r.errors, 0) };
  });

  console.log(`\nautocannon -c ${CONNECTIONS}, ${ROUNDS} rounds of ${DURATION_S} s taking turns, median round; PostgreSQL, Redis, s3rver; ${loadAtStart}\n`);
  console.log('| endpoint | target | req/s | p99 | errors | vs one instance direct |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const direct = rows.find((other) => other.endpoint === row.endpoint && other.origin === origins[0][0])!;
    console.log(`| ${row.endpoint} | ${row.origin} | ${Math.round(row.rps)} | ${row.p99} ms | ${row.errors} | ${Math.round((row.rps / direct.rps) * 100)} % |`);
  }
  console.log(`\nload average ${loadavg()[0]!.toFixed(2)} at the end`);
  for (const [endpoint] of endpoints) {
    const [direct, one, two] = origins.map(([origin]) => rows.find((row) => row.endpoint === endpoint && row.origin === origin)!);
    const overhead = 1 - one!.rps / direct!.rps;
    console.log(
      `${endpoint}: the balancer's hop costs ${(overhead * 100).toFixed(1)} % of one instance's throughput ` +
        `(${overhead < 0.1 ? 'under' : 'NOT under'} the 10 % budget); two instances give ${(two!.rps / one!.rps).toFixed(2)} × one through the balancer`,
    );
  }
} finally {
  await single.stop();
  await cluster.close();
}
