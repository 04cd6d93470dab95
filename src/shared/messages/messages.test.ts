import { describe, expect, it } from 'vitest';
import { messages as en } from './en';
import { fillMessage } from './message';
import { messages as sw } from './sw';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('message codes', () => {
  it('every code has an English and a Kiswahili text, and no language has a code the other lacks', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    for (const [code, text] of Object.entries(en)) {
      expect(text.trim(), code).not.toBe('');
      expect(sw[code as keyof typeof en].trim(), code).not.toBe('');
    }
  });

  it('each Kiswahili text fills the same parts as its English one', () => {
    for (const [code, text] of Object.entries(en)) expect(placeholders(sw[code as keyof typeof en]), code).toEqual(placeholders(text));
  });

  it('no two modules name the same code (the later one would silently replace the earlier)', () => {
    for (const modules of [
      import.meta.glob<Record<string, object>>('./en/*.ts', { eager: true }),
      import.meta.glob<Record<string, object>>('./sw/*.ts', { eager: true }),
    ]) {
      // Each module's texts are the export named as its file (account-data.ts: accountData).
      const codes = Object.entries(modules).flatMap(([path, module]) =>
        Object.keys(module[/([\w-]+)\.ts$/.exec(path)![1]!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]!),
      );
      expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    }
  });

  it('a word chosen by a count ({{strings|string|strings}}) names a part its text fills, in both forms', () => {
    for (const [code, text] of [...Object.entries(en), ...Object.entries(sw)])
      for (const [, name] of text.matchAll(/\{\{(\w+)\|[^{}]*\}\}/g)) {
        expect(placeholders(text), code).toContain(name);
        expect(text, code).toMatch(new RegExp(`\\{\\{${name}\\|[^|{}]*\\|[^|{}]*\\}\\}`));
      }
  });

  it('codes are stable snake_case names', () => {
    for (const code of Object.keys(en)) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('fills parts literally, whatever characters they hold', () => {
    expect(fillMessage('{{product}} is out of stock', { product: "$& $' $`" })).toBe("$& $' $` is out of stock");
    expect(fillMessage('{{product}} is out of stock')).toBe('{{product}} is out of stock');
  });

  it('says one of a thing in the singular: "1 string", "1 battery", "1 × 400 W panel" (regression)', () => {
    const one = { count: 1, watts: 400, volts: 12.8, wh: '2,560', series: 1, strings: 1, coldVoc: 38, limit: 150 };
    expect(fillMessage(en.wiring_panels, one)).toBe('1 × 400 W panel: 1 in series × 1 string (cold-morning Voc 38 V, at most 150 V allowed)');
    expect(fillMessage(en.wiring_panels, { ...one, count: 2, strings: 2 })).toBe(
      '2 × 400 W panels: 1 in series × 2 strings (cold-morning Voc 38 V, at most 150 V allowed)',
    );
    expect(fillMessage(en.wiring_batteries, one)).toBe('1 × 12.8 V 2,560 Wh battery: 1 in series × 1 in parallel');
    expect(fillMessage(en.check_kit_incomplete, { panels: 1, inverters: 1, batteries: 0, stations: 0 })).toBe(
      'A kit needs panels and either a power station or an inverter, batteries and a solar charger (it has 1 panel, 1 inverter, 0 batteries, 0 power stations).',
    );
    expect(fillMessage(en.check_strings_uneven, { strings: 1, chargers: 2 })).toBe('1 string does not divide evenly among 2 chargers.');
    expect(fillMessage(en.check_strings_uneven, { strings: 3, chargers: 2 })).toBe('3 strings do not divide evenly among 2 chargers.');
    expect(fillMessage(en.check_battery_discharge, { inverter: 'X', amps: 112, strings: 1, limit: 100 })).toBe(
      'X draws 112 A at full load; 1 string of these batteries gives at most 100 A: add a string or choose a larger battery.',
    );
    expect(fillMessage(en.check_wiring_mismatch, { line: 2, series: 3, strings: 1, quantity: 4, product: 'X' })).toBe(
      'Line 2: 3 in series × 1 string is not its 4 × X',
    );
    expect(fillMessage(sw.wiring_panels, one)).toBe(
      'Paneli 1 × W 400: 1 kwa mfululizo × mfululizo 1 (Voc ya asubuhi ya baridi V 38, zisizidi V 150)',
    );
    expect(fillMessage(sw.wiring_panels, { ...one, strings: 2 })).toContain('× mifululizo 2 (');
    expect(fillMessage(sw.check_kit_incomplete, { panels: 1, inverters: 1, batteries: 0, stations: 1 })).toContain('kituo cha umeme 1)');
    expect(fillMessage(sw.check_strings_uneven, { strings: 1, chargers: 2 })).toBe('Mfululizo 1 haugawanyiki sawa kwa vidhibiti 2.');
    expect(fillMessage(sw.check_battery_discharge, { inverter: 'X', amps: 112, strings: 1, limit: 100 })).toContain(
      'mfululizo 1 wa betri hizi unatoa A 100 zaidi',
    );
  });
});
