import type messages from './product-card/messages/en.json';
import { namespace } from '@/client/lib/i18n';

/**
 * The product card's texts, a catalog of their own: the home page shows cards without the rest of the catalogue's
 * texts. Every screen showing cards loads it (the product list with its page, the home page with its lower half).
 */
export const productCardMessages = namespace<typeof messages>('product-card');
