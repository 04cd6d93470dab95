// Whether a kit can be wired to work, checked as an installer checks it (docs/product.md, "Kit compatibility"). Pure:
// the kit search runs it on every kit it offers, and staff run it on kits they put together by hand. Each rule's
// constants sit beside it, with the source docs/product.md names for them.
import type { ProductRatings, RatingsOf } from '../schemas/ratings';
import type { z } from 'zod';
import type { Sizing, wiringSchema } from '../schemas/planner-answers';
import type { CompatibilityRule } from './compatibility-rules';
import { missingRatings } from './missing-ratings';
import { bankWhNeeded, CELL_RISE_C, DEFAULT_INVERTER_EFFICIENCY, STC_CELL_C, type BankPlan } from './sizing';

export interface PartUnderCheck {
  /** The product's name, or what a part the catalogue lacks is ("125 A DC breaker"). */
  name: string;
  quantity: number;
  ratings: ProductRatings | null;
}

/** How the panels and batteries are joined: modules in series × strings in parallel. */
export type Wiring = z.infer<typeof wiringSchema>;

/** The plan's figures and the county's extremes; its autonomy and chemistry size a bank of the kit's own battery. */
export interface CheckConditions extends BankPlan {
  sizing: Sizing;
  /** The county's record low: panels give their highest voltage on the coldest sunny morning. */
  recordLowC: number;
  /** The county's hot-month daytime temperature: panels give their lowest voltage in the midday heat. */
  hotDayC: number;
}

export type Figures = Record<string, string | number>;
/** A broken rule, with the figures its plain-language message (code `check_<rule>`) fills in. */
export interface Violation {
  rule: CompatibilityRule;
  figures: Figures;
}

// ---------------------------------------------------------------------------------------------------- the rules' constants

/** A bank's charging (absorption) voltage per nominal volt: 14.4 V for a 12 V bank (lead-acid and LiFePO4 alike). */
export const ABSORPTION_PER_VOLT = 1.2;
/** An MPPT controller starts charging once the panels are this far above the battery (Victron's sheets: + 5 V). */
export const MPPT_START_MARGIN_V = 5;
/** A PWM controller ties the panels to the battery: a string of 1.3–1.6 × the bank's voltage charges it fully without wasting much. */
export const PWM_VMP_RATIO = { min: 1.3, max: 1.6 } as const;

/**
 * What share of its panels' watts a PWM controller harvests: it holds the string at the battery's charging voltage,
 * so the string gives its current at that voltage, not at its Vmp (an MPPT controller harvests it all).
 */
export const pwmHarvest = (stringVmp: number, family: 12 | 24 | 48): number => Math.min(1, (family * ABSORPTION_PER_VOLT) / stringVmp);
/** System voltage by size (docs/product.md, "Kit compatibility"): larger systems on higher voltages keep currents safe. */
export const SYSTEM_VOLTAGE_STEPS = [
  { volts: 12, maxRunningWatts: 1500, maxDailyWh: 3000 },
  { volts: 24, maxRunningWatts: 3000, maxDailyWh: 6000 },
] as const;
/** A LiFePO4 BMS lets through about twice its continuous current for the few seconds of a motor's start. */
export const BMS_PEAK_FACTOR = 2;
/** Protection is rated at least 1.25 × the circuit's continuous current (IEC 62548, NEC 690.8). */
export const PROTECTION_FACTOR = 1.25;
/** String fuses from this many strings in parallel on one charger: two strings cannot feed a fault above one module's rating (IEC 62548). */
export const STRING_FUSES_FROM = 3;
/** A gPV string fuse is rated 1.5–2.4 × the module's Isc (IEC 62548 §6.5). */
export const STRING_FUSE_ISC = { min: 1.5, max: 2.4 } as const;
/** At most 3 % of the voltage lost in a DC cable (Victron "Wiring Unlimited"). */
export const MAX_VOLTAGE_DROP = 0.03;
/** Copper's resistivity, Ω·mm²/m. */
export const COPPER_RESISTIVITY = 0.0175;
/**
 * What a copper cable carries, by cross-section (mm² → A): IEC 60364-5-52 table B.52.5, XLPE or EPR insulation (as
 * solar cables and flexible battery cables have), two loaded conductors clipped to a wall (method C) at 30 °C.
 */
