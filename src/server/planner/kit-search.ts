// The cheapest kit from the catalogue that meets every sizing figure and can be wired to work (docs/product.md, "Solar
// planner" and "Kit compatibility"). Pure: it searches the products it is given, so tests and the benchmark can feed
// it any catalogue. Every kit it answers has passed checkKit.
import { fromCents, groupThousands as watts } from '../../shared/money';
import type { Message } from '../../shared/messages/message';
import {
  ABSORPTION_PER_VOLT,
  BMS_PEAK_FACTOR,
  cableAmpacity,
  checkKit,
  CABLE_AMPACITY,
  crossSectionFor,
  MPPT_START_MARGIN_V,
  maxRunMetres,
  PROTECTION_FACTOR,
  PWM_VMP_RATIO,
  pwmHarvest,
  STRING_FUSE_ISC,
  STRING_FUSES_FROM,
  stringVoltages,
  systemVoltage,
  tableAmpacity,
  voltFamily,
  type CheckConditions,
  type PartUnderCheck,
  type Wiring,
} from '../../shared/planner/compatibility';
import { missingRatings } from '../../shared/planner/missing-ratings';
import { bankWhNeeded, DEFAULT_INVERTER_EFFICIENCY, type BankPlan } from '../../shared/planner/sizing';
import type { BatteryChemistry } from '../../shared/rating-kinds';
import { KIT_ROLES, type Kit, type KitLine, type KitRole, type Sizing } from '../../shared/schemas/planner-answers';
import type { ProductRatings, RatingsOf } from '../../shared/schemas/ratings';
import { ACCESSORIES, PANELS_PER_ROW, type AccessoryRule } from './accessories';

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
export const SEARCH_BOUNDS = {
  maxPanels: 60,
  maxBatteries: 32,
  maxParallelStrings: 4,
  maxControllers: 6,
  maxCandidatesPerKind: 40,
  maxPanelsInSeries: 30,
  /** Kits tried, cheapest first, until one passes the checker. */
  maxKitsChecked: 25,
} as const;

/** The inverter sits beside its batteries: their cable is a short run (docs/product.md, "Kit compatibility"). */
export const BATTERY_CABLE_RUN_M = 2;
/** The longest battery cable run a kit names: past it the batteries belong beside the inverter anyway. */
const MAX_SHOWN_RUN_M = 10;
/** The ratings a DC breaker, gPV fuse, cable or surge protector is sold in, for a part the catalogue lacks. */
export const STANDARD_RATINGS = {
  breakerAmps: [6, 10, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630],
  fuseAmps: [10, 12, 15, 16, 20, 25, 30, 32],
  pvVolts: [150, 250, 500, 600, 1000, 1500],
  /** A battery breaker or cable of a 12–48 V bank. */
  batteryVolts: 125,
  pvCableSection: 4,
  pvCableLengthM: 10,
} as const;

type Rated<K extends ProductRatings['kind']> = CatalogueProduct & { ratings: RatingsOf<K> };
type KitPick = { product: CatalogueProduct; quantity: number; role: KitRole };

const of = <K extends ProductRatings['kind']>(products: CatalogueProduct[], kind: K): Rated<K>[] =>
  products.filter((product): product is Rated<K> => product.ratings?.kind === kind);
const cost = (picks: readonly KitPick[]) => picks.reduce((sum, pick) => sum + pick.product.priceCents * pick.quantity, 0);
/** The cheapest few by a price-per-unit measure: the search stays bounded however large the catalogue grows. */
const cheapestBy = <T extends CatalogueProduct>(items: T[], perUnit: (item: T) => number) =>
  [...items].sort((a, b) => perUnit(a) - perUnit(b) || a.id - b.id).slice(0, SEARCH_BOUNDS.maxCandidatesPerKind);
const cheapest = <T extends CatalogueProduct>(items: T[]) => items.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id)[0];
const firstAtLeast = (sizes: readonly number[], needed: number) => sizes.find((size) => size >= needed);
/** A cable must carry the breaker that protects it: the smallest standard breaker at or above the circuit's need. */
const breakerFor = (needs: number) => firstAtLeast(STANDARD_RATINGS.breakerAmps, needs) ?? needs;
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

type Climate = Pick<CheckConditions, 'recordLowC' | 'hotDayC'>;

