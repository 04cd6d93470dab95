// npm run bench:password-reset — does POST /api/auth/password-reset take as long for a missing account as for an
// existing one (docs/security.md, issue 29 finding 7)? Starts the shop with e-mail on (a local SMTP server that keeps
// what it receives), then asks for reset links one at a time, taking turns between an existing and a missing account,
// by username and by e-mail, and prints the median and 90th percentile of each. PGlite by default; DATABASE_URL for
// PostgreSQL.
import { freePort, TestSmtpServer } from '../../src/server/test/smtp';
import { BENCH_ENV, ms, percentile, startServer } from './lib/server';
import { Shopper } from './lib/shopper';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ACCOUNTS = 20;

const smtp = new TestSmtpServer(await freePort());
await smtp.start();
const server = await startServer({
  port: 3907,
  env: {
    ...BENCH_ENV,
    SMTP_URL: smtp.url,
    // Every request for an existing account writes its link: the most work the shop ever does for one.
    RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000000',
    RATE_LIMIT_PASSWORD_RESETS_PER_ACCOUNT: '100000000',
  },
});
try {
  const tag = Date.now().toString(36);
  const shoppers = Array.from({ length: ACCOUNTS }, (_, i) => new Shopper(server.url, `reset${tag}${i}`));
  for (const shopper of shoppers) await shopper.register();
  const cases = {
    'existing, by e-mail': (i: number) => `${shoppers[i % ACCOUNTS]!.username}@bench.example`,
    'missing, by e-mail': (i: number) => `nobody${tag}${i}@bench.example`,
    'existing, by username': (i: number) => shoppers[i % ACCOUNTS]!.username,
    'missing, by username': (i: number) => `nobody${tag}${i}`,
  };
  const times = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
  const ask = async (login: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`password reset answered ${response.status}`);
    return performance.now() - started;
  };
  // Warm up the routes and the database's caches before measuring.
  for (let i = 0; i < 20; i++) for (const login of Object.values(cases)) await ask(login(i));
  for (let i = 0; i < REQUESTS; i++) {
    for (const [name, login] of Object.entries(cases)) times.get(name)!.push(await ask(login(i)));
  }

  console.log(`\nPOST /api/auth/password-reset, ${REQUESTS} requests each, one at a time, taking turns\n`);
  console.log('case                    median      p90');
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`${name.padEnd(22)}  ${ms(percentile(sorted, 50)).padStart(8)}  ${ms(percentile(sorted, 90)).padStart(8)}`);
  }
} finally {
  await server.stop();
  await smtp.stop();
}
