import { paymentOptions } from '@/shared/payments';
import { DEFAULT_LOCALE } from '@/shared/locale';
import { shopSettings } from '@/client/lib/shop-settings';

/** How to pay, from the shop's settings; with an order number, that number is the account and reference. */
export function PaymentDetails({ orderNumber }: { orderNumber?: string }) {
  return (
    <ul className="space-y-2 text-sm" aria-label="Payment details">
      {paymentOptions(shopSettings, orderNumber, DEFAULT_LOCALE).map((option) => (
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