/** A way to carry the panels to the bank: strings of `series`, and the chargers that take them. */
interface PvArray {
  panel: Rated<'panel'>;
  series: number;
  strings: number;
  /** Controllers, or none when the inverter's (or power station's) own charger takes the strings. */
  controller?: Rated<'charge_controller'>;
  controllers: number;
  /** The share of the panels' watts the chargers harvest (PWM controllers less: pwmHarvest). */
  harvest: number;
  cents: number;
}

/** The series counts whose voltages stay inside a charger's window in the county's cold and heat. */
function seriesCounts(panel: Rated<'panel'>, climate: Climate, fits: (volts: ReturnType<typeof stringVoltages>) => boolean): number[] {
  const counts: number[] = [];
  for (let series = 1; series <= SEARCH_BOUNDS.maxPanelsInSeries; series++) {
    const volts = stringVoltages(panel.ratings, series, climate);
    if (volts.coldVoc > (panel.ratings.maxSystemVolts ?? 0)) break;
    if (fits(volts)) counts.push(series);
  }
  return counts;
}

/** The fewest panels, in whole strings of `series`, that reach the plan's watts (of which the charger harvests `harvest`). */
function stringsFor(panel: Rated<'panel'>, series: number, pvWatts: number, multipleOf = 1, harvest = 1): number {
  const strings = Math.ceil(Math.max(1, Math.ceil(pvWatts / (panel.ratings.watts * harvest))) / series);
  return Math.ceil(strings / multipleOf) * multipleOf;
}

/** The inverter's own MPPT charger: the cheapest string layout inside its window and power. */
function onInverter(panel: Rated<'panel'>, inverter: Rated<'inverter'>, sizing: Sizing, climate: Climate): PvArray | undefined {
  const { mpptWatts, mpptMinVolts = 0, mpptMaxVolts = 0, maxPvVoc = 0 } = inverter.ratings;
  if (mpptWatts === 0) return undefined;
  let best: PvArray | undefined;
  for (const series of seriesCounts(panel, climate, (v) => v.hotVmp >= mpptMinVolts && v.coldVmp <= mpptMaxVolts && v.coldVoc <= maxPvVoc)) {
    const strings = stringsFor(panel, series, sizing.pvWatts);
    const count = series * strings;
    if (count > SEARCH_BOUNDS.maxPanels || count * panel.ratings.watts > mpptWatts) continue;
    const cents = count * panel.priceCents;
    if (!best || cents < best.cents) best = { panel, series, strings, controllers: 0, harvest: 1, cents };
  }
  return best;
}

/** The most PV watts a controller takes on a bank of `family` volts (its sheet's figure, or amps × charging volts). */
function controllerWatts(controller: RatingsOf<'charge_controller'>, family: 12 | 24 | 48): number {
  const stated = { 12: controller.maxPvWatts12, 24: controller.maxPvWatts24, 48: controller.maxPvWatts48 }[family];
  return stated ?? controller.amps * family * ABSORPTION_PER_VOLT;
}

/** Charge controllers: the cheapest model, count and string layout whose strings divide evenly among them. */
function onControllers(panel: Rated<'panel'>, controllers: Rated<'charge_controller'>[], family: 12 | 24 | 48, sizing: Sizing, climate: Climate) {
  let best: PvArray | undefined;
  const absorption = family * ABSORPTION_PER_VOLT;
  for (const controller of controllers) {
    if (voltFamily(controller.ratings.volts) < family) continue;
    const pwm = controller.ratings.type === 'pwm';
    const limit = controllerWatts(controller.ratings, family);
    const fits = (v: ReturnType<typeof stringVoltages>) =>
      v.coldVoc <= (controller.ratings.maxPvVoc ?? 0) &&
      (pwm
        ? v.stcVmp >= PWM_VMP_RATIO.min * family && v.stcVmp <= PWM_VMP_RATIO.max * family && v.hotVmp >= absorption
        : v.hotVmp >= absorption + MPPT_START_MARGIN_V);
    for (const series of seriesCounts(panel, climate, fits)) {
      const harvest = pwm ? pwmHarvest(series * (panel.ratings.vmp ?? 0), family) : 1;
      for (let count = 1; count <= SEARCH_BOUNDS.maxControllers; count++) {
        const strings = stringsFor(panel, series, sizing.pvWatts, count, harvest);
        if (series * strings > SEARCH_BOUNDS.maxPanels) break;
        if ((strings / count) * series * panel.ratings.watts > limit) continue;
        const cents = series * strings * panel.priceCents + count * controller.priceCents;
        if (!best || cents < best.cents) best = { panel, series, strings, controller, controllers: count, harvest, cents };
        break;
      }
    }
  }
  return best;
}

