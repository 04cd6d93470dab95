// Debian's wrk (apt-get install -y wrk) as a load generator: a C program that spends a fraction of autocannon's CPU
// on each request, so a benchmark sharing two cores with it measures the server rather than the generator.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Round } from './rounds';

export const wrkInstalled = () => !spawnSync('wrk', ['--version']).error;

// Its figures as one line of JSON from wrk's done() hook, rather than read back out of its text report.
const REPORT = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
// A pause before each request of a connection, drawn between 0 and twice the mean so the connections do not fire
// together: `connections` of them then send about connections × 1000 / meanMs requests a second, whatever the server.
const pause = (meanMs: number) => `function delay() return math.random(0, ${2 * meanMs}) end\n`;

export interface WrkOptions {
  connections: number;
  durationS: number;
  headers: Record<string, string>;
  /** Where to write wrk's script. */
  dir: string;
  /** A taskset CPU list to run wrk on. */
  cpus?: string;
  /** Mean milliseconds each connection waits before its next request; without it, as fast as the server answers. */
  pauseMs?: number;
}

/** One round of load from one wrk thread against one URL. */
export async function wrk(url: string, options: WrkOptions): Promise<Round> {
  const script = join(options.dir, options.pauseMs === undefined ? 'wrk-report.lua' : `wrk-paced-${options.pauseMs}.lua`);
  writeFileSync(script, (options.pauseMs === undefined ? '' : pause(options.pauseMs)) + REPORT);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.durationS}s`,
    '-s',
    script,
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const child = options.cpus === undefined ? spawn('wrk', args) : spawn('taskset', ['-c', options.cpus, 'wrk', ...args]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
  if (code !== 0 || line === undefined) throw new Error(`wrk ${args.join(' ')} failed (${code}):\n${output}`);
  const report = JSON.parse(line) as { requests: number; durationUs: number; p50Us: number; p99Us: number; errors: number };
  return {
    rps: report.requests / (report.durationUs / 1e6),
    requests: report.requests,
    p50: report.p50Us / 1000,
    p99: report.p99Us / 1000,
    errors: report.errors,
  };
}
