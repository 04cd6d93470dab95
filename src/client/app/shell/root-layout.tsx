import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { sharedMessages } from '@/client/components/shared-messages';
import { hydrateWhenVisible } from '@/client/lib/hydrate-when-visible';
import { useMessages } from '@/client/lib/i18n';
import { AppRoutes, useScrollToTopOnNavigate } from '../router';
import { useScreenLoading } from '../screen-loads';
import { FOOTER_MESSAGES } from './footer/messages';
import { Header } from './header';
import { ScreenErrorBoundary } from './screen-error-boundary';

const Footer = hydrateWhenVisible(async () => (await import('./footer')).Footer, [FOOTER_MESSAGES]);

export function RootLayout() {
  const navigating = useScreenLoading();
  const [pathname] = useLocation();
  const t = useMessages(sharedMessages);
  // Marks the moment a server-rendered page becomes interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-[70] rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('skipToContent')}
      </a>
      {navigating && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary" />}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenErrorBoundary resetKey={pathname}>
          <AppRoutes />
        </ScreenErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
