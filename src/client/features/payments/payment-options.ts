import type { PaymentOption, PaymentSettings } from '@/shared/payments';
import type { Translate } from '@/client/lib/i18n';
import type { PaymentsKey } from './messages';

/**
 * `paymentOptions` of src/shared/payments.ts in the page's language: the same options, in the same order, from the
 * same settings (its English is checked against that function's, word for word, in payment-options.test.ts).
 */
export function localPaymentOptions(t: Translate<PaymentsKey>, settings: PaymentSettings, orderNumber?: string): PaymentOption[] {
  const account = orderNumber ?? t('yourOrderNumber');
  const options: PaymentOption[] = [];
  if (settings.mpesaPaybill) {
    options.push({ title: t('paybill'), lines: [t('businessNumber', { number: settings.mpesaPaybill }), t('accountNumber', { account })] });
  }
  if (settings.mpesaTill) options.push({ title: t('buyGoods'), lines: [t('tillNumber', { number: settings.mpesaTill }), t('reference', { account })] });
  if (settings.bankDetails) options.push({ title: t('bankTransfer'), lines: [settings.bankDetails, t('reference', { account })] });
  options.push({ title: t('cashOnDelivery'), lines: [t('cashText')] });
  return options;
}
