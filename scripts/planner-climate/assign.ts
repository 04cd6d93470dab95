// Which figures each county takes (docs/decisions/0100-county-climate-data.md): its nearest station's when one is
// within STATION_KM of its centre, else the worst of the stations within NEIGHBOUR_KM (a regional estimate), else its
// published figure or its zone's. Pure, so it is tested apart from the files it reads.
import type { ClimateSource, CountyClimate } from '../../src/shared/planner/climate';
import { CLIMATE_SOURCES } from '../../src/shared/planner/climate-sources';
import { NATIONAL_WORST_MONTH, ZONES, type CountyInput } from './inputs';

/** A station's own figures as read by ./swera.ts, kept in ./stations.json. */
export interface StationSummary {
  name: string;
  lat: number;
  lon: number;
  source: string;
  /** Worst month's mean daily global horizontal irradiation, kWh/m² a day, and the month (1-12). */
  worstMonth: number;
  worstMonthSun: number;
  /** Hottest month's mean daily maximum, °C. */
  hotDayC: number;
  /** The coldest hour in the file, °C: a typical year's, so a proxy for the record low. */
  recordLowC: number;
}

/** Within this distance a station's figures stand for the county: "measured station, 23 km away". */
export const STATION_KM = 150;
/** Beyond STATION_KM, the stations within this distance give a regional estimate: the worst of their figures. */
export const NEIGHBOUR_KM = 300;

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance, km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

const source = (basis: ClimateSource['basis'], text: string, station: string | null = null, km: number | null = null): ClimateSource => ({
  basis,
  source: text,
  station,
  km,
  note: null,
});

export function assignClimate(county: CountyInput, stations: readonly StationSummary[]): CountyClimate {
  const ranked = stations.map((station) => ({ station, km: distanceKm(county, station) })).sort((a, b) => a.km - b.km);
  const centre = { lat: county.lat, lon: county.lon };
  const nearest = ranked[0];
  if (nearest && nearest.km <= STATION_KM) {
    const { station, km } = nearest;
    const measured = source('station', station.source, station.name, Math.round(km));
    return {
      ...centre,
      peakSunHours: station.worstMonthSun,
      hotDayC: station.hotDayC,
      recordLowC: station.recordLowC,
      sun: measured,
      temperature: measured,
    };
  }
  const published = county.vendorSunHours;
  const neighbours = ranked.filter(({ km }) => km <= NEIGHBOUR_KM).map(({ station }) => station);
  if (neighbours.length) {
    const names = neighbours.map((station) => station.name).join(', ');
    const regional = source('region', neighbours[0]!.source, names);
    const neighbourSun = Math.min(...neighbours.map((station) => station.worstMonthSun));
    const sun = published !== undefined && published < neighbourSun ? source('county', CLIMATE_SOURCES.vendorSun) : regional;
    return {
      ...centre,
      peakSunHours: Math.min(neighbourSun, published ?? Infinity),
      hotDayC: Math.max(...neighbours.map((station) => station.hotDayC)),
      recordLowC: Math.min(...neighbours.map((station) => station.recordLowC)),
      sun,
      temperature: regional,
    };
  }
  const zone = ZONES[county.zone];
  return {
    ...centre,
    peakSunHours: published ?? NATIONAL_WORST_MONTH,
    ...zone,
    sun: published === undefined ? source('region', CLIMATE_SOURCES.nationalSun) : source('county', CLIMATE_SOURCES.vendorSun),
    temperature: source('region', CLIMATE_SOURCES.zone),
  };
}
