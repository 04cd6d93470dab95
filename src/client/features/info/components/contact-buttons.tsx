import { Phone } from 'lucide-react';
import { telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { cn } from '@/client/lib/utils';
import { infoMessages } from '../messages';

/** "Chat on WhatsApp" and "Call Us": the two ways shoppers reach the sales team. */
export function ContactButtons({ message, className }: { message?: string; className?: string }) {
  const t = useMessages(infoMessages);
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button asChild variant="whatsapp">
        <a href={whatsappUrl(shopSettings.whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon /> {t('chatOnWhatsApp')}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={telHref(shopSettings.phones[0])}>
          <Phone /> {t('callPhone', { phone: shopSettings.phones[0] })}
        </a>
      </Button>
    </div>
  );
}
