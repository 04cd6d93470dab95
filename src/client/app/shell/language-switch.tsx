import { useLocation, useRouter } from 'wouter';
import { sharedMessages } from '@/client/components/shared-messages';
import { useLocale, useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, switchAddress, type Locale } from '@/shared/locale';

const LANGUAGES: { locale: Locale; label: string; name: string }[] = [
  { locale: 'en', label: 'EN', name: 'English' },
  { locale: 'sw', label: 'SW', name: 'Kiswahili' },
];

/**
 * Remembered for the server, which renders the next visit, its link previews and its e-mails in it. The link itself
 * carries the choice, which the server remembers (before the page's code has run, or without it); this is for a switch
 * offline, where the page comes from the phone.
 */
function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

/**
 * EN / SW: plain links to this page's address in the other language, which load it whole (every text, the page's
 * head and its data arrive in that language at once, and the links work before the page's code has arrived); the
 * server remembers the choice and drops it from the address (`localeChoice`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLocale();
  const t = useMessages(sharedMessages);
  const router = useRouter();
  const [path] = useLocation();
  // The browser's search hook answers with its "?", the server's without.
  const search = router.searchHook(router).replace(/^\?/, '');
  const here = search ? `${path}?${search}` : path;
  return (
    <nav aria-label={t('language')} className={className}>
      <ul className="flex items-center gap-0.5 text-xs font-semibold">
        {LANGUAGES.map(({ locale, label, name }) => (
          <li key={locale}>
            <a
              href={switchAddress(locale, here)}
              hrefLang={locale}
              lang={locale}
              title={name}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
              className={cn(
                'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 hover:bg-muted',
                locale === current && 'bg-accent text-accent-foreground',
              )}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
