import { describe, expect, it } from 'vitest';
import { checkKit, type PartUnderCheck } from '../../shared/planner/compatibility';
import { countyBySlug } from '../../shared/planner/counties';
import { size, type SizingAppliance } from '../../shared/planner/sizing';
import type { BatteryChemistry } from '../../shared/rating-kinds';
import type { Sizing } from '../../shared/schemas/planner-answers';
import type { ProductRatings } from '../../shared/schemas/ratings';
import { SEED_PRODUCTS } from '../db/seed-data';
import { messageText } from '../plugins/request-locale';
import { searchKit, type CatalogueProduct, type KitSearchResult } from './kit-search';

let nextId = 1;
const product = (slug: string, price: number, ratings: ProductRatings | null = null): CatalogueProduct => ({
  id: nextId++,
  slug,
  name: slug,
  nameSw: null,
  priceCents: price * 100,
  ratings,
});

/** A seeded product's ratings, of the kind named: the figures its maker's sheet gives. */
const seededRatings = <Kind extends ProductRatings['kind']>(kind: Kind, slug: string) => {
  const ratings = SEED_PRODUCTS.find((seeded) => seeded.slug === slug)?.ratings;
  if (ratings?.kind !== kind) throw new Error(`no seeded ${kind} ${slug}`);
  return ratings as Extract<ProductRatings, { kind: Kind }>;
};

// Figures as the makers' sheets give them (Jinko Tiger Pro 400 W, a 12 V 100 Ah LiFePO4 with a 100 A BMS, …).
const PANEL_400 = product('panel-400', 14_200, seededRatings('panel', 'jinko-tiger-pro-400w-mono-half-cell-solar-panel'));
const PANEL_100 = product('panel-100', 6_000, {
  kind: 'panel',
  watts: 100,
  voc: 22.5,
  vmp: 18.5,
  isc: 5.8,
  imp: 5.4,
  vocCoefficient: -0.3,
  pmaxCoefficient: -0.4,
  maxSystemVolts: 1000,
});
const BATTERY_12 = product('battery-12v', 42_500, seededRatings('battery', 'hithium-12v-100ah-lifepo4-lithium-battery'));
const BATTERY_48 = product('battery-48v', 185_000, {
  ...seededRatings('battery', 'hithium-48v-100ah-5kwh-wall-mounted-lithium-battery'),
  maxParallel: 8,
});
const INVERTER_12 = product('inverter-1kw-12v', 16_500, seededRatings('inverter', 'vestwoods-1kw-12v-pure-sine-wave-inverter'));
const HYBRID_24 = product('hybrid-3kw-24v', 48_500, seededRatings('inverter', 'vestwoods-3kw-24v-hybrid-solar-inverter'));
const HYBRID_48 = product('hybrid-5kw-48v', 78_000, { ...seededRatings('inverter', 'vestwoods-5kw-48v-hybrid-solar-inverter'), maxChargeAmps: 100 });
const MPPT_60 = product('mppt-60a', 18_500, { kind: 'charge_controller', amps: 60, volts: 48, type: 'mppt', maxPvVoc: 150 });
const PWM_20 = product('pwm-20a', 2_500, { kind: 'charge_controller', amps: 20, volts: 24, type: 'pwm', maxPvVoc: 50 });
const BREAKER_63 = product('breaker-63a', 2_800, { kind: 'protection', device: 'breaker', current: 'dc', amps: 63, volts: 550 });
const BREAKER_125 = product('breaker-125a', 4_500, { kind: 'protection', device: 'breaker', current: 'dc', amps: 125, volts: 125 });
const SPD_1000 = product('spd-1000v', 3_500, { kind: 'protection', device: 'surge_protector', current: 'dc', volts: 1000 });
const PV_CABLE = product('pv-cable-4mm', 4_200, { kind: 'cable', current: 'dc', crossSection: 4, lengthM: 10, amps: 55, volts: 1500 });
const BATTERY_CABLE_35 = product('battery-cable-35mm', 3_900, { kind: 'cable', current: 'dc', crossSection: 35, lengthM: 2, amps: 150, volts: 1000 });
const CATALOGUE = [
  PANEL_400,
  PANEL_100,
  BATTERY_12,
  BATTERY_48,
  INVERTER_12,
  HYBRID_24,
  HYBRID_48,
  MPPT_60,
  PWM_20,
  BREAKER_63,
  BREAKER_125,
  SPD_1000,
  PV_CABLE,
  BATTERY_CABLE_35,
];

/** The demo catalogue as the planner reads it (every seeded product in stock, at its seeded price). */
const SEEDED: CatalogueProduct[] = SEED_PRODUCTS.map((seeded) => product(seeded.slug, Number(seeded.price), seeded.ratings ?? null));

