import { describe, expect, it } from 'vitest';
import { cartSummary, lineTotal, totalWithFee } from './totals';

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

  // A cart may hold 10,000 of each product (LIMITS.maxCartQuantity), so its total can pass both 2^53 cents and what an
  // order may total (numeric(12,2)); the checkout's summary added the fee to it with toCents, which threw past ten
  // digits of shillings, and the page broke as soon as the shopper chose pickup or a county.
  it('stays exact for carts larger than any order, with or without a delivery fee', () => {
    expect(lineTotal({ quantity: 9999, price: '9999999999.97' })).toBe('99989999999700.03');
    expect(
      cartSummary([
        { quantity: 9999, price: '9999999999.97' },
        { quantity: 1, price: '0.01' },
      ]).total,
    ).toBe('99989999999700.04');
    expect(totalWithFee('13060000000.00', '0.00')).toBe('13060000000.00');
    expect(totalWithFee('13060000000.00', '450.50')).toBe('13060000450.50');
    expect(totalWithFee('1200.00', '450.50')).toBe('1650.50');
    expect(totalWithFee('1200.00', null)).toBe('1200.00');
  });
});
