import { describe, expect, it } from 'vitest';
import { productRatingsSchema, type ProductRatings } from '../../shared/schemas/ratings';
import { missingRatings } from '../../shared/planner/missing-ratings';
import { SEED_PRODUCTS, type SeedProduct } from './seed-data';

const RATED_CATEGORIES = ['solar-panels', 'hithium-batteries', 'vestwoods-batteries', 'vestwoods-inverters', 'vestwoods-powerstations'];
/** Accessories the planner wires: charge controllers, breakers, fuses, surge protectors and cables, by their sheets. */
const isRatedAccessory = ({ specifications }: SeedProduct) =>
  ['Rated Charge Current', 'Max Continuous Voltage (Uc)', 'Cross Section'].some((name) => name in specifications) ||
  (/^\d+A$/.test(specifications['Rated Current'] ?? '') && 'Poles' in specifications) ||
  'Fuse Size' in specifications;

/** The first number in a specification's text ("550W", "100Ah / 1280Wh" -> after the slash). */
const number = (text: string | undefined, pattern: RegExp): number => {
  const match = text === undefined ? null : pattern.exec(text);
  if (!match) throw new Error(`no ${pattern} in ${text}`);
  return Number(match[1]);
};
const range = (text: string | undefined) => [number(text, /^([\d.]+)-/), number(text, /-([\d.]+)V/)] as const;

/** What the free-text specifications say, in the ratings' terms. */
function ratingsFromSpecifications(product: SeedProduct): ProductRatings {
  const specs = product.specifications;
  const ratings = product.ratings!;
  switch (ratings.kind) {
    case 'panel':
      return {
        kind: 'panel',
        watts: number(specs['Max Power (Pmax)'], /^(\d+)W$/),
        voc: number(specs['Open-Circuit Voltage (Voc)'], /^([\d.]+)V$/),
        vmp: number(specs['Max Power Voltage (Vmp)'], /^([\d.]+)V$/),
        isc: number(specs['Short-Circuit Current (Isc)'], /^([\d.]+)A$/),
        imp: number(specs['Max Power Current (Imp)'], /^([\d.]+)A$/),
        vocCoefficient: number(specs['Temperature Coefficient of Voc'], /^(-[\d.]+)%\/°C$/),
        pmaxCoefficient: number(specs['Temperature Coefficient of Pmax'], /^(-[\d.]+)%\/°C$/),
        maxSystemVolts: number(specs['Max System Voltage'], /^(\d+)V DC$/),
      };
    case 'battery':
      return {
        kind: 'battery',
        wattHours: number(specs.Capacity, /\/ (\d+)Wh$/),
        volts: number(specs['Nominal Voltage'], /^([\d.]+)V$/),
        chemistry: specs.Chemistry === 'LiFePO4' ? 'lithium' : 'lead_acid',
        depthOfDischarge: number(specs['Usable Depth of Discharge'], /^(\d+)%$/),
        maxDischargeAmps: number(specs['Max Continuous Discharge'], /^(\d+)A$/),
        maxChargeAmps: number(specs['Max Charge Current'], /^(\d+)A$/),
        maxSeries: number(specs['Max in Series'], /^(\d+)$/),
        maxParallel: number(specs['Max in Parallel'], /^(\d+)$/),
      };
    case 'inverter': {
      const charger = specs['Max PV Input'] !== undefined;
      const [mpptMinVolts, mpptMaxVolts] = charger ? range(specs['MPPT Range']) : [];
      return {
        kind: 'inverter',
        watts: number(specs['Rated Power'], /^(\d+)W$/),
        surgeWatts: number(specs['Surge Power'], /^(\d+)W$/),
        batteryVolts: number(specs['Battery Voltage'], /^(\d+)V$/),
        mpptWatts: charger ? number(specs['Max PV Input'], /^(\d+)W$/) : 0,
        efficiency: number(specs.Efficiency, /^([\d.]+)%$/),
        ...(charger && {
          mpptMinVolts,
          mpptMaxVolts,
          maxPvVoc: number(specs['PV Voc Max'], /^(\d+)V$/),
          maxChargeAmps: number(specs['Max Charge Current'], /^(\d+)A$/),
        }),
      };
    }
    case 'charge_controller': {
      const power = specs['Max PV Power'];
      const at = (volts: number) =>
        power?.includes(`@${volts}V`) ? { [`maxPvWatts${volts}`]: number(power, new RegExp(`(\\d+)W @${volts}V`)) } : {};
      return {
        kind: 'charge_controller',
        amps: number(specs['Rated Charge Current'], /^(\d+)A$/),
        volts: number(specs['System Voltage'], /(\d+)V auto$/),
        type: specs['Controller Type'] === 'PWM' ? 'pwm' : 'mppt',
        maxPvVoc: number(specs['Max PV Voc'], /^(\d+)V$/),
        ...at(12),
        ...at(24),
        ...at(48),
      };
    }
    case 'power_station':
      return {
        kind: 'power_station',
        wattHours: number(specs.Capacity, /^(\d+)Wh$/),
        watts: number(specs['AC Output'], /^(\d+)W continuous/),
        surgeWatts: number(specs['AC Output'], /(\d+)W surge$/),
        solarInputWatts: number(specs['Solar Input'], /(\d+)W max$/),
        solarMinVolts: range(specs['Solar Input'])[0],
        solarMaxVolts: range(specs['Solar Input'])[1],
      };
    case 'protection': {
      const surge = specs['Max Continuous Voltage (Uc)'] !== undefined;
      return {
        kind: 'protection',
        device: surge ? 'surge_protector' : 'Fuse Size' in specs ? 'fuse' : 'breaker',
        current: 'dc',
        volts: number(surge ? specs['Max Continuous Voltage (Uc)'] : specs['Rated Voltage'], /^(\d+)V DC$/),
        ...(!surge && { amps: number(specs['Rated Current'], /^(\d+)A$/) }),
      };
    }
    case 'cable':
      return {
        kind: 'cable',
        current: 'dc',
        crossSection: number(specs['Cross Section'], /^(\d+)mm²$/),
        lengthM: number(specs.Length, /(\d+)m/),
        amps: number(specs['Rated Current'], /^(\d+)A$/),
        volts: number(specs['Rated Voltage'], /^(\d+)V DC$/),
      };
  }
}

