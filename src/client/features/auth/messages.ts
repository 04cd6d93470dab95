import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

export const authMessages = namespace<typeof messages>('auth');
export type AuthKey = keyof typeof messages;
