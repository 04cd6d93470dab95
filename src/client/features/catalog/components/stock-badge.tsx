import { type StockStatus } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';
import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';

// docs/product.md, "Stock statuses": in stock default style, low stock secondary, anything else out of stock (destructive).
const VARIANTS = { in_stock: 'default', low_stock: 'secondary' } as const;

export function StockBadge({ status }: { status: StockStatus }) {
  const t = useMessages(sharedMessages);
  const known = status === 'in_stock' || status === 'low_stock';
  return <Badge variant={known ? VARIANTS[status] : 'destructive'}>{t(`stock_${known ? status : 'out_of_stock'}`)}</Badge>;
}
