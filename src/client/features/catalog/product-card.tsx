import { localizedProduct } from '@/shared/locale';
import { Heart, ShoppingCart, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '@/shared/money';
import type { ProductCardData } from '@/shared/schemas/catalog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAuth } from '@/client/features/auth/api';
import { useAddToCart } from '@/client/features/cart/mutations';
import { useMessages, type Translate } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import type cardCatalog from './product-card/messages/en.json';
import { productCardMessages } from './product-card-messages';
import { useWishlistToggle } from './use-wishlist-toggle';
import { ProductImage } from '@/client/components/product-image';
import { StockBadge } from './components/stock-badge';

// The card's own width, not its column's: the page's padding and the grid's gap come off it (two columns on a phone,
// three from 640 px, at most 300 px wide), so a 412 px phone at 1.75 dpr takes the 320 px picture, not the 640.
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) calc(33vw - 20px), calc(50vw - 24px)';
type CardText = Translate<keyof typeof cardCatalog>;

function WishlistButton({ product, t }: { product: ProductCardData; t: CardText }) {
  const wishlist = useWishlistToggle(product.id);
  return (
    <Button
      variant="translucent"
      size="icon-sm"
      rounded="full"
      className="absolute right-2 top-2"
      aria-label={t(wishlist.inWishlist ? 'removeFromWishlist' : 'addToWishlist', { name: product.name })}
      aria-pressed={wishlist.inWishlist}
      disabled={wishlist.pending}
      onClick={wishlist.toggle}
    >
      <Heart className={cn(wishlist.inWishlist && 'fill-destructive text-destructive')} />
    </Button>
  );
}

function AddToCartButton({
  t,
  disabled,
  reason,
  pending = false,
  onClick,
}: {
  t: CardText;
  disabled: boolean;
  reason?: string;
  pending?: boolean;
  onClick?(): void;
}) {
  const reasonId = useId();
  return (
    <>
      <Button
        size="sm-wrap"
        className="w-full"
        disabled={disabled || pending}
        title={reason}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onClick}
      >
        <ShoppingCart />
        {t(pending ? 'adding' : 'addToCart')}
      </Button>
      {/* Screen readers announce why the button is disabled; a pointer shows it as the title. */}
      {reason && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </>
  );
}

function SignedInAddToCart({ product, t }: { product: ProductCardData; t: CardText }) {
  const addToCart = useAddToCart();
  const outOfStock = product.stockStatus === 'out_of_stock';
  return (
    <AddToCartButton
      t={t}
      disabled={outOfStock}
      reason={outOfStock ? t('outOfStock') : undefined}
      pending={addToCart.isPending}
      onClick={() => addToCart.mutate({ productId: product.id, quantity: 1, productName: product.name })}
    />
  );
}

/** One star and the figures, not five stars: a grid has many cards and a phone pays for every element. */
function CardRating({ product, t }: { product: ProductCardData; t: CardText }) {
  if (product.averageRating === null) return null;
  return (
    <p
      className="flex items-center gap-1 text-xs text-muted-foreground"
      aria-label={t.plural('rated', product.reviewCount, { rating: product.averageRating.toFixed(1) })}
    >
      <Star aria-hidden="true" className="size-3.5 fill-primary text-primary" />
      {product.averageRating.toFixed(1)} ({product.reviewCount})
    </p>
  );
}

/**
 * A product in a grid. `href` lets the home page's deals keep their /product/{slug} links (docs/product.md, "Deliberate deviations"). The badges
 * sit top-left and the wishlist heart top-right, so a featured card's heart never covers its badge. `priority`
 * loads the picture at once, for the cards a phone shows without scrolling. It needs only a card's fields
 * (productCardSchema): the grids ask the list API for cards.
 */
export function ProductCard({
  product: content,
  href = `/products/${content.slug}`,
  priority = false,
}: {
  product: ProductCardData;
  href?: string;
  priority?: boolean;
}) {
  // A visitor's card holds no cart or wishlist state: a grid of them hydrates with one subscription each. Its parts
  // share its texts, so a grid makes one translator a card.
  const { isAuthenticated } = useAuth();
  const t = useMessages(productCardMessages);
  const product = localizedProduct(content, t.locale);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="product-card">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.images[0]} alt="" sizes={CARD_IMAGE_SIZES} priority={priority} className="w-full" />
        </Link>
        {(product.isNew || product.isFeatured) && (
          <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
            {product.isNew && <Badge variant="success">{t('new')}</Badge>}
            {product.isFeatured && <Badge>{t('featured')}</Badge>}
          </div>
        )}
        {isAuthenticated && <WishlistButton product={product} t={t} />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug sm:text-base">
          <Link to={href} className="hover:text-primary hover:underline">
            {product.name}
          </Link>
        </h3>
        <CardRating product={product} t={t} />
        <div className="mt-auto flex flex-col items-start gap-1.5">
          <p className="text-base font-bold sm:text-lg">{formatKsh(product.price)}</p>
          <StockBadge status={product.stockStatus} />
        </div>
        {isAuthenticated ? <SignedInAddToCart product={product} t={t} /> : <AddToCartButton t={t} disabled reason={t('signInToAdd')} />}
      </div>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="product-card-skeleton">
      <Skeleton rounded="none" className="aspect-square w-full" />
      <div className="space-y-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-9 w-full" />
      </div>
    </Card>
  );
}

/**
 * The product grid: two columns on phones, up to four on large screens. `four` is for exactly four products (the
 * home page's deals): two rows of two, or one row of four, never a row of three and one left over.
 */
export function ProductGrid({ children, four = false }: { children: React.ReactNode; four?: boolean }) {
  return <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', four ? 'lg:grid-cols-4' : 'sm:grid-cols-3 xl:grid-cols-4')}>{children}</div>;
}
