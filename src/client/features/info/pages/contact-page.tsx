import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { openingHoursText } from '@/shared/business-hours';
import { phoneText, telHref } from '@/shared/phone';
import { Card, CardContent } from '@/client/components/ui/card';
import { namespace, useLocale, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage } from '../components/info-page';
import { MapEmbed } from '../components/map-embed';
import type catalog from './contact-page/messages/en.json';

const messages = namespace<typeof catalog>('contact-page');

function Detail({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex gap-3 pt-5">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          <div className="mt-1 text-sm text-muted-foreground">{children}</div>
        </div>
      </CardContent>
    </Card>
  );
}

export const prefetch = infoPrefetch(messages);

export default function ContactPage() {
  const t = useMessages(messages);
  const { address, phones, salesEmail, businessHours } = shopSettings;
  const locale = useLocale();
  return (
    <InfoPage messages={messages}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Detail icon={MapPin} title={t('visit')}>
          <address className="not-italic">{address}</address>
        </Detail>
        <Detail icon={Phone} title={t('call')}>
          <ul>
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="inline-block py-1 hover:text-foreground hover:underline">
                  {phoneText(phone)}
                </a>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail icon={Mail} title={t('email')}>
          <a href={`mailto:${salesEmail}`} className="break-all hover:text-foreground hover:underline">
            {salesEmail}
          </a>
        </Detail>
        <Detail icon={Clock} title={t('hours')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            {businessHours.map((entry) => {
              const { days, hours } = openingHoursText(entry, locale);
              return (
                <div key={days} className="contents">
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              );
            })}
          </dl>
        </Detail>
      </div>

      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t('chatTitle')}</h2>
        <p className="text-muted-foreground">{t('chat')}</p>
        <ContactButtons />
      </section>

      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t('findTitle')}</h2>
        <MapEmbed />
      </section>
    </InfoPage>
  );
}
