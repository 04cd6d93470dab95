import { paymentOptions } from '@/shared/payments';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { paymentsMessages } from './messages';

/** How to pay, from the shop's settings; with an order number, that number is the account and reference. */
export function PaymentDetails({ orderNumber }: { orderNumber?: string }) {
  const t = useMessages(paymentsMessages);
  return (
    <ul className="space-y-2 text-sm" aria-label={t('paymentDetails')}>
      {paymentOptions(shopSettings, orderNumber, t.locale).map((option) => (
        <li key={option.title} className="rounded-md border p-3">
          <p className="font-medium">{option.title}</p>
          {option.lines.map((line) => (
            <p key={line} className="break-words text-muted-foreground">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
