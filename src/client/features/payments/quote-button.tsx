import { FileText, MessageCircle } from 'lucide-react';
import { formatDay } from '@/shared/dates';
import { whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { useCreateQuote } from './api';
import { paymentsMessages } from './messages';

/** A quotation of the cart as a PDF, without ordering: its link can be sent to whoever approves the purchase. */
export function QuoteButton() {
  const t = useMessages(paymentsMessages);
  const quote = useCreateQuote();
  if (!quote.data) {
    return (
      <Button variant="outline" className="w-full" disabled={quote.isPending} onClick={() => quote.mutate()}>
        <FileText aria-hidden="true" /> {quote.isPending ? t('preparing') : t('getQuote')}
      </Button>
    );
  }
  const { number, url } = quote.data;
  const date = formatDay(quote.data.validUntil, t.locale);
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm" role="status">
      <p>{t('quoteReady', { number, date })}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <FileText aria-hidden="true" /> {t('openQuote')}
          </a>
        </Button>
        {/* No number: WhatsApp lets the shopper pick whom to send it to (an employer, a SACCO). */}
        <Button asChild variant="whatsapp" size="sm">
          <a href={whatsappUrl('', t('quoteMessage', { number, shop: shopSettings.shopName, date, url }))} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> {t('shareQuote')}
          </a>
        </Button>
      </div>
    </div>
  );
}
