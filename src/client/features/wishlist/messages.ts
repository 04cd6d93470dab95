import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

/** The wishlist's toasts. Every screen that adds or removes (cards, the product page, the dashboard) loads them. */
export const wishlistMessages = namespace<typeof messages>('wishlist');
