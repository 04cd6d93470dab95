import { DEFAULT_LOCALE, type Locale } from './locale';
import { internationalDigits } from './phone';

export const whatsappUrl = (phone: string, text?: string): string =>
  `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

// The prefilled texts, in the language of the screen they are sent from (docs/product.md, "WhatsApp messages").

export const followUpMessage = (orderNumber: string, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'sw' ? `Nafuatilia Oda #${orderNumber}` : `Follow up on Order #${orderNumber}`;
