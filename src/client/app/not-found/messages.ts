import { namespace } from '@/client/lib/i18n';
import type messages from './messages/en.json';

export const NOT_FOUND_MESSAGES = 'not-found';
export const notFoundMessages = namespace<typeof messages>(NOT_FOUND_MESSAGES);
