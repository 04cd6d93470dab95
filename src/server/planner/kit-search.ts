// The cheapest kit from the catalogue that meets every sizing figure (docs/product.md, "Solar planner"). Pure: it
// searches the products it is given, so tests and the benchmark can feed it any catalogue.
import { fromCents, groupThousands as watts } from '../../shared/money';
import type { Message } from '../../shared/messages/message';
import type { Kit, KitLine, KitRole, Sizing } from '../../shared/schemas/planner';
import type { BatteryChemistry } from '../../shared/rating-kinds';
import type { ProductRatings, RatingsOf } from '../../shared/schemas/ratings';
import { ACCESSORIES, type AccessoryRule } from './accessories';

export interface CatalogueProduct {
  id: number;
  slug: string;
  name: string;
  nameSw: string | null;
  priceCents: number;
  ratings: ProductRatings | null;
}

// Bounds that keep the search short whatever the plan or the catalogue: a plan that needs more is one for a fitter.
// Past four strings in parallel a bank balances badly: a bigger battery model is the fitter's answer.
export const SEARCH_BOUNDS = { maxPanels: 60, maxBatteries: 32, maxParallelStrings: 4, maxControllers: 6, maxCandidatesPerKind: 40 } as const;

type Rated<K extends ProductRatings['kind']> = CatalogueProduct & { ratings: RatingsOf<K> };
interface Chosen {
  product: CatalogueProduct;
  quantity: number;
}
interface Option {
  picks: Chosen[];
  cents: number;
}

const of = <K extends ProductRatings['kind']>(products: CatalogueProduct[], kind: K): Rated<K>[] =>
  products.filter((product): product is Rated<K> => product.ratings?.kind === kind);

/** 12.8 V LiFePO4 sits in the 12 V family, 25.6 V in 24 V, 51.2 V in 48 V. */
export const voltFamily = (volts: number): 12 | 24 | 48 => (volts < 20 ? 12 : volts < 40 ? 24 : 48);

const cost = (picks: Chosen[]) => picks.reduce((sum, pick) => sum + pick.product.priceCents * pick.quantity, 0);
const option = (picks: Chosen[]): Option => ({ picks, cents: cost(picks) });
const cheaper = (a: Option | undefined, b: Option | undefined) => (!a ? b : !b ? a : b.cents < a.cents ? b : a);
/** The cheapest few by a price-per-unit measure: the search stays bounded however large the catalogue grows. */
const cheapestBy = <T extends CatalogueProduct>(items: T[], perUnit: (item: T) => number) =>
  [...items].sort((a, b) => perUnit(a) - perUnit(b) || a.id - b.id).slice(0, SEARCH_BOUNDS.maxCandidatesPerKind);

interface PanelOption {
  panel: Rated<'panel'>;
  count: number;
  arrayWatts: number;
  cents: number;
}

function panelOptions(panels: Rated<'panel'>[], pvWatts: number): PanelOption[] {
  return cheapestBy(panels, (panel) => panel.priceCents / panel.ratings.watts).flatMap((panel) => {
    const count = Math.max(1, Math.ceil(pvWatts / panel.ratings.watts));
    if (count > SEARCH_BOUNDS.maxPanels) return [];
    return [{ panel, count, arrayWatts: count * panel.ratings.watts, cents: count * panel.priceCents }];
  });
}

/** One battery model, in a series string that makes the inverter's voltage, with as many strings as the energy needs. */
function batteryBank(batteries: Rated<'battery'>[], family: number, batteryWh: number): (Option & { wattHours: number }) | undefined {
  let best: (Option & { wattHours: number }) | undefined;
  for (const battery of batteries) {
    const series = family / voltFamily(battery.ratings.volts);
    if (!Number.isInteger(series)) continue;
    const strings = Math.max(1, Math.ceil(batteryWh / (series * battery.ratings.wattHours)));
    const count = series * strings;
    if (strings > SEARCH_BOUNDS.maxParallelStrings || count > SEARCH_BOUNDS.maxBatteries) continue;
    const candidate = { ...option([{ product: battery, quantity: count }]), wattHours: count * battery.ratings.wattHours };
    if (!best || candidate.cents < best.cents) best = candidate;
  }
  return best;
}

