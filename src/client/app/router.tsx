import { useEffect, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation, useParams, type AroundNavHandler } from 'wouter';
import { currentUserQuery } from '@/client/features/auth/api';
import { cartQuery } from '@/client/features/cart/api';
import { categoriesQuery } from '@/client/features/catalog/api';
import { API_MESSAGES, hasMessages, loadMessages, SHARED_MESSAGES } from '@/client/lib/i18n';
import { Navigate } from '@/client/lib/navigation';
import { preloadable } from '@/client/lib/preloadable';
import type { Prefetch } from '@/client/lib/ssr';
import { localeFromPath, type Locale } from '@/shared/locale';
import { NOT_FOUND_MESSAGES } from './not-found/messages';
import { screenLoads } from './screen-loads';

type PageModule = Record<string, unknown> & { prefetch?: Prefetch };

export interface Screen {
  /** A wouter pattern; none for the not-found screen, which matches every path. */
  path?: string;
  Component: ComponentType;
  /** The page module's source path, which names its chunk in the build manifest (the server preloads it). */
  source?: string;
  /** Fetches the screen's chunk; rendering before it is loaded suspends. */
  load?: () => Promise<PageModule>;
  /** Rendered in the browser only: the server sends the empty shell. */
  clientOnly?: boolean;
  /** A signed-in customer's own screen: rendered on the server for them, in the browser for anyone else (sent to sign in). */
  signedIn?: boolean;
  /** The catalogs of texts the screen shows besides the shell's, fetched with its chunk. */
  messages?: string[];
  /**
   * An address kept for old links, with nothing of its own to show: the screen's address for the matched params. The
   * server answers it with a 301 in every spelling the route matches (any case, a trailing slash); the browser goes there.
   */
  redirect?: (params: Params) => string;
}

type Params = Record<string, string | undefined>;

// Every screen is a page module of a feature, each in a chunk of its own.
const pageModules = import.meta.glob<PageModule>('/src/client/features/*/pages/*-page.tsx');

/**
 * A lazily loaded screen (its own chunk: a shopper never downloads admin code). Once loaded it renders at once, so a
 * server-rendered page hydrates without suspending when its chunk was loaded first.
 */
interface ScreenOptions {
  clientOnly?: boolean;
  signedIn?: boolean;
  /** Catalogs of other features whose parts the screen shows (its own feature's is included). */
  messages?: string[];
}

function lazyScreen(
  path: string | undefined,
  source: string,
  load: () => Promise<PageModule>,
  exportName: string,
  options: ScreenOptions = {},
): Screen {
  let module: PageModule | undefined;
  const screen = preloadable(async () => {
    module = await screenLoads.track(load());
    return module[exportName] as ComponentType;
  });
  const loadModule = async () => {
    await screen.preload();
    return module!;
  };
  return {
    path,
    Component: screen.Component,
    source,
    load: loadModule,
    clientOnly: options.clientOnly,
    signedIn: options.signedIn,
    messages: options.messages,
  };
}

function page(path: string, name: string, exportName: string, options: ScreenOptions = {}): Screen {
  const source = `src/client/features/${name}.tsx`;
  const load = pageModules[`/${source}`];
  if (!load) throw new Error(`No page module ${source}`);
  const feature = name.split('/')[0]!;
  const messages = [feature, ...(options.messages ?? [])].filter(hasMessages);
  return lazyScreen(path, source, load, exportName, { ...options, messages });
}

/** A parameter as text: the server matches the address as sent, the browser's router has decoded it once already. */
function decoded(param = ''): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

function redirectScreen(path: string, redirect: (params: Params) => string): Screen {
  return {
    path,
    redirect,
    Component: function Redirect() {
      return <Navigate to={redirect(useParams())} />;
    },
  };
}

/**
 * Server rendering fills the query cache with what the header and footer of every page show: the categories, and for
 * a signed-in visitor the cart's count, so the badge is in the page rather than appearing once it is live.
 */
export const prefetchShell: Prefetch = async ({ queryClient }) => {
  const signedIn = Boolean(queryClient.getQueryData(currentUserQuery.queryKey));
  await Promise.all([queryClient.prefetchQuery(categoriesQuery), signedIn && queryClient.prefetchQuery(cartQuery)]);
};

