import { describe, expect, it } from 'vitest';
import { productRatingsSchema, type ProductRatings } from '../../shared/schemas/ratings';
import { SEED_PRODUCTS, type SeedProduct } from './seed-data';

const RATED_CATEGORIES = ['solar-panels', 'hithium-batteries', 'vestwoods-batteries', 'vestwoods-inverters', 'vestwoods-powerstations'];
const isChargeController = (product: SeedProduct) => 'Rated Charge Current' in product.specifications;

/** The first number in a specification's text ("550W", "100Ah / 1280Wh" -> after the slash). */
const number = (text: string | undefined, pattern: RegExp): number => {
  const match = text === undefined ? null : pattern.exec(text);
  if (!match) throw new Error(`no ${pattern} in ${text}`);
  return Number(match[1]);
};

/** What the free-text specifications say, in the ratings' terms. */
function ratingsFromSpecifications(product: SeedProduct): ProductRatings {
  const specs = product.specifications;
  const ratings = product.ratings!;
  switch (ratings.kind) {
    case 'panel':
      return { kind: 'panel', watts: number(specs['Max Power (Pmax)'], /^(\d+)W$/) };
    case 'battery':
      return {
        kind: 'battery',
        wattHours: number(specs.Capacity, /\/ (\d+)Wh$/),
        volts: number(specs['Nominal Voltage'], /^([\d.]+)V$/),
        chemistry: specs.Chemistry === 'LiFePO4' ? 'lithium' : 'lead_acid',
      };
    case 'inverter':
      return {
        kind: 'inverter',
        watts: number(specs['Rated Power'], /^(\d+)W$/),
        surgeWatts: number(specs['Surge Power'], /^(\d+)W$/),
        batteryVolts: number(specs['Battery Voltage'], /^(\d+)V$/),
        mpptWatts: specs['Max PV Input'] === undefined ? 0 : number(specs['Max PV Input'], /^(\d+)W$/),
      };
    case 'charge_controller':
      return {
        kind: 'charge_controller',
        amps: number(specs['Rated Charge Current'], /^(\d+)A$/),
        volts: number(specs['System Voltage'], /(\d+)V auto$/),
      };
    case 'power_station':
      return {
        kind: 'power_station',
        wattHours: number(specs.Capacity, /^(\d+)Wh$/),
        watts: number(specs['AC Output'], /^(\d+)W continuous/),
        surgeWatts: number(specs['AC Output'], /(\d+)W surge$/),
        solarInputWatts: number(specs['Solar Input'], /(\d+)W max$/),
      };
    case 'protection':
    case 'cable':
      throw new Error(`${product.slug}: no protection or cable is rated yet`);
  }
}

describe('seeded ratings', () => {
  const rated = SEED_PRODUCTS.filter((product) => RATED_CATEGORIES.includes(product.category) || isChargeController(product));

  it('every seeded panel, battery, inverter, charge controller and power station has valid ratings', () => {
    expect(rated.length).toBeGreaterThan(25);
    for (const product of rated) expect(productRatingsSchema.safeParse(product.ratings).success, product.slug).toBe(true);
    for (const product of SEED_PRODUCTS.filter((product) => !rated.includes(product))) expect(product.ratings, product.slug).toBeUndefined();
  });

  it('the ratings say what the specifications say', () => {
    for (const product of rated) expect(product.ratings, product.slug).toEqual(ratingsFromSpecifications(product));
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
