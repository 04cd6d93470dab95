import { namespace } from '@/client/lib/i18n';
import type messages from './messages/en.json';

/** The footer's texts, fetched with its code when it comes near the screen (it is below the fold on every page). */
export const FOOTER_MESSAGES = 'footer';
export const footerMessages = namespace<typeof messages>(FOOTER_MESSAGES);
