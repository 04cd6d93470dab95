import { localizedProduct } from '@/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ChevronRight, Heart, Phone, ShieldCheck, ShoppingCart, Truck, Wallet, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'wouter';
import { LIMITS } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import { paymentMethodsPhrase } from '@/shared/payments';
import { telHref } from '@/shared/phone';
import type { CatalogProduct, Product } from '@/shared/schemas/catalog';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { QuantityStepper } from '@/client/components/quantity-stepper';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAuth } from '@/client/features/auth/api';
import { useAddToCart } from '@/client/features/cart/mutations';
import { translator, useMessages } from '@/client/lib/i18n';
import { useNavigate } from '@/client/lib/navigation';
import { richText, type TextTags } from '@/client/lib/rich-text';
import { shopSettings } from '@/client/lib/shop-settings';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { productQuery } from '../api';
import { catalogMessages } from '../messages';
import { ProductGallery } from '../components/product-gallery';
import { ProductTabs } from '../components/product-tabs';
import { StarRating } from '@/client/components/star-rating';
import { StockBadge } from '../components/stock-badge';
import { useWishlistToggle } from '../use-wishlist-toggle';

// Each assurance's title and text are the catalog's `{text}Title` and `{text}Text`; the texts name only the payment
// methods the shop is set up for (`{{methods}}`).
const ASSURANCES = [
  { icon: Truck, text: 'delivery' },
  { icon: ShieldCheck, text: 'warranty' },
  { icon: Wallet, text: 'payment' },
  { icon: Wrench, text: 'installation' },
] as const;

const BREADCRUMB = [
  { to: '/', label: 'home' },
  { to: '/products', label: 'products' },
] as const;

