import { namespace } from '@/client/lib/i18n';
import type messages from './messages/en.json';

/**
 * The texts every information page shares (the contact buttons, the map) and the warranty and return periods, which
 * product pages show too. Each page's own texts are in a catalog of their own (`pages/<page>/messages`), so a page
 * fetches only its own words.
 */
export const infoMessages = namespace<typeof messages>('info');
