import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

export const checkoutMessages = namespace<typeof messages>('checkout');
