import { describe, expect, it } from 'vitest';
import { cosZenith, summariseSwera } from './swera';

// A synthetic SWERA file in SAM's layout: the equator on the 45th meridian (its own time zone's), a clear sky whose
// beam is 1,000 W/m² at the zenith and nothing else, a flat 20 °C except for each month's noon (20 + month °C) and one
// cold night in July (4 °C).
function syntheticFile(): string {
  const rows = ['Location,City,Region,Country,Latitude,Longitude,Time Zone,Elevation,Source', '0,Test_Town,KEN,Kenya,0,45,3,1000,SWERA'];
  rows.push('Year,Month,Day,Hour,Beam,Diffuse,Tdry,Tdew,Pres,Wdir,Wspd,Aod,Pwp,Alb');
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  days.forEach((count, m) => {
    for (let d = 1; d <= count; d++)
      for (let h = 0; h < 24; h++) {
        // June is cloudy: half the beam.
        const beam = h >= 6 && h < 18 ? (m === 5 ? 500 : 1000) : 0;
        const tdry = h === 12 ? 20 + m + 1 : m === 6 && d === 15 && h === 3 ? 4 : 20;
        rows.push(`1990,${m + 1},${d},${h},${beam},0,${tdry},10,900,0,1,0.1,2,0.2`);
      }
  });
  return rows.join('\n');
}

describe('a SWERA typical-year file', () => {
  it('puts the sun overhead at noon on the equator at an equinox, and below the horizon at midnight', () => {
    expect(cosZenith(0, 45, 3, 80, 12)).toBeGreaterThan(0.99);
    expect(cosZenith(0, 45, 3, 80, 0)).toBeLessThan(-0.99);
  });

  it('gives its worst month of sun, its hottest month of days and its coldest hour', () => {
    const summary = summariseSwera(syntheticFile());
    expect(summary).toMatchObject({ name: 'Test Town', lat: 0, lon: 45, worstMonth: 6, hotDayC: 32, recordLowC: 4 });
    expect(summary.source).toContain('SWERA');
    // Half a clear equatorial June day: 1,000 W/m² × about 7 full-sun hours (the sun 23° north) ÷ 2 ≈ 3.5 kWh/m² a day.
    expect(summary.worstMonthSun).toBeGreaterThan(3.2);
    expect(summary.worstMonthSun).toBeLessThan(3.8);
  });
});
