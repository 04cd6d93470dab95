import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { Providers } from './app/providers';
import { loadScreen, loadThenNavigate } from './app/router';
import { RootLayout } from './app/shell/root-layout';
import { KISWAHILI_PREFIX, localeFromPath } from '@/shared/locale';
import { LocaleProvider } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { onFirstInteraction } from './lib/first-interaction';
import './index.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;

// The server sent the page already rendered, with the data it used: hydrate it instead of fetching again.
const state = document.getElementById('query-state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

// The address names the language, for the whole visit: switching languages loads the page at its other address.
const { locale } = localeFromPath(window.location.pathname);
// The offline shell the service worker keeps is the English page: the address still says which language to show.
document.documentElement.lang = locale;

const app = () => (
  <StrictMode>
    <LocaleProvider value={locale}>
      <Providers queryClient={queryClient}>
        <Router base={locale === 'sw' ? KISWAHILI_PREFIX : ''} aroundNav={loadThenNavigate}>
          <RootLayout />
        </Router>
      </Providers>
    </LocaleProvider>
  </StrictMode>
);

/** The first render must match the server's HTML, so the current screen's lazy chunk loads before hydrating. */
async function hydrateServerPage() {
  await loadScreen(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking a slow phone for one long task.
  startTransition(() => {
    hydrateRoot(container, app());
  });
}

// No top-level await: the screen's chunk imports the shared shell chunk this module lives in, and would wait for it.
if (container.hasChildNodes()) void hydrateServerPage();
// The shell's texts come first; the screen's own suspend it until they arrive. Offline, a screen never fetched still
// renders the shell, and its error boundary offers to try again.
else {
  const render = () => createRoot(container).render(app());
  void loadScreen(window.location.pathname).then(render, render);
}
// Offline support waits for the shopper's first tap, scroll or key press: it never competes with the first visit's
// paint and hydration, and its code is not part of that visit (docs/decisions/0090-offline-service-worker.md).
if (!import.meta.env.DEV)
  onFirstInteraction(
    () => void import('./lib/service-worker').then((module) => module.registerServiceWorker()),
    ['pointerdown', 'keydown', 'scroll'],
  );
