import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, Sun } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { phoneText, telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon, YoutubeIcon } from '@/client/components/social-icons';
import { categoriesQuery } from '@/client/features/catalog/api';
import { useMessages } from '@/client/lib/i18n';
import { footerMessages } from './footer/messages';
import type footerCatalog from './footer/messages/en.json';
import { shopSettings } from '@/client/lib/shop-settings';

const SOCIAL: { key: keyof typeof shopSettings.social; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'facebook', label: 'Facebook', icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', icon: InstagramIcon },
  { key: 'tiktok', label: 'TikTok', icon: TikTokIcon },
  { key: 'youtube', label: 'YouTube', icon: YoutubeIcon },
  { key: 'x', label: 'X (Twitter)', icon: XIcon },
];

type Label = keyof typeof footerCatalog;
const QUICK_LINKS: { to: string; label: Label }[] = [
  { to: '/products', label: 'allProducts' },
  { to: '/about', label: 'aboutUs' },
  { to: '/contact', label: 'contactUs' },
  { to: '/faq', label: 'faq' },
];
const LEGAL_LINKS: { to: string; label: Label }[] = [
  { to: '/privacy', label: 'privacy' },
  { to: '/terms', label: 'terms' },
  { to: '/warranty', label: 'warranty' },
  { to: '/returns', label: 'returns' },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-foreground">{title}</h2>
      {children}
    </div>
  );
}

function LinkList({ links }: { links: { to: string; label: Label }[] }) {
  const t = useMessages(footerMessages);
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-foreground hover:underline">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function WhatsAppFloatingButton() {
  const t = useMessages(footerMessages);
  return (
    <a
      href={whatsappUrl(shopSettings.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chatOnWhatsApp')}
      className="fixed bottom-4 right-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}

export function Footer() {
  const { data: categories } = useQuery(categoriesQuery);
  const { shopName, tagline, phones, salesEmail, address, social, businessHours } = shopSettings;
  const t = useMessages(footerMessages);
  return (
    <footer className="border-t bg-muted/40 pb-20 text-sm text-muted-foreground [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-foreground">
            <Sun className="size-6 text-primary" aria-hidden="true" />
            {shopName}
          </Link>
          <p>{tagline}</p>
          <p>{t('footerAbout')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('socialMedia')}>
            {SOCIAL.map(({ key, label, icon: Icon }) => (
              <li key={key}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-9 items-center justify-center rounded-full border bg-background text-foreground hover:border-primary hover:text-primary"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <Column title={t('contactUs')}>
          <ul className="space-y-2">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{address}</span>
            </li>
            {phones.map((phone) => (
              <li key={phone} className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <a href={telHref(phone)} className="hover:text-foreground hover:underline">
                  {phoneText(phone)}
                </a>
              </li>
            ))}
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <a href={`mailto:${salesEmail}`} className="break-all hover:text-foreground hover:underline">
                {salesEmail}
              </a>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {businessHours.map((entry) => (
                  <span key={entry.days} className="block">
                    {entry.days}: {entry.hours}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </Column>

        <Column title={t('categories')}>
          <ul className="space-y-2">
            {categories?.map((category) => (
              <li key={category.id}>
                <Link to={`/products?category=${encodeURIComponent(category.slug)}`} className="hover:text-foreground hover:underline">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </Column>

        <div className="grid grid-cols-2 gap-8 sm:col-span-2 lg:col-span-1 lg:grid-cols-1">
          <Column title={t('quickLinks')}>
            <LinkList links={QUICK_LINKS} />
          </Column>
          <Column title={t('legal')}>
            <nav aria-label={t('legal')}>
              <LinkList links={LEGAL_LINKS} />
            </nav>
          </Column>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs">
          © {new Date().getFullYear()} {shopName}. {t('rightsReserved')}
        </p>
      </div>
      <WhatsAppFloatingButton />
    </footer>
  );
}
