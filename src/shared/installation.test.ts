import { describe, expect, it } from 'vitest';
import { classCovers, needsInstallationByDefault, neededClass } from './installation';

const panel = (watts: number, quantity = 1) => ({ ratings: { kind: 'panel', watts } as const, quantity });
const inverter = (watts: number) => ({
  ratings: { kind: 'inverter', watts, surgeWatts: watts * 2, batteryVolts: 48, mpptWatts: watts } as const,
  quantity: 1,
});
const battery = (wattHours: number) => ({ ratings: { kind: 'battery', wattHours, volts: 51.2, chemistry: 'lithium' } as const, quantity: 1 });

describe('neededClass', () => {
  it('is T1 for a single panel on its own', () => {
    expect(neededClass([panel(550)])).toBe('T1');
  });

  it('is T2 for several panels, an inverter or a battery up to T2_MAX_WATTS', () => {
    expect(neededClass([panel(400, 2)])).toBe('T2');
    expect(neededClass([panel(100), inverter(1000)])).toBe('T2');
    expect(neededClass([panel(550), battery(5120)])).toBe('T2');
    expect(neededClass([panel(500, 10), inverter(5000)])).toBe('T2');
  });

  it('is T3 above T2_MAX_WATTS of panels or inverters', () => {
    expect(neededClass([panel(550, 10)])).toBe('T3');
    expect(neededClass([inverter(8000)])).toBe('T3');
  });
});

describe('the licence classes', () => {
  it('let a higher class do a lower class’s work, never the other way', () => {
    expect(classCovers('T3', 'T1')).toBe(true);
    expect(classCovers('T2', 'T2')).toBe(true);
    expect(classCovers('T1', 'T2')).toBe(false);
  });
});

describe('needsInstallationByDefault', () => {
  it('holds for panels, inverters and batteries from INSTALLED_BATTERY_MIN_WH, not for small batteries or the rest', () => {
    expect(needsInstallationByDefault(panel(100).ratings)).toBe(true);
    expect(needsInstallationByDefault(inverter(1000).ratings)).toBe(true);
    expect(needsInstallationByDefault(battery(2560).ratings)).toBe(true);
    expect(needsInstallationByDefault(battery(1280).ratings)).toBe(false);
    expect(needsInstallationByDefault({ kind: 'power_station', wattHours: 600, watts: 600, surgeWatts: 1200, solarInputWatts: 200 })).toBe(false);
    expect(needsInstallationByDefault(null)).toBe(false);
  });
});
