import { describe, expect, it } from 'vitest';
import { bankWhNeeded, batteryByDailyDepth, lossChain, size, sizingReasons, type SizingInput } from './sizing';
import type { Sizing } from '../schemas/planner-answers';

const line = (name: string, watts: number, quantity: number, hoursPerDay: number, surgeFactor = 1) => ({
  name,
  watts,
  quantity,
  hoursPerDay,
  surgeFactor,
});

// The three worked examples of docs/product.md ("Sizing"), by hand. Shared by every panel figure:
//   panel derate = heat × 0.95 dust × 0.97 wiring × 0.98 mismatch, heat = 1 − 0.0035 × (hot day + 25 − 25)
//   panels W = daily Wh × (1 + days / 7) ÷ (sun hours × 0.93 inverter × round trip × panel derate)
describe('size (worked examples)', () => {
  const workedExamples: { title: string; input: SizingInput; expected: Sizing }[] = [
    {
      title: 'a small home in Kisumu: six LED bulbs, a TV and a fridge, one day, lithium',
      // Kisumu: 4.0 sun hours, 33 °C hot day -> cell 58 °C, heat 1 − 0.0035 × 33 = 0.8845
      // running 6×10 + 60 + 150 = 270 W; daily 6×10×5 + 60×5 + 150×8 = 300 + 300 + 1,200 = 1,800 Wh
      // derate 0.8845 × 0.95 × 0.97 × 0.98 = 0.79877
      // panels 1,800 × 1.142857 ÷ (4 × 0.93 × 0.95 × 0.79877) = 2,057.14 ÷ 2.82286 = 728.7 -> 729 W (before: 600 W)
      // battery 1,800 × 1 ÷ (0.8 × 0.93) = 2,419.4 -> 2,420 Wh (before: 2,500 Wh)
      // inverter 1.25 × 270 = 337.5 -> 338 W; surge 270 + 150 × (3 − 1) = 570 W (both as before)
      input: {
        appliances: [line('LED bulb', 10, 6, 5), line('TV', 60, 1, 5), line('Fridge', 150, 1, 8, 3)],
        peakSunHours: 4,
        hotDayC: 33,
        autonomyDays: 1,
        batteryChemistry: 'lithium',
      },
      expected: { runningWatts: 270, dailyWh: 1800, peakSunHours: 4, pvWatts: 729, batteryWh: 2420, inverterWatts: 338, surgeWatts: 570 },
    },
    {
      title: 'a kiosk with a freezer in Kitui: two days of lead-acid storage',
      // Kitui: 6.0 sun hours, 38 °C hot day -> cell 63 °C, heat 1 − 0.0035 × 38 = 0.867
      // running 4×10 + 200 + 2×10 = 260 W; daily 4×10×12 + 200×10 + 2×10×3 = 480 + 2,000 + 60 = 2,540 Wh
      // derate 0.867 × 0.95 × 0.97 × 0.98 = 0.78296
      // panels 2,540 × 1.285714 ÷ (6 × 0.93 × 0.80 × 0.78296) = 3,265.71 ÷ 3.49517 = 934.4 -> 935 W (before: 565 W)
      // battery: two days at 0.5 depth 2,540 × 2 ÷ (0.5 × 0.93) = 10,924.7; one day at 0.3 daily depth 2,540 ÷ (0.3 ×
      //   0.93) = 9,103.9; the larger -> 10,925 Wh (before: 11,289 Wh with 0.9 for the inverter)
      // inverter 1.25 × 260 = 325 W; surge 260 + 200 × 2 = 660 W
      input: {
        appliances: [line('LED bulb', 10, 4, 12), line('Chest freezer', 200, 1, 10, 3), line('Phone charging', 10, 2, 3)],
        peakSunHours: 6,
        hotDayC: 38,
        autonomyDays: 2,
        batteryChemistry: 'lead_acid',
      },
      expected: { runningWatts: 260, dailyWh: 2540, peakSunHours: 6, pvWatts: 935, batteryWh: 10925, inverterWatts: 325, surgeWatts: 660 },
    },
    {
      title: 'a borehole pump in Laikipia: 750 W for 4 hours, surge 3, one day, lithium',
      // Laikipia: 5.8 sun hours, 29 °C hot day -> cell 54 °C, heat 1 − 0.0035 × 29 = 0.8985
      // running 750 W; daily 750 × 4 = 3,000 Wh; derate 0.8985 × 0.95 × 0.97 × 0.98 = 0.81141
      // panels 3,000 × 1.142857 ÷ (5.8 × 0.93 × 0.95 × 0.81141) = 3,428.57 ÷ 4.15789 = 824.6 -> 825 W (before: 690 W)
      // battery 3,000 ÷ (0.8 × 0.93) = 4,032.3 -> 4,033 Wh (before: 4,167 Wh)
      // inverter 1.25 × 750 = 937.5 -> 938 W; surge 750 + 750 × 2 = 2,250 W
      input: { appliances: [line('Borehole pump', 750, 1, 4, 3)], peakSunHours: 5.8, hotDayC: 29, autonomyDays: 1, batteryChemistry: 'lithium' },
      expected: { runningWatts: 750, dailyWh: 3000, peakSunHours: 5.8, pvWatts: 825, batteryWh: 4033, inverterWatts: 938, surgeWatts: 2250 },
    },
  ];
  for (const { title, input, expected } of workedExamples) {
    it(title, () => {
      expect(size(input)).toEqual(expected);
    });
  }
});