export const CABLE_AMPACITY: readonly (readonly [number, number])[] = [
  [1.5, 24],
  [2.5, 33],
  [4, 45],
  [6, 58],
  [10, 80],
  [16, 107],
  [25, 138],
  [35, 171],
  [50, 209],
  [70, 269],
  [95, 328],
  [120, 382],
  [150, 441],
  [185, 506],
  [240, 599],
];

// ---------------------------------------------------------------------------------------------------- electrical helpers

const round1 = (value: number) => Math.round(value * 10) / 10;
/** 12.8 V LiFePO4 sits in the 12 V family, 25.6 V in 24 V, 51.2 V in 48 V. */
export const voltFamily = (volts: number): 12 | 24 | 48 => (volts < 20 ? 12 : volts < 40 ? 24 : 48);

/** The system voltage the load calls for (SYSTEM_VOLTAGE_STEPS). */
export function systemVoltage(sizing: Pick<Sizing, 'runningWatts' | 'dailyWh'>): 12 | 24 | 48 {
  const step = SYSTEM_VOLTAGE_STEPS.find((each) => sizing.runningWatts <= each.maxRunningWatts && sizing.dailyWh <= each.maxDailyWh);
  return step?.volts ?? 48;
}

/** What the table says a cross-section carries: its row at or below it. */
export function tableAmpacity(crossSection: number): number {
  return [...CABLE_AMPACITY].reverse().find(([section]) => section <= crossSection)?.[1] ?? 0;
}

/** A cable's ampacity: the table's, and never more than its maker's rating. */
export const cableAmpacity = (cable: RatingsOf<'cable'>): number => Math.min(tableAmpacity(cable.crossSection), cable.amps);

/** The thinnest cross-section of the table that carries `amps`. */
export function crossSectionFor(amps: number): number | undefined {
  return CABLE_AMPACITY.find(([, carries]) => carries >= amps)?.[0];
}

/** The longest run (one way) that loses at most MAX_VOLTAGE_DROP of `volts` at `amps`, metres. */
export function maxRunMetres(crossSection: number, amps: number, volts: number): number {
  return (MAX_VOLTAGE_DROP * volts * crossSection) / (2 * COPPER_RESISTIVITY * amps);
}

/** A string's voltages at the county's extremes (the Pmax coefficient stands for Vmp's: they differ by Isc's +0.05 %/°C). */
export function stringVoltages(panel: RatingsOf<'panel'>, inSeries: number, conditions: Pick<CheckConditions, 'recordLowC' | 'hotDayC'>) {
  const cold = conditions.recordLowC - STC_CELL_C;
  const hot = conditions.hotDayC + CELL_RISE_C - STC_CELL_C;
  const voc = panel.voc ?? 0;
  const vmp = panel.vmp ?? 0;
  const vocCoefficient = (panel.vocCoefficient ?? 0) / 100;
  const vmpCoefficient = (panel.pmaxCoefficient ?? 0) / 100;
  return {
    coldVoc: inSeries * voc * (1 + vocCoefficient * cold),
    coldVmp: inSeries * vmp * (1 + vmpCoefficient * cold),
    hotVmp: inSeries * vmp * (1 + vmpCoefficient * hot),
    stcVmp: inSeries * vmp,
  };
}

/** The most PV watts a charger takes on a bank of `family` volts. */
function chargerPvWatts(charger: Charger, family: 12 | 24 | 48): number {
  if (charger.kind === 'inverter') return charger.mpptWatts;
  if (charger.kind === 'power_station') return charger.solarInputWatts;
  const stated = { 12: charger.maxPvWatts12, 24: charger.maxPvWatts24, 48: charger.maxPvWatts48 }[family];
  return stated ?? charger.amps * family * ABSORPTION_PER_VOLT;
}

type Charger = RatingsOf<'charge_controller'> | RatingsOf<'inverter'> | RatingsOf<'power_station'>;

