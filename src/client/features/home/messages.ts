import type messages from './messages/en.json';
import type lowerMessages from './home-lower/messages/en.json';
import { productCardMessages } from '@/client/features/catalog/product-card-messages';
import { wishlistMessages } from '@/client/features/wishlist/messages';
import { namespace } from '@/client/lib/i18n';

export const homeMessages = namespace<typeof messages>('home');
/** The texts below the fold (components/home-lower.tsx), fetched with that part's code when it nears the screen. */
export const homeLowerMessages = namespace<typeof lowerMessages>('home-lower');
/** Every catalog the lower half shows (its deals' cards included): fetched with its code, not with the page. */
export const HOME_LOWER_MESSAGES = [homeLowerMessages, productCardMessages, wishlistMessages];