const county = (slug: string) => countyBySlug(slug)!;
const sized = (appliances: SizingAppliance[], slug: string, chemistry: BatteryChemistry = 'lithium', autonomyDays = 1) => {
  const { peakSunHours, hotDayC } = county(slug);
  return size({ appliances, peakSunHours, hotDayC, autonomyDays, batteryChemistry: chemistry });
};
const search = (catalogue: CatalogueProduct[], sizing: Sizing, slug: string, batteryChemistry: BatteryChemistry = 'lithium', autonomyDays = 1) =>
  searchKit(catalogue, sizing, { batteryChemistry, autonomyDays }, county(slug));
const notes = (result: KitSearchResult) => result.notes.map(({ code, params }) => messageText('en', code, params));
const line = (result: KitSearchResult, slug: string) => result.kit?.lines.find((each) => each.slug === slug);
const wiringText = (result: KitSearchResult) =>
  [...result.kit!.wiringLines, ...result.kit!.separately].map(({ code, params }) => messageText('en', code, params));

/** A part the kit asks to buy separately, with the ratings its message names. */
function separatePart({ code, params = {} }: { code: string; params?: Record<string, string | number> }): PartUnderCheck {
  const quantity = Number(params.quantity);
  const amps = Number(params.amps);
  const volts = Number(params.volts);
  const name = code;
  switch (code) {
    case 'separate_breaker':
      return { name, quantity, ratings: { kind: 'protection', device: 'breaker', current: 'dc', amps, volts } };
    case 'separate_string_fuse':
      return { name, quantity, ratings: { kind: 'protection', device: 'fuse', current: 'dc', amps, volts } };
    case 'separate_surge_protector':
      return { name, quantity, ratings: { kind: 'protection', device: 'surge_protector', current: 'dc', volts } };
    default: {
      const section = Number(params.section);
      const cable = {
        kind: 'cable',
        current: 'dc',
        crossSection: section,
        lengthM: code === 'separate_battery_cable' ? 2 : Number(params.metres),
      } as const;
      return { name, quantity, ratings: { ...cable, amps: 10_000, volts: code === 'separate_battery_cable' ? 125 : volts } };
    }
  }
}

/** Checks the kit as staff would: its lines' products and its separate parts, with the wiring it states. */
function recheck(
  result: KitSearchResult,
  catalogue: CatalogueProduct[],
  sizing: Sizing,
  slug: string,
  batteryChemistry: BatteryChemistry = 'lithium',
  autonomyDays = 1,
) {
  const kit = result.kit!;
  const parts: PartUnderCheck[] = [
    ...kit.lines
      .map((each) => ({ ...each, product: catalogue.find((candidate) => candidate.id === each.productId)! }))
      .filter(({ product: found }) => found.ratings)
      .map(({ product: found, quantity }) => ({ name: found.name, quantity, ratings: found.ratings })),
    ...kit.separately.map(separatePart),
  ];
  return checkKit(parts, kit.wiring, { sizing, batteryChemistry, autonomyDays, recordLowC: county(slug).recordLowC, hotDayC: county(slug).hotDayC });
}

const SMALL_HOME: SizingAppliance[] = [
  { name: 'LED bulbs', watts: 10, quantity: 6, hoursPerDay: 5, surgeFactor: 1 },
  { name: 'TV', watts: 100, quantity: 1, hoursPerDay: 5, surgeFactor: 1 },
  { name: 'Fridge', watts: 150, quantity: 1, hoursPerDay: 8, surgeFactor: 3 },
];
const BOREHOLE_PUMP: SizingAppliance[] = [{ name: 'Borehole pump', watts: 750, quantity: 1, hoursPerDay: 4, surgeFactor: 3 }];

