import { useQuery } from '@tanstack/react-query';
import { EyeOff, Star } from 'lucide-react';
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
 * has reviewed the product the same link offers to edit that review, or says it is hidden once the shop has hidden it.
 * Shown once the shop has said which.
 */
export function WriteReviewLink({ status, item }: { status: OrderStatus; item: OrderItem }) {
  const t = useMessages(dashboardMessages);
  const reviewable = status === 'delivered' && item.productId !== null && !!item.productSlug;
  const { data } = useQuery({ ...myReviewQuery(item.productSlug ?? ''), enabled: reviewable });
  if (!reviewable || !data) return null;
  // A review the shop has hidden is not shown to other shoppers: its line says so rather than offering a plain edit.
  const [label, labelOf] = !data.review
    ? (['writeReview', 'writeReviewOf'] as const)
    : data.review.hidden
      ? (['hiddenReview', 'hiddenReviewOf'] as const)
      : (['editReview', 'editReviewOf'] as const);
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={reviewsPath(item.productSlug!)} aria-label={t(labelOf, { name: localized(t.locale, item.productName, item.productNameSw) })}>
        {data.review?.hidden ? <EyeOff aria-hidden="true" /> : <Star aria-hidden="true" />} {t(label)}
      </Link>
    </Button>
  );
}