// ---------------------------------------------------------------------------------------------------- the check

interface Rated<K extends ProductRatings['kind']> {
  name: string;
  quantity: number;
  ratings: RatingsOf<K>;
}

function partsOf<K extends ProductRatings['kind']>(parts: readonly PartUnderCheck[], kind: K): Rated<K>[] {
  return parts.filter((part): part is Rated<K> => part.ratings?.kind === kind);
}

/**
 * Every rule the kit breaks, in the order an installer checks them; empty when it can be wired to work. A kit whose
 * parts lack ratings, or whose wiring does not match its quantities, stops at those: the rest cannot be judged.
 */
export function checkKit(parts: readonly PartUnderCheck[], wiring: Wiring, conditions: CheckConditions): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: CompatibilityRule, figures: Figures = {}) => violations.push({ rule, figures });

  for (const part of parts) {
    const missing = part.ratings ? missingRatings(part.ratings) : [];
    if (!part.ratings || missing.length > 0) add('ratings_missing', { part: part.name, fields: part.ratings ? missing.join(', ') : 'all' });
  }
  if (violations.length > 0) return violations;

  const panels = partsOf(parts, 'panel');
  const batteries = partsOf(parts, 'battery');
  const inverters = partsOf(parts, 'inverter');
  const controllers = partsOf(parts, 'charge_controller');
  const stations = partsOf(parts, 'power_station');
  for (const group of [panels, batteries, inverters, controllers, stations])
    if (group.length > 1) add('one_model', { models: group.map((part) => part.name).join(', ') });
  const count = (group: readonly { quantity: number }[]) => group.reduce((sum, part) => sum + part.quantity, 0);
  const station = stations[0];
  const inverter = inverters[0];
  const panel = panels[0];
  if (!panel || (!station && (!inverter || batteries.length === 0)) || (station && inverter)) {
    add('kit_incomplete', { panels: count(panels), inverters: count(inverters), batteries: count(batteries), stations: count(stations) });
    return violations;
  }
  if (wiring.panelsInSeries * wiring.panelStrings !== panel.quantity)
    add('wiring_count', { part: panel.name, quantity: panel.quantity, series: wiring.panelsInSeries, parallel: wiring.panelStrings });
  if (!station && wiring.batteriesInSeries * wiring.batteryStrings !== count(batteries))
    add('wiring_count', { part: batteries[0]!.name, quantity: count(batteries), series: wiring.batteriesInSeries, parallel: wiring.batteryStrings });
  if (violations.length > 0) return violations;

  const { sizing } = conditions;
  const pv = stringVoltages(panel.ratings, wiring.panelsInSeries, conditions);
  const arrayWatts = panel.quantity * panel.ratings.watts;

  if (station) {
    const ratings = station.ratings;
    checkFigures(add, sizing, {
      pvWatts: Math.min(arrayWatts, ratings.solarInputWatts),
      batteryWh: ratings.wattHours,
      inverterWatts: ratings.watts,
      surgeWatts: ratings.surgeWatts,
    });
    const ceiling = Math.min(ratings.solarMaxVolts ?? 0, panel.ratings.maxSystemVolts ?? 0);
    if (pv.coldVoc > ceiling) add('pv_cold_voc', { coldVoc: round1(pv.coldVoc), limit: ceiling, device: station.name, lowC: conditions.recordLowC });
    if (pv.hotVmp < (ratings.solarMinVolts ?? 0))
      add('pv_hot_vmp', { hotVmp: round1(pv.hotVmp), needed: ratings.solarMinVolts ?? 0, device: station.name, hotC: conditions.hotDayC });
    return violations;
  }

  // A fitted system: inverter, battery bank, panels on controllers or on the inverter's own charger.
  const battery = batteries[0]!;
  const inverterRatings = inverter!.ratings;
  const family = voltFamily(inverterRatings.batteryVolts);
  const bankVolts = voltFamily(battery.ratings.volts) * wiring.batteriesInSeries;
  const bankWh = count(batteries) * battery.ratings.wattHours;
  const chargers: { name: string; quantity: number; ratings: Charger }[] =
    controllers.length > 0 ? controllers : inverterRatings.mpptWatts > 0 ? [{ ...inverter!, quantity: 1 }] : [];
  const chargerCount = count(chargers);
  const chargeWatts = chargers.reduce((sum, charger) => sum + charger.quantity * chargerPvWatts(charger.ratings, family), 0);
  const pwm = chargers.some((charger) => charger.ratings.kind === 'charge_controller' && charger.ratings.type === 'pwm');
  // The bank holds enough only at the depth its battery is rated for, when that is shallower than the plan assumes.
  const bankNeeds = bankWhNeeded(sizing, conditions, battery.ratings.depthOfDischarge ?? 0);
  checkFigures(
    add,
    { ...sizing, batteryWh: bankNeeds },
    {
      pvWatts: Math.min(arrayWatts * (pwm ? pwmHarvest(pv.stcVmp, family) : 1), chargeWatts),
      batteryWh: bankWh,
      inverterWatts: inverterRatings.watts,
      surgeWatts: inverterRatings.surgeWatts,
    },
  );

  const wanted = systemVoltage(sizing);
  if (family < wanted) add('system_voltage', { volts: family, wanted, runningWatts: sizing.runningWatts, dailyWh: sizing.dailyWh });
  if (bankVolts !== family) add('battery_series', { bankVolts, volts: family, series: wiring.batteriesInSeries, battery: battery.name });
  for (const controller of controllers)
    if (voltFamily(controller.ratings.volts) < family)
      add('voltage_family', { device: controller.name, deviceVolts: controller.ratings.volts, volts: family });
  if (wiring.batteriesInSeries > (battery.ratings.maxSeries ?? 1) || wiring.batteryStrings > (battery.ratings.maxParallel ?? 1))
    add('battery_parallel', {
      battery: battery.name,
      series: wiring.batteriesInSeries,
      parallel: wiring.batteryStrings,
      maxSeries: battery.ratings.maxSeries ?? 1,
      maxParallel: battery.ratings.maxParallel ?? 1,
    });

  // The bank feeds the inverter: its continuous and surge draw, at the bank's nominal voltage, within the BMS's limits.
  const efficiency = (inverterRatings.efficiency ?? DEFAULT_INVERTER_EFFICIENCY * 100) / 100;
  const dcAmps = inverterRatings.watts / (family * efficiency);
  const surgeAmps = inverterRatings.surgeWatts / (family * efficiency);
  const bankDischarge = wiring.batteryStrings * (battery.ratings.maxDischargeAmps ?? 0);
  if (dcAmps > bankDischarge)
    add('battery_discharge', { amps: round1(dcAmps), limit: round1(bankDischarge), inverter: inverter!.name, strings: wiring.batteryStrings });
  if (surgeAmps > bankDischarge * BMS_PEAK_FACTOR)
    add('battery_surge', { amps: round1(surgeAmps), limit: round1(bankDischarge * BMS_PEAK_FACTOR), inverter: inverter!.name });

  if (chargers.length === 0) {
    add('kit_incomplete', { panels: panel.quantity, inverters: 1, batteries: count(batteries), stations: 0 });
    return violations;
  }
  const charger = chargers[0]!;
  if (wiring.panelStrings % chargerCount !== 0) add('strings_uneven', { strings: wiring.panelStrings, chargers: chargerCount });
  const stringsPerCharger = Math.max(1, Math.floor(wiring.panelStrings / chargerCount));
  const perChargerWatts = stringsPerCharger * wiring.panelsInSeries * panel.ratings.watts;
  const perChargerLimit = chargerPvWatts(charger.ratings, family);
  if (perChargerWatts > perChargerLimit) add('pv_power', { watts: perChargerWatts, limit: Math.round(perChargerLimit), device: charger.name });

  // The string's voltage at the county's extremes, within every connected device's window.
  const maxPvVoc = Math.min(
    charger.ratings.kind === 'charge_controller' || charger.ratings.kind === 'inverter' ? (charger.ratings.maxPvVoc ?? 0) : 0,
    panel.ratings.maxSystemVolts ?? 0,
  );
  if (pv.coldVoc > maxPvVoc) add('pv_cold_voc', { coldVoc: round1(pv.coldVoc), limit: maxPvVoc, device: charger.name, lowC: conditions.recordLowC });
  const absorption = family * ABSORPTION_PER_VOLT;
  if (charger.ratings.kind === 'inverter') {
    const { mpptMinVolts = 0, mpptMaxVolts = 0 } = charger.ratings;
    if (pv.hotVmp < mpptMinVolts)
      add('pv_hot_vmp', { hotVmp: round1(pv.hotVmp), needed: mpptMinVolts, device: charger.name, hotC: conditions.hotDayC });
    if (pv.coldVmp > mpptMaxVolts)
      add('pv_cold_vmp', { coldVmp: round1(pv.coldVmp), limit: mpptMaxVolts, device: charger.name, lowC: conditions.recordLowC });
  } else if (charger.ratings.kind === 'charge_controller' && charger.ratings.type === 'pwm') {
    const ratio = pv.stcVmp / family;
    if (ratio < PWM_VMP_RATIO.min || ratio > PWM_VMP_RATIO.max || pv.hotVmp < absorption)
      add('pwm_ratio', { vmp: round1(pv.stcVmp), volts: family, min: round1(family * PWM_VMP_RATIO.min), max: round1(family * PWM_VMP_RATIO.max) });
  } else {
    const needed = absorption + MPPT_START_MARGIN_V;
    if (pv.hotVmp < needed) add('pv_hot_vmp', { hotVmp: round1(pv.hotVmp), needed: round1(needed), device: charger.name, hotC: conditions.hotDayC });
  }

  // What the chargers push into the bank: each gives at most its rated current, and no more than its panels make.
  const chargerAmps = (one: Charger) => (one.kind === 'charge_controller' ? one.amps : one.kind === 'inverter' ? (one.maxChargeAmps ?? 0) : 0);
  const chargeAmps = chargers.reduce((sum, one) => sum + one.quantity * Math.min(chargerAmps(one.ratings), perChargerWatts / family), 0);
  const bankCharge = wiring.batteryStrings * (battery.ratings.maxChargeAmps ?? 0);
  if (chargeAmps > bankCharge) add('battery_charge', { amps: round1(chargeAmps), limit: round1(bankCharge), battery: battery.name });

  checkProtection(add, parts, {
    batteryAmps: dcAmps,
    bankVolts: family,
    pvAmps: stringsPerCharger * (panel.ratings.isc ?? 0),
    isc: panel.ratings.isc ?? 0,
    coldVoc: pv.coldVoc,
    chargers: chargerCount,
    stringsPerCharger,
    strings: wiring.panelStrings,
  });
  return violations;
}

