import { type StockStatus } from '@/shared/constants';
import { STOCK_LABELS } from '@/shared/labels';
import { Badge } from '@/client/components/ui/badge';

// docs/product.md, "Stock statuses": in stock default style, low stock secondary, anything else out of stock (destructive).
const VARIANTS = { in_stock: 'default', low_stock: 'secondary' } as const;

export function StockBadge({ status }: { status: StockStatus }) {
  const known = status === 'in_stock' || status === 'low_stock';
  return <Badge variant={known ? VARIANTS[status] : 'destructive'}>{known ? STOCK_LABELS[status] : STOCK_LABELS.out_of_stock}</Badge>;
}
