// npm run planner:climate — writes src/shared/planner/county-climate.ts, the counties' sun and temperature figures,
// from ./planner-climate/stations.json and ./planner-climate/inputs.ts (docs/decisions/0100-county-climate-data.md).
// npm run planner:climate -- --swera <folder> first rewrites stations.json from the SWERA typical-year files in that
// folder (`Kenya KEN <station> (INTL).csv`, copied by hand from NREL's SAM repository). Nothing here runs at install
// or run time: the data file is checked in.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { assignClimate, NEIGHBOUR_KM, STATION_KM, type StationSummary } from './planner-climate/assign';
import { COUNTY_INPUTS } from './planner-climate/inputs';
import { summariseSwera } from './planner-climate/swera';

const here = path.dirname(new URL(import.meta.url).pathname);
const stationsFile = path.join(here, 'planner-climate', 'stations.json');
const outFile = path.join(here, '..', 'src', 'shared', 'planner', 'county-climate.ts');

const sweraAt = process.argv.indexOf('--swera');
if (sweraAt >= 0) {
  const folder = process.argv[sweraAt + 1];
  if (!folder) throw new Error('--swera needs the folder of the SWERA files');
  const files = readdirSync(folder).filter((name) => /^Kenya KEN .+\(INTL\)\.csv$/.test(name));
  const summaries = files.sort().map((name) => summariseSwera(readFileSync(path.join(folder, name), 'utf8')));
  writeFileSync(stationsFile, `${JSON.stringify(summaries, null, 2)}\n`);
  console.log(`${summaries.length} stations -> ${stationsFile}`);
}

const stations = JSON.parse(readFileSync(stationsFile, 'utf8')) as StationSummary[];
const climate = COUNTY_INPUTS.map((county) => assignClimate(county, stations));
const body = COUNTY_INPUTS.map((county, at) => `  ${JSON.stringify(county.name)}: ${JSON.stringify(climate[at])},`).join('\n');
const generated = `// Made by scripts/planner-climate.ts (npm run planner:climate) from ${stations.length} stations; do not edit by hand.
// Sun: worst-month mean daily irradiation on a horizontal surface, kWh/m² a day. A county takes its nearest station
// within ${STATION_KM} km, else the worst of the stations within ${NEIGHBOUR_KM} km, else its published or regional figure
// (docs/decisions/0100-county-climate-data.md).
import type { CountyClimate } from './climate';

export const COUNTY_CLIMATE: Record<string, CountyClimate> = {
${body}
};
`;
writeFileSync(outFile, await format(generated, { ...(await resolveConfig(outFile)), filepath: outFile }));
console.log(`${climate.length} counties -> ${outFile}`);
