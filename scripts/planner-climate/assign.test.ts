import { describe, expect, it } from 'vitest';
import { COUNTY_CLIMATE } from '../../src/shared/planner/county-climate';
import { assignClimate, distanceKm, NEIGHBOUR_KM, STATION_KM, type StationSummary } from './assign';
import { COUNTY_INPUTS, NATIONAL_WORST_MONTH, ZONES, type CountyInput } from './inputs';

const station = (name: string, lat: number, lon: number, worstMonthSun: number, hotDayC: number, recordLowC: number): StationSummary => ({
  name,
  lat,
  lon,
  source: 'SWERA typical year',
  worstMonth: 7,
  worstMonthSun,
  hotDayC,
  recordLowC,
});

const kisumu: CountyInput = { name: 'Kisumu', lat: -0.1, lon: 34.9, zone: 'lake' };
const turkana: CountyInput = { name: 'Turkana', lat: 3.4, lon: 35.6, zone: 'hot_dry', vendorSunHours: 6.5 };

describe('the counties from their stations', () => {
  it('measures distance on the globe: a degree of latitude is about 111 km', () => {
    expect(distanceKm({ lat: 0, lon: 36 }, { lat: 1, lon: 36 })).toBeCloseTo(111.2, 0);
  });

  it('takes the nearest station within STATION_KM, with its distance', () => {
    const near = station('Kisumu airport', -0.08, 34.73, 5.2, 31.2, 12.1);
    const far = station('Kakamega', 0.28, 34.77, 4.9, 29, 10);
    const climate = assignClimate(kisumu, [far, near]);
    expect(climate).toMatchObject({ peakSunHours: 5.2, hotDayC: 31.2, recordLowC: 12.1 });
    expect(climate.sun).toEqual({ basis: 'station', source: 'SWERA typical year', station: 'Kisumu airport', km: 19, note: null });
    expect(climate.temperature).toEqual(climate.sun);
  });

  it('gives a county far from any station the worst of the stations within NEIGHBOUR_KM, a regional estimate', () => {
    const lodwar = station('Lodwar', 3.12, 35.62, 5.9, 36.5, 17);
    const marsabit = station('Marsabit', 2.32, 37.98, 5.4, 30, 11);
    // Turkana's centre is 31 km from Lodwar: move it to test the far case.
    const farOff = { ...turkana, lat: 4.3, lon: 36.9 };
    expect(distanceKm(farOff, lodwar)).toBeGreaterThan(STATION_KM);
    expect(distanceKm(farOff, marsabit)).toBeLessThan(NEIGHBOUR_KM);
    const climate = assignClimate(farOff, [lodwar, marsabit]);
    expect(climate).toMatchObject({ peakSunHours: 5.4, hotDayC: 36.5, recordLowC: 11 });
    expect(climate.sun).toMatchObject({ basis: 'region', station: 'Lodwar, Marsabit', km: null });
  });

  it("keeps a county's published figure when it is lower than its neighbours'", () => {
    const climate = assignClimate({ ...turkana, lat: 4.3, lon: 36.9, vendorSunHours: 5 }, [station('Marsabit', 2.32, 37.98, 5.4, 30, 11)]);
    expect(climate.peakSunHours).toBe(5);
    expect(climate.sun.basis).toBe('county');
    expect(climate.temperature.basis).toBe('region');
  });

  it('falls back to the published figure or the national one, and the zone temperatures, with no station near', () => {
    expect(assignClimate(turkana, [])).toMatchObject({
      peakSunHours: 6.5,
      ...ZONES.hot_dry,
      sun: { basis: 'county' },
      temperature: { basis: 'region' },
    });
    expect(assignClimate(kisumu, [])).toMatchObject({ peakSunHours: NATIONAL_WORST_MONTH, ...ZONES.lake, sun: { basis: 'region' } });
  });

  it('checked in: the data file is what the script makes from its inputs', async () => {
    const stations = (await import('./stations.json')).default as StationSummary[];
    expect(COUNTY_INPUTS).toHaveLength(47);
    for (const county of COUNTY_INPUTS) expect(COUNTY_CLIMATE[county.name], county.name).toEqual(assignClimate(county, stations));
  });
});
