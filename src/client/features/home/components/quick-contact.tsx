import { Clock, Phone, Truck } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { phoneText, telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { useMessages, type Translate } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { homeMessages } from '../messages';
import type homeCatalog from '../messages/en.json';

interface ContactCard {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
  href: string;
  external?: boolean;
}

// Built at render: on the server the shop settings are filled in after this module loads.
const contactCards = (t: Translate<keyof typeof homeCatalog>): ContactCard[] => [
  {
    icon: WhatsAppIcon,
    title: t('whatsappTitle'),
    text: t('whatsappText'),
    href: whatsappUrl(shopSettings.whatsappNumber, t('whatsappMessage')),
    external: true,
  },
  { icon: Phone, title: t('callTitle'), text: shopSettings.phones.map(phoneText).join(' / '), href: telHref(shopSettings.phones[0]), external: true },
  { icon: Truck, title: t('deliveryTitle'), text: t('deliveryText'), href: '/contact' },
  { icon: Clock, title: t('alwaysOpenTitle'), text: t('alwaysOpenText'), href: '/faq' },
];

export function QuickContact() {
  const t = useMessages(homeMessages);
  return (
    <section aria-label={t('contactUs')} className="mx-auto max-w-7xl px-4">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {contactCards(t).map(({ icon: Icon, title, text, href, external }) => {
          const body = (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-foreground">{title}</span>
                <span className="mt-0.5 block text-xs text-muted-foreground">{text}</span>
              </span>
            </>
          );
          const className = 'flex h-full flex-col gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary sm:flex-row';
          return (
            <li key={title}>
              {external ? (
                <a href={href} className={className} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {body}
                </a>
              ) : (
                <Link to={href} className={className}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
