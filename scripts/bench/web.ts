// npm run bench:web — Lighthouse (mobile preset) on the production build: /, /sw, /products, /sw/products, a product
// page, the planner, the checkout and an order's page.
// Each page is measured RUNS times (default 3) and the median run is printed, with the spread of TBT: on a shared
// 2-core machine one run can be several times slower than the next. A static page with no JavaScript is measured the
// same way first, as the floor this machine puts under any page, and the cost of a first touch of fresh memory is
// printed: a new renderer pays it for every page of its heap, and it differs tenfold between virtual machines.
// Each page's transferred bytes are printed by kind too (docs/performance.md, "Where the bytes go on /products").
// PAGES=/products,/sw/products measures only those pages; BENCH_WEB_PORT moves the shop off 3904 (another bench);
// LHR_DIR=dir keeps every run's Lighthouse report there.
// The checkout (its delivery choice) and an order's page (its payment panel) are measured as a signed-in shopper
// with two products in the cart and one order placed: Lighthouse sends the shopper's session cookie.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SEED_PRODUCTS } from '../../src/server/db/seed-data';
import { QUIET_CHROMIUM_FLAGS } from '../chromium-flags';
import { BENCH_ENV, startServer } from './lib/server';
import { ORDER_DETAILS, Shopper } from './lib/shopper';

const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
// The home page and the list in Kiswahili too: their texts are a different catalog, and the budgets hold in both
// languages. The planner is where a shopper sizes a system before buying (docs/product.md, "Solar planner").
const ORDER_PAGE = '/dashboard/orders/:orderNumber';
const SIGNED_IN = ['/checkout', ORDER_PAGE];
const ALL_PAGES = ['/', '/sw', '/products', '/sw/products', `/products/${SEED_PRODUCTS.find((p) => p.isFeatured)!.slug}`, '/planner', ...SIGNED_IN];
const pages = process.env.PAGES ? process.env.PAGES.split(',') : ALL_PAGES;
const BUDGETED = ['/', '/sw'];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The rows of "Where the bytes go": the page's own pictures apart from the app's manifest, its icons and favicon. */
function byteKind({ url, resourceType }: NetworkItem): string {
  const path = new URL(url).pathname;
  if (path === '/manifest.webmanifest' || path.startsWith('/icons/') || path === '/favicon.svg') return 'manifest and icons';
  if (resourceType === 'Image' || path.startsWith('/_img/')) return 'pictures';
  return (
    { Document: 'HTML', Script: 'scripts', Stylesheet: 'stylesheets', Fetch: 'API calls', XHR: 'API calls' }[resourceType ?? ''] ?? `other: ${path}`
  );
}

interface WorkItem {
  group?: string;
  duration?: number;
}

/** Lighthouse's main-thread groups, folded into the page's scripts and the browser's work on its HTML and CSS; the rest is 'other'. */
const WORK_KINDS: Record<string, 'script' | 'render'> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'script',
  garbageCollection: 'script',
  styleLayout: 'render',
  paintCompositeRender: 'render',
  parseHTML: 'render',
};

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scripts: string[];
  /** Main-thread time at the simulated slowdown, by kind. */
  work: Record<'script' | 'render' | 'other', number>;
  /** Transferred bytes and requests by kind (byteKind). */
  kinds: Map<string, { bytes: number; count: number }>;
  /** Lighthouse's own measure of the host CPU; it warns below 1000, the speed its 4x slowdown is tuned for. */
  benchmarkIndex: number;
  /** What the largest paint was and where its time went (time to first byte, load delay, load time, render delay). */
  lcpElement: string;
}

interface LcpDetails {
  items?: { items?: { node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }[] }[];
}

/** "img.card-image "Jinko 550W…": TTFB 0.6 s, Load Delay 0.1 s, …" from Lighthouse's LCP element audit. */
function lcpElement(details: LcpDetails | undefined): string {
  const [element, phases] = details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const timings = (phases?.items ?? []).map(({ phase, timing }) => `${phase} ${seconds(timing ?? 0)}`);
  return `${node?.selector ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 40)}": ${timings.join(', ')}`;
}

/** Microseconds to fault in one fresh 4 KiB page of memory (well under 1 on typical hardware). */
function firstTouchMicros(): number {
  const bytes = 256 * 1024 * 1024;
  const started = process.hrtime.bigint();
  const buffer = Buffer.allocUnsafeSlow(bytes);
  for (let offset = 0; offset < bytes; offset += 4096) buffer[offset] = 1;
  return Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096);
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

async function measureOnce(url: string, cookie?: string): Promise<Run | undefined> {
  const lhr = (await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie && { extraHeaders: { cookie } }),
  }))!.lhr;
  // Lighthouse now and then loses the navigation's trace on a busy machine; that run says nothing about the page.
  if (lhr.runtimeError) return undefined;
  // LHR_DIR=dir keeps each run's whole report (long tasks, script time by file, the trace's numbers) for reading.
  if (process.env.LHR_DIR) {
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    writeFileSync(join(process.env.LHR_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => Number(lhr.audits[id]!.numericValue);
  const requests = (lhr.audits['network-requests']!.details as { items: NetworkItem[] }).items;
  const work = { script: 0, render: 0, other: 0 };
  for (const item of (lhr.audits['mainthread-work-breakdown']!.details as { items: WorkItem[] }).items)
    work[WORK_KINDS[item.group ?? ''] ?? 'other'] += item.duration ?? 0;
  const kinds = new Map<string, { bytes: number; count: number }>();
  for (const request of requests) {
    const kind = kinds.get(byteKind(request)) ?? { bytes: 0, count: 0 };
    kinds.set(byteKind(request), { bytes: kind.bytes + (request.transferSize ?? 0), count: kind.count + 1 });
  }
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    work,
    kinds,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined),
  };
}

