import { useLocation } from 'wouter';
import { CategoriesScreen } from '../components/categories-screen';
import { ClaimsScreen } from '../components/claims-screen';
import { ClimateScreen } from '../components/climate-screen';
import { Dashboard } from '../components/dashboard';
import { DeliveryScreen } from '../components/delivery-screen';
import { KitCheckScreen } from '../components/kit-check-screen';
import { InstallationsScreen } from '../components/installations-screen';
import { OrdersScreen } from '../components/orders-screen';
import { PaymentsScreen } from '../components/payments-screen';
import { ReviewsScreen } from '../components/reviews-screen';
import { StaffPage } from '../components/staff-only';
import { TechniciansScreen } from '../components/technicians-screen';
import { UsersScreen } from '../components/users-screen';

// One page serves /admin and its orders, users, categories, payments, reviews, delivery, claims, installations, technicians, sun-and-temperature and kit-check screens (docs/product.md, "Screens and routes"); the path picks the screen.
const SCREENS = {
  '/admin/orders': { title: 'Orders Management', Screen: OrdersScreen },
  '/admin/users': { title: 'Users Management', Screen: UsersScreen },
  '/admin/categories': { title: 'Categories Management', Screen: CategoriesScreen },
  '/admin/payments': { title: 'Payments', Screen: PaymentsScreen },
  '/admin/reviews': { title: 'Reviews', Screen: ReviewsScreen },
  '/admin/delivery': { title: 'Delivery', Screen: DeliveryScreen },
  '/admin/claims': { title: 'Warranty Claims', Screen: ClaimsScreen },
  '/admin/installations': { title: 'Installations', Screen: InstallationsScreen },
  '/admin/technicians': { title: 'Technicians', Screen: TechniciansScreen },
  '/admin/sun': { title: 'Sun and Temperature', Screen: ClimateScreen },
  '/admin/kit-check': { title: 'Check a kit', Screen: KitCheckScreen },
} as const;

export function AdminPage() {
  const [pathname] = useLocation();
  const screen = SCREENS[pathname.replace(/\/+$/, '') as keyof typeof SCREENS];
  const Screen = screen?.Screen ?? Dashboard;
  return (
    <StaffPage title={screen?.title ?? 'Admin Dashboard'}>
      <Screen />
    </StaffPage>
  );
}
