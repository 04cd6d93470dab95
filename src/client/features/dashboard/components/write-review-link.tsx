import { Star } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderStatus } from '@/shared/constants';
import type { OrderItem } from '@/shared/schemas/orders';
import { Button } from '@/client/components/ui/button';
import { reviewsPath } from '@/client/features/reviews/api';
import { useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/** Only a delivered line of a product that still exists can be reviewed (docs/product.md, Reviews). */
export function WriteReviewLink({ status, item }: { status: OrderStatus; item: OrderItem }) {
  const t = useMessages(dashboardMessages);
  if (status !== 'delivered' || item.productId === null || !item.productSlug) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={reviewsPath(item.productSlug)} aria-label={t('writeReviewOf', { name: item.productName })}>
        <Star aria-hidden="true" /> {t('writeReview')}
      </Link>
    </Button>
  );
}
