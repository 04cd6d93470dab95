import { describe, expect, it } from 'vitest';
import { cartSummary, lineTotal } from './totals';

describe('cart totals', () => {
  it('multiplies exactly, cents included', () => {
    expect(lineTotal({ quantity: 3, price: '23500.50' })).toBe('70501.50');
    expect(lineTotal({ quantity: 3, price: '0.10' })).toBe('0.30');
  });

  it('counts items as the sum of quantities and adds the line totals', () => {
    expect(
      cartSummary([
        { quantity: 3, price: '23500.50' },
        { quantity: 2, price: '3450.75' },
        { quantity: 1, price: '1500.00' },
      ]),
    ).toEqual({ count: 6, total: '78903.00' });
    expect(cartSummary([])).toEqual({ count: 0, total: '0.00' });
  });
});
