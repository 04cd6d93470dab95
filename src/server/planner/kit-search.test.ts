import { describe, expect, it } from 'vitest';
import type { Sizing } from '../../shared/schemas/planner';
import type { ProductRatings } from '../../shared/schemas/ratings';
import { messageText } from '../plugins/request-locale';
import { searchKit, type CatalogueProduct } from './kit-search';

let nextId = 1;
const product = (slug: string, price: number, ratings: ProductRatings | null = null): CatalogueProduct => ({
  id: nextId++,
  slug,
  name: slug,
  nameSw: null,
  priceCents: price * 100,
  ratings,
});

const PANEL = product('panel-300', 10_000, { kind: 'panel', watts: 300 });
const BATTERY_12 = product('battery-12v', 40_000, { kind: 'battery', wattHours: 1280, volts: 12.8, chemistry: 'lithium' });
const INVERTER_12_NO_CHARGER = product('inverter-1kw-12v', 15_000, {
  kind: 'inverter',
  watts: 1000,
  surgeWatts: 2000,
  batteryVolts: 12,
  mpptWatts: 0,
});
const INVERTER_48 = product('inverter-5kw-48v', 70_000, { kind: 'inverter', watts: 5000, surgeWatts: 10000, batteryVolts: 48, mpptWatts: 6500 });
const CONTROLLER_30 = product('controller-30a', 9_000, { kind: 'charge_controller', amps: 30, volts: 24 });

// 1,000 Wh a day at 4 sun hours, lithium, one day.
const sizing: Sizing = { runningWatts: 200, dailyWh: 1000, peakSunHours: 4, pvWatts: 334, batteryWh: 1389, inverterWatts: 250, surgeWatts: 400 };
// The notes are message codes with figures: here, as an English reader sees them.
const notes = (result: ReturnType<typeof searchKit>) => result.notes.map(({ code, params }) => messageText('en', code, params));
const roles = (result: ReturnType<typeof searchKit>) => result.kit?.lines.map((line) => `${line.role} ${line.quantity} ${line.slug}`);

describe('searchKit', () => {
  it("adds charge controllers by the bank's nominal volts when the inverter has no solar charger", () => {
    // Two 300 W panels = 600 W; a 30 A controller on a 12 V bank takes 360 W, so two are needed.
    const result = searchKit([PANEL, BATTERY_12, INVERTER_12_NO_CHARGER, CONTROLLER_30], sizing, 'lithium');
    expect(roles(result)).toEqual([
      'inverter 1 inverter-1kw-12v',
      'battery 2 battery-12v',
      'panel 2 panel-300',
      'charge_controller 2 controller-30a',
    ]);
    expect(result.kit!.total).toBe('133000.00');
    expect(notes(result)).toEqual([
      'Ask us to add PV cable to your kit: none is in stock just now.',
      'Ask us to add MC4 connectors to your kit: none is in stock just now.',
      'Ask us to add DC breakers to your kit: none is in stock just now.',
      'Ask us to add a surge protection device to your kit: none is in stock just now.',
      'Ask us to add mounting rails to your kit: none is in stock just now.',
    ]);
  });

  it('builds a 48 V bank from 12.8 V batteries in series strings of four', () => {
    const result = searchKit([PANEL, BATTERY_12, INVERTER_48], sizing, 'lithium');
    expect(roles(result)).toContain('battery 4 battery-12v');
    expect(result.kit!.provides).toEqual({ pvWatts: 600, batteryWh: 5120, inverterWatts: 5000, surgeWatts: 10000 });
  });

  it('answers no kit, saying why, when no controller can take the panels', () => {
    const result = searchKit([PANEL, BATTERY_12, INVERTER_12_NO_CHARGER], sizing, 'lithium');
    expect(result.kit).toBeNull();
    expect(notes(result)).toEqual([
      'Nothing in stock can meet this plan yet: no charge controller in stock can take 334 W of panels for an inverter that carries this load.',
      'Send us the plan on WhatsApp and our team will size a system for you.',
    ]);
  });

  it('answers no kit when no battery of the chosen chemistry is in stock, or no bank within four parallel strings fits', () => {
    expect(notes(searchKit([PANEL, BATTERY_12, INVERTER_48], sizing, 'lead_acid'))[0]).toBe(
      'Nothing in stock can meet this plan yet: no lead-acid battery is in stock.',
    );
    const big = { ...sizing, batteryWh: 30_000 };
    expect(notes(searchKit([PANEL, BATTERY_12, INVERTER_48], big, 'lithium'))[0]).toBe(
      'Nothing in stock can meet this plan yet: no lithium battery bank of 30,000 Wh fits an inverter that carries this load.',
    );
  });

  it('takes a power station only when its solar input takes the panels and it is cheaper', () => {
    const station = product('station', 30_000, { kind: 'power_station', wattHours: 1500, watts: 600, surgeWatts: 1200, solarInputWatts: 400 });
    expect(roles(searchKit([PANEL, BATTERY_12, INVERTER_48, station], sizing, 'lithium'))).toEqual(['power_station 1 station', 'panel 2 panel-300']);
    const weakInput = { ...station, id: nextId++, ratings: { ...station.ratings!, solarInputWatts: 200 } as ProductRatings };
    expect(roles(searchKit([PANEL, BATTERY_12, INVERTER_48, weakInput], sizing, 'lithium'))![0]).toBe('inverter 1 inverter-5kw-48v');
  });
});
