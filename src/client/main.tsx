import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;

// The server sent the page already rendered, with the data it used: hydrate it instead of fetching again.
const state = document.getElementById('query-state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

if (container.hasChildNodes()) {
  // The first render must match the server's HTML, so the current screen's lazy chunk loads before hydrating.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const loaded = await (match.route.lazy as () => Promise<object>)();
      Object.assign(match.route, { ...loaded, lazy: undefined });
    }),
  );
}

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>
);
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
