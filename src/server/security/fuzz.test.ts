import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/route-table';
import { MAX_BODY_BYTES } from '../app';
import { renderedClientDir } from '../test/rendered-pages';
import { testAppPerFile, type Client } from '../test/test-app';
import { MAX_PAGE_BYTES } from '../web/page-template';
import { apiRoutes, fillPath, routeKey, shopPerFile } from '../test/sweep-fixtures';

// Seeded random and hostile input for every server-rendered page and every API route that reads a body or a query
// (docs/security.md, "The fuzz suite"): no answer is a 500, larger than its bound or slower than its bound, and the
// process does not grow past its bound. FUZZ_SEED replays a run (the seed is in every failure's message);
// FUZZ_SCALE multiplies the number of cases (1 in CI, where the suite takes about a minute on two loaded cores).

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const PAGE_CASES = Math.round(400 * SCALE);
const CASES_PER_API_ROUTE = Math.round(25 * SCALE);
/** Each half's time limit, for the cases it sends on two loaded cores (about 40 s a scale step at most). */
const TIMEOUT_MS = 120_000 + SCALE * 40_000;
/** The largest API answer the fuzzed shop should give (its whole catalogue is far smaller). */
const MAX_API_BYTES = 1024 * 1024;
/** Generous: a page renders in well under a second even on a loaded machine; the inflated ones took 8 to 20 s. */
const MAX_ANSWER_MS = 10_000;
/** Heap kept after a full collection, over each half of the run: what a leak would leave. */
const MAX_HEAP_GROWTH_BYTES = 64 * 1024 * 1024;
/** Resident memory at its highest, over each half: one inflated page used to take the process from 0.6 to 2.6 GB. */
const MAX_RSS_GROWTH_BYTES = 512 * 1024 * 1024;
/** Node's own limit on a request's head, which every real address is within. */
const MAX_URL_BYTES = 16_000;

// A full collection before each measure, so the heap compared is what is kept, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapKept = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** Watches a run's memory: the heap kept and the highest resident size, against their bounds. */
function memoryWatch() {
  const heapBefore = heapKept();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  return {
    sample: () => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    },
    check: () => {
      const heapGrowth = heapKept() - heapBefore;
      expect(heapGrowth, `FUZZ_SEED=${SEED}: the heap kept grew ${heapGrowth} bytes`).toBeLessThan(MAX_HEAP_GROWTH_BYTES);
      expect(rssPeak - rssBefore, `FUZZ_SEED=${SEED}: resident memory grew ${rssPeak - rssBefore} bytes`).toBeLessThan(MAX_RSS_GROWTH_BYTES);
    },
  };
}

const ctx = testAppPerFile(() => ({
  seed: true,
  env: { CLIENT_DIR: renderedClientDir(), RATE_LIMIT_PAGES_PER_MINUTE: '1000000', RATE_LIMIT_API_PER_MINUTE: '1000000' },
}));
const shop = shopPerFile(ctx);

/** mulberry32: small, fast and the same on every machine for one seed. */
function random(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);
const below = (n: number) => Math.floor(next() * n);
const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;

const HOSTILE_TEXT = [
  '$&',
  "$'",
  '$`',
  '$1',
  '$$',
  '$<name>',
  "$`$'$&",
  '$`'.repeat(40),
  "$'".repeat(40),
  'x'.repeat(5000),
  'NaN',
  '1e308',
  '-1e308',
  '-0',
  'Infinity',
  '0x10',
  '１２３',
  '٣',
  '9'.repeat(400),
  '-1',
  '1.5',
  '',
  ' ',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '\u0000',
  '\u0007\u001b[31m',
  '\r\nBcc: victim@example.com',
  '\uD800',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</body></html>',
  '<!--page-head-->',
  '{{7*7}}',
  '../../etc/passwd',
  "' OR '1'='1",
  '😀'.repeat(100),
  'nairobi',
  'lithium',
  'in_stock',
  'solar-panels',
  'true',
];
const HOSTILE_NUMBERS = [0, -0, -1, 1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1e-308, 2_147_483_648, 10_000_000_000];

/** Hostile text for an address: a lone surrogate cannot be written in one, so it goes as U+FFFD. */
const urlText = (max: number) => encodeURIComponent(text().replace(/\p{Surrogate}/gu, '\uFFFD')).slice(0, max);
/**
 * What is left of the body being made, in characters: its arrays and objects stop growing once it is spent, so a
 * body stays near the server's limit (a larger one is refused unread, and unbounded nesting would make bodies of
 * hundreds of megabytes that measure only this test's own memory).
 */