const screens: Screen[] = [
  page('/', 'home/pages/home-page', 'HomePage'),
  page('/products', 'catalog/pages/product-list-page', 'ProductListPage', { messages: ['product-card', 'wishlist'] }),
  page('/products/:slug', 'catalog/pages/product-detail-page', 'ProductDetailPage', { messages: ['info', 'reviews', 'wishlist'] }),
  // The home page's deals link to /product/{slug} (singular); both forms reach the product (docs/product.md, "Deliberate deviations").
  redirectScreen('/product/:slug', ({ slug }) => `/products/${encodeURIComponent(decoded(slug))}`),
  page('/cart', 'cart/pages/cart-page', 'CartPage', { clientOnly: true, messages: ['payments', API_MESSAGES] }),
  page('/checkout', 'checkout/pages/checkout-page', 'CheckoutPage', { signedIn: true, messages: ['payments', API_MESSAGES] }),
  page('/dashboard', 'dashboard/pages/dashboard-page', 'DashboardPage', {
    clientOnly: true,
    messages: ['auth', 'payments', 'wishlist', API_MESSAGES],
  }),
  page('/dashboard/orders/:orderNumber', 'dashboard/pages/order-page', 'OrderPage', { signedIn: true, messages: ['payments', API_MESSAGES] }),
  page('/wishlist', 'dashboard/pages/dashboard-page', 'DashboardPage', {
    clientOnly: true,
    messages: ['auth', 'payments', 'wishlist', API_MESSAGES],
  }),
  // Forms gain nothing from server rendering, and typing before hydration would be lost on a slow phone.
  page('/login', 'auth/pages/auth-page', 'AuthPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/register', 'auth/pages/auth-page', 'AuthPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/planner', 'planner/pages/planner-page', 'PlannerPage', { messages: [API_MESSAGES] }),
  page('/forgot-password', 'auth/pages/forgot-password-page', 'ForgotPasswordPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/reset-password', 'auth/pages/reset-password-page', 'ResetPasswordPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/verify-email', 'auth/pages/verify-email-page', 'VerifyEmailPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/about', 'info/pages/about-page', 'default', { messages: ['about-page'] }),
  page('/contact', 'info/pages/contact-page', 'default', { messages: ['contact-page'] }),
  page('/faq', 'info/pages/faq-page', 'default', { messages: ['faq-page'] }),
  page('/privacy', 'info/pages/privacy-page', 'default', { messages: ['privacy-page'] }),
  page('/terms', 'info/pages/terms-page', 'default', { messages: ['terms-page'] }),
  page('/warranty', 'info/pages/warranty-page', 'default', { messages: ['warranty-page'] }),
  page('/returns', 'info/pages/returns-page', 'default', { messages: ['returns-page'] }),
  page('/delivery', 'info/pages/delivery-page', 'default', { messages: ['delivery-page'] }),
  page('/admin', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/orders', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: ['payments', API_MESSAGES] }),
  page('/admin/users', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/categories', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/payments', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/reviews', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/delivery', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/claims', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/installations', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/technicians', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/sun', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/kit-check', 'admin/pages/admin-page', 'AdminPage', { clientOnly: true, messages: [API_MESSAGES] }),
  page('/admin/products', 'admin/pages/products-page', 'ProductsPage', { clientOnly: true, messages: [API_MESSAGES] }),
  // Its own chunk: the chart library it draws with reaches no other screen.
  page('/admin/reports', 'admin/pages/reports-page', 'ReportsPage', { clientOnly: true, messages: [API_MESSAGES] }),
  // Rarely shown, so out of the shell every page loads like the others (the 100 KB budget on `/`).
  lazyScreen(undefined, 'src/client/app/not-found-page.tsx', () => import('./not-found-page'), 'NotFoundPage', { messages: [NOT_FOUND_MESSAGES] }),
];

export function AppRoutes() {
  return (
    <Switch>
      {screens.map(({ path, Component }) => (
        <Route key={path ?? '*'} path={path} component={Component} />
      ))}
    </Switch>
  );
}

export interface MatchedScreen {
  screen: Screen;
  params: Params;
  module: PageModule | undefined;
  locale: Locale;
  /** The catalogs of texts the screen shows, the shell's included. */
  messages: string[];
}

/**
 * The screen an address shows (`/sw/…` in Kiswahili), with its chunk and its texts in that language loaded (before
 * hydrating, server rendering or navigating).
 */
export async function loadScreen(address: string): Promise<MatchedScreen> {
  const { locale, path } = localeFromPath(address);
  for (const screen of screens) {
    const [matches, params] = matchRoute(parse, screen.path ?? '*', path);
    if (!matches) continue;
    const messages = [SHARED_MESSAGES, ...(screen.messages ?? [])];
    const [module] = await Promise.all([screen.load?.(), loadMessages(locale, messages)]);
    return { screen, params: params ?? {}, module, locale, messages };
  }
  throw new Error('the not-found screen matches every path');
}

// Scroll: a screen reached through a link starts at its top; Back, Forward and a fresh page load are the browser's.
let browserRestoresScroll = true;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (browserRestoresScroll = true));
let latestNavigation = 0;

/**
 * Every navigation fetches the next screen's chunk before the address changes, so the current screen stays (with the
 * progress bar) instead of a blank page; of two quick taps, the later one wins.
 */
export const loadThenNavigate: AroundNavHandler = (navigate, to, options) => {
  const navigation = ++latestNavigation;
  const done = () => {
    if (navigation !== latestNavigation) return;
    browserRestoresScroll = false;
    navigate(to, options);
  };
  // A chunk that fails to arrive still navigates: the screen's error boundary then says so.
  loadScreen(new URL(to, window.location.href).pathname).then(done, done);
};

export function useScrollToTopOnNavigate() {
  const [pathname] = useLocation();
  useEffect(() => {
    if (!browserRestoresScroll) window.scrollTo(0, 0);
  }, [pathname]);
}
