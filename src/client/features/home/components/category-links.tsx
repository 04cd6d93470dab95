import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LIMITS } from '@/shared/constants';
import { imageSrcSet } from '@/shared/images';
import { Skeleton } from '@/client/components/ui/skeleton';
import { categoryName } from '@/shared/locale';
import { useMessages } from '@/client/lib/i18n';
import { showPlaceholder } from '@/client/lib/show-placeholder';
import { categoriesQuery } from '@/client/features/catalog/api';
import { categoryHref } from '../category-links';
import { homeMessages } from '../messages';

/** Text links to the first LIMITS.categoryTextLinks categories. */
export function CategoryTextLinks() {
  const { data: categories } = useQuery(categoriesQuery);
  const t = useMessages(homeMessages);
  return (
    <nav aria-label={t('popularCategories')} className="border-b">
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]">
        {categories
          ? categories.slice(0, LIMITS.categoryTextLinks).map((category) => (
              <li key={category.id} className="shrink-0">
                <Link
                  to={categoryHref(category.slug)}
                  className="block rounded-full border px-3 py-1 text-sm hover:border-primary hover:text-primary"
                >
                  {categoryName(category, t.locale)}
                </Link>
              </li>
            ))
          : Array.from({ length: LIMITS.categoryTextLinks }, (_, index) => (
              <li key={index}>
                <Skeleton rounded="full" className="h-7 w-28" />
              </li>
            ))}
      </ul>
    </nav>
  );
}

/**
 * A category's drawn icon, /images/categories/{slug}.svg, shown as a WebP copy: each SVG image costs the browser a whole
 * document on the main thread. A category added by staff has no drawn icon yet and shows the placeholder.
 */
function CategoryIcon({ slug }: { slug: string }) {
  const icon = `/images/categories/${slug}.svg`;
  // 160 px covers the 56 px tile on screens up to three device pixels per CSS pixel.
  return (
    <img
      src={icon}
      srcSet={imageSrcSet(icon, [160])}
      sizes="56px"
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={showPlaceholder}
      className="size-12 sm:size-14"
    />
  );
}

/** Icon tiles for the first LIMITS.categoryIconLinks categories; icons live in /images/categories/{slug}.svg. */
export function CategoryIconLinks() {
  const { data: categories } = useQuery(categoriesQuery);
  const t = useMessages(homeMessages);
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="shop-by-category" className="mb-6 text-2xl font-bold">
        {t('shopByCategory')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
        {categories
          ? categories.slice(0, LIMITS.categoryIconLinks).map((category) => (
              <li key={category.id}>
                <Link
                  to={categoryHref(category.slug)}
                  className="flex h-full flex-col items-center gap-2 rounded-lg border bg-card p-3 text-center text-xs font-medium transition-colors hover:border-primary sm:p-4 sm:text-sm"
                >
                  <CategoryIcon slug={category.slug} />
                  {categoryName(category, t.locale)}
                </Link>
              </li>
            ))
          : Array.from({ length: LIMITS.categoryIconLinks }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-28 w-full" />
              </li>
            ))}
      </ul>
    </section>
  );
}
