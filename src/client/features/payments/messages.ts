import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

/** The texts of the payment parts customers see; the admin's payment screens stay in English. */
export const paymentsMessages = namespace<typeof messages>('payments');
export type PaymentsKey = keyof typeof messages;