/** Controllers charge any bank up to their rated voltage; each handles amps × the bank's nominal volts of panels. */
function controllers(candidates: Rated<'charge_controller'>[], family: number, arrayWatts: number): Option | undefined {
  let best: Option | undefined;
  for (const controller of candidates) {
    if (voltFamily(controller.ratings.volts) < family) continue;
    const count = Math.ceil(arrayWatts / (controller.ratings.amps * family));
    if (count > SEARCH_BOUNDS.maxControllers) continue;
    best = cheaper(best, option([{ product: controller, quantity: count }]));
  }
  return best;
}

interface AccessoryChoice {
  rule: AccessoryRule;
  product: CatalogueProduct | undefined;
}

type KitPick = Chosen & { role: KitRole };

function accessoryPicks(choices: AccessoryChoice[], panels: number, fitted: boolean): KitPick[] {
  return choices.flatMap(({ rule, product }) => {
    const quantity = rule.quantity({ panels, fitted });
    return product && quantity > 0 ? [{ product, quantity, role: rule.role }] : [];
  });
}

export interface KitSearchResult {
  kit: Kit | null;
  notes: Message[];
}

const ROLE_ORDER: KitRole[] = [
  'power_station',
  'inverter',
  'battery',
  'panel',
  'charge_controller',
  'pv_cable',
  'mc4_connectors',
  'dc_breaker',
  'surge_protection',
  'mounting',
];

function toKit(picks: KitPick[], provides: Kit['provides']): Kit {
  const lines: KitLine[] = picks
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role))
    .map(({ product, quantity, role }) => ({
      productId: product.id,
      slug: product.slug,
      name: product.name,
      nameSw: product.nameSw,
      role,
      quantity,
      unitPrice: fromCents(product.priceCents),
      lineTotal: fromCents(product.priceCents * quantity),
    }));
  return { lines, total: fromCents(cost(picks)), provides };
}

/**
 * Searches in-stock products (the caller passes only those) for the cheapest fitted system (inverter, battery bank,
 * panels, charge controllers when the inverter's own charger is too small, accessories) and the cheapest power station
 * with panels, and answers the cheaper; null when nothing meets every figure.
 */
