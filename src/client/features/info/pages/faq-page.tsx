import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/client/components/ui/accordion';
import { namespace, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { paymentMethodsPhrase } from '@/shared/payments';
import { usePolicies } from '../policies';
import { ContactButtons } from '../components/contact-buttons';
import { infoPrefetch, InfoPage } from '../components/info-page';
import type catalog from './faq-page/messages/en.json';

const messages = namespace<typeof catalog>('faq-page');

// Each question's texts are `<name>Q` and `<name>A` in the page's catalog.
const FAQS = [
  'order',
  'pay',
  'delivery',
  'size',
  'lithium',
  'hybrid',
  'install',
  'warranty',
  'claim',
  'returns',
  'genuine',
  'rain',
  'followUp',
] as const;

export const prefetch = infoPrefetch(messages);

export default function FaqPage() {
  const t = useMessages(messages);
  const { warrantyPeriods, returnWindows, refundTime } = usePolicies();
  const lower = (text: string) => text.toLocaleLowerCase(t.locale);
  // The warranty and return answers list the periods of the policies, so they can never disagree with them; written
  // for a table, they are lowercased inside the answer's sentence.
  const params = {
    periods: warrantyPeriods.map(({ product, period }) => t('warrantyPeriod', { product: lower(product), period: lower(period) })).join('; '),
    windows: returnWindows.map(({ reason, window }) => t('returnWindow', { reason: lower(reason), window })).join(', '),
    refundTime,
    // Only the payment methods the shop is set up for (its settings), as checkout names them.
    methods: paymentMethodsPhrase(shopSettings, t.locale),
  };
  return (
    <InfoPage messages={messages}>
      {/* The questions are h3 headings (the accordion's): this heading keeps the outline from skipping a level. */}
      <h2 className="sr-only">{t('listTitle')}</h2>
      {/* One answer open at a time, and the open one closes again on a second click (docs/product.md, "Information pages"). */}
      <Accordion type="single" collapsible className="rounded-lg border px-4">
        {FAQS.map((name, index) => (
          <AccordionItem key={name} value={`faq-${index}`} className="last:border-b-0">
            <AccordionTrigger>{t(`${name}Q`)}</AccordionTrigger>
            <AccordionContent>{t(`${name}A`, params)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <section className="space-y-3 rounded-lg bg-muted/50 p-5">
        <h2 className="text-xl font-semibold">{t('moreTitle')}</h2>
        <p className="text-muted-foreground">{t('more')}</p>
        <ContactButtons message={t('whatsappMessage')} />
      </section>
    </InfoPage>
  );
}
