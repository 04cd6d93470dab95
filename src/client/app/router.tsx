import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './shell/root-layout';

// Every screen is its own chunk: a shopper never downloads admin code.
function RedirectToProduct() {
  const { slug = '' } = useParams();
  return <Navigate to={`/products/${encodeURIComponent(slug)}`} replace />;
}

const info = (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('@/client/features/home/pages/home-page')).HomePage }) },
      { path: 'products', lazy: async () => ({ Component: (await import('@/client/features/catalog/pages/product-list-page')).ProductListPage }) },
      { path: 'products/:slug', lazy: async () => ({ Component: (await import('@/client/features/catalog/pages/product-detail-page')).ProductDetailPage }) },
      // The home page's deals link to /product/{slug} (singular); both forms reach the product (SPEC §2).
      { path: 'product/:slug', Component: RedirectToProduct },
      { path: 'cart', lazy: async () => ({ Component: (await import('@/client/features/cart/pages/cart-page')).CartPage }) },
      { path: 'checkout', lazy: async () => ({ Component: (await import('@/client/features/checkout/pages/checkout-page')).CheckoutPage }) },
      ...['dashboard', 'wishlist'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('@/client/features/dashboard/pages/dashboard-page')).DashboardPage }),
      })),
      ...['login', 'register'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('@/client/features/auth/pages/auth-page')).AuthPage }),
      })),
      { path: 'about', lazy: info(() => import('@/client/features/info/pages/about-page')) },
      { path: 'contact', lazy: info(() => import('@/client/features/info/pages/contact-page')) },
      { path: 'faq', lazy: info(() => import('@/client/features/info/pages/faq-page')) },
      { path: 'privacy', lazy: info(() => import('@/client/features/info/pages/privacy-page')) },
      { path: 'terms', lazy: info(() => import('@/client/features/info/pages/terms-page')) },
      { path: 'warranty', lazy: info(() => import('@/client/features/info/pages/warranty-page')) },
      { path: 'returns', lazy: info(() => import('@/client/features/info/pages/returns-page')) },
      ...['admin', 'admin/orders', 'admin/users', 'admin/categories'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('@/client/features/admin/pages/admin-page')).AdminPage }),
      })),
      { path: 'admin/products', lazy: async () => ({ Component: (await import('@/client/features/admin/pages/products-page')).ProductsPage }) },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
