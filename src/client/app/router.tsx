import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { categoriesQuery } from '@/client/features/catalog/api';
import type { Prefetch } from '@/client/lib/ssr';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './shell/root-layout';

export interface RouteHandle {
  /** Server rendering fills the query cache with this before rendering the route. */
  prefetch?: Prefetch;
  /** Signed-in screens are rendered in the browser only: the server sends the empty shell. */
  clientOnly?: boolean;
}

type PageModule = Record<string, unknown> & { prefetch?: Prefetch };

/** A lazily loaded screen (its own chunk: a shopper never downloads admin code) with its optional `prefetch`. */
function page(path: string | null, load: () => Promise<PageModule>, exportName: string, options: { clientOnly?: boolean } = {}): RouteObject {
  const at = path === null ? { index: true as const } : { path };
  if (options.clientOnly) {
    return { ...at, handle: { clientOnly: true } satisfies RouteHandle, lazy: async () => ({ Component: (await load())[exportName] as ComponentType }) };
  }
  return {
    ...at,
    lazy: async () => {
      const module = await load();
      return { Component: module[exportName] as ComponentType, handle: { prefetch: module.prefetch } satisfies RouteHandle };
    },
  };
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

export const createRouter = () => createBrowserRouter(routes);
