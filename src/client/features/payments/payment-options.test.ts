import { beforeAll, describe, expect, it } from 'vitest';
import { paymentOptions, type PaymentSettings } from '@/shared/payments';
import { loadMessages, translator } from '@/client/lib/i18n';
import { paymentsMessages } from './messages';
import { localPaymentOptions } from './payment-options';

const SETTINGS: PaymentSettings[] = [
  { mpesaPaybill: '522533', mpesaTill: '881234', bankDetails: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890' },
  { mpesaPaybill: '', mpesaTill: '881234', bankDetails: '' },
  { mpesaPaybill: '', mpesaTill: '', bankDetails: '' },
];

describe('localPaymentOptions', () => {
  beforeAll(() => loadMessages('en', ['payments']).then(() => loadMessages('sw', ['payments'])));

  it.each(SETTINGS)('says in English exactly what the shared payment options say (%o)', (settings) => {
    const t = translator('en', paymentsMessages);
    expect(localPaymentOptions(t, settings, 'SH-7KQ2MX')).toEqual(paymentOptions(settings, 'SH-7KQ2MX'));
    expect(localPaymentOptions(t, settings)).toEqual(paymentOptions(settings));
  });

  it('gives the same options in Kiswahili, with the order number and the settings as they are', () => {
    const t = translator('sw', paymentsMessages);
    const options = localPaymentOptions(t, SETTINGS[0]!, 'SH-7KQ2MX');
    expect(options.map((option) => option.title)).toEqual(['M-PESA Paybill', 'M-PESA Buy Goods', 'Kupitia benki', 'Pesa taslimu bidhaa zikifika']);
    expect(options[0]!.lines).toEqual(['Nambari ya biashara: 522533', 'Nambari ya akaunti: SH-7KQ2MX']);
    expect(options[2]!.lines[0]).toBe(SETTINGS[0]!.bankDetails);
    expect(localPaymentOptions(t, SETTINGS[2]!)).toEqual([{ title: 'Pesa taslimu bidhaa zikifika', lines: ['Lipa timu yetu ya usafirishaji pesa taslimu na uombe risiti.'] }]);
  });
});
