import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { DELAYS_MS, isStaff } from '@/shared/constants';
import { Card, CardContent } from '@/client/components/ui/card';
import { SignedInOnly } from '@/client/features/auth/signed-in-only';
import { useNavigate } from '@/client/lib/navigation';
import { usePageTitle } from '@/client/lib/use-page-title';

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/'), DELAYS_MS.accessDeniedRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-5 text-center">
          <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <p className="text-muted-foreground">You don't have permission to access the admin dashboard.</p>
        </CardContent>
      </Card>
    </div>
  );
}

/** Renders the admin screens only for staff, so their data is fetched only for staff (docs/product.md, "Roles and permissions"). */
function StaffOnly({ children }: { children: ReactNode }) {
  return <SignedInOnly>{(user) => (isStaff(user.role) ? children : <AccessDenied />)}</SignedInOnly>;
}

/** A staff page: its title, the admin pages' frame, and its content for staff only. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <StaffOnly>{children}</StaffOnly>
    </div>
  );
}
