import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useScreenLoading } from '../screen-loads';
import { Footer } from './footer';
import { Header } from './header';
import { ScreenErrorBoundary } from './screen-error-boundary';

export function RootLayout() {
  const navigating = useScreenLoading();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Marks the moment a server-rendered page becomes interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A new screen starts at its top; Back and Forward keep the browser's own scroll restoration.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-[70] rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      {navigating && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary" />}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenErrorBoundary resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
