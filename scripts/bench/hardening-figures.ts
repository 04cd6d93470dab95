// npm run bench:hardening-figures — the before/after figures of issue 29's findings 1, 2, 4 and 7 (docs/security.md),
// measured as the attacks were made: over HTTP against the started shop (src/server/server.ts, seeded, PGlite), with
// a local SMTP server that keeps what it receives. It imports only what the shop had before the fixes, so it runs
// on a checkout of the commit before them too (see docs/security.md for how).
//   1. page size and time of the 615-byte /planner address of $` patterns, and of /products?q=, ?category= and
//      /sw/products?q= addresses of $` patterns;
//   2. page size and time of a /planner address with 1,330 appliance lines;
//   4. e-mails one account registered with a stranger's address makes the shop send in FIGURES_MAIL_SECONDS (60),
//      ordering as fast as the shop's default limits let it: to the stranger, and to the staff address;
//   7. POST /api/auth/password-reset for existing and missing accounts, by e-mail and by username: medians of
//      FIGURES_RESETS (50) each, one at a time, taking turns.
// 1, 2 and 4 run on the shop with its default limits; 7 on a second start with the request and reset limits lifted.
import { loadavg } from 'node:os';
import { freePort, TestSmtpServer, type ReceivedMail } from '../../src/server/test/smtp';
import { BENCH_ENV, percentile, startServer, type RunningServer } from './lib/server';

const MAIL_SECONDS = Number(process.env.FIGURES_MAIL_SECONDS ?? 60);
const RESETS = Number(process.env.FIGURES_RESETS ?? 50);
// FIGURES_ONLY=pages measures findings 1 and 2 alone.
const PAGES_ONLY = process.env.FIGURES_ONLY === 'pages';
// Finding 7 alone: its timings want a quiet machine, and the other figures take minutes.
const RESET_ONLY = process.env.FIGURES_ONLY === 'reset';
const VICTIM = 'victim@figures.example';
const STAFF = 'staff@figures.example';
const PAGE_TIMEOUT_MS = 60_000;
const ORDER = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678', notes: 'Figures order' };

const smtp = new TestSmtpServer(await freePort());
await smtp.start();
const mailTo = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

/** A signed-in (or not) browser: one cookie. */
class Browser {
  cookie = '';
  constructor(readonly server: RunningServer) {}
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string; ms: number }> {
    const started = performance.now();
    const response = await fetch(this.server.url + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  }
}

const registration = (username: string, email: string) => ({
  username,
  password: 'figures-password',
  email,
  firstName: 'Figures',
  lastName: 'Shopper',
  phoneNumber: '0712345678',
});

async function pages(server: RunningServer): Promise<void> {
  const browser = new Browser(server);
  const ticks = encodeURIComponent('$`');
  // Three lines whose names are 30 "$`" each: 615 bytes, as the attack's address.
  const line = `&a=${ticks.repeat(30)}~10~1~2~1`;
  const addresses: [string, string][] = [
    ['1. /planner, 3 lines named with $`', `/planner?county=nairobi${line}${line}${line}`],
    // 50 "$`": the search's 100 characters, the most the list reads (a longer one is dropped, and cannot inflate).
    ['1. /products?q=$` x 50', `/products?q=${ticks.repeat(50)}`],
    ["1. /products?q=$' x 50", `/products?q=${encodeURIComponent("$'").repeat(50)}`],
    ['1. /products?category=$` x 50', `/products?category=${ticks.repeat(50)}`],
    ['1. /sw/products?q=$` x 50', `/sw/products?q=${ticks.repeat(50)}`],
    ['1. /products?q=ab x 50 (plain, to compare)', `/products?q=${'ab'.repeat(50)}`],
    [
      '2. /planner, 1,330 lines',
      `/planner?county=nairobi${Array.from({ length: 1330 }, (_, index) => `&a=${index < 60 ? `L${index}` : 'x'}~1~1~1~1`).join('')}`,
    ],
  ];
  console.log('\nPages (one request each, after one warm-up of /planner)\n');
  console.log(
    `${'address'.padEnd(46)} ${'bytes of address'.padStart(16)} ${'status'.padStart(6)} ${'page bytes'.padStart(12)} ${'time'.padStart(10)}`,
  );
  await browser.call('GET', '/planner');
  for (const [name, address] of addresses) {
    try {
      const { status, text, ms } = await browser.call('GET', address);
      console.log(
        `${name.padEnd(46)} ${String(address.length).padStart(16)} ${String(status).padStart(6)} ${Buffer.byteLength(text).toLocaleString('en').padStart(12)} ${`${ms.toFixed(0)} ms`.padStart(10)}`,
      );
    } catch (error) {
      console.log(
        `${name.padEnd(46)} ${String(address.length).padStart(16)} no answer within ${PAGE_TIMEOUT_MS / 1000} s (${(error as Error).name})`,
      );
    }
  }
}

