import { useQuery } from '@tanstack/react-query';
import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { localized } from '@/shared/locale';
import type { WishlistEntry } from '@/shared/schemas/wishlist';
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

/** A wished-for product, named as the screen's language names it. */
function WishlistCard({ product, busy, onRemove }: { product: WishlistEntry['product']; busy: boolean; onRemove(): void }) {
  const t = useMessages(dashboardMessages);
  const name = localized(t.locale, product.name, product.nameSw);
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden" data-testid="wishlist-card">
        <Link to={`/products/${product.slug}`} className="flex flex-1 flex-col gap-2 p-3 hover:bg-muted/50">
          <ProductImage src={product.images[0]} alt={name} sizes="(min-width: 1024px) 240px, 45vw" className="w-full rounded-md border" />
          <span className="line-clamp-2 text-sm font-medium">{name}</span>
          <span className="mt-auto font-semibold">{formatKsh(product.price)}</span>
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="m-2 mt-0 text-destructive"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('removeFromWishlist', { name })}
        >
          <Trash2 aria-hidden="true" /> {t('remove')}
        </Button>
      </Card>
    </li>
  );
}

export function WishlistTab() {
  const t = useMessages(dashboardMessages);
  const wishlist = useQuery(wishlistQuery);
  const remove = useRemoveFromWishlist();
  if (wishlist.isPending) return <Skeleton className="h-40 w-full" />;
  if (wishlist.isError) return <LoadError what={t('yourWishlist')} />;
  if (wishlist.data.length === 0) return <EmptyState icon={Heart} title={t('noWishlist')} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('wishlist')}>
      {wishlist.data.map(({ id, product }) => (
        <WishlistCard key={id} product={product} busy={remove.isPending} onRemove={() => remove.mutate(id)} />
      ))}
    </ul>
  );
}
