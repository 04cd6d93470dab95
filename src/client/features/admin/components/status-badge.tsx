import type { OrderStatus } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';

// SPEC §4: destructive for cancelled, secondary for pending, default otherwise.
const variant = (status: OrderStatus) => (status === 'cancelled' ? 'destructive' : status === 'pending' ? 'secondary' : 'default');

/** The status as stored, underscores shown as spaces (SPEC §2). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={variant(status)} className="capitalize">
      {status.replace(/_/g, ' ')}
    </Badge>
  );
}
