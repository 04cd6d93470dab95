import { BestDeals } from './best-deals';
import { Services } from './services';
import { Testimonials } from './testimonials';

/** The home page below the quick-contact cards: hydrated when it comes near the screen (its texts: HOME_LOWER_MESSAGES). */
export function HomeLower() {
  return (
    <>
      <BestDeals />
      <Testimonials />
      <Services />
    </>
  );
}
