import { useQuery } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { Link } from 'wouter';
import { TitledCard } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { lowStockQuery } from '../stock-api';
import { StockBadge } from './stock-badge';

/**
 * Counted products at or under their low-stock threshold, fewest units first (docs/product.md, "Stock"). The list has
 * a fixed height, scrolling inside when long, so nothing below moves when it arrives.
 */
export function LowStockCard() {
  const { data } = useQuery(lowStockQuery);
  const more = data ? data.total - data.products.length : 0;
  return (
    <TitledCard title="Low Stock" className="mt-6">
      {/* Focusable: a list that scrolls must scroll from the keyboard too. */}
      <div className="h-48 overflow-y-auto" tabIndex={0} role="region" aria-label="Products low on stock">
        {!data ? (
          <div className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : data.products.length === 0 ? (
          <p className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
            <PackageX aria-hidden="true" className="size-5" /> No counted product is low on stock
          </p>
        ) : (
          <ul className="divide-y" aria-label="Low stock products">
            {data.products.map((product) => (
              <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to="/admin/products" className="font-medium hover:underline">
                  {product.name}
                </Link>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  {product.stockQuantity} left, low at {product.lowStockThreshold}
                  <StockBadge status={product.stockStatus} />
                </span>
              </li>
            ))}
            {more > 0 && <li className="py-2 text-sm text-muted-foreground">and {more} more</li>}
          </ul>
        )}
      </div>
    </TitledCard>
  );
}
