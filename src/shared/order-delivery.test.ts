import { describe, expect, it } from 'vitest';
import { deliveryLine, installationLine } from './order-delivery';

const delivered = { method: 'delivery', county: 'turkana', pickupPoint: null, fee: '2500.00', earliestDate: null, latestDate: null } as const;
const pickup = {
  method: 'pickup',
  county: null,
  pickupPoint: { id: 1, name: 'SolarHub Mombasa depot', town: 'Mombasa' },
  fee: '0.00',
  earliestDate: null,
  latestDate: null,
} as const;

describe('deliveryLine', () => {
  it('names the county and its fee, in both languages', () => {
    expect(deliveryLine(delivered, 'en')).toEqual({ label: 'Delivery to Turkana', amount: 'KSh 2,500' });
    expect(deliveryLine(delivered, 'sw')).toEqual({ label: 'Kuletewa Turkana', amount: 'KSh 2,500' });
  });

  it('says free for a free delivery and for pickup', () => {
    expect(deliveryLine({ ...delivered, fee: '0.00' }, 'en').amount).toBe('Free');
    expect(deliveryLine(pickup, 'sw')).toEqual({ label: 'Kuchukua SolarHub Mombasa depot, Mombasa', amount: 'Bure' });
  });

  it('leaves the fee to be confirmed for a county without terms and an order without a choice', () => {
    expect(deliveryLine({ ...delivered, fee: null }, 'en')).toEqual({ label: 'Delivery to Turkana', amount: 'To be confirmed' });
    expect(deliveryLine(null, 'sw')).toEqual({ label: 'Kupeleka', amount: 'Itathibitishwa' });
  });
});

describe('installationLine', () => {
  it('shows the quoted fee in both languages, and nothing before a quote', () => {
    const charges = [
      { kind: 'delivery', amount: '300.00' },
      { kind: 'installation', amount: '12500.00' },
    ] as const;
    expect(installationLine(charges, 'en')).toEqual({ label: 'Installation', amount: 'KSh 12,500' });
    expect(installationLine(charges, 'sw')).toEqual({ label: 'Ufungaji', amount: 'KSh 12,500' });
    expect(installationLine([{ kind: 'installation', amount: '0.00' }], 'en')?.amount).toBe('Free');
    expect(installationLine([charges[0]], 'en')).toBeNull();
  });
});
