// npm run bench:statement-preview — does previewing a 50,000-row M-PESA statement hold up the shop (docs/security.md,
// issue 29 finding 12a)? Starts the seeded shop in this process (PGlite; PostgreSQL with DATABASE_URL), listening on a
// socket, and while a sales agent's preview of a 4 MB statement is read, reconciled and answered, asks
// GET /api/products one request after another. Prints the longest the event loop was held up
// (perf_hooks.monitorEventLoopDelay, in this process, which is the shop's), the preview's time and how many catalogue
// requests were answered meanwhile, with the slowest of them. BENCH_RUNS (3) previews, each reported.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hashPassword } from '../../src/server/shared/password';
import { users } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/plugins/sessions';
import { openInProcessShop } from './lib/in-process';
import { ms } from './lib/server';

const ROWS = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

/** A 10-character M-PESA receipt with a letter and a digit, distinct for each row and run. */
const receipt = (run: number, row: number) => `T${String.fromCharCode(65 + run)}${String(row).padStart(8, '0')}`;

// Every row a completed payment with a receipt and an account, so every row goes through the whole reconciliation
// (the payment schema, the lookups): the heaviest statement of its size. The accounts name no order.
const statement = (run: number): string =>
  [
    HEADER,
    ...Array.from(
      { length: ROWS },
      (_, row) => `${receipt(run, row)},2026-11-20 10:00:00,,Pay Bill Acc. SH-${String(row % 997).padStart(6, 'Q')},Completed,"7,500.00",,,,,,,`,
    ),
  ].join('\n');

const shop = await openInProcessShop();
try {
  await shop.database.db.insert(users).values({
    username: 'bench-agent',
    passwordHash: await hashPassword('bench-password'),
    role: 'sales_agent',
    firstName: 'Bench',
    lastName: 'Agent',
    email: 'bench-agent@bench.example',
    emailVerifiedAt: new Date(),
  });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-agent', password: 'bench-password' }),
  });
  const cookie = /(?:^|,\s*)([^=;,\s]+=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (login.status !== 200 || !cookie?.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`sign-in answered ${login.status}`);
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/products`)).text();

  console.log(`\nPreview of a ${ROWS.toLocaleString('en')}-row statement (${shop.driver}), GET /api/products asked meanwhile\n`);
  console.log('run  longest event-loop block  preview    catalogue answers meanwhile  slowest of them');
  for (let run = 0; run < RUNS; run++) {
    const file = statement(run);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let done = false;
    const pings: number[] = [];
    delay.enable();
    const started = performance.now();
    // The answer (about 15 MB) is read and dropped, not parsed: this process is the shop's, and parsing it here would
    // count as the shop's blocking. Its counts come first in the text.
    const preview = fetch(`${base}/api/admin/payments/import`, { method: 'POST', headers: { 'content-type': 'text/csv', cookie }, body: file }).then(
      async (response) => {
        let head = '';
        for await (const chunk of response.body!) if (head.length < 300) head += Buffer.from(chunk as Uint8Array).toString();
        done = true;
        if (response.status !== 200 || !head.includes(`"unmatched":${ROWS}`))
          throw new Error(`preview answered ${response.status} ${head.slice(0, 200)}`);
        return performance.now() - started;
      },
    );
    const pinging = (async () => {
      while (!done) {
        const asked = performance.now();
        const response = await fetch(`${base}/api/products`);
        await response.text();
        if (!done) pings.push(performance.now() - asked);
      }
    })();
    const took = await preview;
    await pinging;
    delay.disable();
    const slowest = Math.max(0, ...pings);
    console.log(
      `${String(run + 1).padEnd(3)}  ${ms(delay.max / 1e6).padStart(24)}  ${ms(took).padStart(9)}  ${String(pings.length).padStart(27)}  ${ms(slowest).padStart(15)}`,
    );
  }
} finally {
  await shop.close();
}
