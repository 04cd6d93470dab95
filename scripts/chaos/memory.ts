// An anonymous stream of distinct catalogue URLs (every spelling and filter a visitor can invent) must not grow the
// server: the answer cache is bounded in bytes and keyed by the parsed query (docs/decisions/answer-cache.md).
import { readFileSync } from 'node:fs';
import { BENCH_ENV, startServer } from '../bench/lib/server';

const URLS = 5_000;
const CONCURRENCY = 8;
export const MEMORY_BUDGET_MB = 50;

export interface MemoryFigures {
  urls: number;
  statuses: Record<string, number>;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
}

/** The process's resident memory, from the kernel: what the machine actually gives it. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** The i-th URL: large pages of products under ever new filters and spellings, all of them valid. */
function distinctUrl(i: number): string {
  const spellings = [
    `/api/products?pageSize=100&maxPrice=${1_000_000 + i}`,
    `/api/products?q=${['panel', 'battery', 'inverter', 'solar', 'a', 'e'][i % 6]}&pageSize=100&minPrice=${i % 97}`,
    `/api/products?pageSize=100&page=1&maxPrice=${(2_000_000 + i).toString().padStart(12, '0')}`,
    `/api/%70roducts?limit=100&minPrice=0.${i}`,
    `/api/products?stock=in_stock&stock=low_stock&pageSize=100&maxPrice=${3_000_000 + i}.5`,
  ];
  return spellings[i % spellings.length]!;
}

export async function catalogueMemory(port: number): Promise<MemoryFigures> {
  const server = await startServer({ port, env: { ...BENCH_ENV, LOG_LEVEL: 'fatal', CATALOG_CACHE_SECONDS: '60' } });
  const pid = server.process.pid!;
  const statuses: Record<string, number> = {};
  try {
    // Warm up: the first answers load code and fill the pools a steady server keeps.
    for (let i = 0; i < 200; i++)
      await fetch(`${server.url}/api/products?pageSize=100&page=${(i % 3) + 1}`, { headers: { 'accept-encoding': 'br' } });
    const rssBeforeMb = rssMb(pid);
    let rssPeakMb = rssBeforeMb;
    let next = 0;
    const worker = async () => {
      while (next < URLS) {
        const i = next++;
        const response = await fetch(server.url + distinctUrl(i), { headers: { 'accept-encoding': i % 2 ? 'br' : 'gzip' } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (i % 250 === 0) rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const rssAfterMb = rssMb(pid);
    return { urls: URLS, statuses, rssBeforeMb, rssAfterMb, rssPeakMb: Math.max(rssPeakMb, rssAfterMb) };
  } finally {
    await server.stop();
  }
}
