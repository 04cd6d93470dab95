import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

/** The Reviews tab's texts; the product page loads them with its own. */
export const reviewsMessages = namespace<typeof messages>('reviews');
