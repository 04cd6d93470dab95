import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Heart, Menu, Moon, Phone, ShieldCheck, ShoppingCart, Sun, Truck, User, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { phoneText, telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';
import { LinkMenu } from '@/client/components/ui/link-menu';
import { sharedMessages } from '@/client/components/shared-messages';
import { useAuth } from '@/client/features/auth/api';
import { useCartCount } from '@/client/features/cart/api';
import { categoriesQuery } from '@/client/features/catalog/api';
import { categoryName } from '@/shared/locale';
import { useMessages } from '@/client/lib/i18n';
import { NavLink } from '@/client/lib/navigation';
import { shopSettings } from '@/client/lib/shop-settings';
import { useTheme } from '@/client/lib/theme';
import { cn } from '@/client/lib/utils';
import { LanguageSwitch } from './language-switch';
import { OfflineBanner } from './offline-banner';

const PAGES = [
  { to: '/about', label: 'about' },
  { to: '/contact', label: 'contact' },
  { to: '/faq', label: 'faq' },
] as const;
const PLANNER_LINK = { to: '/planner', label: 'planner' } as const;
const TOP_BAR_MESSAGES = [
  { icon: Truck, text: 'topBarDelivery' },
  { icon: ShieldCheck, text: 'topBarWarranty' },
  { icon: Sun, text: 'topBarTrusted' },
] as const;

const navItem = (active: boolean) =>
  cn('inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', active && 'bg-accent text-accent-foreground');

function TopBar() {
  const t = useMessages(sharedMessages);
  return (
    <div className="bg-slate-900 text-slate-100">
      <div className="mx-auto flex h-8 max-w-7xl items-center gap-3 px-4 text-xs">
        {/*
          Only whole messages show: one that does not fit wraps onto a second line, which the bar's height hides (a
          scrolling strip would be a focus stop with nothing to focus). The call and WhatsApp links stay in reach as icons.
        */}
        <ul data-testid="top-bar-messages" className="flex h-8 min-w-0 flex-1 flex-wrap content-start gap-x-4 overflow-hidden">
          {TOP_BAR_MESSAGES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex h-8 items-center gap-1.5 whitespace-nowrap">
              <Icon aria-hidden="true" className="size-3.5 text-primary" />
              {t(text)}
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 items-center gap-1 sm:gap-4">
          <a href={telHref(shopSettings.phones[0])} className="flex items-center gap-1.5 p-1 hover:underline">
            <Phone aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('call')}</span>
            <span className="sr-only sm:not-sr-only">{phoneText(shopSettings.phones[0])}</span>
          </a>
          <a
            href={whatsappUrl(shopSettings.whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-1.5 p-1 hover:underline"
          >
            <WhatsAppIcon className="size-3.5" />
            <span className="sr-only sm:not-sr-only">WhatsApp</span>
          </a>
        </div>
      </div>
    </div>
  );
}

function ProductsMenu({ active }: { active: boolean }) {
  const { data: categories } = useQuery(categoriesQuery);
  const t = useMessages(sharedMessages);
  return (
    <LinkMenu
      trigger={
        <>
          {t('products')} <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
      triggerClassName={navItem(active)}
      leading={[{ to: '/products', label: t('allProducts') }]}
      links={(categories ?? []).map((category) => ({ to: `/products?categoryId=${category.id}`, label: categoryName(category, t.locale) }))}
    />
  );
}

function MobileMenu({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate(): void }) {
  const { data: categories } = useQuery(categoriesQuery);
  const t = useMessages(sharedMessages);
  const link = (to: string, label: string, end = false, className?: string) => (
    <li key={to}>
      <NavLink
        to={to}
        end={end}
        onClick={onNavigate}
        className={(active) => cn('block rounded-md px-3 py-2.5 font-medium hover:bg-muted', active && 'bg-accent text-accent-foreground', className)}
      >
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav id="mobile-menu" aria-label={t('mobileNav')} className="max-h-[calc(100vh-6rem)] overflow-y-auto border-t bg-background md:hidden">
      <ul className="mx-auto max-w-7xl space-y-0.5 px-4 py-3">
        {link('/', t('home'), true)}
        {link('/products', t('allProducts'), true)}
        {categories?.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products?categoryId=${category.id}`}
              onClick={onNavigate}
              className="block rounded-md py-2 pl-7 pr-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {categoryName(category, t.locale)}
            </Link>
          </li>
        ))}
        {link(PLANNER_LINK.to, t(PLANNER_LINK.label))}
        {PAGES.map((page) => link(page.to, t(page.label)))}
        {isAdmin && link('/admin', t('admin'))}
      </ul>
      <LanguageSwitch className="mx-auto max-w-7xl border-t px-4 py-3" />
    </nav>
  );
}

export function Header() {
  const { isAuthenticated, isAdmin } = useAuth();
  const cartCount = useCartCount();
  const { theme, toggleTheme } = useTheme();
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useMessages(sharedMessages);

  // The menu closes on Escape; navigation closes it through the links' onClick.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <TopBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-4">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 md:hidden"
          aria-label={t(menuOpen ? 'closeMenu' : 'openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X /> : <Menu />}
        </Button>
        {/* On a phone the whole name shows, on two lines if need be, beside four 36 px icons down to 320 px. */}
        <Link to="/" className="flex min-w-0 items-center gap-1.5 font-bold leading-tight sm:gap-2 sm:text-lg" onClick={() => setMenuOpen(false)}>
          <Sun className="size-5 shrink-0 text-primary sm:size-6" aria-hidden="true" />
          <span data-testid="shop-name" className="min-w-0 break-words">
            {shopSettings.shopName}
          </span>
        </Link>
        <nav aria-label={t('mainNav')} className="hidden flex-1 items-center gap-1 md:flex">
          <NavLink to="/" end className={navItem}>
            {t('home')}
          </NavLink>
          <ProductsMenu active={pathname.startsWith('/products') || pathname.startsWith('/product/')} />
          <NavLink to={PLANNER_LINK.to} className={navItem}>
            {t(PLANNER_LINK.label)}
          </NavLink>
          {PAGES.map((page) => (
            <NavLink key={page.to} to={page.to} className={navItem}>
              {t(page.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center">
          <LanguageSwitch className="max-md:hidden" />
          {isAdmin && (
            // Slot would join NavLink's className function as text: the active state styles through aria-current instead.
            <Button
              asChild
              variant="ghost"
              size="sm"
              className="max-sm:hidden aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              <NavLink to="/admin">
                <ShieldCheck /> {t('admin')}
              </NavLink>
            </Button>
          )}
          {isAuthenticated ? (
            <>
              <Button asChild variant="ghost" size="icon-sm" aria-label={t('wishlist')}>
                <Link to="/wishlist">
                  <Heart />
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon-sm" aria-label={t.plural('cart', cartCount)} className="relative">
                <Link to="/cart">
                  <ShoppingCart />
                  {cartCount > 0 && (
                    <span
                      data-testid="cart-count"
                      className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground"
                    >
                      {cartCount}
                    </span>
                  )}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon-sm" aria-label={t('myAccount')}>
                <Link to="/dashboard">
                  <User />
                </Link>
              </Button>
            </>
          ) : (
            <Button asChild size="sm" className="mr-1">
              <Link to="/login">{t('login')}</Link>
            </Button>
          )}
          <Button variant="ghost" size="icon-sm" onClick={toggleTheme} aria-label={t(theme === 'dark' ? 'lightTheme' : 'darkTheme')}>
            {theme === 'dark' ? <Sun /> : <Moon />}
          </Button>
        </div>
      </div>
      <OfflineBanner />
      {menuOpen && <MobileMenu isAdmin={isAdmin} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}