async function mail(server: RunningServer): Promise<void> {
  const attacker = new Browser(server);
  const registered = await attacker.call('POST', '/api/register', registration(`attacker${Date.now().toString(36)}`, VICTIM));
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const products = JSON.parse((await attacker.call('GET', '/api/products')).text) as { id: number }[];
  const statuses = new Map<number, number>();
  const started = Date.now();
  while (Date.now() - started < MAIL_SECONDS * 1000) {
    const added = await attacker.call('POST', '/api/cart', { productId: products[0]!.id, quantity: 1 });
    const placed = added.status === 200 || added.status === 201 ? await attacker.call('POST', '/api/orders', ORDER) : added;
    statuses.set(placed.status, (statuses.get(placed.status) ?? 0) + 1);
    // Refused (429): wait for the window to pass, as an attacker would, rather than spin.
    if (placed.status === 429) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Let the outbox send what was written.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`\n4. One account registered with ${VICTIM}, ordering for ${MAIL_SECONDS} s under the default limits\n`);
  console.log(`answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  console.log(
    `e-mails to the stranger's address: ${mailTo(VICTIM).length} (${[...new Set(mailTo(VICTIM).map((m) => m.subject.replace(/SH-\S+/, 'SH-…')))].join('; ')})`,
  );
  console.log(`e-mails to the staff address: ${mailTo(STAFF).length}`);
}

async function resetTiming(server: RunningServer): Promise<void> {
  const tag = Date.now().toString(36);
  const accounts = 10;
  for (let index = 0; index < accounts; index++) {
    const response = await new Browser(server).call(
      'POST',
      '/api/register',
      registration(`reset${tag}${index}`, `reset${tag}${index}@figures.example`),
    );
    if (response.status !== 201) throw new Error(`register: ${response.status} ${response.text}`);
  }
  const cases: Record<string, (index: number) => string> = {
    'existing, by e-mail': (index) => `reset${tag}${index % accounts}@figures.example`,
    'missing, by e-mail': (index) => `nobody${tag}${index}@figures.example`,
    'existing, by username': (index) => `reset${tag}${index % accounts}`,
    'missing, by username': (index) => `nobody${tag}${index}`,
  };
  const times = new Map(Object.keys(cases).map((name) => [name, [] as number[]]));
  const ask = async (login: string) => {
    const { status, ms } = await new Browser(server).call('POST', '/api/auth/password-reset', { login });
    if (status !== 200) throw new Error(`password reset answered ${status}`);
    return ms;
  };
  for (let index = 0; index < 10; index++) for (const login of Object.values(cases)) await ask(login(index));
  for (let index = 0; index < RESETS; index++) for (const [name, login] of Object.entries(cases)) times.get(name)!.push(await ask(login(index)));
  console.log(`\n7. POST /api/auth/password-reset, ${RESETS} each, one at a time, taking turns: median (p90)\n`);
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`${name.padEnd(22)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ms (${percentile(sorted, 90).toFixed(1)} ms)`);
  }
}

const load = () => loadavg()[0]!.toFixed(1);
try {
  console.log(`hardening figures: load average ${load()} at start`);
  if (!RESET_ONLY) {
    const shop = await startServer({ port: 3908, env: { SMTP_URL: smtp.url, STAFF_NOTIFY_EMAILS: STAFF, EMAIL_RETRY_SECONDS: '1' } });
    try {
      await pages(shop);
      if (!PAGES_ONLY) await mail(shop);
    } finally {
      await shop.stop();
    }
  }
  if (!PAGES_ONLY) await resetsOnLiftedLimits();
} finally {
  await smtp.stop();
}

async function resetsOnLiftedLimits(): Promise<void> {
  const lifted = await startServer({
    port: 3908,
    env: { ...BENCH_ENV, SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000000', RATE_LIMIT_PASSWORD_RESETS_PER_ACCOUNT: '100000000' },
  });
  try {
    await resetTiming(lifted);
  } finally {
    await lifted.stop();
  }
}
