import { productCardMessages } from '@/client/features/catalog/product-card-messages';
import { wishlistMessages } from '@/client/features/wishlist/messages';
import { loadMessages, useLocale } from '@/client/lib/i18n';
import { homeLowerMessages } from '../messages';
import { BestDeals } from './best-deals';
import { Services } from './services';
import { Testimonials } from './testimonials';

/** The catalogs of texts this part shows (the deals' cards included): not part of the page's first load. */
export const HOME_LOWER_MESSAGES = [homeLowerMessages, productCardMessages, wishlistMessages];

/** The home page below the quick-contact cards: hydrated when it comes near the screen. */
export function HomeLower() {
  // All at once: each part that needs a catalog suspends until it arrives, and would otherwise ask for the next one
  // only then. Asking twice fetches once.
  void loadMessages(useLocale(), HOME_LOWER_MESSAGES);
  return (
    <>
      <BestDeals />
      <Testimonials />
      <Services />
    </>
  );
}
