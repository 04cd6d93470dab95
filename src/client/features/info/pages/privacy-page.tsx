import { namespace } from '@/client/lib/i18n';
import { infoPrefetch, InfoPage, type TextSection } from '../components/info-page';
import type catalog from './privacy-page/messages/en.json';

const messages = namespace<typeof catalog>('privacy-page');

export const prefetch = infoPrefetch(messages);

export default function PrivacyPage() {
  return <InfoPage messages={messages} sections={SECTIONS} />;
}

// The page's sections, in order (kept below it: it reads them only when it renders).
const SECTIONS: TextSection<keyof typeof catalog>[] = [
  { title: 'collectTitle', body: [['collectAccount', 'collectOrders', 'collectMessages', 'collectCookie'], 'collectNoPayment'] },
  { title: 'useTitle', body: [['useOrders', 'useQuestions', 'useRecords'], 'useNoSale'] },
  { title: 'shareTitle', body: ['share'] },
  { title: 'keepTitle', body: ['keep'] },
  { title: 'rightsTitle', body: ['rights'] },
  { title: 'contactTitle', body: ['contact'] },
];
