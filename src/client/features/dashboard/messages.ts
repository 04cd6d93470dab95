import type messages from './messages/en.json';
import { namespace } from '@/client/lib/i18n';

export const dashboardMessages = namespace<typeof messages>('dashboard');
