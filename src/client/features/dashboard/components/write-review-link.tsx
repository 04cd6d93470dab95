import { Star } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderStatus } from '@/shared/constants';
import type { OrderItem } from '@/shared/schemas/orders';
import { Button } from '@/client/components/ui/button';
import { reviewsPath } from '@/client/features/reviews/api';

/** Only a delivered line of a product that still exists can be reviewed (docs/product.md, Reviews). */
export function WriteReviewLink({ status, item }: { status: OrderStatus; item: OrderItem }) {
  if (status !== 'delivered' || item.productId === null || !item.productSlug) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={reviewsPath(item.productSlug)} aria-label={`Write a review of ${item.productName}`}>
        <Star aria-hidden="true" /> Write a review
      </Link>
    </Button>
  );
}
