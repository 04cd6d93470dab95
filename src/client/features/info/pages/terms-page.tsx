import { namespace, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { infoPrefetch, InfoPage, InfoSection, TextList } from '../components/info-page';
import { infoText } from '../components/info-text';
import type catalog from './terms-page/messages/en.json';

const messages = namespace<typeof catalog>('terms-page');

const PRICES = ['pricesVat', 'pricesDelivery', 'pricesPayment', 'pricesOwnership'] as const;

export const prefetch = infoPrefetch(messages);

export default function TermsPage() {
  const t = useMessages(messages);
  const { salesEmail, address } = shopSettings;
  return (
    <InfoPage messages={messages}>
      <InfoSection title={t('ordersTitle')}>
        <p>{t('orders')}</p>
      </InfoSection>

      <InfoSection title={t('pricesTitle')}>
        <TextList items={PRICES.map((key) => t(key))} />
      </InfoSection>

      <InfoSection title={t('deliveryTitle')}>
        <p>{t('delivery')}</p>
      </InfoSection>

      <InfoSection title={t('installTitle')}>
        <p>{t('install')}</p>
      </InfoSection>

      <InfoSection title={t('warrantyTitle')}>
        <p>{infoText(t('warranty'))}</p>
      </InfoSection>

      <InfoSection title={t('accountTitle')}>
        <p>{t('account')}</p>
      </InfoSection>

      <InfoSection title={t('lawTitle')}>
        <p>{infoText(t('law', { email: salesEmail, address }))}</p>
      </InfoSection>
    </InfoPage>
  );
}
