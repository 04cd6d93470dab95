import { Clock, Phone, Truck } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { phoneText, telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { shopSettings } from '@/client/lib/shop-settings';

interface ContactCard {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
  href: string;
  external?: boolean;
}

// Built at render: on the server the shop settings are filled in after this module loads.
const contactCards = (): ContactCard[] => [
  {
    icon: WhatsAppIcon,
    title: 'Chat on WhatsApp',
    text: 'Send a photo of your roof or a list of appliances and get a quote.',
    href: whatsappUrl(shopSettings.whatsappNumber, 'Hello! I would like help choosing a solar system.'),
    external: true,
  },
  { icon: Phone, title: 'Call Us', text: shopSettings.phones.map(phoneText).join(' / '), href: telHref(shopSettings.phones[0]), external: true },
  { icon: Truck, title: 'Free Delivery Deals', text: 'Ask about free delivery on complete systems across Kenya.', href: '/contact' },
  { icon: Clock, title: '24/7 Availability', text: 'Message us any time; our team replies day and night.', href: '/faq' },
];

export function QuickContact() {
  return (
    <section aria-label="Contact us" className="mx-auto max-w-7xl px-4">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {contactCards().map(({ icon: Icon, title, text, href, external }) => {
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
