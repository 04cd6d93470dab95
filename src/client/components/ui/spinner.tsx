import { Loader2 } from 'lucide-react';
import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useMessages(sharedMessages);
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-muted-foreground', className)} />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A screen's whole body while what it shows is read. */
export function PageSpinner() {
  return (
    <div className="flex justify-center py-20">
      <Spinner />
    </div>
  );
}
