import { hydrateWhenVisible } from '@/client/lib/hydrate-when-visible';
import { useMessages } from '@/client/lib/i18n';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { HOME_LOWER_MESSAGES, homeMessages } from '../messages';
import { CategoryBar } from '../components/category-bar';
import { CategoryIconLinks, CategoryTextLinks } from '../components/category-links';
import { HeroSlider } from '../components/hero-slider';
import { PlannerCallout } from '../components/planner-callout';
import { QuickContact } from '../components/quick-contact';

const HomeLower = hydrateWhenVisible(async () => (await import('../components/home-lower')).HomeLower, HOME_LOWER_MESSAGES);

export const prefetch: Prefetch = async ({ queryClient }) => {
  // Imported here, not above: only the server prefetches, and only the lower half shows the deals, so the browser
  // fetches this query (and the product-list codec under it) with that half.
  const { bestDealsQuery } = await import('../api');
  await queryClient.prefetchQuery(bestDealsQuery);
};

export function HomePage() {
  usePageTitle(undefined);
  const t = useMessages(homeMessages);
  return (
    <>
      <h1 className="sr-only">{t('heading')}</h1>
      <CategoryBar />
      <CategoryTextLinks />
      <HeroSlider />
      <CategoryIconLinks />
      <PlannerCallout />
      <QuickContact />
      <HomeLower />
    </>
  );
}
