import { localizedProduct } from '@/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { formatKsh } from '@/shared/money';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { LoadError } from '@/client/components/ui/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ProductImage } from '@/client/components/product-image';
import { useRemoveFromWishlist, wishlistQuery } from '@/client/features/wishlist/api';
import { useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';
import { EmptyState } from './empty-state';

export function WishlistTab() {
  const t = useMessages(dashboardMessages);
  const wishlist = useQuery(wishlistQuery);
  const remove = useRemoveFromWishlist();
  if (wishlist.isPending) return <Skeleton className="h-40 w-full" />;
  if (wishlist.isError) return <LoadError what={t('yourWishlist')} />;
  if (wishlist.data.length === 0) return <EmptyState icon={Heart} title={t('noWishlist')} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('wishlist')}>
      {wishlist.data.map(({ id, product: content }) => ({ id, product: localizedProduct(content, t.locale) })).map(({ id, product }) => (
        <li key={id}>
          <Card className="flex h-full flex-col overflow-hidden" data-testid="wishlist-card">
            <Link to={`/products/${product.slug}`} className="flex flex-1 flex-col gap-2 p-3 hover:bg-muted/50">
              <ProductImage src={product.images[0]} alt={product.name} sizes="(min-width: 1024px) 240px, 45vw" className="w-full rounded-md border" />
              <span className="line-clamp-2 text-sm font-medium">{product.name}</span>
              <span className="mt-auto font-semibold">{formatKsh(product.price)}</span>
            </Link>
            <Button
              variant="ghost"
              size="sm"
              className="m-2 mt-0 text-destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(id)}
              aria-label={t('removeFromWishlist', { name: product.name })}
            >
              <Trash2 aria-hidden="true" /> {t('remove')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
