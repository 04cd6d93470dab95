import { FileText, MessageCircle } from 'lucide-react';
import { formatDay } from '@/shared/dates';
import { whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { shopSettings } from '@/client/lib/shop-settings';
import { useCreateQuote } from './api';

/** A quotation of the cart as a PDF, without ordering: its link can be sent to whoever approves the purchase. */
export function QuoteButton() {
  const quote = useCreateQuote();
  if (!quote.data) {
    return (
      <Button variant="outline" className="w-full" disabled={quote.isPending} onClick={() => quote.mutate()}>
        <FileText aria-hidden="true" /> {quote.isPending ? 'Preparing...' : 'Get a Quotation (PDF)'}
      </Button>
    );
  }
  const { number, url, validUntil } = quote.data;
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm" role="status">
      <p>
        Quotation {number}, valid until {formatDay(validUntil)}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <FileText aria-hidden="true" /> Open quotation
          </a>
        </Button>
        {/* No number: WhatsApp lets the shopper pick whom to send it to (an employer, a SACCO). */}
        <Button asChild variant="whatsapp" size="sm">
          <a href={whatsappUrl('', `Quotation ${number} from ${shopSettings.shopName}, valid until ${formatDay(validUntil)}: ${url}`)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> Share by WhatsApp
          </a>
        </Button>
      </div>
    </div>
  );
}
