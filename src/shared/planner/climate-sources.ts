// The sources the shop's own county figures cite (docs/decisions/0100-county-climate-data.md), as
// scripts/planner-climate.ts writes them into ./county-climate.ts. The planner's catalog has each in the shopper's
// language; a station's source, or one typed by staff, is shown as it is written.
export const CLIMATE_SOURCES = {
  zone: "The shop's regional estimate by climate zone (coast, hot dry lowland, lake basin, midland, highland): the hottest and coldest end of the zone, so it errs on the safe side",
  vendorSun: 'Riisun Solar Energy, "Average Peak Sun Hours by County": the lower end of the county\'s yearly range',
  nationalSun: 'REIN Kenya, "Solar Energy": 4–6 kWh/m² a day across Kenya by place and season (the lower end)',
} as const;
export type ClimateSourceKey = keyof typeof CLIMATE_SOURCES;

const KEY_OF = new Map(Object.entries(CLIMATE_SOURCES).map(([key, text]) => [text as string, key as ClimateSourceKey]));

/** Which of the shop's own sources a figure cites, if it is one of them. */
export const climateSourceKey = (source: string): ClimateSourceKey | undefined => KEY_OF.get(source);
