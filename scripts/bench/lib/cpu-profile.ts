// Where a process's main thread spent its time over a window, from the V8 profile `node --cpu-prof` writes when the
// process exits: self time by kind of code, so a benchmark can say what each request pays for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const NODE = 'Node: HTTP, sockets, streams, timers';
/** Kinds of code, the first that matches a function's file wins. */
const KINDS: [kind: string, file: RegExp][] = [
  [
    'request logging',
    /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact|@pinojs\/[\w-]+)\/|src\/server\/plugins\/(request-id|lazy-child-logger)\.ts/,
  ],
  ['rate limit counting', /src\/server\/plugins\/rate-limits\.ts|src\/server\/shared\/[\w-]*counter[\w-]*\.ts/],
  ['answer cache', /src\/server\/plugins\/answer-cache\.ts|node_modules\/lru-cache\//],
  ['compression', /node_modules\/@fastify\/compress\/|node:zlib|node:internal\/zlib/],
  ['ETag hashing', /node_modules\/@fastify\/etag\/|node:internal\/crypto\//],
  ['validation and serialisation', /node_modules\/(zod|fastify-type-provider-zod|fast-json-stringify|secure-json-parse)\//],
  ['Fastify: routing, hooks, reply', /node_modules\/(fastify|find-my-way|avvio|fast-querystring|toad-cache|proxy-addr|@fastify\/[\w-]+)\//],
  ["the shop's own hooks and handlers", /\/src\//],
  ['database', /node_modules\/(@electric-sql|drizzle-orm|pg|pg-[\w-]+)\//],
  [NODE, /^node:/],
  ['other packages', /node_modules\//],
];

const SPECIAL: Record<string, string | undefined> = { '(idle)': undefined, '(garbage collector)': 'garbage collection', '(program)': 'V8 itself' };

/**
 * Each sampled function's kind. A native function (a socket or file write, JSON, a hash) has no file: it counts as
 * the kind of the code that called it, so a log line's write is logging's and a reply's write is Node's HTTP.
 */
function kindsOf(nodes: ProfileNode[]): Map<number, string | undefined> {
  const parents = new Map<number, ProfileNode>();
  for (const node of nodes) for (const child of node.children ?? []) parents.set(child, node);
  const kinds = new Map<number, string | undefined>();
  for (const node of nodes) {
    const { functionName } = node.callFrame;
    if (functionName in SPECIAL) {
      kinds.set(node.id, SPECIAL[functionName]);
      continue;
    }
    let caller: ProfileNode | undefined = node;
    while (caller && !caller.callFrame.url) caller = parents.get(caller.id);
    const kind = caller ? (KINDS.find(([, file]) => file.test(caller!.callFrame.url))?.[0] ?? 'other') : 'V8 itself';
    // The write system call under a reply: the kernel's share, which a bare server pays too.
    const syscall = !node.callFrame.url && functionName.startsWith('write') && kind === NODE;
    kinds.set(node.id, syscall ? 'writing to the socket (system calls)' : kind);
  }
  return kinds;
}

/**
 * Milliseconds of main-thread time by kind of code between two instants of process.hrtime (microseconds: V8's
 * profile keeps the same monotonic clock), from the main thread's profile in `dir`.
 */
export function timeByKind(dir: string, fromUs: number, toUs: number): Map<string, number> {
  // Named CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile; the main thread is thread 0.
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile') && name.split('.')[4] === '0');
  if (!file) throw new Error(`no main-thread profile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const kinds = kindsOf(profile.nodes);
  const byKind = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const kind = kinds.get(id);
    if (kind && at >= fromUs && at <= toUs) byKind.set(kind, (byKind.get(kind) ?? 0) + delta / 1000);
  });
  return byKind;
}

export const hrtimeUs = (): number => Number(process.hrtime.bigint() / 1000n);