function checkFigures(
  add: (rule: CompatibilityRule, figures: Figures) => void,
  sizing: Sizing,
  provides: Pick<Sizing, 'pvWatts' | 'batteryWh' | 'inverterWatts' | 'surgeWatts'>,
) {
  const rules = { pvWatts: 'pv_short', batteryWh: 'battery_short', inverterWatts: 'inverter_short', surgeWatts: 'surge_short' } as const;
  for (const figure of ['pvWatts', 'batteryWh', 'inverterWatts', 'surgeWatts'] as const)
    if (provides[figure] < sizing[figure]) add(rules[figure], { has: Math.round(provides[figure]), needs: sizing[figure] });
}

interface Circuits {
  batteryAmps: number;
  bankVolts: number;
  /** One charger's array short-circuit current. */
  pvAmps: number;
  isc: number;
  coldVoc: number;
  chargers: number;
  stringsPerCharger: number;
  strings: number;
}

/**
 * Protection and cable for the battery–inverter circuit and each charger's PV circuit: a DC breaker or fuse rated at
 * least PROTECTION_FACTOR × the circuit's current and no more than its cable carries. The parts are taken from the kit,
 * the smallest that fits first, and each unit serves one circuit.
 */
function checkProtection(add: (rule: CompatibilityRule, figures: Figures) => void, parts: readonly PartUnderCheck[], circuits: Circuits) {
  const used = new Map<PartUnderCheck, number>();
  const take = <K extends 'protection' | 'cable'>(
    kind: K,
    quantity: number,
    fits: (ratings: RatingsOf<K>) => boolean,
    size: (ratings: RatingsOf<K>) => number,
  ) => {
    const found = partsOf(parts, kind)
      .filter(
        (part) =>
          (part.ratings as RatingsOf<'protection' | 'cable'>).current === 'dc' &&
          part.quantity - (used.get(part) ?? 0) >= quantity &&
          fits(part.ratings),
      )
      .sort((a, b) => size(a.ratings) - size(b.ratings))[0];
    if (found) used.set(found, (used.get(found) ?? 0) + quantity);
    return found?.ratings;
  };
  const breaker = (ratings: RatingsOf<'protection'>) => ratings.device !== 'surge_protector';

  const batteryNeeds = PROTECTION_FACTOR * circuits.batteryAmps;
  const longest = (cable: RatingsOf<'cable'>) => maxRunMetres(cable.crossSection, circuits.batteryAmps, circuits.bankVolts);
  const batteryCable = take(
    'cable',
    1,
    (cable) => cableAmpacity(cable) >= batteryNeeds && cable.lengthM <= longest(cable),
    (cable) => cable.crossSection,
  );
  const batteryProtection = take(
    'protection',
    1,
    (device) =>
      breaker(device) &&
      (device.amps ?? 0) >= batteryNeeds &&
      device.volts >= circuits.bankVolts * ABSORPTION_PER_VOLT &&
      (!batteryCable || (device.amps ?? 0) <= cableAmpacity(batteryCable)),
    (device) => device.amps ?? 0,
  );
  const batteryFigures = { amps: round1(circuits.batteryAmps), needs: round1(batteryNeeds), section: crossSectionFor(batteryNeeds) ?? 0 };
  if (!batteryProtection) add('protection_battery', batteryFigures);
  if (!batteryCable) add('cable_battery', batteryFigures);

  // Each charger's panels come down their own cable pair to their own breaker.
  const pvNeeds = PROTECTION_FACTOR * circuits.pvAmps;
  const pvCable = take(
    'cable',
    circuits.chargers,
    (cable) => cableAmpacity(cable) >= pvNeeds && cable.volts >= circuits.coldVoc,
    (cable) => cable.crossSection,
  );
  const pvProtection = take(
    'protection',
    circuits.chargers,
    (device) =>
      breaker(device) &&
      (device.amps ?? 0) >= pvNeeds &&
      device.volts >= circuits.coldVoc &&
      (!pvCable || (device.amps ?? 0) <= cableAmpacity(pvCable)),
    (device) => device.amps ?? 0,
  );
  const pvFigures = {
    amps: round1(circuits.pvAmps),
    needs: round1(pvNeeds),
    volts: round1(circuits.coldVoc),
    chargers: circuits.chargers,
    section: crossSectionFor(pvNeeds) ?? 0,
  };
  if (!pvProtection) add('protection_pv', pvFigures);
  if (!pvCable) add('cable_pv', pvFigures);

  if (circuits.stringsPerCharger >= STRING_FUSES_FROM) {
    const fuse = take(
      'protection',
      circuits.strings,
      (device) =>
        device.device === 'fuse' &&
        (device.amps ?? 0) >= STRING_FUSE_ISC.min * circuits.isc &&
        (device.amps ?? 0) <= STRING_FUSE_ISC.max * circuits.isc &&
        device.volts >= circuits.coldVoc,
      (device) => device.amps ?? 0,
    );
    if (!fuse)
      add('string_fuses', {
        strings: circuits.strings,
        min: round1(STRING_FUSE_ISC.min * circuits.isc),
        max: round1(STRING_FUSE_ISC.max * circuits.isc),
        volts: round1(circuits.coldVoc),
      });
  }
  if (
    !take(
      'protection',
      1,
      (device) => device.device === 'surge_protector' && device.volts >= circuits.coldVoc,
      (device) => device.volts,
    )
  )
    add('surge_protection', { volts: round1(circuits.coldVoc) });
}
