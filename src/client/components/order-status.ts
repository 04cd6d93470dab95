import type { OrderStatus } from '@/shared/constants';

/** docs/product.md, "Order statuses": an order's badge is destructive when cancelled, secondary when pending, default otherwise. */
export const orderStatusVariant = (status: OrderStatus) => (status === 'cancelled' ? 'destructive' : status === 'pending' ? 'secondary' : 'default');
