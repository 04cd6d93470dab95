// npm run bench:api — autocannon against the catalogue API and, in the same run, a bare node:http server.
// The targets take turns over ROUNDS rounds and each row is the median round: on a shared 2-core machine the same
// server can answer 30 % more or less from one 10-second run to the next, and one run each made the ratio a lottery.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { hrtimeUs, timeByKind } from './lib/cpu-profile';
import { BENCH_ENV, startServer } from './lib/server';
import { CONNECTIONS, DURATION_S, HEADERS, measure, ROUNDS, type Round } from './lib/rounds';

// A bare server runs in its own process, as the shop does: sharing autocannon's thread would slow it and flatter the
// ratio. It answers BODY (base64) with the HEADERS given (JSON).
const bareServer = `
const body = Buffer.from(process.env.BODY, 'base64');
const headers = JSON.parse(process.env.HEADERS);
require('node:http').createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));`;

// Fastify with nothing of the shop's, answering the same way: what the framework itself costs a request.
const bareFastify = `
const body = Buffer.from(process.env.BODY, 'base64');
const headers = JSON.parse(process.env.HEADERS);
const app = require('fastify')();
app.get('/*', (_request, reply) => reply.headers(headers).send(body));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('listening'));`;

type Headers = Record<string, string>;
const JSON_TYPE: Headers = { 'content-type': 'application/json' };

async function startBare(port: number, body: Buffer, headers: Headers, server = bareServer) {
  const env = { ...process.env, PORT: String(port), BODY: body.toString('base64'), HEADERS: JSON.stringify(headers) };
  const child = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'], env });
  await once(child.stdout, 'data');
  return child;
}

// The CPU a server process spent, all its threads (the log's writes run on libuv's pool), from Linux's /proc: unlike
// requests a second, it hardly moves when other work shares the cores.
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString());
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

// Node adds these itself, to the bare servers' answers as to the shop's.
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The bytes and headers the shop sends for a URL, still compressed as a phone would receive them. */
function rawAnswer(url: string): Promise<{ body: Buffer; headers: Headers }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      const headers: Headers = {};
      for (const [name, value] of Object.entries(response.headers)) if (!NODE_HEADERS.has(name)) headers[name] = String(value);
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ body: Buffer.concat(chunks), headers }));
    }).on('error', reject);
  });
}

const bareServers = [
  await startBare(3901, Buffer.from(JSON.stringify({ id: 1, name: 'Vestwoods 2000W Portable Power Station', price: '185000.00' })), JSON_TYPE),
];

