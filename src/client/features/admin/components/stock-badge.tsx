import type { StockStatus } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';

// docs/product.md, "Stock statuses": in_stock default, low_stock secondary, anything else destructive; the text is the value with spaces.
const stockVariant = (status: StockStatus) => (status === 'in_stock' ? 'default' : status === 'low_stock' ? 'secondary' : 'destructive');

/** A product's stock status as staff lists show it, with its count when the stock is counted ("low stock · 3"). */
export function StockBadge({ status, quantity = null }: { status: StockStatus; quantity?: number | null }) {
  return (
    <Badge variant={stockVariant(status)} className="whitespace-nowrap capitalize">
      {status.replace(/_/g, ' ')}
      {quantity !== null && ` · ${quantity}`}
    </Badge>
  );
}
