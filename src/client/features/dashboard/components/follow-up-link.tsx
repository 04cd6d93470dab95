import { MessageCircle } from 'lucide-react';
import { followUpMessage, whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { dashboardMessages } from '../messages';

/** A pending order's WhatsApp follow-up, in the screen's language (docs/product.md, "WhatsApp messages"). */
export function FollowUpLink({ orderNumber }: { orderNumber: string }) {
  const t = useMessages(dashboardMessages);
  return (
    <Button asChild variant="whatsapp" size="sm">
      <a href={whatsappUrl(shopSettings.whatsappNumber, followUpMessage(orderNumber, t.locale))} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" /> {t('followUp')}
      </a>
    </Button>
  );
}
