import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNER_LIMITS } from '../../shared/planner/limits';
import { encodePlan, MAX_PLAN_QUERY_LENGTH } from '../../shared/planner/plan-query';
import { createQuoteSchema } from '../../shared/schemas/payments';
import { plannerInputSchema } from '../../shared/schemas/planner';
import { renderedClientDir } from '../test/rendered-pages';
import { createTestApp, type TestContext } from '../test/test-app';

// Every plan the planner accepts has a link that opens (docs/product.md, "Inputs"): Node's 16 KB limit on a request's
// line and headers lives in its HTTP server, which app.inject bypasses, so the pages are asked for over HTTP.
let ctx: TestContext;
let origin = '';
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { CLIENT_DIR: renderedClientDir() } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** 50 appliance lines, each named with `letters` Ethiopic letters (3 bytes, 9 characters once percent-encoded). */
const longPlan = (letters: number) => ({
  appliances: Array.from({ length: 50 }, () => ({ name: 'ሀ'.repeat(letters), watts: 10, quantity: 1, hoursPerDay: 1, surgeFactor: 1 })),
  county: 'nairobi',
  autonomyDays: 1,
  batteryChemistry: 'lithium' as const,
});

/** A browser's GET of `path`, coming from `referer`, with a phone browser's other headers (about 1 KB of them). */
const open = (path: string, referer: string) =>
  new Promise<{ status: number; html: string }>((resolve, reject) => {
    const request = httpGet(`${origin}${path}`, {
      headers: {
        referer,
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
        'accept-language': 'sw-KE,sw;q=0.9,en-GB;q=0.8,en;q=0.7',
        cookie: `lang=sw; session=${'s'.repeat(200)}`,
        'x-padding': 'p'.repeat(400),
      },
    });
    request.on('response', (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    request.on('error', reject);
  });

describe('the link of the longest plan the planner accepts', () => {
  it('opens over HTTP with a Referer of itself, and from the sign-in page it sends to (regression)', async () => {
    // Before: 50 lines of 60 such letters were a plan, its 28 KB address answered 431 and its quotation 400.
    let letters = PLANNER_LIMITS.maxNameLength;
    while (!plannerInputSchema.safeParse(longPlan(letters)).success) letters--;
    expect(letters).toBeGreaterThan(0);
    const query = encodePlan(longPlan(letters));

    const page = `/sw/planner?${query}`;
    const opened = await open(page, `${origin}${page}`);
    expect(opened.status).toBe(200);
    // Read as a plan, not as one the API refuses ("Solar planner").
    expect(opened.html).toMatch(/<meta property="og:title" content="[^"]*50[^"]*"/);
    const signIn = `/sw/login?next=${encodeURIComponent(`/planner?${query}&add=1`)}`;
    expect((await open(signIn, `${origin}${page}`)).status).toBe(200);
    expect((await open(page, `${origin}${signIn}`)).status).toBe(200);
    expect(query.length).toBeLessThanOrEqual(MAX_PLAN_QUERY_LENGTH);
    // Its quotation takes the same query (docs/product.md, "Documents").
    expect(createQuoteSchema.safeParse({ plan: query }).success).toBe(true);
  });
});
