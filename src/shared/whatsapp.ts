import { DEFAULT_LOCALE, type Locale } from './locale';
import { formatKsh } from './money';
import { internationalDigits } from './phone';

export const whatsappUrl = (phone: string, text?: string): string =>
  `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

// The prefilled texts, in the language of the screen they are sent from (docs/product.md, "WhatsApp messages").

export const followUpMessage = (orderNumber: string, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'sw' ? `Nafuatilia Oda #${orderNumber}` : `Follow up on Order #${orderNumber}`;

/** `name` is the product's name as the screen shows it (its Kiswahili name on a Kiswahili screen, where it has one). */
export const productOrderMessage = (name: string, price: string, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'sw'
    ? `Habari! Ningependa kuagiza ${name} (${formatKsh(price)}). Je, inapatikana?`
    : `Hello! I would like to order ${name} (${formatKsh(price)}). Is it available?`;