interface Bank {
  battery: Rated<'battery'>;
  series: number;
  strings: number;
  cents: number;
}

/**
 * One battery model, in series strings that make the system voltage, with as many strings as energy (at the depth the
 * battery is rated for, when shallower than the plan's) and current need.
 */
function batteryBank(
  batteries: Rated<'battery'>[],
  family: 12 | 24 | 48,
  sizing: Sizing,
  plan: BankPlan,
  dcAmps: number,
  chargeAmps: number,
): Bank | undefined {
  let best: Bank | undefined;
  for (const battery of batteries) {
    const { wattHours, depthOfDischarge = 0, maxDischargeAmps = 0, maxChargeAmps = 0, maxSeries = 1, maxParallel = 1 } = battery.ratings;
    const series = family / voltFamily(battery.ratings.volts);
    if (!Number.isInteger(series) || series > maxSeries) continue;
    const strings = Math.max(
      Math.ceil(bankWhNeeded(sizing, plan, depthOfDischarge) / (series * wattHours)),
      Math.ceil(dcAmps / maxDischargeAmps),
      Math.ceil(chargeAmps / maxChargeAmps),
    );
    if (strings > Math.min(maxParallel, SEARCH_BOUNDS.maxParallelStrings) || series * strings > SEARCH_BOUNDS.maxBatteries) continue;
    const cents = series * strings * battery.priceCents;
    if (!best || cents < best.cents) best = { battery, series, strings, cents };
  }
  return best;
}

type DcRatings = RatingsOf<'protection' | 'cable'>;
/** A protection part or cable of a kit: the cheapest in the catalogue that fits, or one to buy separately. */
interface DcPart {
  ratings: DcRatings;
  product?: CatalogueProduct;
  /** What to buy separately, when the catalogue has nothing that fits ("125 A DC breaker, 125 V DC"). */
  separately?: Message;
}

function dcPart(catalogue: CatalogueProduct[], fits: (ratings: DcRatings) => boolean, separately: () => DcPart | undefined): DcPart | undefined {
  const found = cheapest(
    catalogue.filter(
      (product): product is Rated<'protection' | 'cable'> =>
        (product.ratings?.kind === 'protection' || product.ratings?.kind === 'cable') && product.ratings.current === 'dc' && fits(product.ratings),
    ),
  );
  return found ? { ratings: found.ratings, product: found } : separately();
}

const breakerPart = (amps: number, volts: number, device: 'breaker' | 'fuse' = 'breaker'): DcPart => ({
  ratings: { kind: 'protection', device, current: 'dc', amps, volts },
  separately: { code: device === 'fuse' ? 'separate_string_fuse' : 'separate_breaker', params: { amps, volts } },
});
const cablePart = (crossSection: number, lengthM: number, volts: number, code: 'separate_battery_cable' | 'separate_pv_cable'): DcPart => ({
  ratings: { kind: 'cable', current: 'dc', crossSection, lengthM, amps: tableAmpacity(crossSection), volts },
  separately: { code, params: { section: crossSection, metres: lengthM, volts } },
});
// The kit's battery and panel circuits get breakers, which isolate the circuit for work as well as protect it.
const isBreaker = (ratings: DcRatings): ratings is RatingsOf<'protection'> & { amps: number } =>
  ratings.kind === 'protection' && ratings.device === 'breaker' && ratings.amps !== undefined;
const carries = (part: DcPart | undefined) => (part?.ratings.kind === 'cable' ? cableAmpacity(part.ratings) : 0);
const ampsOf = (part: DcPart | undefined) => (part?.ratings.kind === 'protection' ? (part.ratings.amps ?? 0) : 0);
const sectionOf = (part: DcPart | undefined) => (part?.ratings.kind === 'cable' ? part.ratings.crossSection : 0);

