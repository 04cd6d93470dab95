import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { LIMITS } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '@/client/features/catalog/product-card';
import { useMessages } from '@/client/lib/i18n';
import { bestDealsQuery } from '../api';
import { homeLowerMessages } from '../messages';

/** Up to four featured products (LIMITS.featuredFetch are fetched), linking with the singular /product/{slug}. */
export function BestDeals() {
  const { data, isPending, isError } = useQuery(bestDealsQuery);
  const deals = data?.products.slice(0, LIMITS.featuredShown) ?? [];
  const t = useMessages(homeLowerMessages);
  return (
    <section aria-labelledby="best-deals" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id="best-deals" className="text-2xl font-bold">
            {t('bestDeals')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('bestDealsText')}</p>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <Link to="/products">
            {t('viewAll')} <ArrowRight />
          </Link>
        </Button>
      </div>
      <ProductGrid four>
        {isPending
          ? Array.from({ length: LIMITS.homeSkeletons }, (_, index) => <ProductCardSkeleton key={index} />)
          : deals.map((product) => <ProductCard key={product.id} product={product} href={`/product/${product.slug}`} />)}
      </ProductGrid>
      {isError && <p className="text-muted-foreground">{t('loadFailed')}</p>}
      {!isPending && !isError && deals.length === 0 && <p className="text-muted-foreground">{t('noDeals')}</p>}
    </section>
  );
}
