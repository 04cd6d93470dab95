// Server rendering of the public pages (built with `vite build --ssr`, loaded by src/server/web/ssr.ts).
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ShopSettings } from '@/shared/shop-settings';
import { Providers } from './app/providers';
import { AppRoutes, loadScreens } from './app/router';
import { setApiFetcher } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { setShopSettings } from './lib/shop-settings';
import type { PageHead } from './lib/ssr';

export type { PageHead };

export type RenderResult =
  | { kind: 'page'; status: number; html: string; head: PageHead; state: DehydratedState }
  | { kind: 'client-only' };

export function configure(options: { fetcher: (url: string, init?: RequestInit) => Promise<Response>; settings: ShopSettings }): void {
  setApiFetcher(options.fetcher);
  setShopSettings(options.settings);
}

export async function render(url: string): Promise<RenderResult> {
  const location = new URL(url);
  const screens = await loadScreens(location.pathname);
  if (screens.some((screen) => screen.handle?.clientOnly)) return { kind: 'client-only' };

  const queryClient = createQueryClient();
  let status = screens.at(-1)?.path === '*' ? 404 : 200;
  let head: PageHead = {};
  for (const { handle, module, params } of screens) {
    const prefetch = handle?.prefetch ?? module?.prefetch;
    const result = await prefetch?.({ queryClient, params, url: location });
    if (result?.status) status = result.status;
    if (result?.head) head = { ...head, ...result.head };
  }

  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouter location={location.pathname + location.search}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { kind: 'page', status, html, head, state };
}
