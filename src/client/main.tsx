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

// The router is created only once the current screen's route is resolved: it copies the route objects.
const app = () => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>
);

/** The first render must match the server's HTML, so the current screen's lazy chunk loads before hydrating. */
async function hydrateServerPage() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const loaded = await (match.route.lazy as () => Promise<object>)();
      Object.assign(match.route, { ...loaded, lazy: undefined });
    }),
  );
  hydrateRoot(container, app());
}

// No top-level await: the screen's chunk imports the shared shell chunk this module lives in, and would wait for it.
if (container.hasChildNodes()) void hydrateServerPage();
else createRoot(container).render(app());