function Breadcrumb({ name }: { name: string }) {
  const t = useMessages(catalogMessages);
  return (
    <nav aria-label={t('breadcrumb')} className="mb-6 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {BREADCRUMB.map(({ to, label }) => (
          <li key={to} className="flex items-center gap-1">
            <Link to={to} className="hover:text-foreground">
              {t(label)}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="line-clamp-1 text-foreground">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function Rating({ product }: { product: CatalogProduct }) {
  const { averageRating, reviewCount } = product;
  const t = useMessages(catalogMessages);
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="rating">
      <StarRating rating={averageRating ?? 0} />
      <span className="text-muted-foreground">
        {averageRating === null ? t('noReviews') : t.plural('ratingSummary', reviewCount, { rating: averageRating.toFixed(1) })}
      </span>
    </div>
  );
}

function PurchaseActions({ product }: { product: Product }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [quantity, setQuantity] = useState<number>(LIMITS.minCartQuantity);
  const addToCart = useAddToCart({ onAdded: () => navigate('/cart') });
  const wishlist = useWishlistToggle(product.id);
  const outOfStock = product.stockStatus === 'out_of_stock';
  const signInHintId = useId();
  const t = useMessages(catalogMessages);
  return (
    <div className="space-y-4">
      {/* Starts at 1; the increase is refused when the product is out of stock (docs/product.md, "Quantity and cart rules"). */}
      <div className="flex items-center gap-3">
        <span id="quantity-label" className="text-sm font-medium">
          {t('quantity')}
        </span>
        <QuantityStepper
          aria-labelledby="quantity-label"
          data-testid="quantity"
          value={quantity}
          onChange={setQuantity}
          increaseDisabled={outOfStock}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          disabled={!isAuthenticated || outOfStock || addToCart.isPending}
          aria-describedby={isAuthenticated ? undefined : signInHintId}
          onClick={() => addToCart.mutate({ productId: product.id, quantity, productName: product.name })}
        >
          <ShoppingCart /> {t(addToCart.isPending ? 'adding' : 'addToCart')}
        </Button>
        {wishlist.available && (
          <Button size="lg" variant="outline" aria-pressed={wishlist.inWishlist} disabled={wishlist.pending} onClick={wishlist.toggle}>
            <Heart className={wishlist.inWishlist ? 'fill-destructive text-destructive' : undefined} />
            {t(wishlist.inWishlist ? 'removeFromWishlist' : 'addToWishlist')}
          </Button>
        )}
        <Button asChild size="lg" variant="whatsapp">
          <a
            href={whatsappUrl(shopSettings.whatsappNumber, t('whatsappOrderMessage', { name: product.name, price: formatKsh(product.price) }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon /> {t('whatsappOrder')}
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href={telHref(shopSettings.phones[0])}>
            <Phone /> {t('callToBuy')}
          </a>
        </Button>
      </div>
      {!isAuthenticated && (
        <p className="text-sm text-muted-foreground">
          <span id={signInHintId} className="sr-only">
            {t('signInToAdd')}{' '}
          </span>
          <Link to="/login" className="font-medium text-foreground underline">
            {t('logIn')}
          </Link>{' '}
          {t('logInToBuy')}
        </p>
      )}
    </div>
  );
}

// Panels, batteries and inverters are the parts a shopper must size: their pages lead to the planner.
const SIZED_KINDS = new Set(['panel', 'battery', 'inverter']);

// The link sits where each language's sentence puts it.
const PLANNER_TAGS = {
  planner: (words) => (
    <Link to="/planner" className="font-medium underline">
      {words}
    </Link>
  ),
} satisfies TextTags;

function PlannerLink({ product }: { product: CatalogProduct }) {
  const t = useMessages(catalogMessages);
  if (!product.ratings || !SIZED_KINDS.has(product.ratings.kind)) return null;
  return <p className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">{richText(t('plannerPrompt'), PLANNER_TAGS)}</p>;
}

function ProductDetails({ product }: { product: CatalogProduct }) {
  const t = useMessages(catalogMessages);
  return (
    <>
      <Breadcrumb name={product.name} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="space-y-5">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold sm:text-3xl">{product.name}</h1>
            <Rating product={product} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-3xl font-bold">{formatKsh(product.price)}</p>
            <StockBadge status={product.stockStatus} />
          </div>
          {product.description && <p className="leading-relaxed text-muted-foreground">{product.description}</p>}
          {product.features.length > 0 && (
            <section>
              <h2 className="mb-2 font-semibold">{t('keyFeatures')}</h2>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          <PurchaseActions product={product} />
          <PlannerLink product={product} />
          <ul className="grid grid-cols-2 gap-3 border-t pt-5">
            {ASSURANCES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-2">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="text-sm font-medium">{t(`${text}Title`)}</p>
                  <p className="text-xs text-muted-foreground">{t(`${text}Text`, { methods: paymentMethodsPhrase(shopSettings, t.locale) })}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ProductTabs product={product} />
    </>
  );
}

function DetailSkeleton() {
  const t = useMessages(catalogMessages);
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-busy="true" aria-label={t('loadingProduct')}>
      <Skeleton className="aspect-square w-full" />
      <div className="space-y-4">
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  const t = useMessages(catalogMessages);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <AlertCircle className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{text}</p>
          <Button asChild>
            <Link to="/products">{t('browseProducts')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

const AVAILABILITY = { in_stock: 'in stock', low_stock: 'limited availability', out_of_stock: 'out of stock' } as const;
const SCHEMA_AVAILABILITY = { in_stock: 'InStock', low_stock: 'LimitedAvailability', out_of_stock: 'OutOfStock' } as const;

/** Server rendering: the product with its rating, a 404 when there is none, and the link-preview tags. */
export const prefetch: Prefetch = async ({ queryClient, params, locale }) => {
  const slug = params.slug ?? '';
  const found = await queryClient.fetchQuery(productQuery(slug)).catch(() => undefined);
  if (found === null) return { status: 404, head: { title: translator(locale, catalogMessages)('notFound') } };
  if (!found) return;
  const product = localizedProduct(found, locale);
  const description = product.description ?? product.features.join('. ');
  return {
    head: {
      title: product.name,
      description: `${formatKsh(product.price)}. ${description}`.slice(0, 300),
      canonicalPath: `/products/${product.slug}`,
      image: product.images[0],
      type: 'product',
      product: { price: product.price, currency: 'KES', availability: AVAILABILITY[product.stockStatus] },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        image: product.images,
        sku: product.slug,
        offers: {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'KES',
          availability: `https://schema.org/${SCHEMA_AVAILABILITY[product.stockStatus]}`,
        },
        ...(product.averageRating !== null && {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageRating.toFixed(1), reviewCount: product.reviewCount },
        }),
      },
    },
  };
};

export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending } = useQuery(productQuery(slug));
  const t = useMessages(catalogMessages);
  const product = data && localizedProduct(data, t.locale);
  usePageTitle(product ? product.name : t(product === null ? 'notFound' : 'productTitle'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      {product ? (
        <ProductDetails key={product.id} product={product} />
      ) : isPending ? (
        <DetailSkeleton />
      ) : product === null ? (
        <Problem title={t('notFound')} text={t('notFoundText')} />
      ) : (
        <Problem title={t('loadError')} text={t('loadErrorText')} />
      )}
    </div>
  );
}
