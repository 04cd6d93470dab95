import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings';
import { orderMessage } from './order-message';

const order = {
  orderNumber: 'SH-7KQ2MX',
  items: [{ quantity: 2, productName: 'Hithium 12.8V 50Ah Battery', unitPrice: '23500.50' }],
  delivery: { method: 'delivery' as const, county: 'turkana', pickupPoint: null, fee: '2500.00', earliestDate: null, latestDate: null },
  totalAmount: '49501.00',
  deliveryAddress: 'Plot 12, Ngong Road, Nairobi',
  phoneNumber: '0712345678',
  notes: null,
};
/** A shop with every way to pay set. */
const shop = {
  ...DEFAULT_SHOP_SETTINGS,
  publicUrl: 'https://shop.example.co.ke',
  mpesaPaybill: '522533',
  mpesaTill: '5123456',
  bankDetails: 'KCB Bank, account 1234567890',
};

describe('the WhatsApp order message', () => {
  it('says how to pay with the order number as account, and links to the proforma invoice', () => {
    expect(orderMessage(order, shop).split('\n')).toEqual([
      'Hello! I have just placed Order #SH-7KQ2MX.',
      '',
      '2 x Hithium 12.8V 50Ah Battery @ KSh 23,500.50',
      'Delivery to Turkana: KSh 2,500',
      '',
      'Total: KSh 49,501',
      'Delivery address: Plot 12, Ngong Road, Nairobi',
      'Phone: 0712345678',
      '',
      'How to pay:',
      'M-PESA Paybill: Business number: 522533, Account number: SH-7KQ2MX',
      'M-PESA Buy Goods: Till number: 5123456, Reference: SH-7KQ2MX',
      'Bank transfer: KCB Bank, account 1234567890, Reference: SH-7KQ2MX',
      'Cash on delivery: Pay our delivery team in cash and ask for a receipt.',
      'Proforma invoice: https://shop.example.co.ke/api/orders/SH-7KQ2MX/invoice.pdf',
      '',
      'Please confirm availability and payment details.',
    ]);
  });

  it('names only cash on delivery when the shop has set no payment accounts', () => {
    const message = orderMessage(order, DEFAULT_SHOP_SETTINGS);
    expect(message).not.toContain('Paybill');
    expect(message).toContain('Cash on delivery');
  });

  it('is written in Kiswahili for a shopper who ordered in Kiswahili, with the same figures, names and links', () => {
    expect(orderMessage({ ...order, notes: ' Piga simu kabla ya kuleta ' }, shop, 'sw').split('\n')).toEqual([
      'Habari! Nimeweka Oda #SH-7KQ2MX sasa hivi.',
      '',
      '2 x Hithium 12.8V 50Ah Battery @ KSh 23,500.50',
      'Kuletewa Turkana: KSh 2,500',
      '',
      'Jumla: KSh 49,501',
      'Mahali pa kuletewa: Plot 12, Ngong Road, Nairobi',
      'Simu: 0712345678',
      'Maelezo: Piga simu kabla ya kuleta',
      '',
      'Jinsi ya kulipa:',
      'M-PESA Paybill: Nambari ya biashara: 522533, Nambari ya akaunti: SH-7KQ2MX',
      'M-PESA Buy Goods: Nambari ya till: 5123456, Rejea: SH-7KQ2MX',
      'Kupitia benki: KCB Bank, account 1234567890, Rejea: SH-7KQ2MX',
      'Pesa taslimu mzigo ukifika: Lipa timu yetu ya kukuletea mzigo pesa taslimu, na uombe risiti.',
      'Ankara (proforma invoice): https://shop.example.co.ke/api/orders/SH-7KQ2MX/invoice.pdf',
      '',
      'Tafadhali nithibitishie kama bidhaa zipo, na maelezo ya malipo.',
    ]);
  });

  it('leaves the fee of an order placed without a delivery choice to be confirmed', () => {
    expect(orderMessage({ ...order, delivery: null }, DEFAULT_SHOP_SETTINGS)).toContain('\nDelivery: To be confirmed\n');
    expect(orderMessage({ ...order, delivery: null }, DEFAULT_SHOP_SETTINGS, 'sw')).toContain('\nKupeleka: Itathibitishwa\n');
  });

  it('is the same English text when English is asked for by name', () => {
    expect(orderMessage(order, DEFAULT_SHOP_SETTINGS, 'en')).toBe(orderMessage(order, DEFAULT_SHOP_SETTINGS));
    expect(orderMessage(order, DEFAULT_SHOP_SETTINGS, 'sw')).toContain('Pesa taslimu mzigo ukifika');
    expect(orderMessage(order, DEFAULT_SHOP_SETTINGS, 'sw')).not.toContain('Paybill');
  });

  it('names each line in Kiswahili where the product had a Kiswahili name when it was ordered', () => {
    const mixed = {
      ...order,
      items: [
        { quantity: 1, productName: 'MC4 Solar Connectors (10 Pairs)', productNameSw: 'Viunganishi vya Sola MC4 (Jozi 10)', unitPrice: '1500.00' },
        { quantity: 2, productName: 'Hithium 12.8V 50Ah Battery', productNameSw: null, unitPrice: '23500.50' },
      ],
    };
    const lines = (locale: 'en' | 'sw') => orderMessage(mixed, DEFAULT_SHOP_SETTINGS, locale).split('\n').slice(2, 4);
    expect(lines('sw')).toEqual(['1 x Viunganishi vya Sola MC4 (Jozi 10) @ KSh 1,500', '2 x Hithium 12.8V 50Ah Battery @ KSh 23,500.50']);
    expect(lines('en')).toEqual(['1 x MC4 Solar Connectors (10 Pairs) @ KSh 1,500', '2 x Hithium 12.8V 50Ah Battery @ KSh 23,500.50']);
  });
});
