import { describe, expect, it } from 'vitest';
import { size, sizingReasons, type SizingInput } from './sizing';
import type { Sizing } from '../schemas/planner';

const line = (name: string, watts: number, quantity: number, hoursPerDay: number, surgeFactor = 1) => ({
  name,
  watts,
  quantity,
  hoursPerDay,
  surgeFactor,
});

describe('size (worked examples)', () => {
  const workedExamples: { title: string; input: SizingInput; expected: Sizing }[] = [
    {
      title: 'a small home: six LED bulbs, a TV and a fridge, in Nairobi, one day, lithium',
      // running 6×10 + 60 + 150 = 270 W; daily 6×10×5 + 60×5 + 150×8 = 300 + 300 + 1,200 = 1,800 Wh
      // panels 1,800 / (4 × 0.75) = 600 W; battery 1,800 × 1 / (0.8 × 0.9) = 2,500 Wh
      // inverter 1.25 × 270 = 337.5 -> 338 W; surge 270 + 150 × (3 - 1) = 570 W
      input: {
        appliances: [line('LED bulb', 10, 6, 5), line('TV', 60, 1, 5), line('Fridge', 150, 1, 8, 3)],
        peakSunHours: 4,
        autonomyDays: 1,
        batteryChemistry: 'lithium',
      },
      expected: { runningWatts: 270, dailyWh: 1800, peakSunHours: 4, pvWatts: 600, batteryWh: 2500, inverterWatts: 338, surgeWatts: 570 },
    },
    {
      title: 'a shop with a freezer: two days of lead-acid storage in Kitui',
      // running 4×10 + 200 + 2×10 = 260 W; daily 4×10×12 + 200×10 + 2×10×3 = 480 + 2,000 + 60 = 2,540 Wh
      // panels 2,540 / (6 × 0.75) = 564.4 -> 565 W; battery 2,540 × 2 / (0.5 × 0.9) = 11,288.9 -> 11,289 Wh
      // inverter 1.25 × 260 = 325 W; surge 260 + 200 × 2 = 660 W
      input: {
        appliances: [line('LED bulb', 10, 4, 12), line('Chest freezer', 200, 1, 10, 3), line('Phone charging', 10, 2, 3)],
        peakSunHours: 6,
        autonomyDays: 2,
        batteryChemistry: 'lead_acid',
      },
      expected: { runningWatts: 260, dailyWh: 2540, peakSunHours: 6, pvWatts: 565, batteryWh: 11289, inverterWatts: 325, surgeWatts: 660 },
    },
    {
      title: 'a borehole pump with surge 3 sets the surge figure; the largest single line counts, not the sum',
      // running 750 + 2×60 = 870 W; daily 750×4 + 2×60×6 = 3,000 + 720 = 3,720 Wh
      // panels 3,720 / (5.8 × 0.75) = 855.2 -> 856 W; battery 3,720 / 0.72 = 5,166.7 -> 5,167 Wh
      // inverter 1.25 × 870 = 1,087.5 -> 1,088 W; surge 870 + 750 × 2 = 2,370 W (the fans' 2 × 60 × 1 = 120 is smaller)
      input: {
        appliances: [line('Borehole pump', 750, 1, 4, 3), line('Fan', 60, 2, 6, 2)],
        peakSunHours: 5.8,
        autonomyDays: 1,
        batteryChemistry: 'lithium',
      },
      expected: { runningWatts: 870, dailyWh: 3720, peakSunHours: 5.8, pvWatts: 856, batteryWh: 5167, inverterWatts: 1088, surgeWatts: 2370 },
    },
  ];
  for (const { title, input, expected } of workedExamples) {
    it(title, () => {
      expect(size(input)).toEqual(expected);
    });
  }

  it('rounds exact results exactly, without binary-fraction noise pushing them up by one', () => {
    // 720 Wh / (0.8 × 0.9) is exactly 1,000 Wh, though 0.8 × 0.9 is 0.7200000000000001 in binary.
    const sizing = size({ appliances: [line('Router', 30, 1, 24)], peakSunHours: 4, autonomyDays: 1, batteryChemistry: 'lithium' });
    expect(sizing.batteryWh).toBe(1000);
    expect(sizing.pvWatts).toBe(240);
  });

  it('explains every figure in a why line', () => {
    const sizing = size({ appliances: [line('LED bulb', 10, 6, 5)], peakSunHours: 4, autonomyDays: 2, batteryChemistry: 'lead_acid' });
    const reasons = sizingReasons(sizing, { autonomyDays: 2, batteryChemistry: 'lead_acid' });
    expect(reasons).toHaveLength(6);
    expect(reasons[2]).toBe("Panels 100 W: 300 Wh ÷ (4 sun hours in the county's worst month × 0.75 for losses).");
    expect(reasons[3]).toBe('Battery 1,334 Wh: 2 days of energy ÷ (0.5 usable depth of discharge for lead-acid × 0.9 inverter efficiency).');
  });
});
