import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { phoneText, telHref } from '@/shared/phone';
import { Card, CardContent } from '@/client/components/ui/card';
import { shopSettings } from '@/client/lib/shop-settings';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage, type InfoPageText } from '../components/info-page';
import { MapEmbed } from '../components/map-embed';

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

const text = (): InfoPageText => ({ title: 'Contact Us', intro: 'Questions about a product, a quote for a full system or help with an order: we are happy to help.' });
export const prefetch = infoPrefetch(text);

export default function ContactPage() {
  const { address, phones, salesEmail, businessHours } = shopSettings;
  return (
    <InfoPage {...text()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Detail icon={MapPin} title="Visit our shop">
          <address className="not-italic">{address}</address>
        </Detail>
        <Detail icon={Phone} title="Call us">
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
        <Detail icon={Mail} title="E-mail">
          <a href={`mailto:${salesEmail}`} className="break-all hover:text-foreground hover:underline">
            {salesEmail}
          </a>
        </Detail>
        <Detail icon={Clock} title="Business hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            {businessHours.map((entry) => (
              <div key={entry.days} className="contents">
                <dt>{entry.days}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </Detail>
      </div>

      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Chat or call now</h2>
        <p className="text-muted-foreground">
          WhatsApp is the fastest way to reach us: send photos of your roof, your appliance list or an order number and we reply quickly,
          also outside business hours.
        </p>
        <ContactButtons />
      </section>

      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Find us</h2>
        <MapEmbed />
      </section>
    </InfoPage>
  );
}