/** RUNS good runs (a lost run is tried again, up to twice), sorted by TBT. */
async function measure(url: string, cookie?: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    const run = await measureOnce(url, cookie);
    if (run) runs.push(run);
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  return runs.sort((a, b) => a.tbt - b.tbt);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms).toLocaleString('en')} ms`;

function row(label: string, runs: Run[]): string {
  const median = runs[Math.floor(runs.length / 2)]!;
  const spread = runs.length > 1 ? ` (${Math.round(runs[0]!.tbt)}–${Math.round(runs.at(-1)!.tbt)})` : '';
  return `| ${label} | ${median.score} | ${seconds(median.fcp)} | ${seconds(median.lcp)} | ${millis(median.tbt)}${spread} | ${median.cls.toFixed(2)} | ${(median.bytes / 1024).toFixed(0)} KB | ${[median.work.script, median.work.render, median.work.other].map(millis).join(' / ')} |`;
}

// The floor: a page of plain text, no script, no image, served by node:http.
const staticPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static</title></head><body>${'<p>Solar panels, batteries and inverters delivered across Kenya.</p>'.repeat(300)}</body></html>`;
const bare = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(staticPage));
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const server = await startServer({ port: Number(process.env.BENCH_WEB_PORT ?? 3904), env: BENCH_ENV });

/** A shopper with one order placed and two products in the cart again, for the signed-in pages. */
async function signedInShopper(): Promise<{ cookie: string; orderNumber: string }> {
  const shopper = new Shopper(server.url, `benchweb${Date.now().toString(36)}`);
  await shopper.register();
  const products = (await (await fetch(`${server.url}/api/products?stock=in_stock&limit=2`)).json()) as { id: number }[];
  const fillCart = async () => {
    for (const product of products) {
      const { status } = await shopper.request('POST', '/api/cart', { productId: product.id, quantity: 1 });
      if (status !== 200 && status !== 201) throw new Error(`add to cart answered ${status}`);
    }
  };
  await fillCart();
  const placed = await shopper.request('POST', '/api/orders', { ...ORDER_DETAILS, delivery: { method: 'delivery', county: 'nairobi' } });
  if (placed.status !== 201) throw new Error(`placing the order answered ${placed.status}: ${JSON.stringify(placed.json)}`);
  await fillCart();
  return { cookie: shopper.cookieHeader, orderNumber: (placed.json as { orderNumber: string }).orderNumber };
}

try {
  console.log(
    `\nLighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), production build; median of ${RUNS} runs, TBT range in brackets;\nmain-thread time at the slowdown, split into the page's scripts (with their garbage collection), the browser's\nwork on the page's HTML and CSS, and the rest, which Lighthouse cannot attribute (IPC, font lookups, navigation)\n`,
  );
  console.log('| page | score | FCP | LCP | TBT | CLS | transferred | main thread: script / parse, style, layout, paint / other |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(row('static page, no JS (machine floor)', await measure(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`)));
  const budgetedScripts = new Map<string, string[]>();
  const benchmarkIndexes: number[] = [];
  const byteLines: string[] = [];
  const lcpLines: string[] = [];
  const signedIn = pages.some((path) => SIGNED_IN.includes(path)) ? await signedInShopper() : undefined;
  for (const path of pages) {
    const address = path === ORDER_PAGE ? `/dashboard/orders/${signedIn!.orderNumber}` : path;
    const runs = await measure(`${server.url}${address}`, SIGNED_IN.includes(path) ? signedIn!.cookie : undefined);
    if (BUDGETED.includes(path)) budgetedScripts.set(path, runs[0]!.scripts);
    benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
    console.log(row(path, runs));
    const median = runs[Math.floor(runs.length / 2)]!;
    const kinds = [...median.kinds].sort(([, a], [, b]) => b.bytes - a.bytes);
    byteLines.push(`${path}: ${kinds.map(([kind, { bytes, count }]) => `${kind} ${(bytes / 1024).toFixed(1)} KB (${count})`).join(', ')}`);
    lcpLines.push(`${path}: ${median.lcpElement}`);
  }
  console.log(`\nTransferred by kind (the median run; requests in brackets):\n${byteLines.join('\n')}\n`);
  console.log(`The largest paint of the median run, and its phases:\n${lcpLines.join('\n')}\n`);
  for (const [path, scripts] of budgetedScripts) {
    let gzipBytes = 0;
    for (const url of scripts) gzipBytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    console.log(`Shopper JS loaded by ${path} : ${scripts.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
  }
  console.log(`First touch of fresh memory on this machine: ${firstTouchMicros().toFixed(1)} µs per 4 KiB page`);
  benchmarkIndexes.sort((a, b) => a - b);
  const [slowest, fastest] = [benchmarkIndexes[0]!, benchmarkIndexes.at(-1)!].map(Math.round);
  const slowHost = slowest < 1000 ? ' (below 1000, where Lighthouse warns that the host is slower than its 4x slowdown assumes)' : '';
  console.log(`Lighthouse benchmarkIndex of this machine: ${slowest}–${fastest}${slowHost}`);
} finally {
  await chrome.kill();
  await server.stop();
  bare.close();
}
