// Server rendering of the public pages (built with `vite build --ssr`, loaded by src/server/web/ssr.ts).
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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

export type { PageHead };

export type RenderResult =
  /** `modules`: the source paths of the page's own code, whose chunks the page should preload. */
  | { kind: 'page'; status: number; html: string; head: PageHead; state: DehydratedState; modules: string[] }
  /** `state`: who the visitor is, so the browser need not ask (a signed-out visitor would get a 401 logged). */
  | { kind: 'client-only'; state: DehydratedState };

export function configure(options: { fetcher: (url: string, init?: RequestInit) => Promise<Response>; settings: ShopSettings }): void {
  setApiFetcher(options.fetcher);
  setShopSettings(options.settings);
}

/** Renders a public page for this visitor: `user` is who the session cookie names (null for a signed-out visitor). */
export async function render(url: string, visitor: { user: User | null }): Promise<RenderResult> {
  const location = new URL(url);
  const { screen, params, module } = await loadScreen(location.pathname);
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, visitor.user);
  if (screen.clientOnly) return { kind: 'client-only', state: dehydrate(queryClient) };
  await loadPartsForServer();

  let status = screen.path === undefined ? 404 : 200;
  let head: PageHead = {};
  for (const prefetch of [prefetchShell, module?.prefetch]) {
    const result = await prefetch?.({ queryClient, params, url: location });
    if (result?.status) status = result.status;
    if (result?.head) head = { ...head, ...result.head };
  }

  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Router ssrPath={location.pathname} ssrSearch={location.search}>
          <RootLayout />
        </Router>
      </Providers>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { kind: 'page', status, html, head, state, modules: screen.source ? [screen.source] : [] };
}
