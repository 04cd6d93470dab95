import { describe, expect, it } from 'vitest';
import type { Plan } from '../schemas/planner-answers';
import { countyBySlug } from './counties';
import { encodePlan } from './plan-query';
import { decodePlan, emptyDraft, MAX_MESSAGE_LENGTH, planMessage, planTitle, type PlanDraft } from './plan-link';

const draft: PlanDraft = {
  appliances: [
    { name: 'LED bulb', watts: 10, quantity: 6, hoursPerDay: 5, surgeFactor: 1 },
    { name: 'Fridge ~ big', watts: 150, quantity: 1, hoursPerDay: 8.5, surgeFactor: 3 },
  ],
  county: 'kisumu',
  autonomyDays: 2,
  batteryChemistry: 'lead_acid',
};

const plan: Plan = {
  county: countyBySlug('kisumu')!,
  runningWatts: 210,
  dailyWh: 1575,
  peakSunHours: 4,
  pvWatts: 525,
  batteryWh: 7000,
  inverterWatts: 263,
  surgeWatts: 510,
  kit: {
    lines: [
      {
        productId: 1,
        slug: 'inverter',
        name: 'Vestwoods 1kW 12V Pure Sine Wave Inverter',
        nameSw: null,
        role: 'inverter',
        quantity: 1,
        unitPrice: '16500.00',
        lineTotal: '16500.00',
      },
    ],
    total: '312400.00',
    provides: { pvWatts: 600, batteryWh: 7200, inverterWatts: 1000, surgeWatts: 2000 },
    wiring: { panelsInSeries: 1, panelStrings: 2, batteriesInSeries: 1, batteryStrings: 2 },
    wiringLines: [
      { code: 'wiring_panels', message: '2 × 300 W panels: 1 in series × 2 strings (cold-morning Voc 41 V ≤ 100 V)' },
      { code: 'wiring_batteries', message: '2 × 12 V 3,600 Wh batteries: 1 in series × 2 in parallel' },
    ],
    separately: [],
  },
  notes: [],
};

