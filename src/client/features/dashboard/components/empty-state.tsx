import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/** An empty tab: icon, message and the way back to the products. */
export function EmptyState({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Icon className="size-12 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-medium">{title}</p>
      <Button asChild>
        <Link to="/products">{t('browseProducts')}</Link>
      </Button>
    </div>
  );
}