// Other work on the machine skews the ratios: the load average at the start says how busy it already was.
const loadAtStart = `load average ${loadavg()[0]!.toFixed(2)} at start, ${availableParallelism()} cores`;
// The configuration a deployment runs: every request logged at info, every request counted against the limits (set
// high enough that one client may ask this often); the log goes to a file, as a deployment's goes to its journal.
const DEPLOYED = { ...BENCH_ENV, LOG_LEVEL: 'info' };
const logDir = mkdtempSync(join(tmpdir(), 'shop-bench-logs-'));
const shop = await startServer({ port: 3902, env: DEPLOYED, logFile: join(logDir, 'shop.log') });
// The same shop logging at warn, as the old setting of this bench: between the two lies the one line a request.
const quiet = await startServer({ port: 3897, env: { ...DEPLOYED, LOG_LEVEL: 'warn' }, logFile: join(logDir, 'quiet.log') });
try {
  const products = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { slug: string; categoryId: number }[];
  const { slug, categoryId } = products[0]!;
  const filtered = `${shop.url}/api/products?categoryId=${categoryId}&stock=in_stock&stock=low_stock&maxPrice=400000`;
  // The same bytes from a bare server, then the same bytes and headers: between the rows lie the cost of moving the
  // bigger answer through loopback and autocannon, the cost of the headers (autocannon parses each one in JavaScript
  // on the same two cores), and the shop's own work per request.
  const answer = await rawAnswer(filtered);
  bareServers.push(await startBare(3900, answer.body, { ...JSON_TYPE, 'content-encoding': answer.headers['content-encoding']! }));
  bareServers.push(await startBare(3899, answer.body, answer.headers));
  bareServers.push(await startBare(3898, answer.body, answer.headers, bareFastify));
  const [bare, bareBytes, bareHeaders, fastify] = bareServers.map((child) => child.pid!);
  const targets = [
    ['bare node:http (fixed JSON)', 'http://127.0.0.1:3901/', bare],
    ['bare node:http, same bytes as the filtered list', 'http://127.0.0.1:3900/', bareBytes],
    ['bare node:http, same bytes and headers', 'http://127.0.0.1:3899/', bareHeaders],
    ['Fastify alone, same bytes and headers', 'http://127.0.0.1:3898/', fastify],
    ['GET /api/products (filtered), the shop logging at warn', filtered.replace(shop.url, quiet.url), quiet.process.pid],
    ['GET /api/products (filtered)', filtered, shop.process.pid],
    ['GET /api/products/{slug}', `${shop.url}/api/products/${slug}`, shop.process.pid],
    ['GET /api/categories', `${shop.url}/api/categories`, shop.process.pid],
  ] as const;
  // Unreported warm-up: whichever target went first would otherwise also carry the JIT's warm-up.
  for (const [, url] of targets) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  const rounds: (Round & { cpuUs: number })[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [, url, pid]] of targets.entries()) {
      const before = cpuMs(pid!);
      const result = await measure(url);
      rounds[index]!.push({ ...result, cpuUs: ((cpuMs(pid!) - before) * 1000) / result.requests });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rows = targets.map(([name], index) => {
    const sorted = [...rounds[index]!].sort((a, b) => a.rps - b.rps);
    const cpuUs = median(rounds[index]!.map((r) => r.cpuUs));
    return { name, ...sorted[Math.floor(sorted.length / 2)]!, cpuUs, errors: sorted.reduce((sum, r) => sum + r.errors, 0) };
  });
  const bareRps = rows[0]!.rps;
  console.log(
    `\nautocannon -c ${CONNECTIONS}, ${ROUNDS} rounds of ${DURATION_S} s taking turns, median round; the shop as deployed (every request logged at info, counted against the limits); database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${loadAtStart}\n`,
  );
  console.log('| endpoint | req/s | p50 | p99 | errors | vs bare | server CPU a request (median round) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${Math.round((row.rps / bareRps) * 100)} % | ${row.cpuUs.toFixed(1)} µs |`,
    );
  }

  // Where a request's time goes: the filtered list once more on a shop whose main thread V8 samples.
  const profileDir = mkdtempSync(join(tmpdir(), 'shop-bench-profile-'));
  const profiled = await startServer({
    port: 3903,
    env: DEPLOYED,
    logFile: join(logDir, 'profiled.log'),
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  const profiledList = filtered.replace(shop.url, profiled.url);
  await autocannon({ url: profiledList, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  const from = hrtimeUs();
  const sampled = await measure(profiledList);
  const to = hrtimeUs();
  await profiled.stop();
  const byKind = [...timeByKind(profileDir, from, to)].sort((a, b) => b[1] - a[1]);
  rmSync(profileDir, { recursive: true, force: true });
  const busy = byKind.reduce((sum, [, time]) => sum + time, 0);
  console.log(
    `\nWhere the time of GET /api/products (filtered) goes: the shop's main thread, sampled by V8 over ${sampled.requests.toLocaleString('en')} requests (${Math.round(sampled.rps)} req/s while sampled); idle time left out\n`,
  );
  console.log('| kind of code | share of busy time | µs a request |');
  console.log('|---|---|---|');
  for (const [kind, time] of byKind)
    console.log(`| ${kind} | ${((time / busy) * 100).toFixed(1)} % | ${((time * 1000) / sampled.requests).toFixed(1)} |`);
  console.log(`| all | 100 % | ${((busy * 1000) / sampled.requests).toFixed(1)} |`);
} finally {
  await shop.stop();
  await quiet.stop();
  for (const child of bareServers) child.kill();
  rmSync(logDir, { recursive: true, force: true });
}
