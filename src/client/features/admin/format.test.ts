import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@/shared/schemas/admin';
import { slugify, typedNumber } from './format';

describe('slugify', () => {
  it.each([
    ['Solar Panel 300W', 'solar-panel-300w'],
    ['  Jinko Tiger Neo — 550W (Bifacial) ', 'jinko-tiger-neo-550w-bifacial'],
    ['Énergie Solaire', 'energie-solaire'],
    ['MC4 connectors / pair', 'mc4-connectors-pair'],
  ])('%s -> %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('gives an empty slug for text without letters or digits, and at most 120 characters otherwise', () => {
    expect(slugify('—!!—')).toBe('');
    const long = slugify(`${'a'.repeat(119)} b`);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(SLUG_PATTERN);
  });
});

describe('typedNumber', () => {
  it('reads what was typed, and a blank field as no number rather than 0', () => {
    expect(typedNumber('380.5')).toBe(380.5);
    expect(typedNumber('0')).toBe(0);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('  ')).toBeNaN();
    // NaN goes out as null: the server's "must be a number" refusal, not a value.
    expect(JSON.stringify({ days: typedNumber('') })).toBe('{"days":null}');
  });
});
