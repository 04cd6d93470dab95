import type { OrderStatus } from '@/shared/constants';
import { orderStatusVariant } from '@/client/components/order-status';
import { Badge } from '@/client/components/ui/badge';

/** The status as stored, underscores shown as spaces (docs/product.md, "Admin"). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={orderStatusVariant(status)} className="capitalize">
      {status.replace(/_/g, ' ')}
    </Badge>
  );
}
