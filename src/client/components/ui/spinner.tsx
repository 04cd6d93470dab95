import { Loader2 } from 'lucide-react';
import { cn } from '@/client/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-muted-foreground', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
