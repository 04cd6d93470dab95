import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { categoriesQuery } from '@/client/features/catalog/api';
import { preloadable } from '@/client/lib/preloadable';
import type { Prefetch } from '@/client/lib/ssr';
import { NotFoundPage } from './not-found-page';
import { screenLoads } from './screen-loads';
import { RootLayout } from './shell/root-layout';

type PageModule = Record<string, unknown> & { prefetch?: Prefetch };

export interface RouteHandle {
  /** Server rendering fills the query cache with this before rendering the route. */
  prefetch?: Prefetch;
  /** Fetches the screen's chunk; rendering before it is loaded suspends. */
  load?: () => Promise<PageModule>;
  /** Signed-in screens are rendered in the browser only: the server sends the empty shell. */
  clientOnly?: boolean;
}

/**
 * A lazily loaded screen (its own chunk: a shopper never downloads admin code). Once loaded it renders at once, so a
 * server-rendered page hydrates without suspending when its chunk was loaded first.
 */
function page(path: string | null, load: () => Promise<PageModule>, exportName: string, options: { clientOnly?: boolean } = {}): RouteObject {
  let module: PageModule | undefined;
  const screen = preloadable(async () => {
    module = await screenLoads.track(load());
    return module[exportName] as ComponentType;
  });
  const loadModule = async () => {
    await screen.preload();
    return module!;
  };
  const handle: RouteHandle = { load: loadModule, clientOnly: options.clientOnly };
  return { ...(path === null ? { index: true } : { path }), Component: screen.Component, handle };
}

// The home page's deals link to /product/{slug} (singular); both forms reach the product (SPEC §2).
function RedirectToProduct() {
  const { slug = '' } = useParams();
  return <Navigate to={`/products/${encodeURIComponent(slug)}`} replace />;
}

const shell: Prefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(categoriesQuery);
};

const home = () => import('@/client/features/home/pages/home-page');
const productList = () => import('@/client/features/catalog/pages/product-list-page');
const productDetail = () => import('@/client/features/catalog/pages/product-detail-page');
const auth = () => import('@/client/features/auth/pages/auth-page');
const dashboard = () => import('@/client/features/dashboard/pages/dashboard-page');
const admin = () => import('@/client/features/admin/pages/admin-page');

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    handle: { prefetch: shell } satisfies RouteHandle,
    children: [
      page(null, home, 'HomePage'),
      page('products', productList, 'ProductListPage'),
      page('products/:slug', productDetail, 'ProductDetailPage'),
      { path: 'product/:slug', Component: RedirectToProduct },
      page('cart', () => import('@/client/features/cart/pages/cart-page'), 'CartPage', { clientOnly: true }),
      page('checkout', () => import('@/client/features/checkout/pages/checkout-page'), 'CheckoutPage', { clientOnly: true }),
      page('dashboard', dashboard, 'DashboardPage', { clientOnly: true }),
      page('wishlist', dashboard, 'DashboardPage', { clientOnly: true }),
      // Forms gain nothing from server rendering, and typing before hydration would be lost on a slow phone.
      page('login', auth, 'AuthPage', { clientOnly: true }),
      page('register', auth, 'AuthPage', { clientOnly: true }),
      page('about', () => import('@/client/features/info/pages/about-page'), 'default'),
      page('contact', () => import('@/client/features/info/pages/contact-page'), 'default'),
      page('faq', () => import('@/client/features/info/pages/faq-page'), 'default'),
      page('privacy', () => import('@/client/features/info/pages/privacy-page'), 'default'),
      page('terms', () => import('@/client/features/info/pages/terms-page'), 'default'),
      page('warranty', () => import('@/client/features/info/pages/warranty-page'), 'default'),
      page('returns', () => import('@/client/features/info/pages/returns-page'), 'default'),
      page('admin', admin, 'AdminPage', { clientOnly: true }),
      page('admin/orders', admin, 'AdminPage', { clientOnly: true }),
      page('admin/users', admin, 'AdminPage', { clientOnly: true }),
      page('admin/categories', admin, 'AdminPage', { clientOnly: true }),
      page('admin/products', () => import('@/client/features/admin/pages/products-page'), 'ProductsPage', { clientOnly: true }),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

export interface MatchedScreen {
  path: string | undefined;
  params: Record<string, string | undefined>;
  handle: RouteHandle | undefined;
  module: PageModule | undefined;
}

/** The routes matching a path, with their screens' chunks loaded (before hydrating or server rendering). */
export async function loadScreens(pathname: string): Promise<MatchedScreen[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as RouteHandle | undefined;
      return { path: route.path, params, handle, module: await handle?.load?.() };
    }),
  );
}
