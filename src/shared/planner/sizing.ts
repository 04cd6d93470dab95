// The shop's sizing method (docs/product.md, "Sizing"), one pure module so the page and the server agree. Every loss
// is a named factor here, and every "why" line names the factors that made its figure.
import { groupThousands as whole } from '../money';
import type { BatteryChemistry } from '../rating-kinds';
import type { Sizing } from '../schemas/planner-answers';

/**
 * Energy a battery gives back of what charged it: LiFePO4 makers' sheets give 92–98 % (0.95 taken); deep-cycle
 * lead-acid loses 15–20 % (0.80) — docs/product.md, "Sizing".
 */
export const BATTERY_ROUND_TRIP: Record<BatteryChemistry, number> = { lithium: 0.95, lead_acid: 0.8 };
/** The inverter's efficiency until each inverter's own rating is used (a typical off-grid sine-wave inverter's 93 %). */
export const DEFAULT_INVERTER_EFFICIENCY = 0.93;
/** The panel's Pmax temperature coefficient, %/°C, until each panel's own rating is used (typical mono PERC: −0.35). */
export const DEFAULT_PMAX_COEFFICIENT = -0.35;
/** How much hotter than the air a roof-mounted cell runs in full sun, °C (NOCT conditions: about 20–30 °C). */
export const CELL_RISE_C = 25;
/** The cell temperature a panel's watts are rated at (STC). */
export const STC_CELL_C = 25;
/** Dust on the glass between cleanings (5 % lost). */
export const SOILING_FACTOR = 0.95;
/** DC cable losses from the panels to the batteries (3 % lost). */
export const WIRING_FACTOR = 0.97;
/** Panels in one string never quite match one another (2 % lost). */
export const MISMATCH_FACTOR = 0.98;
/** After the days without sun, the panels refill the battery within this many days while still running the load. */
export const RECHARGE_DAYS = 7;
/** How deep the battery may go over the days without sun. */
export const AUTONOMY_DEPTH: Record<BatteryChemistry, number> = { lithium: 0.8, lead_acid: 0.5 };
/** How deep it may go every day, for its cycle life: lead-acid lives long only when cycled shallow. */
export const DAILY_DEPTH: Record<BatteryChemistry, number> = { lithium: 0.8, lead_acid: 0.3 };
/** Headroom over the running load, so the inverter never runs at its limit. */
export const INVERTER_HEADROOM = 1.25;

export interface SizingAppliance {
  name: string;
  watts: number;
  quantity: number;
  hoursPerDay: number;
  surgeFactor: number;
}

export interface SizingInput {
  appliances: readonly SizingAppliance[];
  /** The county's worst-month sun, kWh/m² a day. */
  peakSunHours: number;
  /** The county's hot-month daytime (mean daily maximum) temperature, °C. */
  hotDayC: number;
  autonomyDays: number;
  batteryChemistry: BatteryChemistry;
  /** The inverter's and the panel's own ratings, once known; the named defaults otherwise. */
  inverterEfficiency?: number;
  pmaxCoefficient?: number;
}

export type Conditions = Pick<
  SizingInput,
  'peakSunHours' | 'hotDayC' | 'autonomyDays' | 'batteryChemistry' | 'inverterEfficiency' | 'pmaxCoefficient'
>;

/** Every factor of the loss chain for a plan's conditions, as the "why" lines name them. */
export function lossChain(input: Conditions) {
  const inverter = input.inverterEfficiency ?? DEFAULT_INVERTER_EFFICIENCY;
  const coefficient = input.pmaxCoefficient ?? DEFAULT_PMAX_COEFFICIENT;
  const cellC = input.hotDayC + CELL_RISE_C;
  const heat = 1 + (coefficient / 100) * (cellC - STC_CELL_C);
  const roundTrip = BATTERY_ROUND_TRIP[input.batteryChemistry];
  const recharge = 1 + input.autonomyDays / RECHARGE_DAYS;
  return {
    inverter,
    coefficient,
    cellC,
    heat,
    roundTrip,
    recharge,
    /** What reaches the battery of a panel's rated output at the worst month's sun. */
    panelDerate: heat * SOILING_FACTOR * WIRING_FACTOR * MISMATCH_FACTOR,
    autonomyDepth: AUTONOMY_DEPTH[input.batteryChemistry],
    dailyDepth: DAILY_DEPTH[input.batteryChemistry],
  };
}

// Binary fractions make 720 / (0.8 * 0.9) come out as 1000.0000000000001: round away such noise before rounding up.
const roundUp = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

function load(appliances: readonly SizingAppliance[]) {
  let running = 0;
  let daily = 0;
  let largestExtraSurge = 0;
  for (const { watts, quantity, hoursPerDay, surgeFactor } of appliances) {
    running += watts * quantity;
    daily += watts * quantity * hoursPerDay;
    largestExtraSurge = Math.max(largestExtraSurge, watts * quantity * (surgeFactor - 1));
  }
  return { running, daily, largestExtraSurge };
}

