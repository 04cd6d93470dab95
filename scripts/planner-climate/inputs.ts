// The inputs `npm run planner:climate` derives the counties' sun and temperature figures from (docs/decisions/0100-county-climate-data.md).
// Centroids are each county's approximate geographic centre to 0.1°, read off the county boundary map; they only pick
// the nearest station, so a tenth of a degree (about 11 km) is close enough.

/** Regional figures by climate zone, for counties with no station near: the shop's cautious figures, not measurements. */
export const ZONES = {
  coast: { hotDayC: 34, recordLowC: 14 },
  hot_dry: { hotDayC: 38, recordLowC: 10 },
  lake: { hotDayC: 33, recordLowC: 10 },
  midland: { hotDayC: 31, recordLowC: 5 },
  highland: { hotDayC: 29, recordLowC: 0 },
} as const;
export type Zone = keyof typeof ZONES;

/** The national figure's lower end, for a county with neither a station nor a published figure of its own. */
export const NATIONAL_WORST_MONTH = 4.0;

export interface CountyInput {
  name: string;
  lat: number;
  lon: number;
  zone: Zone;
  /** A published worst-month figure of the county's own (CLIMATE_SOURCES.vendorSun), where there is one. */
  vendorSunHours?: number;
}

/** The 47 counties in the order of their official county codes (Mombasa 001 ... Nairobi 047). */
export const COUNTY_INPUTS: readonly CountyInput[] = [
  { name: 'Mombasa', lat: -4.0, lon: 39.7, zone: 'coast' },
  { name: 'Kwale', lat: -4.2, lon: 39.1, zone: 'coast' },
  { name: 'Kilifi', lat: -3.3, lon: 39.6, zone: 'coast' },
  { name: 'Tana River', lat: -1.6, lon: 39.6, zone: 'hot_dry', vendorSunHours: 6.2 },
  { name: 'Lamu', lat: -2.1, lon: 40.6, zone: 'coast' },
  { name: 'Taita-Taveta', lat: -3.4, lon: 38.4, zone: 'hot_dry' },
  { name: 'Garissa', lat: -0.5, lon: 40.0, zone: 'hot_dry', vendorSunHours: 6.3 },
  { name: 'Wajir', lat: 1.7, lon: 40.1, zone: 'hot_dry', vendorSunHours: 6.5 },
  { name: 'Mandera', lat: 3.5, lon: 40.9, zone: 'hot_dry', vendorSunHours: 6.4 },
  { name: 'Marsabit', lat: 2.9, lon: 37.6, zone: 'hot_dry', vendorSunHours: 6.3 },
  { name: 'Isiolo', lat: 0.8, lon: 38.5, zone: 'hot_dry', vendorSunHours: 6.5 },
  { name: 'Meru', lat: 0.2, lon: 37.8, zone: 'midland' },
  { name: 'Tharaka-Nithi', lat: -0.3, lon: 37.9, zone: 'midland' },
  { name: 'Embu', lat: -0.6, lon: 37.6, zone: 'midland' },
  { name: 'Kitui', lat: -1.6, lon: 38.3, zone: 'hot_dry', vendorSunHours: 6.0 },
  { name: 'Machakos', lat: -1.3, lon: 37.4, zone: 'midland' },
  { name: 'Makueni', lat: -2.2, lon: 37.8, zone: 'hot_dry', vendorSunHours: 6.0 },
  { name: 'Nyandarua', lat: -0.3, lon: 36.4, zone: 'highland' },
  { name: 'Nyeri', lat: -0.4, lon: 36.9, zone: 'highland' },
  { name: 'Kirinyaga', lat: -0.5, lon: 37.3, zone: 'midland' },
  { name: "Murang'a", lat: -0.8, lon: 37.0, zone: 'midland' },
  { name: 'Kiambu', lat: -1.0, lon: 36.8, zone: 'highland' },
  { name: 'Turkana', lat: 3.4, lon: 35.6, zone: 'hot_dry', vendorSunHours: 6.5 },
  { name: 'West Pokot', lat: 1.7, lon: 35.4, zone: 'hot_dry' },
  { name: 'Samburu', lat: 1.5, lon: 37.0, zone: 'hot_dry', vendorSunHours: 6.2 },
  { name: 'Trans Nzoia', lat: 1.0, lon: 35.0, zone: 'highland' },
  { name: 'Uasin Gishu', lat: 0.5, lon: 35.3, zone: 'highland' },
  { name: 'Elgeyo-Marakwet', lat: 0.8, lon: 35.5, zone: 'highland' },
  { name: 'Nandi', lat: 0.2, lon: 35.1, zone: 'highland' },
  { name: 'Baringo', lat: 0.7, lon: 35.9, zone: 'hot_dry', vendorSunHours: 6.2 },
  { name: 'Laikipia', lat: 0.3, lon: 36.8, zone: 'highland', vendorSunHours: 5.8 },
  { name: 'Nakuru', lat: -0.5, lon: 36.1, zone: 'highland' },
  { name: 'Narok', lat: -1.3, lon: 35.6, zone: 'highland' },
  { name: 'Kajiado', lat: -2.1, lon: 36.8, zone: 'midland' },
  { name: 'Kericho', lat: -0.4, lon: 35.3, zone: 'highland' },
  { name: 'Bomet', lat: -0.8, lon: 35.3, zone: 'highland' },
  { name: 'Kakamega', lat: 0.4, lon: 34.8, zone: 'midland' },
  { name: 'Vihiga', lat: 0.1, lon: 34.7, zone: 'midland' },
  { name: 'Bungoma', lat: 0.7, lon: 34.7, zone: 'midland' },
  { name: 'Busia', lat: 0.4, lon: 34.2, zone: 'lake' },
  { name: 'Siaya', lat: 0.0, lon: 34.3, zone: 'lake' },
  { name: 'Kisumu', lat: -0.1, lon: 34.9, zone: 'lake' },
  { name: 'Homa Bay', lat: -0.6, lon: 34.4, zone: 'lake' },
  { name: 'Migori', lat: -1.0, lon: 34.4, zone: 'lake' },
  { name: 'Kisii', lat: -0.7, lon: 34.8, zone: 'highland' },
  { name: 'Nyamira', lat: -0.6, lon: 34.9, zone: 'highland' },
  { name: 'Nairobi', lat: -1.3, lon: 36.8, zone: 'midland' },
];
