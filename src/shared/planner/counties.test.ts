import { describe, expect, it } from 'vitest';
import { COUNTIES, COUNTIES_BY_NAME } from './counties';

describe('the counties by name', () => {
  it('lists all 47 from A to Z, Nairobi among the Ns', () => {
    const names = COUNTIES_BY_NAME.map((county) => county.name);
    expect(names).toHaveLength(COUNTIES.length);
    expect(names.slice(0, 3)).toEqual(['Baringo', 'Bomet', 'Bungoma']);
    expect(names.at(-1)).toBe('West Pokot');
    expect(names.slice(names.indexOf('Nairobi') - 1, names.indexOf('Nairobi') + 2)).toEqual(["Murang'a", 'Nairobi', 'Nakuru']);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});