describe('the loss chain', () => {
  const base = { peakSunHours: 5, hotDayC: 30, autonomyDays: 1, batteryChemistry: 'lithium' as const };
  const pump = [line('Pump', 500, 1, 4)];

  it('derates hot counties more: the same plan needs more panels in Lodwar-like heat than in Nyandarua-like cool', () => {
    const hot = size({ ...base, appliances: pump, hotDayC: 38 });
    const cool = size({ ...base, appliances: pump, hotDayC: 24 });
    expect(hot.pvWatts).toBeGreaterThan(cool.pvWatts);
    expect(lossChain({ ...base, hotDayC: 38 }).heat).toBeCloseTo(1 - 0.0035 * 38, 10);
  });

  it("uses a panel's own Pmax coefficient and an inverter's own efficiency when given", () => {
    const named = size({ ...base, appliances: pump });
    const better = size({ ...base, appliances: pump, pmaxCoefficient: -0.29, inverterEfficiency: 0.97 });
    expect(better.pvWatts).toBeLessThan(named.pvWatts);
    expect(better.batteryWh).toBeLessThan(named.batteryWh);
  });

  it("pays lead-acid's round trip on the panels and more days without sun in the recharge margin", () => {
    expect(size({ ...base, appliances: pump, batteryChemistry: 'lead_acid' }).pvWatts).toBeGreaterThan(size({ ...base, appliances: pump }).pvWatts);
    expect(lossChain({ ...base, autonomyDays: 3 }).recharge).toBeCloseTo(1 + 3 / 7, 10);
  });

  it('sizes lead-acid for its shallow daily depth when the days without sun ask for less', () => {
    expect(batteryByDailyDepth({ autonomyDays: 1, batteryChemistry: 'lead_acid' })).toBe(true);
    expect(batteryByDailyDepth({ autonomyDays: 2, batteryChemistry: 'lead_acid' })).toBe(false);
    expect(batteryByDailyDepth({ autonomyDays: 1, batteryChemistry: 'lithium' })).toBe(false);
    // 2,000 Wh ÷ (0.3 × 0.93) = 7,168.5 -> 7,169, not 2,000 ÷ (0.5 × 0.93) = 4,301.1
    expect(size({ ...base, appliances: pump, batteryChemistry: 'lead_acid' }).batteryWh).toBe(7169);
  });

  it('rounds exact results exactly, without binary-fraction noise pushing them up by one', () => {
    // 744 Wh / (0.8 × 0.93) is exactly 1,000 Wh, though 0.8 × 0.93 is not exact in binary.
    expect(size({ ...base, appliances: [line('Router', 31, 1, 24)] }).batteryWh).toBe(1000);
  });

  it('explains every figure in a why line naming each factor', () => {
    const input = { ...base, appliances: [line('LED bulb', 10, 6, 5)], peakSunHours: 4, autonomyDays: 2, batteryChemistry: 'lead_acid' as const };
    const reasons = sizingReasons(size(input), input);
    expect(reasons).toHaveLength(6);
    expect(reasons[2]).toBe(
      'Panels 161 W: 300 Wh × 1.286 recharge margin ÷ (4 sun hours in the worst month × 0.93 inverter × 0.8 lead-acid round trip × 0.895 heat at 55 °C cell × 0.95 dust × 0.97 wiring × 0.98 mismatch).',
    );
    expect(reasons[3]).toBe('Battery 1,291 Wh: 2 days of energy ÷ (0.5 usable depth of discharge for lead-acid × 0.93 inverter efficiency).');
    const oneDay = { ...input, autonomyDays: 1 };
    expect(sizingReasons(size(oneDay), oneDay)[3]).toBe(
      'Battery 1,076 Wh: 300 Wh ÷ (0.3 daily depth of discharge for lead-acid × 0.93 inverter efficiency); more than 1 day without sun needs.',
    );
  });

  it('asks a bank for more only when its battery is rated shallower than the depth that sets the plan', () => {
    // The kiosk: 2,540 Wh a day, 2 days, lead-acid: 10,925 Wh at 0.5 deep. A gel battery rated 50 % leaves it as it is;
    // rated 40 %, 2,540 × 2 ÷ (0.4 × 0.93) = 13,655.9 → 13,656 Wh. With 1 day, the 0.3 daily depth still sets the bank.
    const kiosk = { dailyWh: 2540, batteryWh: 10_925 };
    expect(bankWhNeeded(kiosk, { autonomyDays: 2, batteryChemistry: 'lead_acid' }, 50)).toBe(10_925);
    expect(bankWhNeeded(kiosk, { autonomyDays: 2, batteryChemistry: 'lead_acid' }, 40)).toBe(13_656);
    expect(bankWhNeeded({ dailyWh: 2540, batteryWh: 9104 }, { autonomyDays: 1, batteryChemistry: 'lead_acid' }, 40)).toBe(9104);
    expect(bankWhNeeded({ dailyWh: 2540, batteryWh: 9104 }, { autonomyDays: 1, batteryChemistry: 'lead_acid' }, 25)).toBe(10_925);
  });
});
