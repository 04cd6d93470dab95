import { infoPrefetch, InfoPage, type TextSection } from '../components/info-page';
import type catalog from './delivery-page/messages/en.json';
import { namespace } from '@/client/lib/i18n';

const messages = namespace<typeof catalog>('delivery-page');

// What the shop does after checkout (docs/product.md, "Delivery" and "Installation"): delivery by county, pickup, and
// installation booked from the order page.
const SECTIONS: TextSection<keyof typeof catalog>[] = [
  { title: 'deliveryTitle', body: [['deliveryCounty', 'deliveryFree', 'deliveryDays', 'deliveryUnset']] },
  { title: 'pickupTitle', body: ['pickup'] },
  { title: 'installationTitle', body: ['installationWhat', ['installationAsk', 'installationQuote', 'installationDay', 'installationDone']] },
  { title: 'followTitle', body: ['follow'], whatsapp: 'whatsappMessage' },
];

export const prefetch = infoPrefetch(messages);

export default function DeliveryPage() {
  return <InfoPage messages={messages} sections={SECTIONS} />;
}
