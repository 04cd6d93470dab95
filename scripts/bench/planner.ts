// npm run bench:planner — p50/p99 of POST /api/planner for a plan of 20 appliances on the seeded catalogue (target:
// p50 under 20 ms), through the whole app (validation, sizing, catalogue read, kit search, answer) in-process, and
// of its two parts alone: the catalogue read and the kit search. Embedded PGlite, or PostgreSQL when DATABASE_URL is set.
import { countyBySlug } from '../../src/shared/planner/counties';
import { APPLIANCE_PRESETS } from '../../src/shared/planner/presets';
import { size } from '../../src/shared/planner/sizing';
import { searchKit } from '../../src/server/planner/kit-search';
import { loadCatalogue } from '../../src/server/planner/plans';
import { openInProcessShop } from './lib/in-process';
import { ms, percentile } from './lib/server';

const WARM_UP = 50;
const REQUESTS = 500;
// Twenty lines from the presets, one of each, in a county with the least sun: a plan that the catalogue can still
// meet, so the search runs through every inverter, battery bank and panel array instead of stopping early.
const appliances = APPLIANCE_PRESETS.slice(0, 20).map((preset) => ({
  name: preset.name,
  watts: preset.watts,
  quantity: 1,
  hoursPerDay: preset.hoursPerDay,
  surgeFactor: preset.surgeFactor,
}));
const body = { appliances, county: 'nairobi', autonomyDays: 1, batteryChemistry: 'lithium' as const };

const { app, database, driver, close } = await openInProcessShop();
try {
  const timings: number[] = [];
  let answer = '';
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/planner', payload: body });
    if (i >= WARM_UP) timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`POST /api/planner answered ${response.statusCode}: ${response.body}`);
    answer = response.body;
  }
  timings.sort((a, b) => a - b);

  const reads: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    await loadCatalogue(database.db);
    if (i >= WARM_UP) reads.push(performance.now() - started);
  }
  reads.sort((a, b) => a - b);
  const catalogue = await loadCatalogue(database.db);
  const climate = countyBySlug(body.county)!;
  const { peakSunHours, hotDayC } = climate;
  const sizing = size({ appliances, peakSunHours, hotDayC, autonomyDays: 1, batteryChemistry: 'lithium' });
  const searches: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    searchKit(catalogue, sizing, { batteryChemistry: 'lithium', autonomyDays: 1 }, climate);
    if (i >= WARM_UP) searches.push(performance.now() - started);
  }
  searches.sort((a, b) => a - b);

  const plan = JSON.parse(answer) as { runningWatts: number; pvWatts: number; batteryWh: number; kit: { total: string; lines: unknown[] } | null };
  console.log(
    `\nPOST /api/planner, 20 appliances (${plan.runningWatts} W running, ${plan.pvWatts} W of panels, ${plan.batteryWh} Wh), seeded catalogue of ${catalogue.length} plannable products, ${driver}, ${REQUESTS} requests after ${WARM_UP} to warm up`,
  );
  console.log(`kit: ${plan.kit ? `${plan.kit.lines.length} lines, KSh ${plan.kit.total}` : 'none'}\n`);
  console.log('| what | p50 | p99 |\n|---|---|---|');
  console.log(`| whole request (in-process) | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 99))} |`);
  console.log(`| catalogue read alone | ${ms(percentile(reads, 50))} | ${ms(percentile(reads, 99))} |`);
  const micro = (value: number) => `${Math.round(value * 1000)} µs`;
  console.log(`| kit search alone | ${micro(percentile(searches, 50))} | ${micro(percentile(searches, 99))} |`);
  console.log(`\ntarget: p50 under 20 ms — ${percentile(timings, 50) < 20 ? 'met' : 'MISSED'}`);
} finally {
  await close();
}
