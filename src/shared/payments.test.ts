import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';
import { formatKshExact } from './money';
import { normalizeAccount, paymentMethodsPhrase, paymentOptions, paymentState, takesAccountPayments } from './payments';

describe('paymentState', () => {
  it.each([
    ['pending', '1000.30', '0', '0.00', '1000.30', '0.00', 'unpaid'],
    ['pending', '1000.30', '0.01', '0.01', '1000.29', '0.00', 'partly_paid'],
    ['confirmed', '1000.30', '1000.30', '1000.30', '0.00', '0.00', 'paid'],
    // The balance never goes below zero.
    ['delivered', '1000.30', '1000.31', '1000.31', '0.00', '0.00', 'overpaid'],
    // A cancelled order owes nothing, and what was paid on it is to refund.
    ['cancelled', '1000.30', '400.10', '400.10', '0.00', '400.10', 'partly_paid'],
    ['cancelled', '1000.30', '0', '0.00', '0.00', '0.00', 'unpaid'],
  ] as const)('on a %s order of %s with %s paid, is exact to the cent', (status, total, paid, amountPaid, balanceDue, refundDue, paymentStatus) => {
    expect(paymentState(status, total, paid)).toEqual({ amountPaid, balanceDue, refundDue, paymentStatus });
  });

  it('adds up sums longer than one price', () => {
    expect(paymentState('pending', '9999999999.99', '19999999999.98').paymentStatus).toBe('overpaid');
  });
});

describe('normalizeAccount', () => {
  it('ignores case, spaces and dashes', () => {
    for (const typed of ['SH-7KQ2MX', 'sh-7kq2mx', 'SH7KQ2MX', 'sh 7kq 2mx', ' SH - 7KQ2MX ']) expect(normalizeAccount(typed)).toBe('SH7KQ2MX');
  });
});

describe('paymentMethodsPhrase and takesAccountPayments', () => {
  const none = { mpesaPaybill: null, mpesaTill: null, bankDetails: null };
  it('name only the ways the shop is paid, so a shop without accounts promises neither M-PESA nor an account number', () => {
    expect(paymentMethodsPhrase(none)).toBe('cash on delivery');
    expect(takesAccountPayments(none)).toBe(false);
    expect(paymentMethodsPhrase({ ...none, mpesaTill: '5123456' })).toBe('M-PESA or cash on delivery');
    expect(paymentMethodsPhrase({ ...none, bankDetails: 'KCB' })).toBe('bank transfer or cash on delivery');
    expect(takesAccountPayments({ ...none, bankDetails: 'KCB' })).toBe(true);
    const all = { mpesaPaybill: '522533', mpesaTill: '5123456', bankDetails: 'KCB' };
    expect(paymentMethodsPhrase(all)).toBe('M-PESA, bank transfer or cash on delivery');
    expect(paymentMethodsPhrase(all, 'sw')).toBe('M-PESA, uhamisho wa benki au pesa taslimu mzigo ukifika');
    expect(paymentMethodsPhrase(none, 'sw')).toBe('pesa taslimu mzigo ukifika');
  });

  // Every combination of the three settings, in both languages: the product, home and information pages say these.
  const PAYBILL = { mpesaPaybill: '522533' };
  const TILL = { mpesaTill: '5123456' };
  const BANK = { bankDetails: 'KCB Kilimani 1234567890' };
  it.each([
    ['nothing', {}, 'cash on delivery', 'pesa taslimu mzigo ukifika'],
    ['a Paybill', PAYBILL, 'M-PESA or cash on delivery', 'M-PESA au pesa taslimu mzigo ukifika'],
    ['a till', TILL, 'M-PESA or cash on delivery', 'M-PESA au pesa taslimu mzigo ukifika'],
    ['a Paybill and a till', { ...PAYBILL, ...TILL }, 'M-PESA or cash on delivery', 'M-PESA au pesa taslimu mzigo ukifika'],
    ['a bank account', BANK, 'bank transfer or cash on delivery', 'uhamisho wa benki au pesa taslimu mzigo ukifika'],
    [
      'a Paybill and a bank account',
      { ...PAYBILL, ...BANK },
      'M-PESA, bank transfer or cash on delivery',
      'M-PESA, uhamisho wa benki au pesa taslimu mzigo ukifika',
    ],
    [
      'a till and a bank account',
      { ...TILL, ...BANK },
      'M-PESA, bank transfer or cash on delivery',
      'M-PESA, uhamisho wa benki au pesa taslimu mzigo ukifika',
    ],
    [
      'all three',
      { ...PAYBILL, ...TILL, ...BANK },
      'M-PESA, bank transfer or cash on delivery',
      'M-PESA, uhamisho wa benki au pesa taslimu mzigo ukifika',
    ],
  ])('a shop set up with %s is paid by "%s"', (_setup, settings, english, kiswahili) => {
    expect(paymentMethodsPhrase({ ...none, ...settings })).toBe(english);
    expect(paymentMethodsPhrase({ ...none, ...settings }, 'en')).toBe(english);
    expect(paymentMethodsPhrase({ ...none, ...settings }, 'sw')).toBe(kiswahili);
  });
});

