// Server rendering of the public pages (built with `vite build --ssr`, loaded by src/server/web/ssr.ts).
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { inject } from 'regexparam';
import { Router } from 'wouter';
import type { User } from '@/shared/schemas/auth';
import type { ShopSettings } from '@/shared/shop-settings';
import { Providers } from './app/providers';
import { currentUserQuery } from './features/auth/api';
import { loadScreen, prefetchShell } from './app/router';
import { RootLayout } from './app/shell/root-layout';
import { setApiFetcher } from './lib/api';
import { loadPartsForServer } from './lib/hydrate-when-visible';
import { createQueryClient } from './lib/query-client';
import { setShopSettings } from './lib/shop-settings';
import type { PageHead } from './lib/ssr';
import type { RenderResult as SharedRenderResult } from '@/shared/render-result';
import { allMessages, loadMessages, LocaleProvider, messageSources, namespace, translator } from './lib/i18n';
import type headCatalog from './app/head/messages/en.json';
import { KISWAHILI_PREFIX, localePath } from '@/shared/locale';

/** The site's own title and description in Kiswahili (src/client/app/head/messages): only page heads show them. */
const HEAD_MESSAGES = 'head';

export type { PageHead };

export type RenderResult = SharedRenderResult<DehydratedState>;

export function configure(options: { fetcher: (url: string, init?: RequestInit) => Promise<Response>; settings: ShopSettings }): void {
  setApiFetcher(options.fetcher);
  setShopSettings(options.settings);
}

/** Renders a public page for this visitor: `user` is who the session cookie names (null for a signed-out visitor). */
export async function render(url: string, visitor: { user: User | null }): Promise<RenderResult> {
  const location = new URL(url);
  const { screen, params, module, locale, messages } = await loadScreen(location.pathname);
  if (screen.redirect) return { kind: 'redirect', location: localePath(locale, screen.redirect(params)), locale };
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, visitor.user);
  const modules = [...(screen.source ? [screen.source] : []), ...messageSources(locale, messages)];
  const context = { queryClient, params, url: location, locale };
  // All of the language's catalogs, not only those the screen names: a part that needs one it did not name would
  // otherwise suspend, which a server render cannot wait for.
  await loadMessages(locale, allMessages());
  const shell = translator(locale, namespace<typeof headCatalog>(HEAD_MESSAGES));
  let head: PageHead = {
    // English keeps the operator's own tagline as the description; Kiswahili has its own words for both.
    ...(locale !== 'en' && { siteTitle: shell('siteTitle'), description: shell('siteDescription') }),
    // The screen's own address, whatever the visitor typed: its routes match any case and a trailing slash, and
    // `/Products/` naming itself canonical made one more page of the list for search engines, with alternates to match.
    ...(screen.path !== undefined && { canonicalPath: inject(screen.path, params) }),
  };
  if (screen.clientOnly || (screen.signedIn && !visitor.user)) {
    // The header's categories too: the browser then starts on the screen's own data at once.
    await prefetchShell(context);
    return { kind: 'client-only', head, state: dehydrate(queryClient), modules, locale };
  }
  await loadPartsForServer();

  let status = screen.path === undefined ? 404 : 200;
  for (const prefetch of [prefetchShell, module?.prefetch]) {
    const result = await prefetch?.(context);
    if (result?.status) status = result.status;
    if (result?.head) head = { ...head, ...result.head };
  }

  const html = renderToString(
    <StrictMode>
      <LocaleProvider value={locale}>
        <Providers queryClient={queryClient}>
          <Router base={locale === 'sw' ? KISWAHILI_PREFIX : ''} ssrPath={location.pathname} ssrSearch={location.search}>
            <RootLayout />
          </Router>
        </Providers>
      </LocaleProvider>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { kind: 'page', status, html, head, state, modules, locale };
}
