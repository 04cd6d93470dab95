import { Heart, LogOut, Package, User as UserIcon } from 'lucide-react';
import type { User } from '@/shared/schemas/auth';
import { useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { SignedInOnly } from '@/client/features/auth/signed-in-only';
import { VerifyEmailNotice } from '@/client/features/auth/verify-email-notice';
import { useLogout } from '@/client/features/auth/mutations';
import { useMessages } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { OrdersTab } from '../components/orders-tab';
import { useDeleteAccount, type DeleteAccount } from '../api';
import { ProfileTab } from '../components/profile-tab';
import { WishlistTab } from '../components/wishlist-tab';
import { dashboardMessages } from '../messages';

/** /dashboard opens on Orders, /wishlist on the Wishlist tab (docs/product.md, "Screens and routes"). */
export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  usePageTitle(t('title'));
  const logout = useLogout();
  const deleteAccount = useDeleteAccount();
  // While logging out (or deleting the account) the page stays until the redirect to / (DELAYS_MS.logoutRedirect),
  // instead of bouncing to /login.
  const leaving = [logout, deleteAccount].some((mutation) => mutation.isPending || mutation.isSuccess);
  return (
    <SignedInOnly signedOut={leaving ? null : undefined}>
      {(user) => <Dashboard user={user} logout={logout} deleteAccount={deleteAccount} />}
    </SignedInOnly>
  );
}

function Dashboard({ user, logout, deleteAccount }: { user: User; logout: ReturnType<typeof useLogout>; deleteAccount: DeleteAccount }) {
  const t = useMessages(dashboardMessages);
  const [pathname] = useLocation();
  const initialTab = pathname === '/wishlist' ? 'wishlist' : 'orders';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut /> {t('logout')}
        </Button>
      </div>
      <VerifyEmailNotice user={user} />
      {/* Keyed by path: following the header's wishlist link from /dashboard switches the tab. */}
      <Tabs key={initialTab} defaultValue={initialTab}>
        <TabsList className="max-sm:grid max-sm:w-full max-sm:grid-cols-3">
          <TabsTrigger value="orders">
            <Package aria-hidden="true" className="size-4" /> {t('orders')}
          </TabsTrigger>
          <TabsTrigger value="wishlist">
            <Heart aria-hidden="true" className="size-4" /> {t('wishlist')}
          </TabsTrigger>
          <TabsTrigger value="profile">
            <UserIcon aria-hidden="true" className="size-4" /> {t('profile')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="wishlist">
          <WishlistTab />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab user={user} deleteAccount={deleteAccount} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
