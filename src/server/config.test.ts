import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/shop-config-test', SIGNING_SECRET: 'config-test-secret-0123456789abcdef' };

describe('payment settings', () => {
  it('are off by default, and read when set (blank counts as unset)', () => {
    expect(loadConfig(base).shop).toMatchObject({ mpesaPaybill: null, mpesaTill: null, bankDetails: null, kraPin: null });
    const shop = loadConfig({
      ...base,
      SHOP_MPESA_PAYBILL: '522533',
      SHOP_MPESA_TILL: ' 5123456 ',
      SHOP_BANK_DETAILS: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890',
      SHOP_KRA_PIN: '',
    }).shop;
    expect(shop).toMatchObject({ mpesaPaybill: '522533', mpesaTill: '5123456', bankDetails: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890', kraPin: null });
    expect(loadConfig({ ...base, SHOP_KRA_PIN: 'P051234567X' }).shop.kraPin).toBe('P051234567X');
  });

  it.each([
    ['SHOP_MPESA_PAYBILL', '52-2533', 'SHOP_MPESA_PAYBILL must be the 5 to 7 digit business number, such as 522533'],
    ['SHOP_MPESA_TILL', '123', 'SHOP_MPESA_TILL must be the 5 to 8 digit till number, such as 5123456'],
    ['SHOP_BANK_DETAILS', 'x'.repeat(301), 'SHOP_BANK_DETAILS must be at most 300 characters'],
    ['SHOP_KRA_PIN', 'p051234567x', 'SHOP_KRA_PIN must be a KRA PIN such as P051234567X'],
  ])('stop the server when %s is %s', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(`${name}: ${message}`);
  });
});