describe('searchKit', () => {
  it('wires the borehole pump in Laikipia so the hybrid inverter’s charger starts: five or more panels in series (regression)', () => {
    // Before: 2 × 400 W in series gave 61 V Vmp, far below the 120–450 V MPPT window, and the kit was offered anyway.
    const sizing = sized(BOREHOLE_PUMP, 'laikipia');
    const result = search([PANEL_400, BATTERY_12, HYBRID_24, BREAKER_63, BREAKER_125, SPD_1000, PV_CABLE, BATTERY_CABLE_35], sizing, 'laikipia');
    expect(result.kit).not.toBeNull();
    const { wiring } = result.kit!;
    // Laikipia's hot day (°C) + 25 °C on the roof: 30.4 V × (1 − 0.0035 × hot) per panel; 120 V needs at least five.
    expect(wiring.panelsInSeries).toBeGreaterThanOrEqual(5);
    expect(wiring.panelsInSeries * wiring.panelStrings).toBe(line(result, 'panel-400')!.quantity);
    expect(recheck(result, CATALOGUE, sizing, 'laikipia')).toEqual([]);
  });

  it('gives the small 12 V home a 125 A battery breaker and a 35 mm² cable, not two 63 A breakers (regression)', () => {
    // 1,000 W ÷ (12 V × 0.90) = 92.6 A; × 1.25 = 115.7 A: a 125 A breaker on a 35 mm² cable (150 A), at most 3.9 m at 3 % drop.
    const sizing = sized(SMALL_HOME, 'kisumu');
    const result = search(
      [PANEL_400, PANEL_100, BATTERY_12, INVERTER_12, MPPT_60, PWM_20, BREAKER_63, BREAKER_125, SPD_1000, PV_CABLE, BATTERY_CABLE_35],
      sizing,
      'kisumu',
    );
    expect(line(result, 'inverter-1kw-12v')).toBeDefined();
    expect(line(result, 'breaker-125a')?.quantity).toBe(1);
    expect(line(result, 'battery-cable-35mm')?.quantity).toBe(1);
    expect(wiringText(result)).toContain('Batteries to inverter: 125 A DC breaker, 35 mm² cable, at most 3.9 m');
    expect(recheck(result, CATALOGUE, sizing, 'kisumu')).toEqual([]);
  });

  it('names a breaker or cable the catalogue lacks as one to buy separately, with its rating', () => {
    const sizing = sized(SMALL_HOME, 'kisumu');
    const result = search([PANEL_400, BATTERY_12, INVERTER_12, MPPT_60, SPD_1000, PV_CABLE], sizing, 'kisumu');
    expect(wiringText(result)).toEqual(
      expect.arrayContaining([
        'Buy separately: 1 × 125 A DC breaker, at least 125 V DC',
        'Buy separately: 1 × 25 mm² battery cable pair with lugs, 2 m',
      ]),
    );
    expect(recheck(result, CATALOGUE, sizing, 'kisumu')).toEqual([]);
  });

  it('counts the batteries at their own rated depth when it is shallower than the plan assumes (regression)', () => {
    // 2,000 Wh a day: the plan's 2,000 ÷ (0.8 × 0.93) = 2,689 Wh was met by 3 × 1,280 Wh, which a battery rated for 50 %
    // depth gives only 3 × 1,280 × 0.5 × 0.93 = 1,786 Wh of: it needs 2,000 ÷ (0.5 × 0.93) = 4,302 Wh, so 4 of them.
    const shallow = product('battery-12v-shallow', 42_500, {
      ...seededRatings('battery', 'hithium-12v-100ah-lifepo4-lithium-battery'),
      depthOfDischarge: 50,
    });
    const catalogue = [PANEL_400, shallow, INVERTER_12, MPPT_60, BREAKER_125, SPD_1000, PV_CABLE, BATTERY_CABLE_35];
    const sizing = sized(SMALL_HOME, 'kisumu');
    const result = search(catalogue, sizing, 'kisumu');
    expect(sizing.batteryWh).toBe(2689);
    expect(line(result, 'battery-12v-shallow')!.quantity).toBe(4);
    expect(result.kit!.wiring.batteryStrings).toBe(4);
    expect(result.kit!.provides.batteryWh).toBe(5120);
    expect(recheck(result, catalogue, sizing, 'kisumu')).toEqual([]);
  });

  it('pairs a 5 kW 48 V inverter with two strings of 100 A batteries, never one (regression)', () => {
    // 5,000 W ÷ (48 V × 0.93) = 112 A, more than one battery's 100 A.
    const sizing = sized([{ name: 'Workshop', watts: 3500, quantity: 1, hoursPerDay: 1, surgeFactor: 1 }], 'nairobi');
    const result = search([PANEL_400, BATTERY_48, HYBRID_48, BREAKER_63, SPD_1000, PV_CABLE], sizing, 'nairobi');
    expect(result.kit!.wiring.batteryStrings).toBeGreaterThanOrEqual(2);
    expect(line(result, 'battery-48v')!.quantity).toBeGreaterThanOrEqual(2);
  });

  it('never has more controllers than strings, and divides the strings evenly among them', () => {
    // 2,975 Wh a day in Nyandarua needs 1,186 W of panels; one 60 A controller takes 864 W on a 12 V bank.
    const sizing = sized([{ name: 'Load', watts: 350, quantity: 1, hoursPerDay: 8.5, surgeFactor: 1 }], 'nyandarua');
    const result = search(
      [PANEL_400, BATTERY_12, INVERTER_12, MPPT_60, BREAKER_63, BREAKER_125, SPD_1000, PV_CABLE, BATTERY_CABLE_35],
      sizing,
      'nyandarua',
    );
    const controllers = line(result, 'mppt-60a')!.quantity;
    expect(controllers).toBeGreaterThan(1);
    expect(result.kit!.wiring.panelStrings % controllers).toBe(0);
    expect(recheck(result, CATALOGUE, sizing, 'nyandarua')).toEqual([]);
  });

  // Three 30 A controllers, each on its own panel, were given one 2 × 10 m PV cable pair (one per row of four panels)
  // for three circuits, beside three PV breakers.
  it("gives each charger's circuit its own PV cable pair (regression)", () => {
    const appliances = [
      ...SMALL_HOME.map((each) => (each.name === 'TV' ? { ...each, watts: 60 } : each)),
      { name: 'Fans', watts: 50, quantity: 2, hoursPerDay: 8, surgeFactor: 1 },
    ];
    const sizing = sized(appliances, 'nairobi');
    const result = search(SEEDED, sizing, 'nairobi');
    const role = (wanted: string) => result.kit!.lines.find((each) => each.role === wanted)?.quantity ?? 0;
    expect(role('charge_controller')).toBe(3);
    expect(role('pv_cable')).toBe(3);
    expect(recheck(result, SEEDED, sizing, 'nairobi')).toEqual([]);
  });

  it('chooses the system voltage by the load: a 4 kW load never gets a 12 V kit', () => {
    const sizing = sized([{ name: 'Load', watts: 2500, quantity: 1, hoursPerDay: 3, surgeFactor: 1 }], 'nairobi');
    const result = search(CATALOGUE, sizing, 'nairobi');
    expect(line(result, 'inverter-1kw-12v')).toBeUndefined();
    expect(result.kit!.lines.find((each) => each.role === 'inverter')!.slug).not.toBe('hybrid-3kw-24v');
  });

  it('leaves out a product that lacks the ratings the checker needs', () => {
    const bare = product('panel-bare', 1_000, { kind: 'panel', watts: 400 });
    const sizing = sized(SMALL_HOME, 'kisumu');
    expect(line(search([bare, ...CATALOGUE], sizing, 'kisumu'), 'panel-bare')).toBeUndefined();
  });

  it('answers no kit, saying why, when no charger can take the panels', () => {
    const sizing = sized(SMALL_HOME, 'kisumu');
    const result = search([PANEL_400, BATTERY_12, INVERTER_12], sizing, 'kisumu');
    expect(result.kit).toBeNull();
    expect(notes(result)[1]).toBe('Send us the plan on WhatsApp and our team will size a system for you.');
  });

  it('answers no kit when no battery of the chosen chemistry is in stock', () => {
    expect(notes(search(CATALOGUE, sized(SMALL_HOME, 'kisumu', 'lead_acid'), 'kisumu', 'lead_acid'))[0]).toBe(
      'Nothing in stock can meet this plan yet: no lead-acid battery is in stock.',
    );
  });

  it('takes a power station when its solar input takes the panels and it is cheaper', () => {
    const station = product('station', 30_000, {
      kind: 'power_station',
      wattHours: 1500,
      watts: 600,
      surgeWatts: 1200,
      solarInputWatts: 800,
      solarMinVolts: 12,
      solarMaxVolts: 60,
    });
    const sizing = sized([{ name: 'Lights', watts: 60, quantity: 1, hoursPerDay: 5, surgeFactor: 1 }], 'nairobi');
    const result = search([station, ...CATALOGUE], sizing, 'nairobi');
    expect(result.kit!.lines[0]!.slug).toBe('station');
    expect(recheck(result, [station, ...CATALOGUE], sizing, 'nairobi')).toEqual([]);
  });

  it.each([
    ['this test’s catalogue', CATALOGUE],
    ['the seeded catalogue', SEEDED],
  ])('every kit of 500 random plans on %s passes the checker and meets every figure', (_name, catalogue) => {
    // A seeded generator (mulberry32): the same 500 plans every run.
    let seed = 2026;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const counties = ['nairobi', 'turkana', 'nyandarua', 'kisumu', 'mombasa', 'laikipia', 'marsabit', 'kericho'];
    let kits = 0;
    for (let i = 0; i < 500; i++) {
      const appliances = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, index) => ({
        name: `Load ${index}`,
        watts: 5 + Math.floor(random() * 1500),
        quantity: 1 + Math.floor(random() * 3),
        hoursPerDay: 0.5 + Math.floor(random() * 16) / 2,
        surgeFactor: 1 + Math.floor(random() * 4),
      }));
      const slug = counties[Math.floor(random() * counties.length)]!;
      const days = 1 + Math.floor(random() * 3);
      const sizing = sized(appliances, slug, 'lithium', days);
      const result = search(catalogue, sizing, slug, 'lithium', days);
      if (!result.kit) continue;
      kits++;
      expect(recheck(result, catalogue, sizing, slug, 'lithium', days), JSON.stringify({ appliances, slug })).toEqual([]);
    }
    expect(kits).toBeGreaterThan(100);
  });
});
