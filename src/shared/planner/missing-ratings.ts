// Which of a product's ratings the planner still needs before it may put the product in a kit (docs/product.md,
// "Product ratings"): the kit search leaves such a product out, and the admin product screen lists them.
import type { ProductRatings } from '../schemas/ratings';

type Key<R> = R extends unknown ? Exclude<keyof R, 'kind'> : never;
export type RatingField = Key<ProductRatings>;

const NEEDED: {
  [K in ProductRatings['kind']]: (ratings: Extract<ProductRatings, { kind: K }>) => readonly Key<Extract<ProductRatings, { kind: K }>>[];
} = {
  panel: () => ['voc', 'vmp', 'isc', 'imp', 'vocCoefficient', 'pmaxCoefficient', 'maxSystemVolts'],
  battery: () => ['depthOfDischarge', 'maxDischargeAmps', 'maxChargeAmps', 'maxSeries', 'maxParallel'],
  // The solar charger's figures matter only when it has one.
  inverter: ({ mpptWatts }) => (mpptWatts > 0 ? ['efficiency', 'mpptMinVolts', 'mpptMaxVolts', 'maxPvVoc', 'maxChargeAmps'] : ['efficiency']),
  charge_controller: () => ['type', 'maxPvVoc'],
  power_station: () => ['solarMinVolts', 'solarMaxVolts'],
  protection: () => [],
  cable: () => [],
};

/** The fields the planner needs that these ratings lack; empty when the product can go in a kit. */
export function missingRatings(ratings: ProductRatings): RatingField[] {
  const needed = (NEEDED[ratings.kind] as (ratings: ProductRatings) => readonly RatingField[])(ratings);
  return needed.filter((field) => (ratings as Partial<Record<RatingField, unknown>>)[field] === undefined);
}