/** The panels' cable, on a fitted system or a power station: one 10 m pair a row of four panels. */
function pvCable(catalogue: CatalogueProduct[], array: PvArray, climate: Climate, chargers: number) {
  const { coldVoc } = stringVoltages(array.panel.ratings, array.series, climate);
  const pvAmps = Math.max(1, array.strings / chargers) * (array.panel.ratings.isc ?? 0);
  const volts = firstAtLeast(STANDARD_RATINGS.pvVolts, coldVoc) ?? coldVoc;
  const needs = PROTECTION_FACTOR * pvAmps;
  const part = dcPart(
    catalogue,
    (ratings) =>
      ratings.kind === 'cable' &&
      cableAmpacity(ratings) >= breakerFor(needs) &&
      ratings.volts >= coldVoc &&
      ratings.lengthM >= STANDARD_RATINGS.pvCableLengthM,
    () =>
      cablePart(
        Math.max(STANDARD_RATINGS.pvCableSection, crossSectionFor(breakerFor(needs)) ?? Infinity),
        STANDARD_RATINGS.pvCableLengthM,
        volts,
        'separate_pv_cable',
      ),
  );
  return { part, rows: Math.ceil((array.series * array.strings) / PANELS_PER_ROW), coldVoc, volts, needs, isc: array.panel.ratings.isc ?? 0 };
}

interface Protection {
  parts: { part: DcPart; quantity: number; role: KitRole }[];
  wiring: Message[];
}

/** Breakers, fuses, cables and a surge protector for the battery and panel circuits (checkKit's protection rules). */
function protectionFor(
  catalogue: CatalogueProduct[],
  family: 12 | 24 | 48,
  dcAmps: number,
  array: PvArray,
  climate: Climate,
  chargers: number,
): Protection {
  const parts: Protection['parts'] = [];
  const wiring: Message[] = [];
  const use = (part: DcPart | undefined, quantity: number, role: KitRole) => {
    if (part) parts.push({ part, quantity, role });
  };

  // The battery–inverter circuit: the thinnest cable that carries the breaker's rating over BATTERY_CABLE_RUN_M at a 3 % drop.
  const batteryNeeds = PROTECTION_FACTOR * dcAmps;
  const batteryCable = dcPart(
    catalogue,
    (ratings) =>
      ratings.kind === 'cable' &&
      cableAmpacity(ratings) >= breakerFor(batteryNeeds) &&
      ratings.lengthM <= maxRunMetres(ratings.crossSection, dcAmps, family),
    () => {
      const amps = breakerFor(batteryNeeds);
      const section = CABLE_AMPACITY.map(([each]) => each).find(
        (each) => tableAmpacity(each) >= amps && maxRunMetres(each, dcAmps, family) >= BATTERY_CABLE_RUN_M,
      );
      return section === undefined ? undefined : cablePart(section, BATTERY_CABLE_RUN_M, STANDARD_RATINGS.batteryVolts, 'separate_battery_cable');
    },
  );
  const batteryBreaker = dcPart(
    catalogue,
    (ratings) =>
      isBreaker(ratings) && ratings.amps >= batteryNeeds && ratings.amps <= carries(batteryCable) && ratings.volts >= family * ABSORPTION_PER_VOLT,
    () => {
      const amps = STANDARD_RATINGS.breakerAmps.find((size) => size >= batteryNeeds && size <= carries(batteryCable));
      return amps === undefined ? undefined : breakerPart(amps, STANDARD_RATINGS.batteryVolts);
    },
  );
  use(batteryCable, 1, 'battery_cable');
  use(batteryBreaker, 1, 'dc_breaker');
  if (batteryCable && batteryBreaker) {
    const metres = Math.min(maxRunMetres(sectionOf(batteryCable), dcAmps, family), MAX_SHOWN_RUN_M);
    wiring.push({
      code: 'wiring_battery_circuit',
      params: { amps: ampsOf(batteryBreaker), section: sectionOf(batteryCable), metres: oneDecimal(metres) },
    });
  }

  // Each charger's panel circuit, at the strings' short-circuit current and the cold morning's voltage.
  const pv = pvCable(catalogue, array, climate, chargers);
  const pvBreaker = dcPart(
    catalogue,
    (ratings) => isBreaker(ratings) && ratings.amps >= pv.needs && ratings.amps <= carries(pv.part) && ratings.volts >= pv.coldVoc,
    () => {
      const amps = STANDARD_RATINGS.breakerAmps.find((size) => size >= pv.needs && size <= carries(pv.part));
      return amps === undefined ? undefined : breakerPart(amps, pv.volts);
    },
  );
  // A pair a row of panels, and at least one for each charger's own circuit.
  use(pv.part, Math.max(pv.rows, chargers), 'pv_cable');
  use(pvBreaker, chargers, 'dc_breaker');
  if (pv.part && pvBreaker)
    wiring.push({ code: 'wiring_pv_circuit', params: { count: chargers, amps: ampsOf(pvBreaker), section: sectionOf(pv.part) } });

  if (array.strings / chargers >= STRING_FUSES_FROM) {
    const [low, high] = [STRING_FUSE_ISC.min * pv.isc, STRING_FUSE_ISC.max * pv.isc];
    const fuse = dcPart(
      catalogue,
      (ratings) =>
        ratings.kind === 'protection' &&
        ratings.device === 'fuse' &&
        (ratings.amps ?? 0) >= low &&
        (ratings.amps ?? 0) <= high &&
        ratings.volts >= pv.coldVoc,
      () => {
        const amps = STANDARD_RATINGS.fuseAmps.find((size) => size >= low && size <= high);
        return amps === undefined ? undefined : breakerPart(amps, pv.volts, 'fuse');
      },
    );
    use(fuse, array.strings, 'string_fuse');
    if (fuse) wiring.push({ code: 'wiring_string_fuses', params: { count: array.strings, amps: ampsOf(fuse) } });
  }
  use(
    dcPart(
      catalogue,
      (ratings) => ratings.kind === 'protection' && ratings.device === 'surge_protector' && ratings.volts >= pv.coldVoc,
      () => ({
        ratings: { kind: 'protection', device: 'surge_protector', current: 'dc', volts: pv.volts },
        separately: { code: 'separate_surge_protector', params: { volts: pv.volts } },
      }),
    ),
    1,
    'surge_protection',
  );
  return { parts, wiring };
}

