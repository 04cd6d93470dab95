import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

/** The cart's texts: its page, and the toasts of adding to it from any screen. */
export const cartMessages = namespace<typeof messages>('cart');
export type CartKey = keyof typeof messages;
