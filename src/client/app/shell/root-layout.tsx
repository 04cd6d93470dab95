import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const navigating = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-screen flex-col">
      {navigating && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary" />}
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
