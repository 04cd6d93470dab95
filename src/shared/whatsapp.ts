import { internationalDigits } from './phone';

export const whatsappUrl = (phone: string, text?: string): string =>
  `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export const followUpMessage = (orderNumber: string): string => `Follow up on Order #${orderNumber}`;

