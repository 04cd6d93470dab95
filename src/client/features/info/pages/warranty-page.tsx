import { namespace, useMessages } from '@/client/lib/i18n';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, InfoSection, TextList } from '../components/info-page';
import { infoText } from '../components/info-text';
import { usePolicies } from '../policies';
import type catalog from './warranty-page/messages/en.json';

const messages = namespace<typeof catalog>('warranty-page');

const COVERED = ['coveredDefects', 'coveredPanels', 'coveredBatteries'] as const;
const NOT_COVERED = ['notCoveredDamage', 'notCoveredMisuse', 'notCoveredWear'] as const;
const CLAIM_STEPS = ['claimContact', 'claimCheck', 'claimRepair'] as const;

export const prefetch = infoPrefetch(messages);

export default function WarrantyPage() {
  const t = useMessages(messages);
  const { warrantyPeriods } = usePolicies();
  return (
    <InfoPage messages={messages}>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t('periodsTitle')}</h2>
        <div className="overflow-hidden rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('product')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('warranty')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {warrantyPeriods.map((item) => (
                <tr key={item.product}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {item.product}
                  </th>
                  <td className="px-4 py-3 text-muted-foreground">{item.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted-foreground">{t('periodsNote')}</p>
      </section>

      <InfoSection title={t('coveredTitle')}>
        <TextList items={COVERED.map((key) => t(key))} />
      </InfoSection>

      <InfoSection title={t('notCoveredTitle')}>
        <TextList items={NOT_COVERED.map((key) => t(key))} />
      </InfoSection>

      <InfoSection title={t('claimTitle')}>
        <TextList items={CLAIM_STEPS.map((key) => t(key))} />
        <p>{infoText(t('claimAtDelivery'))}</p>
        <ContactButtons message={t('whatsappMessage')} />
      </InfoSection>
    </InfoPage>
  );
}
