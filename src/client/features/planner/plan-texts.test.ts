import { beforeAll, describe, expect, it } from 'vitest';
import { CLIMATE_SOURCES } from '@/shared/planner/climate-sources';
import { COUNTIES } from '@/shared/planner/counties';
import { planTitle } from '@/shared/planner/plan-link';
import { APPLIANCE_PRESETS } from '@/shared/planner/presets';
import { size, sizingReasons } from '@/shared/planner/sizing';
import { loadMessages, translator } from '@/client/lib/i18n';
import { plannerMessages } from './messages';
import { climateSourceText, plainReasonTexts, planTitleText, presetName, sizingReasonTexts } from './plan-texts';

const appliances = [
  { name: 'LED bulb', watts: 10, quantity: 6, hoursPerDay: 5, surgeFactor: 1 },
  { name: 'Fridge', watts: 150, quantity: 1, hoursPerDay: 8, surgeFactor: 3 },
];

beforeAll(() => loadMessages('en', ['planner']).then(() => loadMessages('sw', ['planner'])));

// A kit's battery breaker and its panels' breakers share the role "DC breaker", and one breaker model may serve both
// (docs/product.md, "The kit"): its reason said only "Lets the installer switch the panels off", on the battery
// breaker's line too.
describe("the DC breaker's reason", () => {
  it('names both circuits a kit breaker serves, in both languages', () => {
    expect(translator('en', plannerMessages)('reason_dc_breaker')).toMatch(/batter.*panel/);
    expect(translator('sw', plannerMessages)('reason_dc_breaker')).toMatch(/betri.*paneli/);
  });
});

describe('the planner texts in English', () => {
  const t = () => translator('en', plannerMessages);

  it('name every preset as the shared presets do', () => {
    for (const preset of APPLIANCE_PRESETS) expect(presetName(t(), preset)).toBe(preset.name);
  });

  it('give the titles of the shared module', () => {
    const kit = {
      lines: [],
      total: '312400.00',
      provides: { pvWatts: 0, batteryWh: 0, inverterWatts: 0, surgeWatts: 0 },
      wiring: { panelsInSeries: 1, panelStrings: 1, batteriesInSeries: 1, batteryStrings: 1 },
      wiringLines: [],
      separately: [],
    };
    for (const lines of [appliances, appliances.slice(1), []]) {
      expect(planTitleText(t(), { appliances: lines }, { kit })).toBe(planTitle({ appliances: lines }, { kit }));
      expect(planTitleText(t(), { appliances: lines }, { kit: null })).toBe(planTitle({ appliances: lines }, { kit: null }));
      expect(planTitleText(t(), { appliances: lines }, undefined)).toBe(planTitle({ appliances: lines }, undefined));
    }
  });

  it('give the "why" lines of the shared sizing module, every factor named', () => {
    for (const [autonomyDays, batteryChemistry, peakSunHours, hotDayC] of [
      [1, 'lithium', 4, 33],
      [3, 'lead_acid', 6.25, 38],
      [1, 'lead_acid', 5.8, 29],
    ] as const) {
      const input = { appliances, peakSunHours, hotDayC, autonomyDays, batteryChemistry };
      expect(sizingReasonTexts(t(), size(input), input)).toEqual(sizingReasons(size(input), input));
    }
  });

  it('say where a county figure comes from and how sure it is', () => {
    const source = { source: 'SWERA', station: 'Kisumu', km: 23, note: null };
    expect(climateSourceText(t(), { ...source, basis: 'station' })).toBe('measured station (Kisumu), 23 km away — SWERA');
    expect(climateSourceText(t(), { ...source, basis: 'region' })).toBe('regional estimate — SWERA');
    expect(climateSourceText(t(), { ...source, basis: 'override', note: 'Our installer measured it' })).toBe(
      'set by the shop: Our installer measured it',
    );
  });

  it("cite the shop's own sources word for word as the county figures do", () => {
    for (const cited of Object.values(CLIMATE_SOURCES)) {
      expect(climateSourceText(t(), { basis: 'region', source: cited, station: null, km: null, note: null })).toBe(`regional estimate — ${cited}`);
    }
  });
});

