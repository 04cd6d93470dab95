import { Star } from 'lucide-react';
import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/** Five stars, filled to the nearest whole star; the exact value is read out. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  const t = useMessages(sharedMessages);
  return (
    <span role="img" aria-label={t('rated', { rating: Number(rating.toFixed(1)) })} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-4', star <= filled ? 'fill-primary text-primary' : 'text-muted-foreground/40')} />
      ))}
    </span>
  );
}
