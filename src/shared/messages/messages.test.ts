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

  it('codes are stable snake_case names', () => {
    for (const code of Object.keys(en)) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('fills parts literally, whatever characters they hold', () => {
    expect(fillMessage('{{product}} is out of stock', { product: "$& $' $`" })).toBe("$& $' $` is out of stock");
    expect(fillMessage('{{product}} is out of stock')).toBe('{{product}} is out of stock');
  });
});
