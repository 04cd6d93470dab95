import { namespace, useMessages } from '@/client/lib/i18n';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, InfoSection, TextList } from '../components/info-page';
import { infoText } from '../components/info-text';
import { usePolicies } from '../policies';
import type catalog from './returns-page/messages/en.json';

const messages = namespace<typeof catalog>('returns-page');

const CONDITIONS = ['conditionComplete', 'conditionDamage', 'conditionOurMistake', 'conditionCables'] as const;
const STEPS = ['howMessage', 'howAgree', 'howConfirm'] as const;

export const prefetch = infoPrefetch(messages);

export default function ReturnsPage() {
  const t = useMessages(messages);
  const { returnWindows, refundTime } = usePolicies();
  return (
    <InfoPage messages={messages}>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t('whenTitle')}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {returnWindows.map((item) => (
            <li key={item.reason} className="rounded-lg border bg-card p-4">
              <p className="text-2xl font-bold text-accent-foreground">{item.window}</p>
              <p className="mt-1 text-sm text-muted-foreground">{item.reason}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t('periodsNote')}</p>
      </section>

      <InfoSection title={t('refundsTitle')}>
        <p>{infoText(t('refunds', { refundTime }))}</p>
      </InfoSection>

      <InfoSection title={t('conditionsTitle')}>
        <TextList items={CONDITIONS.map((key) => t(key))} />
      </InfoSection>

      <InfoSection title={t('howTitle')}>
        <TextList items={STEPS.map((key) => t(key))} />
        <p>{infoText(t('later'))}</p>
        <ContactButtons message={t('whatsappMessage')} />
      </InfoSection>
    </InfoPage>
  );
}
