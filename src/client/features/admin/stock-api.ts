import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@/shared/constants';
import { stockApi } from '@/shared/contract/stock';
import type { StockChangeInput } from '@/shared/schemas/stock';
import { toast } from '@/client/components/ui/use-toast';
import { callApi, endpointQuery, errorMessage } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { listPageQuery, refreshProducts } from './api';

// Counted stock, for the staff screens (docs/product.md, "Stock").

/** The dashboard's card: counted products at or under their threshold. */
export const lowStockQuery = endpointQuery(stockApi.lowStock);

/** A page of a product's stock movements, newest first. */
export const stockMovementsQuery = (productId: number, page: number) =>
  listPageQuery(stockApi.movements, { page, limit: LIMITS.stockMovementsPageSize }, { id: productId });

/** Goods received or an adjustment; the product's count, its movements and the low-stock list refresh. */
export function useChangeStock(productId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockChangeInput) => callApi(stockApi.change, { params: { id: productId }, body }),
    onSuccess: (product) => {
      refreshProducts(queryClient);
      toast({ title: 'Stock updated', description: `${product.name}: ${product.stockQuantity ?? 0} in stock.` });
      onDone();
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to update the stock')),
  });
}