/** The battery Wh for a day's energy: the days without sun, or the daily cycle, each at its depth but never deeper than `ratedDepth`. */
function batteryEnergy(daily: number, plan: BankPlan, inverter: number, ratedDepth = 1): number {
  const forAutonomy = (daily * plan.autonomyDays) / (Math.min(AUTONOMY_DEPTH[plan.batteryChemistry], ratedDepth) * inverter);
  const forDailyCycle = daily / (Math.min(DAILY_DEPTH[plan.batteryChemistry], ratedDepth) * inverter);
  return Math.max(forAutonomy, forDailyCycle);
}

/** What the battery figure depends on besides the day's energy. */
export type BankPlan = Pick<SizingInput, 'autonomyDays' | 'batteryChemistry'>;

/**
 * The Wh a bank of one battery model must hold for the plan: the plan's battery figure, or more when the battery is
 * rated for a shallower depth of discharge (`depthOfDischarge`, %) than the plan assumes, since it must never go deeper
 * than rated (docs/product.md, "The kit"). The plan's own figure stays as "Sizing" defines it.
 */
export function bankWhNeeded(sizing: Pick<Sizing, 'dailyWh' | 'batteryWh'>, plan: BankPlan, depthOfDischarge: number): number {
  const rated = depthOfDischarge / 100;
  if (rated >= Math.max(AUTONOMY_DEPTH[plan.batteryChemistry], DAILY_DEPTH[plan.batteryChemistry])) return sizing.batteryWh;
  return Math.max(sizing.batteryWh, roundUp(batteryEnergy(sizing.dailyWh, plan, DEFAULT_INVERTER_EFFICIENCY, rated)));
}

export function size(input: SizingInput): Sizing {
  const { running, daily, largestExtraSurge } = load(input.appliances);
  const chain = lossChain(input);
  // All of the day's energy is taken to pass through the battery (the night's certainly does), so its round trip and
  // the inverter are paid on all of it; the recharge margin refills the days without sun within RECHARGE_DAYS.
  const pv = (daily * chain.recharge) / (chain.inverter * chain.roundTrip * input.peakSunHours * chain.panelDerate);
  return {
    runningWatts: roundUp(running),
    dailyWh: roundUp(daily),
    peakSunHours: input.peakSunHours,
    pvWatts: roundUp(pv),
    batteryWh: roundUp(batteryEnergy(daily, input, chain.inverter)),
    inverterWatts: roundUp(INVERTER_HEADROOM * running),
    surgeWatts: roundUp(running + largestExtraSurge),
  };
}

/** A factor as the "why" lines write it: at most three decimals. */
export const decimal = (value: number) => String(Math.round(value * 1000) / 1000);

/** The battery figure is set by the days without sun, or by the daily depth when that asks for more (lead-acid). */
export function batteryByDailyDepth(input: Pick<SizingInput, 'autonomyDays' | 'batteryChemistry'>): boolean {
  return DAILY_DEPTH[input.batteryChemistry] * input.autonomyDays < AUTONOMY_DEPTH[input.batteryChemistry];
}

/** The short "why" lines shown beside the figures (English): each figure and every factor that gave it. */
export function sizingReasons(sizing: Sizing, input: Conditions): string[] {
  const chain = lossChain(input);
  const days = input.autonomyDays === 1 ? '1 day' : `${input.autonomyDays} days`;
  const chemistry = input.batteryChemistry === 'lithium' ? 'lithium' : 'lead-acid';
  const battery = batteryByDailyDepth(input)
    ? `Battery ${whole(sizing.batteryWh)} Wh: ${whole(sizing.dailyWh)} Wh ÷ (${chain.dailyDepth} daily depth of discharge for ${chemistry} × ${chain.inverter} inverter efficiency); more than ${days} without sun needs.`
    : `Battery ${whole(sizing.batteryWh)} Wh: ${days} of energy ÷ (${chain.autonomyDepth} usable depth of discharge for ${chemistry} × ${chain.inverter} inverter efficiency).`;
  return [
    `Running load ${whole(sizing.runningWatts)} W: every appliance's watts times its quantity, added up.`,
    `Daily energy ${whole(sizing.dailyWh)} Wh: each appliance's watts × quantity × hours a day.`,
    `Panels ${whole(sizing.pvWatts)} W: ${whole(sizing.dailyWh)} Wh × ${decimal(chain.recharge)} recharge margin ÷ (${decimal(sizing.peakSunHours)} sun hours in the worst month × ${chain.inverter} inverter × ${chain.roundTrip} ${chemistry} round trip × ${decimal(chain.heat)} heat at ${decimal(chain.cellC)} °C cell × ${SOILING_FACTOR} dust × ${WIRING_FACTOR} wiring × ${MISMATCH_FACTOR} mismatch).`,
    battery,
    `Inverter ${whole(sizing.inverterWatts)} W: the running load × ${INVERTER_HEADROOM} headroom.`,
    `Surge ${whole(sizing.surgeWatts)} W: the running load plus the largest start-up surge of one appliance line.`,
  ];
}