let room = Number.POSITIVE_INFINITY;
const spend = <T>(made: T, size: number): T => {
  room -= size;
  return made;
};
const text = (): string => {
  const made = next() < 0.7 ? pick(HOSTILE_TEXT) : Array.from({ length: 1 + below(4) }, () => pick(HOSTILE_TEXT)).join(pick(['', '~', ' ']));
  return spend(made, made.length);
};
/** Up to `length` items, fewer once the body's room is spent. */
function many<T>(length: number, make: () => T): T[] {
  const items: T[] = [];
  while (items.length < length && room > 0) items.push(make());
  return items;
}
function value(depth = 0): unknown {
  const roll = next();
  if (roll < 0.45) return text();
  if (roll < 0.7) return spend(pick(HOSTILE_NUMBERS), 24);
  if (roll < 0.78) return pick([null, true, false]);
  if (depth > 2) return text();
  if (roll < 0.9) return many(pick([0, 1, 3, 60, 500]), () => value(depth + 1));
  return body(depth + 1);
}

const BODY_KEYS = [
  'name',
  'nameSw',
  'slug',
  'description',
  'price',
  'categoryId',
  'productId',
  'quantity',
  'stockStatus',
  'images',
  'specifications',
  'ratings',
  'deliveryAddress',
  'phoneNumber',
  'notes',
  'username',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'fullName',
  'rating',
  'comment',
  'status',
  'method',
  'amount',
  'reference',
  'receivedAt',
  'appliances',
  'county',
  'autonomyDays',
  'batteryChemistry',
  'token',
  'items',
  'lines',
  'featured',
  'q',
  'page',
  'pageSize',
  'role',
  'reason',
  'watts',
  'hoursPerDay',
  'surgeFactor',
  'hidden',
  'confirm',
  'csv',
];
function body(depth = 0): Record<string, unknown> {
  return Object.fromEntries(many(1 + below(6), () => [pick(BODY_KEYS), value(depth)]));
}
/** A body of at most about the server's limit, as JSON. */
function sized(make: () => Record<string, unknown>): string {
  room = MAX_BODY_BYTES;
  try {
    return JSON.stringify(make());
  } finally {
    room = Number.POSITIVE_INFINITY;
  }
}
/** The planner's own body with one field made hostile, so the values get past the first check. */
function plannerBody(): Record<string, unknown> {
  const line = { name: 'Fridge', watts: 150, quantity: 1, hoursPerDay: 24, surgeFactor: 3 };
  const plan: Record<string, unknown> = { appliances: [line], county: 'nairobi', autonomyDays: 1, batteryChemistry: 'lithium' };
  const field = pick([...Object.keys(plan), ...Object.keys(line)]);
  if (field in plan) plan[field] = value();
  else plan.appliances = many(pick([1, 50, 51, 1330]), () => ({ ...line, [field]: value() }));
  return plan;
}

const QUERY_KEYS = [
  'a',
  'county',
  'days',
  'battery',
  'q',
  'category',
  'categoryId',
  'stock',
  'minPrice',
  'maxPrice',
  'page',
  'pageSize',
  'limit',
  'sort',
  'featured',
  'status',
  'from',
  'to',
  'role',
  'search',
  'next',
  'lang',
  'add',
];
/** A plan line of hostile parts, as the planner's address carries them. */
const planLine = () => Array.from({ length: 1 + below(6) }, () => (next() < 0.5 ? text() : String(pick(HOSTILE_NUMBERS)))).join('~');
function query(): string {
  const params = new URLSearchParams();
  const pairs = pick([1, 2, 5, 60, 400]);
  for (let index = 0; index < pairs; index += 1) {
    const key = pick(QUERY_KEYS);
    params.append(key, key === 'a' ? planLine() : text());
  }
  return params.toString();
}
/** An address within Node's limit on a request's head, as a real client's is. */
const within = (url: string) => (url.length <= MAX_URL_BYTES ? url : url.slice(0, url.lastIndexOf('&', MAX_URL_BYTES)));

