import { namespace, SHARED_MESSAGES } from '@/client/lib/i18n';
import type messages from './messages/en.json';

/** The texts of the header, the footer and the shared components, loaded with every screen. */
export const sharedMessages = namespace<typeof messages>(SHARED_MESSAGES);
