import { namespace, useMessages } from '@/client/lib/i18n';
import { infoPrefetch, InfoPage, type TextSection } from '../components/info-page';
import { usePolicies } from '../policies';
import type catalog from './warranty-page/messages/en.json';

const messages = namespace<typeof catalog>('warranty-page');

const SECTIONS: TextSection<keyof typeof catalog>[] = [
  { title: 'coveredTitle', body: [['coveredDefects', 'coveredPanels', 'coveredBatteries', 'coveredInstallation']] },
  { title: 'notCoveredTitle', body: [['notCoveredDamage', 'notCoveredMisuse', 'notCoveredWear']] },
  { title: 'claimTitle', body: [['claimContact', 'claimCheck', 'claimRepair'], 'claimRules', 'claimAtDelivery'], whatsapp: 'whatsappMessage' },
];

export const prefetch = infoPrefetch(messages);

export default function WarrantyPage() {
  const t = useMessages(messages);
  const { warrantyPeriods } = usePolicies();
  return (
    <InfoPage messages={messages} sections={SECTIONS}>
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
    </InfoPage>
  );
}
