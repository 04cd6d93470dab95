// Server rendering of the public pages (built with `vite build --ssr`, loaded by src/server/web/ssr.ts).
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { ShopSettings } from '@/shared/shop-settings';
import { Providers } from './app/providers';
import { routes, type RouteHandle } from './app/router';
import { setApiFetcher } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { setShopSettings } from './lib/shop-settings';
import type { PageHead } from './lib/ssr';

export type { PageHead };

export type RenderResult =
  | { kind: 'page'; status: number; html: string; head: PageHead; state: DehydratedState }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client-only' };

const handler = createStaticHandler(routes);

export function configure(options: { fetcher: (url: string, init?: RequestInit) => Promise<Response>; settings: ShopSettings }): void {
  setApiFetcher(options.fetcher);
  setShopSettings(options.settings);
}

export async function render(url: string): Promise<RenderResult> {
  const location = new URL(url);
  const matched = matchRoutes(routes, location.pathname) ?? [];
  if (matched.some((match) => (match.route.handle as RouteHandle | undefined)?.clientOnly)) return { kind: 'client-only' };

  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  const queryClient = createQueryClient();
  let status = context.matches.at(-1)?.route.path === '*' ? 404 : context.statusCode;
  let head: PageHead = {};
  for (const match of context.matches) {
    const result = await (match.route.handle as RouteHandle | undefined)?.prefetch?.({ queryClient, params: match.params, url: location });
    if (result?.status) status = result.status;
    if (result?.head) head = { ...head, ...result.head };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { kind: 'page', status, html, head, state };
}
