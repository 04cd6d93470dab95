import { hydrateWhenVisible } from '@/client/lib/hydrate-when-visible';
import { loadMessages, useMessages } from '@/client/lib/i18n';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { localeFromPath } from '@/shared/locale';
import { homeMessages } from '../messages';
import { CategoryBar } from '../components/category-bar';
import { CategoryIconLinks, CategoryTextLinks } from '../components/category-links';
import { HeroSlider } from '../components/hero-slider';
import { PlannerCallout } from '../components/planner-callout';
import { QuickContact } from '../components/quick-contact';

const loadHomeLower = () => import('../components/home-lower');
// Its texts come with its code: were hydration to wait for them after the code, a tap in between would be lost.
const HomeLower = hydrateWhenVisible(async () => {
  const lower = await loadHomeLower();
  if (typeof window !== 'undefined') await loadMessages(localeFromPath(location.pathname).locale, lower.HOME_LOWER_MESSAGES);
  return lower.HomeLower;
});

// The server draws the lower half in full, so its texts are loaded here; the browser fetches them with its code.
export const prefetch: Prefetch = async ({ queryClient, locale }) => {
  // Imported here, not above: only the server prefetches, and only the lower half shows the deals, so the browser
  // fetches this query (and the product-list codec under it) with that half.
  const [{ bestDealsQuery }, { HOME_LOWER_MESSAGES }] = await Promise.all([import('../api'), loadHomeLower()]);
  await Promise.all([queryClient.prefetchQuery(bestDealsQuery), loadMessages(locale, HOME_LOWER_MESSAGES)]);
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
