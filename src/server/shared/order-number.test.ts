import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { newOrderNumber } from './order-number';

describe('newOrderNumber', () => {
  it('is SH- and six characters without look-alikes (0/O, 1/I/L)', () => {
    for (let i = 0; i < 500; i++) expect(newOrderNumber()).toMatch(/^SH-[A-HJKMNP-Z2-9]{6}$/);
  });

  it('fits the 12 characters M-PESA allows for an account reference', () => {
    for (let i = 0; i < 500; i++) expect(newOrderNumber().length).toBeLessThanOrEqual(LIMITS.maxOrderNumberLength);
  });

  it('rarely repeats', () => {
    const numbers = new Set(Array.from({ length: 2000 }, newOrderNumber));
    expect(numbers.size).toBeGreaterThan(1995);
  });
});
