// What a county's sun and temperature figures are and where they come from (docs/product.md, "County sun and
// temperature"). The figures themselves: ./county-climate.ts, made by scripts/planner-climate.ts.

/**
 * How sure a figure is: measured at a station near the county, a figure published for the county itself, a regional
 * estimate (no station near), or set by the shop (a super admin's override).
 */
export const CLIMATE_BASES = ['station', 'county', 'region', 'override'] as const;
export type ClimateBasis = (typeof CLIMATE_BASES)[number];

export interface ClimateSource {
  basis: ClimateBasis;
  /** The dataset or publication, by name (English, as published). */
  source: string;
  /** The station measured at ('station'), or the stations a regional figure is the lower of. */
  station: string | null;
  /** How far the station is from the county's centre, whole kilometres ('station'). */
  km: number | null;
  /** The shop's note for an override. */
  note: string | null;
}

export interface CountyClimate {
  /** The county's approximate centre, degrees. */
  lat: number;
  lon: number;
  /** Worst-month mean daily sun on a horizontal surface, kWh/m² a day (= peak sun hours). */
  peakSunHours: number;
  /** Mean daily maximum temperature of the hottest month, °C. */
  hotDayC: number;
  /** The lowest temperature to expect, °C: a record low, or the coldest hour of a typical year as its proxy. */
  recordLowC: number;
  sun: ClimateSource;
  temperature: ClimateSource;
}

/** The sane ranges a county's figures (and a super admin's override) must keep to in Kenya. */
export const CLIMATE_LIMITS = {
  minSunHours: 2,
  maxSunHours: 8,
  minHotDayC: 15,
  maxHotDayC: 50,
  minRecordLowC: -10,
  maxRecordLowC: 30,
  maxNoteLength: 200,
} as const;
