import { phoneText } from '@/shared/phone';
import { namespace, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { infoPrefetch, InfoPage, InfoSection, TextList } from '../components/info-page';
import { infoText } from '../components/info-text';
import type catalog from './privacy-page/messages/en.json';

const messages = namespace<typeof catalog>('privacy-page');

const COLLECTED = ['collectAccount', 'collectOrders', 'collectMessages', 'collectCookie'] as const;
const USES = ['useOrders', 'useQuestions', 'useRecords'] as const;

export const prefetch = infoPrefetch(messages);

export default function PrivacyPage() {
  const t = useMessages(messages);
  const { shopName, salesEmail, phones, address } = shopSettings;
  return (
    <InfoPage messages={messages}>
      <InfoSection title={t('collectTitle')}>
        <TextList items={COLLECTED.map((key) => t(key))} />
        <p>{t('collectNoPayment')}</p>
      </InfoSection>

      <InfoSection title={t('useTitle')}>
        <TextList items={USES.map((key) => t(key))} />
        <p>{t('useNoSale')}</p>
      </InfoSection>

      <InfoSection title={t('shareTitle')}>
        <p>{t('share')}</p>
      </InfoSection>

      <InfoSection title={t('keepTitle')}>
        <p>{t('keep')}</p>
      </InfoSection>

      <InfoSection title={t('rightsTitle')}>
        <p>{infoText(t('rights', { email: salesEmail, phone: phoneText(phones[0]) }))}</p>
      </InfoSection>

      <InfoSection title={t('contactTitle')}>
        <p>{infoText(t('contact', { shopName, address, email: salesEmail }))}</p>
      </InfoSection>
    </InfoPage>
  );
}
