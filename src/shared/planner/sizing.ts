// The shop's sizing method (docs/product.md, "Solar planner"), one pure module so the page and the server agree.
import { groupThousands as whole } from '../money';
import type { BatteryChemistry } from '../rating-kinds';
import type { Sizing } from '../schemas/planner';

/** Panels deliver about three quarters of their rating after heat, dust, wiring and charging losses. */
export const SYSTEM_EFFICIENCY = 0.75;
/** Share of a battery's energy that reaches the appliances through the inverter. */
export const INVERTER_EFFICIENCY = 0.9;
export const DEPTH_OF_DISCHARGE: Record<BatteryChemistry, number> = { lithium: 0.8, lead_acid: 0.5 };
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
  peakSunHours: number;
  autonomyDays: number;
  batteryChemistry: BatteryChemistry;
}

// Binary fractions make 720 / (0.8 * 0.9) come out as 1000.0000000000001: round away such noise before rounding up.
const roundUp = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

export function size({ appliances, peakSunHours, autonomyDays, batteryChemistry }: SizingInput): Sizing {
  let running = 0;
  let daily = 0;
  let largestExtraSurge = 0;
  for (const { watts, quantity, hoursPerDay, surgeFactor } of appliances) {
    running += watts * quantity;
    daily += watts * quantity * hoursPerDay;
    largestExtraSurge = Math.max(largestExtraSurge, watts * quantity * (surgeFactor - 1));
  }
  return {
    runningWatts: roundUp(running),
    dailyWh: roundUp(daily),
    peakSunHours,
    pvWatts: roundUp(daily / (peakSunHours * SYSTEM_EFFICIENCY)),
    batteryWh: roundUp((daily * autonomyDays) / (DEPTH_OF_DISCHARGE[batteryChemistry] * INVERTER_EFFICIENCY)),
    inverterWatts: roundUp(INVERTER_HEADROOM * running),
    surgeWatts: roundUp(running + largestExtraSurge),
  };
}

const decimal = (value: number) => String(Math.round(value * 100) / 100);

/** The short "why" lines shown beside the figures: each figure and the rule that gave it. */
export function sizingReasons(sizing: Sizing, input: Pick<SizingInput, 'autonomyDays' | 'batteryChemistry'>): string[] {
  const dod = DEPTH_OF_DISCHARGE[input.batteryChemistry];
  const days = input.autonomyDays === 1 ? '1 day' : `${input.autonomyDays} days`;
  return [
    `Running load ${whole(sizing.runningWatts)} W: every appliance's watts times its quantity, added up.`,
    `Daily energy ${whole(sizing.dailyWh)} Wh: each appliance's watts × quantity × hours a day.`,
    `Panels ${whole(sizing.pvWatts)} W: ${whole(sizing.dailyWh)} Wh ÷ (${decimal(sizing.peakSunHours)} sun hours in the county's worst month × ${SYSTEM_EFFICIENCY} for losses).`,
    `Battery ${whole(sizing.batteryWh)} Wh: ${days} of energy ÷ (${dod} usable depth of discharge for ${input.batteryChemistry === 'lithium' ? 'lithium' : 'lead-acid'} × ${INVERTER_EFFICIENCY} inverter efficiency).`,
    `Inverter ${whole(sizing.inverterWatts)} W: the running load × ${INVERTER_HEADROOM} headroom.`,
    `Surge ${whole(sizing.surgeWatts)} W: the running load plus the largest start-up surge of one appliance line.`,
  ];
}
