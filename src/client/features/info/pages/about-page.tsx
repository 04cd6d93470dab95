import { BatteryCharging, ShieldCheck, Truck, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { namespace, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { paymentMethodsPhrase } from '@/shared/payments';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, InfoSection, TextList } from '../components/info-page';
import { infoText } from '../components/info-text';
import type catalog from './about-page/messages/en.json';

const messages = namespace<typeof catalog>('about-page');

const PRODUCTS = ['sellPanels', 'sellBatteries', 'sellInverters', 'sellStations', 'sellAccessories'] as const;

const REASONS = [
  { icon: ShieldCheck, name: 'Genuine' },
  { icon: Wrench, name: 'Install' },
  { icon: Truck, name: 'Delivery' },
  { icon: BatteryCharging, name: 'Advice' },
] as const;

export const prefetch = infoPrefetch(messages);

export default function AboutPage() {
  const t = useMessages(messages);
  return (
    <InfoPage messages={messages}>
      <InfoSection title={t('whoTitle')}>
        <p>{t('who')}</p>
        <p>{t('why')}</p>
      </InfoSection>

      <InfoSection title={t('sellTitle')}>
        <TextList items={PRODUCTS.map((key) => infoText(t(key)))} />
      </InfoSection>

      <section aria-labelledby="why-us" className="space-y-4">
        <h2 id="why-us" className="text-xl font-semibold">
          {t('reasonsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map(({ icon: Icon, name }) => (
            <li key={name} className="rounded-lg border bg-card p-4">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-2 font-semibold">{t(`reason${name}`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`reason${name}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <InfoSection title={t('orderingTitle')}>
        <p>{t('ordering', { methods: paymentMethodsPhrase(shopSettings, t.locale) })}</p>
      </InfoSection>

      <InfoSection title={t('talkTitle')}>
        <p>{t('talk')}</p>
        <ContactButtons message={t('whatsappMessage')} />
        <Button asChild variant="link" size="inline">
          <Link to="/products">{t('browse')}</Link>
        </Button>
      </InfoSection>
    </InfoPage>
  );
}
