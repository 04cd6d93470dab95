import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderStatus } from '@/shared/constants';
import { localized } from '@/shared/locale';
import type { OrderItem } from '@/shared/schemas/orders';
import { Button } from '@/client/components/ui/button';
import { myReviewQuery, reviewsPath } from '@/client/features/reviews/api';
import { useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/**
 * Only a delivered line of a product that still exists can be reviewed (docs/product.md, Reviews); once the customer
 * has reviewed the product the same link offers to edit that review. Shown once the shop has said which.
 */
export function WriteReviewLink({ status, item }: { status: OrderStatus; item: OrderItem }) {
  const t = useMessages(dashboardMessages);
  const reviewable = status === 'delivered' && item.productId !== null && !!item.productSlug;
  const { data } = useQuery({ ...myReviewQuery(item.productSlug ?? ''), enabled: reviewable });
  if (!reviewable || !data) return null;
  const written = data.review !== null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link
        to={reviewsPath(item.productSlug!)}
        aria-label={t(written ? 'editReviewOf' : 'writeReviewOf', { name: localized(t.locale, item.productName, item.productNameSw) })}
      >
        <Star aria-hidden="true" /> {t(written ? 'editReview' : 'writeReview')}
      </Link>
    </Button>
  );
}
