import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, Sun, type LucideIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { openingHoursText } from '@/shared/business-hours';
import { categoryName, localized } from '@/shared/locale';
import { phoneText, telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon, YoutubeIcon } from '@/client/components/social-icons';
import { categoriesQuery } from '@/client/features/catalog/api';
import { useLocale, useMessages } from '@/client/lib/i18n';
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
  { to: '/delivery', label: 'delivery' },
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

/** A line of the shop's contact details, behind the icon that says which. */
function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      {children}
    </li>
  );
}

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-foreground hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A link out of the shop, opened in a new tab; only its icon shows, so the label names it. */
function IconLink({ href, label, className, children }: { href: string; label: string; className: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={className}>
      {children}
    </a>
  );
}

export function Footer() {
  const { data: categories } = useQuery(categoriesQuery);
  const { shopName, tagline, taglineSw, phones, salesEmail, address, social, businessHours } = shopSettings;
  const locale = useLocale();
  const t = useMessages(footerMessages);
  const translated = (links: { to: string; label: Label }[]) => links.map(({ to, label }) => ({ to, label: t(label) }));
  return (
    <footer className="border-t bg-muted/40 pb-20 text-sm text-muted-foreground [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-foreground">
            <Sun className="size-6 text-primary" aria-hidden="true" />
            {shopName}
          </Link>
          <p>{localized(locale, tagline, taglineSw)}</p>
          <p>{t('footerAbout')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('socialMedia')}>
            {SOCIAL.map(({ key, label, icon: Icon }) => (
              <li key={key}>
                <IconLink
                  href={social[key]}
                  label={label}
                  className="flex size-9 items-center justify-center rounded-full border bg-background text-foreground hover:border-primary hover:text-primary"
                >
                  <Icon className="size-4" />
                </IconLink>
              </li>
            ))}
          </ul>
        </div>

        <Column title={t('contactUs')}>
          <ul className="space-y-2">
            <ContactLine icon={MapPin}>
              <span>{address}</span>
            </ContactLine>
            {phones.map((phone) => (
              <ContactLine key={phone} icon={Phone}>
                <a href={telHref(phone)} className="hover:text-foreground hover:underline">
                  {phoneText(phone)}
                </a>
              </ContactLine>
            ))}
            <ContactLine icon={Mail}>
              <a href={`mailto:${salesEmail}`} className="break-all hover:text-foreground hover:underline">
                {salesEmail}
              </a>
            </ContactLine>
            <ContactLine icon={Clock}>
              <span>
                {businessHours.map((entry) => {
                  const { days, hours } = openingHoursText(entry, locale);
                  return (
                    <span key={days} className="block">
                      {days}: {hours}
                    </span>
                  );
                })}
              </span>
            </ContactLine>
          </ul>
        </Column>

        <Column title={t('categories')}>
          <LinkList
            links={(categories ?? []).map((category) => ({
              to: `/products?category=${encodeURIComponent(category.slug)}`,
              label: categoryName(category, locale),
            }))}
          />
        </Column>

        <div className="grid grid-cols-2 gap-8 sm:col-span-2 lg:col-span-1 lg:grid-cols-1">
          <Column title={t('quickLinks')}>
            <LinkList links={translated(QUICK_LINKS)} />
          </Column>
          <Column title={t('legal')}>
            <nav aria-label={t('legal')}>
              <LinkList links={translated(LEGAL_LINKS)} />
            </nav>
          </Column>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs">
          © {new Date().getFullYear()} {shopName}. {t('rightsReserved')}
        </p>
      </div>
      <IconLink
        href={whatsappUrl(shopSettings.whatsappNumber)}
        label={t('chatOnWhatsApp')}
        className="fixed bottom-4 right-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <WhatsAppIcon className="size-7" />
      </IconLink>
    </footer>
  );
}
