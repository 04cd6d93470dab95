import type messages from './messages/en.json';
import type lowerMessages from './home-lower/messages/en.json';
import { namespace } from '@/client/lib/i18n';

export const homeMessages = namespace<typeof messages>('home');
/** The texts below the fold (components/home-lower.tsx), fetched with that part's code when it nears the screen. */
export const homeLowerMessages = namespace<typeof lowerMessages>('home-lower');
