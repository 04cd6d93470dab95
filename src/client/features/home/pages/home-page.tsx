import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { BestDeals, bestDealsQuery } from '../components/best-deals';
import { CategoryBar } from '../components/category-bar';
import { CategoryIconLinks, CategoryTextLinks } from '../components/category-links';
import { HeroSlider } from '../components/hero-slider';
import { QuickContact } from '../components/quick-contact';
import { Services } from '../components/services';
import { Testimonials } from '../components/testimonials';

export const prefetch: Prefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(bestDealsQuery);
};

export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <h1 className="sr-only">Solar panels, lithium batteries and inverters with delivery across Kenya</h1>
      <CategoryBar />
      <CategoryTextLinks />
      <HeroSlider />
      <CategoryIconLinks />
      <QuickContact />
      <BestDeals />
      <Testimonials />
      <Services />
    </>
  );
}
