import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

/** The product list's and product page's texts; the product card has its own (product-card-messages.ts). */
export const catalogMessages = namespace<typeof messages>('catalog');
