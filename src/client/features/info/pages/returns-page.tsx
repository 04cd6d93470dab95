import { namespace, useMessages } from '@/client/lib/i18n';
import { infoPrefetch, InfoPage, type TextSection } from '../components/info-page';
import { usePolicies } from '../policies';
import type catalog from './returns-page/messages/en.json';

const messages = namespace<typeof catalog>('returns-page');

const SECTIONS: TextSection<keyof typeof catalog>[] = [
  { title: 'refundsTitle', body: ['refunds'] },
  { title: 'conditionsTitle', body: [['conditionComplete', 'conditionDamage', 'conditionOurMistake', 'conditionCables']] },
  { title: 'howTitle', body: [['howMessage', 'howAgree', 'howConfirm'], 'later'], whatsapp: 'whatsappMessage' },
];

export const prefetch = infoPrefetch(messages);

export default function ReturnsPage() {
  const t = useMessages(messages);
  const { returnWindows, refundTime } = usePolicies();
  return (
    <InfoPage messages={messages} sections={SECTIONS} params={{ refundTime }}>
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
    </InfoPage>
  );
}