describe('plan links', () => {
  it('round-trip a plan through the address (a separator in a name becomes a hyphen)', () => {
    const search = encodePlan(draft);
    expect(search).toBe('a=LED+bulb%7E10%7E6%7E5%7E1&a=Fridge+-+big%7E150%7E1%7E8.5%7E3&county=kisumu&days=2&battery=lead_acid');
    expect(decodePlan(search)).toEqual({ ...draft, appliances: [draft.appliances[0], { ...draft.appliances[1], name: 'Fridge - big' }] });
  });

  it('leave defaults out of the address and read them back', () => {
    expect(encodePlan(emptyDraft())).toBe('county=nairobi');
    expect(decodePlan('')).toEqual(emptyDraft());
  });

  it('keep what is not a number as not a number, for the form to point out', () => {
    const [line] = decodePlan('a=Pump~abc~1~~3').appliances;
    expect(line!.name).toBe('Pump');
    expect(line!.watts).toBeNaN();
    expect(line!.hoursPerDay).toBeNaN();
  });

  // A shortened line read its fields from the end: "Fridge~150~1~8" (no surge factor) became watts "Fridge", quantity
  // 150 (refused) and a surge factor of 8, though a missing quantity or surge factor is meant to read as 1.
  it('read a line without its last fields from the front, the missing quantity and surge factor as 1', () => {
    expect(decodePlan('a=Fridge~150~1~8').appliances).toEqual([{ name: 'Fridge', watts: 150, quantity: 1, hoursPerDay: 8, surgeFactor: 1 }]);
    const [short] = decodePlan('a=Pump~750').appliances;
    expect(short).toMatchObject({ name: 'Pump', watts: 750, quantity: 1, surgeFactor: 1 });
    expect(short!.hoursPerDay).toBeNaN();
    expect(decodePlan('a=Big~fridge~150~2~8~3').appliances).toEqual([
      { name: 'Big~fridge', watts: 150, quantity: 2, hoursPerDay: 8, surgeFactor: 3 },
    ]);
  });

  // A field the shopper emptied is NaN in the form: the address, the printed plan's link and the shared one showed
  // "Fridge~NaN~1~NaN~1".
  it('write a number not filled in yet as an empty field, never "NaN", and read it back as one', () => {
    const unfinished = { ...emptyDraft(), appliances: [{ name: 'Pump', watts: Number.NaN, quantity: 1, hoursPerDay: Number.NaN, surgeFactor: 3 }] };
    const search = encodePlan(unfinished);
    expect(search).toBe('a=Pump%7E%7E1%7E%7E3&county=nairobi');
    expect(decodePlan(search)).toEqual(unfinished);
  });

  it('title the link preview with the appliance count and the kit total', () => {
    expect(planTitle(draft, plan)).toBe('Solar kit for 7 appliances — KSh 312,400');
    expect(planTitle(draft, { kit: null })).toBe('Solar plan for 7 appliances');
  });

  it('write a short WhatsApp message with the figures, the kit and the link', () => {
    const message = planMessage(draft, plan, 'https://shop.example/planner?x');
    expect(message).toBe(
      [
        'Hello! I planned a solar kit for 7 appliances in Kisumu (2 days of battery, lead-acid).',
        'Needs: 525 W of panels, 7,000 Wh of battery, a 263 W inverter (510 W surge).',
        '',
        'Kit:',
        '1 x Vestwoods 1kW 12V Pure Sine Wave Inverter',
        '2 × 300 W panels: 1 in series × 2 strings (cold-morning Voc 41 V ≤ 100 V)',
        '',
        'Total: KSh 312,400',
        'Plan: https://shop.example/planner?x',
      ].join('\n'),
    );
    const long = { ...plan, kit: { ...plan.kit!, lines: Array.from({ length: 40 }, () => plan.kit!.lines[0]!) } };
    const short = planMessage(draft, long, 'https://shop.example/planner?x');
    expect(short.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(short).toContain('Total: KSh 312,400');
    expect(short).not.toContain('Kit:');
  });

  // One appliance was "1 appliances" in English and "vifaa 1" (the plural) in Kiswahili, though the title said "1 appliance".
  it('count one appliance in the singular in the WhatsApp message, in both languages', () => {
    const one = { ...draft, appliances: [{ ...draft.appliances[1]!, quantity: 1 }], autonomyDays: 1 };
    expect(planMessage(one, plan, 'https://shop.example/planner?x').split('\n')[0]).toBe(
      'Hello! I planned a solar kit for 1 appliance in Kisumu (1 day of battery, lead-acid).',
    );
    expect(planMessage(one, plan, 'https://shop.example/sw/planner?x', 'sw').split('\n')[0]).toBe(
      'Habari! Nimepanga mfumo wa sola wa kifaa 1 huko Kisumu (betri ya siku 1, lead-acid).',
    );
  });

  it('write the WhatsApp message in Kiswahili from a Kiswahili screen, naming the kit as that screen does', () => {
    const swPlan = { ...plan, kit: { ...plan.kit!, lines: [{ ...plan.kit!.lines[0]!, nameSw: 'Inverter ya Vestwoods 1kW 12V' }] } };
    expect(planMessage(draft, swPlan, 'https://shop.example/sw/planner?x', 'sw')).toBe(
      [
        'Habari! Nimepanga mfumo wa sola wa vifaa 7 huko Kisumu (betri ya siku 2, lead-acid).',
        'Mahitaji: paneli za W 525, betri ya Wh 7,000, inverter ya W 263 (surge W 510).',
        '',
        'Vifaa:',
        '1 x Inverter ya Vestwoods 1kW 12V',
        '2 × 300 W panels: 1 in series × 2 strings (cold-morning Voc 41 V ≤ 100 V)',
        '',
        'Jumla: KSh 312,400',
        'Mpango: https://shop.example/sw/planner?x',
      ].join('\n'),
    );
  });
});
