// npm run bench:web — Lighthouse (mobile preset) on the production build: /, /products and a product page.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SEED_PRODUCTS } from '../../src/server/db/seed-data';
import { BENCH_ENV, startServer } from './lib/server';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const pages = ['/', '/products', `/products/${SEED_PRODUCTS.find((p) => p.isFeatured)!.slug}`];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const server = await startServer({ port: 3904, env: BENCH_ENV });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  console.log('\nLighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), production build\n');
  console.log('| page | score | FCP | LCP | TBT | CLS | transferred |');
  console.log('|---|---|---|---|---|---|---|');
  let homeScripts: string[] = [];
  for (const path of pages) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]!;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const requests = (audit('network-requests').details as { items: NetworkItem[] }).items;
    if (path === '/') homeScripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.url);
    console.log(
      `| ${path} | ${Math.round((lhr.categories.performance!.score ?? 0) * 100)} | ${audit('first-contentful-paint').displayValue} | ${audit('largest-contentful-paint').displayValue} | ${audit('total-blocking-time').displayValue} | ${audit('cumulative-layout-shift').displayValue} | ${kb(Number(audit('total-byte-weight').numericValue))} |`,
    );
  }
  let gzipBytes = 0;
  for (const url of homeScripts) gzipBytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  console.log(`\nShopper JS loaded by / : ${homeScripts.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
} finally {
  await chrome.kill();
  await server.stop();
}