export function searchKit(products: CatalogueProduct[], sizing: Sizing, chemistry: BatteryChemistry): KitSearchResult {
  const notes: Message[] = [];
  const panels = panelOptions(of(products, 'panel'), sizing.pvWatts);
  const batteries = cheapestBy(
    of(products, 'battery').filter((battery) => battery.ratings.chemistry === chemistry),
    (battery) => battery.priceCents / battery.ratings.wattHours,
  );
  const inverters = cheapestBy(
    of(products, 'inverter').filter((inverter) => inverter.ratings.watts >= sizing.inverterWatts && inverter.ratings.surgeWatts >= sizing.surgeWatts),
    (inverter) => inverter.priceCents,
  );
  const chargeControllers = cheapestBy(of(products, 'charge_controller'), (controller) => controller.priceCents / controller.ratings.amps);
  const stations = cheapestBy(
    of(products, 'power_station').filter(
      ({ ratings }) =>
        ratings.wattHours >= sizing.batteryWh &&
        ratings.watts >= sizing.inverterWatts &&
        ratings.surgeWatts >= sizing.surgeWatts &&
        ratings.solarInputWatts >= sizing.pvWatts,
    ),
    (station) => station.priceCents,
  );
  const accessories: AccessoryChoice[] = ACCESSORIES.map((rule) => ({
    rule,
    product: products.filter((product) => rule.slugs.includes(product.slug)).sort((a, b) => a.priceCents - b.priceCents || a.id - b.id)[0],
  }));

  // What stopped the fitted system, to tell the shopper when no kit is found.
  const stopped = { noBank: true, noController: false };
  let fitted: { option: Option; picks: KitPick[]; provides: Kit['provides'] } | undefined;
  const banks = new Map<number, ReturnType<typeof batteryBank>>();
  for (const inverter of inverters) {
    const family = voltFamily(inverter.ratings.batteryVolts);
    if (!banks.has(family)) banks.set(family, batteryBank(batteries, family, sizing.batteryWh));
    const bank = banks.get(family);
    if (!bank) continue;
    stopped.noBank = false;
    for (const array of panels) {
      const needsController = inverter.ratings.mpptWatts < array.arrayWatts;
      const controller = needsController ? controllers(chargeControllers, family, array.arrayWatts) : undefined;
      if (needsController && !controller) {
        stopped.noController = true;
        continue;
      }
      const picks: KitPick[] = [
        { product: inverter, quantity: 1, role: 'inverter' },
        ...bank.picks.map((pick) => ({ ...pick, role: 'battery' as const })),
        { product: array.panel, quantity: array.count, role: 'panel' },
        ...(controller?.picks ?? []).map((pick) => ({ ...pick, role: 'charge_controller' as const })),
        ...accessoryPicks(accessories, array.count, true),
      ];
      const candidate = option(picks);
      if (!fitted || candidate.cents < fitted.option.cents) {
        fitted = {
          option: candidate,
          picks,
          provides: {
            pvWatts: array.arrayWatts,
            batteryWh: bank.wattHours,
            inverterWatts: inverter.ratings.watts,
            surgeWatts: inverter.ratings.surgeWatts,
          },
        };
      }
    }
  }

  let portable: typeof fitted;
  for (const station of stations) {
    for (const array of panels) {
      const picks: KitPick[] = [
        { product: station, quantity: 1, role: 'power_station' },
        { product: array.panel, quantity: array.count, role: 'panel' },
        ...accessoryPicks(accessories, array.count, false),
      ];
      const candidate = option(picks);
      if (!portable || candidate.cents < portable.option.cents) {
        const { ratings } = station;
        portable = {
          option: candidate,
          picks,
          provides: {
            pvWatts: Math.min(array.arrayWatts, ratings.solarInputWatts),
            batteryWh: ratings.wattHours,
            inverterWatts: ratings.watts,
            surgeWatts: ratings.surgeWatts,
          },
        };
      }
    }
  }

  const best = portable && (!fitted || portable.option.cents < fitted.option.cents) ? portable : fitted;
  if (!best) {
    notes.push(noKitReason(products, sizing, chemistry, { panels: panels.length > 0, inverters: inverters.length > 0, ...stopped }));
    notes.push({ code: 'no_kit_whatsapp' });
    return { kit: null, notes };
  }
  if (best === portable) notes.push({ code: 'portable_is_cheaper' });
  for (const { rule, product } of accessories) {
    if (!product && rule.quantity({ panels: 1, fitted: best === fitted })) notes.push({ code: rule.missing });
  }
  return { kit: toKit(best.picks, best.provides), notes };
}

function noKitReason(
  products: CatalogueProduct[],
  sizing: Sizing,
  chemistry: BatteryChemistry,
  found: { panels: boolean; inverters: boolean; noBank: boolean; noController: boolean },
): Message {
  if (!found.panels) return { code: 'no_kit_panels', params: { watts: watts(sizing.pvWatts), panels: SEARCH_BOUNDS.maxPanels } };
  if (!found.inverters) return { code: 'no_kit_inverter', params: { watts: watts(sizing.inverterWatts), surge: watts(sizing.surgeWatts) } };
  const lithium = chemistry === 'lithium';
  if (!of(products, 'battery').some((battery) => battery.ratings.chemistry === chemistry))
    return { code: lithium ? 'no_kit_lithium_battery' : 'no_kit_lead_acid_battery' };
  if (found.noBank || !found.noController)
    return { code: lithium ? 'no_kit_lithium_bank' : 'no_kit_lead_acid_bank', params: { wh: watts(sizing.batteryWh) } };
  return { code: 'no_kit_controller', params: { watts: watts(sizing.pvWatts) } };
}