interface Candidate {
  picks: KitPick[];
  cents: number;
  wiring: Wiring;
  provides: Kit['provides'];
  fitted: boolean;
  /** Only for a fitted system: what its protection is sized by. */
  family?: 12 | 24 | 48;
  dcAmps?: number;
  array: PvArray;
}

/** A kit as the search finds it: its wiring lines and separate parts are messages, written in the reader's language by the route. */
export type SearchedKit = Omit<Kit, 'wiringLines' | 'separately'> & { wiringLines: Message[]; separately: Message[] };

export interface KitSearchResult {
  kit: SearchedKit | null;
  notes: Message[];
}

function toKit(picks: KitPick[], separately: Message[], candidate: Candidate, wiringLines: Message[]): SearchedKit {
  // One breaker model may serve both the battery and the panel circuits: one line of each product, as the cart has.
  const merged = new Map<number, KitPick>();
  for (const pick of picks) {
    const seen = merged.get(pick.product.id);
    merged.set(pick.product.id, seen ? { ...seen, quantity: seen.quantity + pick.quantity } : pick);
  }
  const lines: KitLine[] = [...merged.values()]
    .sort((a, b) => KIT_ROLES.indexOf(a.role) - KIT_ROLES.indexOf(b.role))
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
  return { lines, total: fromCents(cost(picks)), provides: candidate.provides, wiring: candidate.wiring, wiringLines, separately };
}

interface AccessoryChoice {
  rule: AccessoryRule;
  product: CatalogueProduct | undefined;
}

function accessoryPicks(choices: AccessoryChoice[], panels: number): KitPick[] {
  return choices.flatMap(({ rule, product }) => {
    const quantity = rule.quantity(panels);
    return product && quantity > 0 ? [{ product, quantity, role: rule.role }] : [];
  });
}

/** The wiring as an installer reads it (docs/product.md, "Kit compatibility"), one message a line. */
function wiringLines(candidate: Candidate, climate: Climate): Message[] {
  const { array, wiring } = candidate;
  const { coldVoc } = stringVoltages(array.panel.ratings, array.series, climate);
  const lines: Message[] = [
    {
      code: 'wiring_panels',
      params: {
        count: array.series * array.strings,
        watts: array.panel.ratings.watts,
        series: array.series,
        strings: array.strings,
        coldVoc: Math.round(coldVoc),
        limit: Math.round(limitOf(candidate)),
      },
    },
  ];
  const battery = candidate.picks.find((pick) => pick.role === 'battery');
  if (battery?.product.ratings?.kind === 'battery')
    lines.push({
      code: 'wiring_batteries',
      params: {
        count: battery.quantity,
        volts: battery.product.ratings.volts,
        wh: watts(battery.product.ratings.wattHours),
        series: wiring.batteriesInSeries,
        strings: wiring.batteryStrings,
      },
    });
  if (array.controller) lines.push({ code: 'wiring_controllers', params: { count: array.controllers, strings: array.strings / array.controllers } });
  return lines;
}