describe('paymentOptions', () => {
  it('lists only the accounts the shop has set, always with cash on delivery', () => {
    const none = { mpesaPaybill: null, mpesaTill: null, bankDetails: null };
    expect(paymentOptions(none).map((option) => option.title)).toEqual(['Cash on delivery']);
    expect(paymentOptions({ ...none, mpesaPaybill: '522533' }, 'SH-7KQ2MX')[0]).toEqual({
      title: 'M-PESA Paybill',
      lines: ['Business number: 522533', 'Account number: SH-7KQ2MX'],
    });
  });

  it('are written in Kiswahili for a Kiswahili screen, the order number still the account', () => {
    const all = { mpesaPaybill: '522533', mpesaTill: '5123456', bankDetails: 'KCB Bank, account 1234567890' };
    expect(paymentOptions(all, undefined, 'sw')).toEqual([
      { title: 'M-PESA Paybill', lines: ['Nambari ya biashara: 522533', 'Nambari ya akaunti: nambari ya oda yako'] },
      { title: 'M-PESA Buy Goods', lines: ['Nambari ya till: 5123456', 'Rejea: nambari ya oda yako'] },
      { title: 'Kupitia benki', lines: ['KCB Bank, account 1234567890', 'Rejea: nambari ya oda yako'] },
      { title: 'Pesa taslimu mzigo ukifika', lines: ['Lipa timu yetu ya kukuletea mzigo pesa taslimu, na uombe risiti.'] },
    ]);
    expect(paymentOptions(all, 'SH-7KQ2MX', 'sw')[0]!.lines).toEqual(['Nambari ya biashara: 522533', 'Nambari ya akaunti: SH-7KQ2MX']);
    expect(paymentOptions(all, 'SH-7KQ2MX', 'en')).toEqual(paymentOptions(all, 'SH-7KQ2MX'));
  });
});

describe('document formats', () => {
  it('write money with cents and thousands commas', () => {
    expect(formatKshExact('1234.5')).toBe('KSh 1,234.50');
    expect(formatKshExact('0.00')).toBe('KSh 0.00');
    expect(formatKshExact('9999999999.99')).toBe('KSh 9,999,999,999.99');
  });

  it('write the day in Nairobi as 25 Nov 2026', () => {
    expect(formatDay('2026-11-25T08:00:00Z')).toBe('25 Nov 2026');
    // 22:30 UTC is already the next day in Nairobi (UTC+3).
    expect(formatDay('2026-11-25T22:30:00Z')).toBe('26 Nov 2026');
    expect(formatDay(new Date('2026-01-01T00:00:00+03:00'))).toBe('1 Jan 2026');
  });
});
