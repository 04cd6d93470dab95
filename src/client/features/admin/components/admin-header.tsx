import { ArrowLeft, ChartColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button';

const REPORTS_PATH = '/admin/reports';

/** Title row of an admin screen; the management screens link back to the dashboard, and every other one to the reports. */
export function AdminHeader({ title, subtitle, back = true, action }: { title: string; subtitle?: string; back?: boolean; action?: ReactNode }) {
  const [pathname] = useLocation();
  const onReports = pathname.replace(/\/+$/, '') === REPORTS_PATH;
  return (
    <div className="mb-6 space-y-3">
      <nav aria-label="Staff screens" className="flex flex-wrap items-center justify-between gap-2">
        {back ? (
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to="/admin">
              <ArrowLeft /> Dashboard
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {!onReports && (
          <Button asChild variant="ghost" size="sm" className="-mr-3">
            <Link to={REPORTS_PATH}>
              <ChartColumn /> Reports
            </Link>
          </Button>
        )}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
        </div>
        {action}
      </div>
    </div>
  );
}
