import { useQuery } from '@tanstack/react-query';
import {
  ClipboardCheck,
  FolderTree,
  HardHat,
  MessageSquare,
  Package,
  ShieldCheck,
  ShoppingBag,
  Sun,
  Truck,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LIMITS } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, TitledCard } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paymentSummaryQuery } from '@/client/features/payments/api';
import { useAuth } from '@/client/features/auth/api';
import { cn } from '@/client/lib/utils';
import { adminOrdersQuery, adminProductsQuery, adminUsersQuery, openClaimsQuery, openInstallationsQuery } from '../api';
import { AdminHeader } from './admin-header';
import { BackupCard } from './backup-card';
import { LowStockCard } from './low-stock-card';
import { OrderStatusBadge } from './status-badge';

/** A card that opens a staff screen: its title and icon, then its figures. */
function LinkCard({
  to,
  title,
  icon: Icon,
  heading: Heading = 'h2',
  className,
  children,
}: {
  to: string;
  title: string;
  icon: LucideIcon;
  heading?: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cn(className, 'block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}>
      <Card className="transition-colors hover:bg-muted/50">
        <CardHeader className="pb-2">
          <div className="flex items-center justify-between gap-1.5">
            <Heading className="text-sm font-medium">{title}</Heading>
            <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          </div>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </Link>
  );
}

function CountCard({ title, to, icon, count }: { title: string; to: string; icon: LucideIcon; count: number | undefined }) {
  return (
    <LinkCard to={to} title={title} icon={icon}>
      {count === undefined ? <Skeleton className="h-8 w-16" /> : <p className="text-3xl font-bold">{count}</p>}
    </LinkCard>
  );
}

const QUICK_ACTIONS = [
  { to: '/admin/products', label: 'Manage Products', icon: Package },
  { to: '/admin/orders', label: 'Manage Orders', icon: ShoppingBag },
  { to: '/admin/users', label: 'Manage Users', icon: Users },
  { to: '/admin/categories', label: 'Manage Categories', icon: FolderTree },
  { to: '/admin/payments', label: 'Import M-PESA Statement', icon: Wallet },
  { to: '/admin/reviews', label: 'Moderate Reviews', icon: MessageSquare },
  { to: '/admin/delivery', label: 'Delivery and Pickup', icon: Truck },
  { to: '/admin/claims', label: 'Warranty Claims', icon: ShieldCheck },
  { to: '/admin/installations', label: 'Installations', icon: Wrench },
  { to: '/admin/technicians', label: 'Technicians', icon: HardHat },
  { to: '/admin/sun', label: 'Sun and Temperature', icon: Sun },
  { to: '/admin/kit-check', label: 'Check a Kit', icon: ClipboardCheck },
];

/** Money still owed on confirmed orders, what the sales team should be collecting, and what M-PESA brought in today. */
function AwaitingPayment() {
  const { data } = useQuery(paymentSummaryQuery);
  return (
    <LinkCard to="/admin/orders" title="Awaiting Payment (confirmed orders)" icon={Wallet} heading="h3" className="mt-4">
      {/* Both lines' room is kept while loading: the quick actions below must not move under a finger. */}
      {data ? (
        <>
          <p>
            <span className="text-3xl font-bold" data-testid="awaiting-payment">
              {formatKsh(data.awaitingPayment)}
            </span>{' '}
            <span className="text-sm text-muted-foreground">
              on {data.awaitingOrders} order{data.awaitingOrders === 1 ? '' : 's'}
            </span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="mpesa-today">
            M-PESA today: {data.mpesaToday.count} receipt{data.mpesaToday.count === 1 ? '' : 's'}, {formatKsh(data.mpesaToday.amount)}
            {data.mpesaUnmatched > 0 && ` · ${data.mpesaUnmatched} to give to an order (Payments)`}
          </p>
        </>
      ) : (
        <>
          <Skeleton className="h-9 w-40" />
          <Skeleton className="mt-1 h-5 w-56" />
        </>
      )}
    </LinkCard>
  );
}

export function Dashboard() {
  const { isSuperAdmin } = useAuth();
  const products = useQuery(adminProductsQuery);
  // The newest orders and the totals only: a large shop's lists stay on the server.
  const orders = useQuery(adminOrdersQuery({ limit: LIMITS.recentOrders }));
  const users = useQuery(adminUsersQuery(1, 1));
  const claims = useQuery(openClaimsQuery);
  const installations = useQuery(openInstallationsQuery);
  const recent = orders.data?.items;
  return (
    <>
      <AdminHeader title="Admin Dashboard" subtitle="Manage your store's products, orders, users and categories" back={false} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <CountCard title="Total Products" to="/admin/products" icon={Package} count={products.data?.length} />
        <CountCard title="Total Orders" to="/admin/orders" icon={ShoppingBag} count={orders.data?.total} />
        <CountCard title="Total Users" to="/admin/users" icon={Users} count={users.data?.total} />
        <CountCard title="Open Warranty Claims" to="/admin/claims" icon={ShieldCheck} count={claims.data?.open} />
        <CountCard title="Open Installations" to="/admin/installations" icon={Wrench} count={installations.data?.open} />
      </div>
      <AwaitingPayment />
      <LowStockCard />

      <TitledCard title="Quick Actions" className="mt-6" contentClassName="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline">
            <Link to={to}>
              {/* The auto margin takes the free space: icon and label sit at the start instead of centred. */}
              <Icon aria-hidden="true" /> <span className="mr-auto">{label}</span>
            </Link>
          </Button>
        ))}
      </TitledCard>

      <TitledCard title="Recent Orders" className="mt-6">
        {!recent ? (
          <div className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : recent.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No orders yet</p>
        ) : (
          <ul className="divide-y" aria-label="Recent orders">
            {recent.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium">#{order.orderNumber}</p>
                  <p className="text-sm text-muted-foreground">{order.phoneNumber}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold">{formatKsh(order.totalAmount)}</span>
                  <OrderStatusBadge status={order.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
      {/* Last: it loads on its own, and nothing below it can move when it arrives. */}
      {isSuperAdmin && <BackupCard />}
    </>
  );
}
