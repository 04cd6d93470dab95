import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';

/** Title row of an admin screen; the management screens link back to the dashboard. */
export function AdminHeader({ title, subtitle, back = true, action }: { title: string; subtitle?: string; back?: boolean; action?: ReactNode }) {
  return (
    <div className="mb-6 space-y-3">
      {back && (
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/admin">
            <ArrowLeft /> Dashboard
          </Link>
        </Button>
      )}
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
