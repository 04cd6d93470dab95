import { namespace } from '@/client/lib/i18n';
import { infoPrefetch, InfoPage, type TextSection } from '../components/info-page';
import type catalog from './terms-page/messages/en.json';

const messages = namespace<typeof catalog>('terms-page');

export const prefetch = infoPrefetch(messages);

export default function TermsPage() {
  return <InfoPage messages={messages} sections={SECTIONS} />;
}

// The page's sections, in order (kept below it: it reads them only when it renders).
const SECTIONS: TextSection<keyof typeof catalog>[] = [
  { title: 'ordersTitle', body: ['orders'] },
  { title: 'pricesTitle', body: [['pricesVat', 'pricesDelivery', 'pricesPayment', 'pricesOwnership']] },
  { title: 'deliveryTitle', body: ['delivery'] },
  { title: 'installTitle', body: ['install'] },
  { title: 'warrantyTitle', body: ['warranty'] },
  { title: 'accountTitle', body: ['account'] },
  { title: 'lawTitle', body: ['law'] },
];
