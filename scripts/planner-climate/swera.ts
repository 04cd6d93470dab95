// Reads one SWERA typical-year file as NREL's SAM ships it (`deploy/solar_resource/Kenya KEN <station> (INTL).csv`):
// a location line, then hourly rows of direct normal (Beam) and diffuse horizontal irradiance, W/m², and dry-bulb
// temperature (Tdry), °C. Global horizontal = Beam × cos(solar zenith) + Diffuse, the sun's place taken at the middle
// of each hour (the row for hour h covers h:00 to h+1:00 local standard time).
import type { StationSummary } from './assign';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Cosine of the sun's zenith angle (Spencer's declination and equation of time), at local standard time. */
export function cosZenith(lat: number, lon: number, timeZone: number, dayOfYear: number, hour: number): number {
  const g = (2 * Math.PI * (dayOfYear - 1)) / 365;
  const declination =
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g);
  const equationOfTimeMin =
    229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const solarHour = hour + (4 * (lon - 15 * timeZone) + equationOfTimeMin) / 60;
  const hourAngle = radians(15 * (solarHour - 12));
  const phi = radians(lat);
  return Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
}

export function summariseSwera(text: string): StationSummary {
  const lines = text.trim().split(/\r?\n/);
  const location = lines[1]!.split(',');
  const [, city, , , latText, lonText, zoneText, , sourceText] = location;
  const lat = Number(latText);
  const lon = Number(lonText);
  const timeZone = Number(zoneText);
  const columns = lines[2]!.split(',');
  const at = (name: string) => columns.indexOf(name);
  const [month, day, hour, beam, diffuse, tdry] = ['Month', 'Day', 'Hour', 'Beam', 'Diffuse', 'Tdry'].map(at) as number[];

  const sunWh = new Array<number>(12).fill(0);
  const dailyMax = new Map<string, number>();
  let coldest = Infinity;
  for (const line of lines.slice(3)) {
    const row = line.split(',').map(Number);
    const m = row[month!]! - 1;
    const d = row[day!]!;
    const dayOfYear = DAYS_IN_MONTH.slice(0, m).reduce((sum, days) => sum + days, 0) + d;
    const cos = Math.max(0, cosZenith(lat, lon, timeZone, dayOfYear, row[hour!]! + 0.5));
    sunWh[m]! += row[beam!]! * cos + row[diffuse!]!;
    const temperature = row[tdry!]!;
    const key = `${m}-${d}`;
    dailyMax.set(key, Math.max(dailyMax.get(key) ?? -Infinity, temperature));
    coldest = Math.min(coldest, temperature);
  }
  const monthlySun = sunWh.map((wh, m) => wh / DAYS_IN_MONTH[m]! / 1000);
  const worst = monthlySun.indexOf(Math.min(...monthlySun));
  const maxSums = new Array<number>(12).fill(0);
  for (const [key, max] of dailyMax) maxSums[Number(key.split('-')[0])]! += max;
  const monthlyMax = maxSums.map((sum, m) => sum / DAYS_IN_MONTH[m]!);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    name: city!.replaceAll('_', ' '),
    lat,
    lon,
    source: `${sourceText} typical year in NREL SAM (hourly, 1,000 W/m² = 1 sun hour)`,
    worstMonth: worst + 1,
    worstMonthSun: round1(monthlySun[worst]!),
    hotDayC: round1(Math.max(...monthlyMax)),
    recordLowC: round1(coldest),
  };
}
