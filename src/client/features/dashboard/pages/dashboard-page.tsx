import { LogOut } from 'lucide-react';
import { Navigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth, useLogout } from '@/client/features/auth/api';
import { usePageTitle } from '@/client/lib/use-page-title';

export function DashboardPage() {
  usePageTitle('My Dashboard');
  const { isAuthenticated, isLoading } = useAuth();
  const logout = useLogout();
  if (isLoading) return <div className="flex justify-center py-20"><Spinner /></div>;
  if (!isAuthenticated && !logout.isPending && !logout.isSuccess) return <Navigate to="/login" replace />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">My Dashboard</h1>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut /> Logout
        </Button>
      </div>
    </div>
  );
}