describe('seeded ratings', () => {
  const rated = SEED_PRODUCTS.filter((product) => RATED_CATEGORIES.includes(product.category) || isRatedAccessory(product));

  it('every seeded panel, battery, inverter, charger, power station, breaker, fuse, surge protector and cable has valid ratings', () => {
    expect(rated.length).toBeGreaterThan(35);
    for (const product of rated) expect(productRatingsSchema.safeParse(product.ratings).success, product.slug).toBe(true);
    for (const product of SEED_PRODUCTS.filter((product) => !rated.includes(product))) expect(product.ratings, product.slug).toBeUndefined();
  });

  it('the ratings say what the specifications say, every figure', () => {
    for (const product of rated) expect(product.ratings, product.slug).toEqual(ratingsFromSpecifications(product));
  });

  it('every seeded rated product has every rating the planner needs, so none is left out of kits', () => {
    for (const product of rated) expect(missingRatings(product.ratings!), product.slug).toEqual([]);
  });

  it('the Kiswahili specifications carry the same figures as the English ones', () => {
    for (const product of SEED_PRODUCTS.filter((each) => each.specificationsSw && each.ratings)) {
      const figures = (specs: Record<string, string>) =>
        new Set(Object.values(specs).flatMap((text) => text.match(/-?\d+(\.\d+)?(?=\s?(V|A|W|%))/g) ?? []));
      const english = figures(product.specifications);
      const kiswahili = figures(product.specificationsSw!);
      for (const figure of english) expect(kiswahili, `${product.slug}: ${figure}`).toContain(figure);
    }
  });
});

/**
 * The warranty a product's English texts state, in months: "12-year product and 25-year power warranty" is the product
 * warranty, "10-year warranty" or a specification "Warranty: 5 years" the one stated; none without any (seed-data.ts).
 */
function warrantyFromTexts(product: SeedProduct): number | undefined {
  const texts = [...product.features, ...Object.entries(product.specifications).map(([name, value]) => `${name}: ${value}`)];
  const stated = texts.filter((text) => /warranty/i.test(text));
  if (stated.length === 0) return undefined;
  expect(stated, product.slug).toHaveLength(1);
  const text = stated[0]!;
  const years = /(\d+)-year product/.exec(text) ?? /(\d+)-year\b.*warranty/i.exec(text) ?? /^Warranty: (\d+) years?$/.exec(text);
  if (!years) throw new Error(`${product.slug}: no period in "${text}"`);
  return Number(years[1]) * 12;
}

describe('seeded warranties', () => {
  it("every seeded product's warranty months are those its own text states, and none without a text", () => {
    const withWarranty = SEED_PRODUCTS.filter((product) => warrantyFromTexts(product) !== undefined);
    expect(withWarranty.map((product) => product.slug)).toHaveLength(5);
    for (const product of SEED_PRODUCTS) expect(product.warrantyMonths, product.slug).toBe(warrantyFromTexts(product));
  });

  it('a product and a power warranty stated together give the product warranty', () => {
    const panel = SEED_PRODUCTS.find((product) => product.features.includes('12-year product and 25-year power warranty'));
    expect(panel?.warrantyMonths).toBe(144);
  });
});
