import { useQueries, useQuery } from '@tanstack/react-query';
import { PackageSearch, SlidersHorizontal, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { LIMITS } from '@/shared/constants';
import { defaultListSort, sortsFor } from '@/shared/product-sort';
import { readProductListQuery, shownPageQueries, writeProductListQuery } from '@/shared/product-list-query';
import type { ProductListQuery } from '@/shared/schemas/catalog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/empty-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { translator, useMessages } from '@/client/lib/i18n';
import { useSearchParams } from '@/client/lib/navigation';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { categoriesQuery } from '../api';
import { productsQuery } from '../products-query';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '../product-card';
import { ProductFiltersPanel } from '../components/product-filters';
import { SortSelect } from '../components/sort-select';
import { SearchForm } from '@/client/components/search-form';
import { hasActiveFilters } from '../filters';
import { catalogMessages } from '../messages';

// The address bar keeps the pages shown so far (`pagesShown`), so a longer list survives a reload and can be shared.
const shownPages = (filters: ProductListQuery) => shownPageQueries(filters).map(productsQuery);

/** Server rendering: the page of products the URL's filters select (the shell already loads the categories). */
export const prefetch: Prefetch = async ({ queryClient, url, locale }) => {
  await Promise.all(shownPages(readProductListQuery(url.searchParams)).map((query) => queryClient.prefetchQuery(query)));
  const t = translator(locale, catalogMessages);
  return { head: { title: t('listTitle'), description: t('listDescription') } };
};

export function ProductListPage() {
  const t = useMessages(catalogMessages);
  usePageTitle(t('listTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProductListQuery(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data: categories } = useQuery(categoriesQuery);
  const pages = useQueries({ queries: shownPages(filters) });
  const { data, isPending, isError, refetch } = pages[0]!;
  // A product added between two loads shifts the pages by one: never show it twice.
  const shown = [...new Map(pages.flatMap((page) => page.data?.products ?? []).map((product) => [product.id, product])).values()];
  const loadingMore = pages.some((page) => page.isPending);
  const active = hasActiveFilters(filters);

  const apply = (next: ProductListQuery) => setSearchParams(writeProductListQuery(next));
  // Loading more keeps the shopper's place, and Back leaves the list rather than stepping through each load.
  const loadMore = () => setSearchParams(writeProductListQuery({ ...filters, page: pages.length + 1 }), { replace: true });
  const panel = <ProductFiltersPanel filters={filters} categories={categories} onChange={apply} />;
  const results = useRef<HTMLElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // On a phone the filters open above the list: done choosing, the shopper goes back to the top of the results, and
  // the focus to the Filters button that opened them (the button pressed is gone with the panel).
  const showResults = () => {
    setFiltersOpen(false);
    results.current?.scrollIntoView({ block: 'start' });
    filtersButton.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="mb-6 space-y-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('listHeading')}</h1>
          <p className="mt-1 text-muted-foreground">{t('listIntro')}</p>
        </div>
        <SearchForm key={filters.q} defaultValue={filters.q} onSearch={(q) => apply({ ...filters, q, page: undefined })} className="max-w-xl" />
      </div>

      <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-label={t('productFilters')} className="hidden lg:block">
          <div className="sticky top-28 rounded-lg border bg-card p-5">{panel}</div>
        </aside>

        <section ref={results} aria-label={t('products')}>
          {/* The cards' h3 titles need an h2 above them on a phone too, where the filters' h2 is hidden. */}
          <h2 className="sr-only">{t('products')}</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {data ? (
              <p className="text-sm text-muted-foreground" role="status">
                {t.plural('showing', data.total)}
              </p>
            ) : (
              <Skeleton className="h-5 w-40" />
            )}
            <div className="flex flex-wrap items-center gap-2">
              <SortSelect
                value={filters.sort ?? defaultListSort(filters)}
                sorts={sortsFor(filters)}
                onChange={(sort) => apply({ ...filters, sort, page: undefined })}
              />
              <Button
                ref={filtersButton}
                variant="outline"
                size="sm"
                className="lg:hidden"
                aria-expanded={filtersOpen}
                aria-controls="mobile-filters"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <SlidersHorizontal /> {t('filters')}
                {active && <Badge className="ml-1">{t('active')}</Badge>}
              </Button>
            </div>
          </div>

          {filtersOpen && (
            <div id="mobile-filters" className="mb-6 space-y-6 rounded-lg border bg-card p-4 lg:hidden">
              {panel}
              <Button className="w-full" onClick={showResults}>
                {data ? t.plural('showResults', data.total) : t('showResultsPending')}
              </Button>
            </div>
          )}

          {filters.q && (
            <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t('searchFor')}</span>
              <Badge variant="outline" size="lg" className="gap-1 pr-1">
                “{filters.q}”
                <button
                  type="button"
                  aria-label={t('clearSearch')}
                  className="rounded-full p-0.5 hover:bg-muted"
                  onClick={() => apply({ ...filters, q: undefined, page: undefined })}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </div>
          )}

          {isPending ? (
            <ProductGrid>
              {Array.from({ length: LIMITS.listSkeletons }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </ProductGrid>
          ) : isError ? (
            <Card className="flex flex-col items-center gap-3 px-5 py-12 text-center">
              <p role="alert" className="font-medium text-destructive">
                {t('loadFailed')}
              </p>
              <Button variant="outline" onClick={() => void refetch()}>
                {t('tryAgain')}
              </Button>
            </Card>
          ) : (
            <>
              {shown.length === 0 && !loadingMore ? (
                <Card className="px-5">
                  <EmptyState icon={PackageSearch} title={t('noProducts')} text={t('noProductsText')} />
                </Card>
              ) : (
                <ProductGrid>
                  {shown.map((product, index) => (
                    <ProductCard key={product.id} product={product} priority={index < 2} />
                  ))}
                  {loadingMore && Array.from({ length: LIMITS.listSkeletons }, (_, index) => <ProductCardSkeleton key={`more-${index}`} />)}
                </ProductGrid>
              )}
              {!loadingMore && shown.length < data.total && pages.length < LIMITS.maxPagesShown && (
                <div className="mt-8 flex flex-col items-center gap-2">
                  <p className="text-sm text-muted-foreground">{t('shownOf', { shown: shown.length, total: data.total })}</p>
                  <Button variant="outline" onClick={loadMore}>
                    {t('loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
