import { Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { paymentMethodsPhrase } from '@/shared/payments';
import { homeLowerMessages } from '../messages';

// Each service's title and text are the catalog's `{text}Title` and `{text}Text`; the texts name only the payment
// methods the shop is set up for (`{{methods}}`).
const SERVICES = [
  { icon: Truck, text: 'shipping' },
  { icon: Headphones, text: 'support' },
  { icon: ShieldCheck, text: 'payment' },
  { icon: RotateCcw, text: 'returns' },
] as const;

export function Services() {
  const t = useMessages(homeLowerMessages);
  return (
    <section aria-labelledby="our-services" className="mx-auto max-w-7xl px-4 py-12 [contain-intrinsic-size:auto_28rem] [content-visibility:auto]">
      <h2 id="our-services" className="mb-6 text-2xl font-bold">
        {t('services')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {SERVICES.map(({ icon: Icon, text }) => (
          <li key={text} className="rounded-lg border bg-card p-4 text-center sm:p-6">
            <Icon className="mx-auto size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{t(`${text}Title`)}</h3>
            <p className="mt-1 text-xs text-muted-foreground sm:text-sm">
              {t(`${text}Text`, { methods: paymentMethodsPhrase(shopSettings, t.locale) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
