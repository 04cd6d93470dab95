// npm run chaos — crash, shutdown, memory and outage drills against the real server (node --import tsx src/server/server.ts).
// Needs the PostgreSQL 15 server of the development machine (CHAOS_DATABASE_URL) and root to stop and start it.
import { crashDuringOrders, type CrashFigures } from './crash';
import { catalogueMemory, MEMORY_BUDGET_MB } from './memory';
import { ensurePostgresRunning, postgresOutage } from './outage';
import { sigtermUnderLoad } from './shutdown';

const PORT = Number(process.env.CHAOS_PORT ?? 3204);
const ADMIN_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.CHAOS_ONLY?.split(',');
const wanted = (drill: string) => !only || only.includes(drill);

// Whatever happens, the shared PostgreSQL server is left running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    ensurePostgresRunning();
    process.exit(130);
  });
}

const failures: string[] = [];
const expectZero = (label: string, value: number) => {
  if (value !== 0) failures.push(`${label}: ${value}`);
  return `${value}${value === 0 ? '' : '  <-- must be 0'}`;
};

function printCrash(figures: CrashFigures) {
  console.log(`\nSIGKILL during a burst of ${figures.customers} concurrent orders — ${figures.driver}`);
  console.log(`  orders answered OK (201)             ${figures.answeredOk}`);
  console.log(`  orders cut off by the kill           ${figures.cutOff}`);
  console.log(`  orders stored after restart          ${figures.stored}`);
  console.log(`  answered OK but not stored           ${expectZero(`${figures.driver}: acknowledged orders lost`, figures.acknowledgedButLost)}`);
  console.log(`  orders with missing lines            ${expectZero(`${figures.driver}: orders with missing lines`, figures.incomplete)}`);
  console.log(`  orders whose total != their lines    ${expectZero(`${figures.driver}: totals not matching lines`, figures.totalMismatch)}`);
  console.log(
    `  carts emptied without an order       ${expectZero(`${figures.driver}: carts emptied without an order`, figures.emptiedWithoutOrder)}`,
  );
  console.log(`  carts kept although ordered          ${expectZero(`${figures.driver}: carts kept after an order`, figures.orderedButCartKept)}`);
  console.log(`  restart to ready                     ${Math.round(figures.recoveredMs)} ms`);
}

try {
  if (wanted('crash')) {
    printCrash(await crashDuringOrders('pglite', PORT, ADMIN_URL));
    printCrash(await crashDuringOrders('postgres', PORT, ADMIN_URL));
  }

  if (wanted('shutdown')) {
    const shutdown = await sigtermUnderLoad(PORT);
    console.log(`\nSIGTERM with ${shutdown.requests} orders and cart reads sent (embedded database)`);
    console.log(`  in flight when SIGTERM arrived       ${shutdown.inFlightAtSigterm}`);
    console.log(`  answered 2xx                         ${shutdown.answered} of ${shutdown.requests}`);
    console.log(`  dropped without an answer            ${expectZero('SIGTERM: requests dropped', shutdown.dropped)}`);
    console.log(`  exit                                 code ${shutdown.exitCode}${shutdown.exitSignal ? `, signal ${shutdown.exitSignal}` : ''}`);
    if (shutdown.exitCode !== 0) failures.push(`SIGTERM: exit code ${shutdown.exitCode}`);
  }

  if (wanted('memory')) {
    const memory = await catalogueMemory(PORT);
    const growth = memory.rssAfterMb - memory.rssBeforeMb;
    const statuses = Object.entries(memory.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(`\n${memory.urls} distinct catalogue URLs from one anonymous visitor (embedded database)`);
    console.log(`  answers                              ${statuses}`);
    console.log(
      `  server RSS before / after / peak     ${memory.rssBeforeMb.toFixed(0)} / ${memory.rssAfterMb.toFixed(0)} / ${memory.rssPeakMb.toFixed(0)} MB`,
    );
    console.log(
      `  growth                               ${growth.toFixed(1)} MB${growth <= MEMORY_BUDGET_MB ? '' : `  <-- must be within ${MEMORY_BUDGET_MB} MB`}`,
    );
    if (growth > MEMORY_BUDGET_MB) failures.push(`memory: RSS grew ${growth.toFixed(1)} MB`);
    if (Object.keys(memory.statuses).some((status) => status !== '200')) failures.push(`memory: answers other than 200: ${statuses}`);
  }

  if (wanted('outage')) {
    const outage = await postgresOutage(PORT, ADMIN_URL);
    console.log('\nPostgreSQL stopped for 5 s under load (20 shoppers reading and writing their carts)');
    console.log('  phase      requests   200   503 (with message)   other');
    for (const [phase, row] of Object.entries(outage.byPhase)) {
      const other =
        Object.entries(row.other)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', ') || '-';
      console.log(
        `  ${phase.padEnd(9)} ${String(row.requests).padStart(9)} ${String(row.ok).padStart(5)} ${String(row.unavailable503).padStart(5)} (${row.withMessage})${' '.repeat(12)}${other}`,
      );
    }
    console.log(`  server process alive throughout      ${outage.serverAlive ? 'yes (no restart)' : 'NO'}`);
    console.log(
      `  first 200 after PostgreSQL was back  ${outage.firstOkAfterRestartMs === undefined ? 'never' : `${Math.round(outage.firstOkAfterRestartMs)} ms`}`,
    );
    if (!outage.serverAlive) failures.push('outage: the server process died');
    if (outage.firstOkAfterRestartMs === undefined) failures.push('outage: never recovered');
    const { outage: during } = outage.byPhase;
    if (Object.keys(during.other).some((status) => status !== 'no answer' && Number(status) >= 500))
      failures.push(`outage: answers other than 503: ${JSON.stringify(during.other)}`);
    if (during.unavailable503 !== during.withMessage) failures.push('outage: a 503 without a message');
    if (outage.byPhase.after.ok === 0) failures.push('outage: nothing answered after PostgreSQL came back');
  }
} finally {
  ensurePostgresRunning();
}

console.log(failures.length ? `\nFAILED:\n  ${failures.join('\n  ')}` : '\nAll invariants held.');
if (failures.length) process.exitCode = 1;
