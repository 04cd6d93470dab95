import { localizedProduct } from '@/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { Info, ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { DELAYS_MS } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import type { CartItemWithProduct } from '@/shared/schemas/cart';
import { ProductImage } from '@/client/components/product-image';
import { QuantityStepper } from '@/client/components/quantity-stepper';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, TitledCard } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/empty-state';
import { sharedMessages } from '@/client/components/shared-messages';
import { QuoteButton } from '@/client/features/payments/quote-button';
import { LoadError } from '@/client/components/ui/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/features/auth/api';
import { useMessages } from '@/client/lib/i18n';
import { useNavigate } from '@/client/lib/navigation';
import { usePageTitle } from '@/client/lib/use-page-title';
import { cartWithProductsQuery } from '../api';
import { cartMessages } from '../messages';
import { useRemoveCartItem, useUpdateCartItem } from '../mutations';
import { cartSummary, lineTotal } from '../totals';

export function CartPage() {
  const t = useMessages(cartMessages);
  usePageTitle(t('title'));
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const navigate = useNavigate();
  const cart = useQuery({ ...cartWithProductsQuery, enabled: isAuthenticated });

  // A signed-out visitor is sent to sign in after DELAYS_MS.loginRedirect (docs/product.md, "Cart").
  useEffect(() => {
    if (authLoading || isAuthenticated) return;
    const timer = setTimeout(() => navigate('/login'), DELAYS_MS.loginRedirect);
    return () => clearTimeout(timer);
  }, [authLoading, isAuthenticated, navigate]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      {authLoading ? (
        <Spinner />
      ) : !isAuthenticated ? (
        <p className="text-muted-foreground">{t('signInFirst')}</p>
      ) : cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <LoadError what={t('yourCart')} />
      ) : cart.data.length === 0 ? (
        <EmptyState icon={ShoppingCart} iconSize="size-14" title={t('emptyTitle')} text={t('emptyText')}>
          <Button asChild className="mt-2">
            <Link to="/products">{t('continueShopping')}</Link>
          </Button>
        </EmptyState>
      ) : (
        <CartContents lines={cart.data} />
      )}
    </div>
  );
}

function CartContents({ lines }: { lines: CartItemWithProduct[] }) {
  const t = useMessages(cartMessages);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  // One change at a time: the buttons wait until the cart has answered (docs/product.md, "Quantity and cart rules").
  const busy = update.isPending || remove.isPending;
  const { count, total } = cartSummary(lines.map((line) => ({ quantity: line.quantity, price: line.product.price })));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ul className="space-y-3 lg:col-span-2" aria-label={t('cartItems')}>
        {lines.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            busy={busy}
            onQuantity={(quantity) => update.mutate({ itemId: line.id, quantity })}
            onRemove={() => remove.mutate(line.id)}
          />
        ))}
      </ul>
      <TitledCard title={t('orderSummary')} className="h-fit lg:sticky lg:top-20" contentClassName="space-y-4">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('items')}</dt>
            <dd data-testid="cart-item-count">{count}</dd>
          </div>
          <div className="flex justify-between border-t pt-2 text-base font-semibold">
            <dt>{t('total')}</dt>
            <dd data-testid="cart-total">{formatKsh(total)}</dd>
          </div>
        </dl>
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout">{t('proceed')}</Link>
        </Button>
        <QuoteButton />
        <Button asChild variant="outline" className="w-full">
          <Link to="/products">{t('continueShopping')}</Link>
        </Button>
        <p className="flex gap-2 rounded-md bg-muted p-3 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('nextStep')}
        </p>
      </TitledCard>
    </div>
  );
}

function CartLine({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartItemWithProduct;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useMessages(cartMessages);
  const shared = useMessages(sharedMessages);
  const { quantity } = line;
  const product = localizedProduct(line.product, t.locale);
  const outOfStock = product.stockStatus === 'out_of_stock';
  return (
    <li>
      <Card className="flex gap-3 p-3 sm:gap-4 sm:p-4" data-testid="cart-line">
        <Link to={`/products/${product.slug}`} className="shrink-0">
          <ProductImage src={product.images[0]} alt={product.name} sizes="88px" className="size-20 rounded-md border sm:size-22" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <Link to={`/products/${product.slug}`} className="line-clamp-2 font-medium hover:underline">
              {product.name}
            </Link>
            <span className="font-semibold">{formatKsh(product.price)}</span>
          </div>
          {outOfStock && (
            <Badge variant="destructive" className="w-fit">
              {shared('stock_out_of_stock')}
            </Badge>
          )}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <QuantityStepper
              compact
              aria-label={t('quantityOf', { name: product.name })}
              data-testid="cart-line-quantity"
              value={quantity}
              onChange={onQuantity}
              disabled={busy}
              increaseDisabled={outOfStock}
            />
            <span className="text-sm text-muted-foreground">
              {t('subtotal')} <span className="font-medium text-foreground">{formatKsh(lineTotal({ quantity, price: product.price }))}</span>
            </span>
            <Button variant="ghost" size="sm" className="text-destructive" disabled={busy} onClick={onRemove}>
              <Trash2 /> {t('remove')}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-28 w-full" />
      ))}
    </div>
  );
}