describe('the planner texts in Kiswahili', () => {
  const t = () => translator('sw', plannerMessages);

  it('name every preset in Kiswahili', () => {
    const names = APPLIANCE_PRESETS.map((preset) => presetName(t(), preset));
    expect(names).toContain('Friji');
    expect(new Set(names).size).toBe(APPLIANCE_PRESETS.length);
  });

  it('title a plan and explain its figures', () => {
    expect(planTitleText(t(), { appliances }, undefined)).toBe('Mpango wa sola kwa vifaa 7');
    const input = { appliances, peakSunHours: 4, hotDayC: 33, autonomyDays: 2, batteryChemistry: 'lithium' as const };
    const reasons = sizingReasonTexts(t(), size(input), input);
    expect(reasons[3]).toMatch(/^Betri [\d,]+ Wh: nishati ya siku 2 ÷ \(0\.8 .* lithium × 0\.93 /);
    expect(reasons[2]).toMatch(/× 0\.95 mzunguko wa betri ya lithium × 0\.885 joto kwa seli ya 58 °C × 0\.95 vumbi/);
    expect(climateSourceText(t(), { basis: 'region', source: 'REIN', station: null, km: null, note: null })).toBe('makadirio ya eneo — REIN');
    // The shop's own sources, which every county without a station cites, in Kiswahili too.
    const counties = new Set(COUNTIES.flatMap((county) => [county.sun.source, county.temperature.source]));
    for (const cited of counties) {
      expect(Object.values(CLIMATE_SOURCES)).toContain(cited);
      expect(climateSourceText(t(), { basis: 'county', source: cited, station: null, km: null, note: null })).not.toContain(cited);
    }
    expect(climateSourceText(t(), { basis: 'region', source: CLIMATE_SOURCES.zone, station: null, km: null, note: null })).toMatch(
      /^makadirio ya eneo — Makadirio ya duka kwa kanda ya hali ya hewa/,
    );
  });
});

describe('the plain-language "why" lines', () => {
  it("say what each figure is for in words, with the shop's rules as percentages, in English and Kiswahili", () => {
    const kisumu = { peakSunHours: 4, hotDayC: 33 };
    const en = plainReasonTexts(translator('en', plannerMessages), { ...kisumu, autonomyDays: 2, batteryChemistry: 'lithium' });
    expect(en.battery).toContain('lithium batteries can safely use 80% of their capacity');
    expect(en.battery).toContain('2 days');
    expect(plainReasonTexts(translator('en', plannerMessages), { ...kisumu, autonomyDays: 2, batteryChemistry: 'lead_acid' }).battery).toContain(
      'lead-acid batteries can safely use 50%',
    );
    // One day of lead-acid: its shallow daily depth sets the battery.
    expect(plainReasonTexts(translator('en', plannerMessages), { ...kisumu, autonomyDays: 1, batteryChemistry: 'lead_acid' }).battery).toContain(
      'no more than 30% of them is used a day',
    );
    // Derate 0.79877 loses 20%; 0.93 × 0.95 loses 12% more; two days without sun add 2 / 7 = 29%.
    expect(en.panels).toContain('lose about 20% of what they make, the battery and the inverter about 12% more, and 29% extra');
    expect(en.inverter).toContain('25% to spare');
    const sw = plainReasonTexts(translator('sw', plannerMessages), { ...kisumu, autonomyDays: 2, batteryChemistry: 'lithium' });
    expect(sw.battery).toContain('betri za lithium zinaweza kutumia kwa usalama 80% ya ujazo wake');
    // No jargon and no formula in either language.
    for (const line of [...Object.values(en), ...Object.values(sw)]) expect(line).not.toMatch(/depth of discharge|÷|×|0\.\d/);
  });
});
