import { Heart, Moon, ShieldCheck, ShoppingCart, Sun, User } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useAuth } from '@/client/features/auth/api';
import { useCartCount } from '@/client/features/cart/api';
import { shopSettings } from '@/client/lib/shop-settings';
import { useTheme } from '@/client/lib/theme';
import { cn } from '@/client/lib/utils';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
];

export function Header() {
  const { isAuthenticated, isAdmin } = useAuth();
  const cartCount = useCartCount();
  const { theme, toggleTheme } = useTheme();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <Sun className="size-6 text-primary" aria-hidden="true" />
          {shopSettings.shopName}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive && 'bg-muted text-primary')}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {isAdmin && (
            <Button asChild variant="ghost" size="sm">
              <Link to="/admin">
                <ShieldCheck /> Admin
              </Link>
            </Button>
          )}
          {isAuthenticated ? (
            <>
              <Button asChild variant="ghost" size="icon" aria-label="Wishlist">
                <Link to="/wishlist">
                  <Heart />
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon" aria-label={`Cart, ${cartCount} items`} className="relative">
                <Link to="/cart">
                  <ShoppingCart />
                  {cartCount > 0 && (
                    <span data-testid="cart-count" className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground">
                      {cartCount}
                    </span>
                  )}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon" aria-label="My account">
                <Link to="/dashboard">
                  <User />
                </Link>
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to="/login">Login</Link>
            </Button>
          )}
          <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}>
            {theme === 'dark' ? <Sun /> : <Moon />}
          </Button>
        </div>
      </div>
    </header>
  );
}