const SCREENS = [
  '/',
  '/products',
  '/products/{slug}',
  '/products/{text}',
  '/product/{text}',
  '/planner',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/warranty',
  '/returns',
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/dashboard',
  '/admin',
  '/{text}',
];

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  body: string;
  html: boolean;
  location?: string;
}
async function timed(client: Client, options: InjectOptions): Promise<Answer> {
  const started = performance.now();
  const response = await client.request(options);
  // A turn of the event loop, as between a real server's requests: with the embedded database an injected request
  // never waits on I/O, so without it the streams' setImmediate callbacks pile up, keeping every answer alive.
  await new Promise(setImmediate);
  const html = String(response.headers['content-type']).startsWith('text/html');
  const location = response.headers.location === undefined ? undefined : String(response.headers.location);
  return { status: response.statusCode, bytes: response.rawPayload.length, ms: performance.now() - started, body: response.body, html, location };
}
const ipOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
const failure = (what: string, answer: Answer) => `FUZZ_SEED=${SEED}: ${what} → ${answer.status}, ${answer.bytes} bytes, ${Math.round(answer.ms)} ms`;

describe(`the fuzz suite (FUZZ_SEED=${SEED})`, () => {
  it(
    `renders ${PAGE_CASES} hostile page addresses within bounds`,
    async () => {
      const product = ((await ctx.visitor.get('/api/products?limit=1')).json() as { slug: string }[])[0]!;
      // Every screen once first, so the heap measured below is not the modules' first load.
      for (const screen of SCREENS) await ctx.visitor.get(screen.replace('{slug}', product.slug).replace('{text}', 'x'));
      const memory = memoryWatch();
      const failures: string[] = [];
      for (let index = 0; index < PAGE_CASES; index += 1) {
        const screen = pick(SCREENS)
          .replace('{slug}', product.slug)
          .replace('{text}', () => urlText(2000));
        const url = within(`${next() < 0.3 ? '/sw' : ''}${screen}${next() < 0.9 ? `?${query()}` : ''}`);
        let answer = await timed(ctx.visitor, { method: 'GET', url, remoteAddress: ipOf(index) });
        // The language switch's `lang` is remembered and redirected to the address without it: the page is there, on
        // this site.
        if (answer.status === 302 && url.includes('lang=')) {
          if (!answer.location?.startsWith('/') || /^\/[/\\]/.test(answer.location))
            failures.push(failure(`GET ${url.slice(0, 300)} off the site`, answer));
          else answer = await timed(ctx.visitor, { method: 'GET', url: answer.location, remoteAddress: ipOf(index) });
        }
        memory.sample();
        // A page (not a refusal in JSON) is the server's rendering, never the unrendered fallback for one too large.
        const rendered = !answer.html || answer.body.includes('id="query-state"');
        if (answer.status >= 500 || answer.bytes > MAX_PAGE_BYTES || answer.ms > MAX_ANSWER_MS || !rendered)
          failures.push(failure(`GET ${url.slice(0, 300)}`, answer));
      }
      expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
      memory.check();
    },
    TIMEOUT_MS,
  );

  it(
    `sends ${CASES_PER_API_ROUTE} hostile bodies or queries to every API route that reads one`,
    async () => {
      // Signing out would leave the rest of the run unauthenticated; uploads take bytes, not JSON.
      const skipped = new Set(['POST /api/logout', 'GET /api/logout', 'PUT /objects/uploads/:id']);
      const routes = apiRoutes(ctx).filter((route: RouteEntry) => !skipped.has(routeKey(route)) && (route.hasBody || route.method === 'GET'));
      expect(routes.length).toBeGreaterThan(20);
      const memory = memoryWatch();
      const failures: string[] = [];
      let index = 0;
      for (const route of routes) {
        const client = route.url.startsWith('/api/admin/') || route.url === '/api/upload-url' ? shop.staff : shop.owner;
        for (let n = 0; n < CASES_PER_API_ROUTE; n += 1, index += 1) {
          const param = next() < 0.7 ? String(pick([shop.orderId, shop.productIds[0]!, 1])) : urlText(150);
          const path = fillPath(route.url, param);
          const options: InjectOptions =
            route.method === 'GET'
              ? { method: 'GET', url: within(`${path}?${query()}`) }
              : {
                  method: route.method as InjectOptions['method'],
                  url: path,
                  headers: { 'content-type': 'application/json' },
                  payload: sized(route.url === '/api/planner' && next() < 0.6 ? plannerBody : body),
                };
          const answer = await timed(client, { ...options, remoteAddress: ipOf(100_000 + index) });
          memory.sample();
          if (answer.status >= 500 || answer.bytes > MAX_API_BYTES || answer.ms > MAX_ANSWER_MS)
            failures.push(failure(`${route.method} ${String(options.url).slice(0, 200)} ${String(options.payload ?? '').slice(0, 200)}`, answer));
        }
      }
      expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
      memory.check();
    },
    TIMEOUT_MS,
  );
});