/**
 * Searches in-stock products (the caller passes only those) for the cheapest fitted system (inverter, battery bank,
 * panels, charge controllers when the inverter's own charger cannot take them, protection and accessories) and the
 * cheapest power station with panels, and answers the cheaper that passes checkKit; null when nothing does.
 */
export function searchKit(products: CatalogueProduct[], sizing: Sizing, plan: BankPlan, climate: Climate): KitSearchResult {
  const notes: Message[] = [];
  const chemistry = plan.batteryChemistry;
  // A product without the ratings the checker needs never goes in a kit (docs/product.md, "Product ratings").
  const usable = products.filter((product) => !product.ratings || missingRatings(product.ratings).length === 0);
  const panels = cheapestBy(of(usable, 'panel'), (panel) => panel.priceCents / panel.ratings.watts);
  const batteries = cheapestBy(
    of(usable, 'battery').filter((battery) => battery.ratings.chemistry === chemistry),
    (battery) => battery.priceCents / battery.ratings.wattHours,
  );
  const wanted = systemVoltage(sizing);
  const inverters = cheapestBy(
    of(usable, 'inverter').filter(
      ({ ratings }) => ratings.watts >= sizing.inverterWatts && ratings.surgeWatts >= sizing.surgeWatts && voltFamily(ratings.batteryVolts) >= wanted,
    ),
    (inverter) => inverter.priceCents,
  );
  const controllers = cheapestBy(of(usable, 'charge_controller'), (controller) => controller.priceCents / controller.ratings.amps);
  const stations = cheapestBy(
    of(usable, 'power_station').filter(
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
    product: cheapest(usable.filter((product) => rule.slugs.includes(product.slug))),
  }));

  const stopped = { noBank: true, noController: false };
  const candidates: Candidate[] = [];
  const onControllersCache = new Map<string, PvArray | undefined>();
  for (const inverter of inverters) {
    const family = voltFamily(inverter.ratings.batteryVolts);
    const efficiency = (inverter.ratings.efficiency ?? DEFAULT_INVERTER_EFFICIENCY * 100) / 100;
    const dcAmps = inverter.ratings.watts / (family * efficiency);
    const surgeAmps = inverter.ratings.surgeWatts / (family * efficiency);
    for (const panel of panels) {
      const key = `${panel.id}/${family}`;
      if (!onControllersCache.has(key)) onControllersCache.set(key, onControllers(panel, controllers, family, sizing, climate));
      const options = [onInverter(panel, inverter, sizing, climate), onControllersCache.get(key)].filter(
        (each): each is PvArray => each !== undefined,
      );
      if (options.length === 0) stopped.noController = true;
      for (const array of options) {
        const perCharger = array.controller ? array.strings / array.controllers : array.strings;
        const chargerAmps = array.controller ? array.controller.ratings.amps : (inverter.ratings.maxChargeAmps ?? 0);
        const chargeAmps = Math.max(array.controllers, 1) * Math.min(chargerAmps, (perCharger * array.series * panel.ratings.watts) / family);
        const bank = batteryBank(batteries, family, sizing, plan, Math.max(dcAmps, surgeAmps / BMS_PEAK_FACTOR), chargeAmps);
        if (!bank) continue;
        stopped.noBank = false;
        const picks: KitPick[] = [
          { product: inverter, quantity: 1, role: 'inverter' },
          { product: bank.battery, quantity: bank.series * bank.strings, role: 'battery' },
          { product: panel, quantity: array.series * array.strings, role: 'panel' },
          ...(array.controller ? [{ product: array.controller, quantity: array.controllers, role: 'charge_controller' as const }] : []),
        ];
        candidates.push({
          picks,
          cents: cost(picks),
          wiring: { panelsInSeries: array.series, panelStrings: array.strings, batteriesInSeries: bank.series, batteryStrings: bank.strings },
          provides: {
            pvWatts: Math.floor(array.series * array.strings * panel.ratings.watts * array.harvest),
            batteryWh: bank.series * bank.strings * bank.battery.ratings.wattHours,
            inverterWatts: inverter.ratings.watts,
            surgeWatts: inverter.ratings.surgeWatts,
          },
          fitted: true,
          family,
          dcAmps,
          array,
        });
      }
    }
  }
  for (const station of stations) {
    const { solarMinVolts = 0, solarMaxVolts = 0, solarInputWatts } = station.ratings;
    for (const panel of panels) {
      for (const series of seriesCounts(panel, climate, (v) => v.hotVmp >= solarMinVolts && v.coldVoc <= solarMaxVolts).slice(0, 1)) {
        const strings = stringsFor(panel, series, sizing.pvWatts);
        if (series * strings > SEARCH_BOUNDS.maxPanels) continue;
        const picks: KitPick[] = [
          { product: station, quantity: 1, role: 'power_station' },
          { product: panel, quantity: series * strings, role: 'panel' },
        ];
        const arrayWatts = series * strings * panel.ratings.watts;
        candidates.push({
          picks,
          cents: cost(picks),
          wiring: { panelsInSeries: series, panelStrings: strings, batteriesInSeries: 1, batteryStrings: 1 },
          provides: {
            pvWatts: Math.min(arrayWatts, solarInputWatts),
            batteryWh: station.ratings.wattHours,
            inverterWatts: station.ratings.watts,
            surgeWatts: station.ratings.surgeWatts,
          },
          fitted: false,
          array: { panel, series, strings, controllers: 0, harvest: 1, cents: series * strings * panel.priceCents },
        });
      }
    }
  }

  // Cheapest first by the main parts; protection is added to each in turn, and the first that passes the checker wins.
  candidates.sort((a, b) => a.cents - b.cents);
  const conditions: CheckConditions = { sizing, ...plan, recordLowC: climate.recordLowC, hotDayC: climate.hotDayC };
  const cheapestFitted = candidates.find((candidate) => candidate.fitted);
  for (const candidate of candidates.slice(0, SEARCH_BOUNDS.maxKitsChecked)) {
    const { array } = candidate;
    const chargers = Math.max(array.controllers, 1);
    const protection = candidate.fitted
      ? protectionFor(usable, candidate.family!, candidate.dcAmps!, array, climate, chargers)
      : {
          parts: [
            {
              part: pvCable(usable, array, climate, chargers).part,
              quantity: Math.ceil((array.series * array.strings) / PANELS_PER_ROW),
              role: 'pv_cable' as const,
            },
          ],
          wiring: [],
        };
    const dcParts = protection.parts.filter((each): each is Protection['parts'][number] => each.part !== undefined);
    const parts: PartUnderCheck[] = [
      ...candidate.picks.map((pick) => ({ name: pick.product.name, quantity: pick.quantity, ratings: pick.product.ratings })),
      ...dcParts.map(({ part, quantity }) => ({ name: part.product?.name ?? part.separately!.code, quantity, ratings: part.ratings })),
    ];
    if (checkKit(parts, candidate.wiring, conditions).length > 0) continue;
    const picks = [
      ...candidate.picks,
      ...dcParts.flatMap(({ part, quantity, role }) => (part.product ? [{ product: part.product, quantity, role }] : [])),
      ...accessoryPicks(accessories, array.series * array.strings),
    ];
    const separately = dcParts.flatMap(({ part, quantity }) =>
      part.separately ? [{ ...part.separately, params: { ...part.separately.params, quantity } }] : [],
    );
    if (!candidate.fitted && cheapestFitted) notes.push({ code: 'portable_is_cheaper' });
    for (const { rule, product } of accessories) if (!product) notes.push({ code: rule.missing });
    return { kit: toKit(picks, separately, candidate, [...wiringLines(candidate, climate), ...protection.wiring]), notes };
  }
  notes.push(
    noKitReason(products, sizing, chemistry, { panels: panels.length > 0, inverters: inverters.length > 0 || stations.length > 0, ...stopped }),
  );
  notes.push({ code: 'no_kit_whatsapp' });
  return { kit: null, notes };
}

/** The highest open-circuit voltage the string may reach: the lowest limit of the panel and what it feeds. */
function limitOf(candidate: Candidate): number {
  const { array } = candidate;
  const feeds =
    array.controller?.ratings.maxPvVoc ??
    candidate.picks
      .map((pick) => pick.product.ratings)
      .reduce((found, ratings) => {
        if (ratings?.kind === 'inverter') return ratings.maxPvVoc ?? found;
        if (ratings?.kind === 'power_station') return ratings.solarMaxVolts ?? found;
        return found;
      }, Infinity);
  return Math.min(feeds, array.panel.ratings.maxSystemVolts ?? Infinity);
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
