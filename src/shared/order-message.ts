import { DEFAULT_LOCALE, localized, type Locale } from './locale';
import { formatKsh } from './money';
import { deliveryLine } from './order-delivery';
import type { OrderDelivery } from './schemas/delivery';
import { documentsApi } from './contract/documents';
import { endpointUrl } from './contract/endpoint';
import { paymentOptionLines, type PaymentSettings } from './payments';

// Apart from whatsapp.ts, whose links every page's header and footer carry: only checkout builds this message, so
// the payment details it names stay out of the first load of every page.

export interface OrderMessageInput {
  orderNumber: string;
  items: { quantity: number; productName: string; productNameSw?: string | null; unitPrice: string }[];
  /** The delivery chosen at checkout, null without one: its fee is a line of its own, included in the total. */
  delivery: OrderDelivery | null;
  totalAmount: string;
  deliveryAddress: string;
  phoneNumber: string;
  notes?: string | null;
}

/** The proforma invoice of an order (for its customer and staff: the shop's team opens it from the chat). */
export const invoiceUrl = (publicUrl: string, orderNumber: string): string =>
  publicUrl + endpointUrl(documentsApi.invoice, { params: { orderNumber } });

const ORDER_MESSAGE_WORDS: Record<
  Locale,
  {
    placed: (orderNumber: string) => string;
    total: string;
    deliveryAddress: string;
    phone: string;
    notes: string;
    howToPay: string;
    invoice: string;
    confirm: string;
  }
> = {
  en: {
    placed: (orderNumber) => `Hello! I have just placed Order #${orderNumber}.`,
    total: 'Total',
    deliveryAddress: 'Delivery address',
    phone: 'Phone',
    notes: 'Notes',
    howToPay: 'How to pay:',
    invoice: 'Proforma invoice',
    confirm: 'Please confirm availability and payment details.',
  },
  sw: {
    placed: (orderNumber) => `Habari! Nimeweka Oda #${orderNumber} sasa hivi.`,
    total: 'Jumla',
    deliveryAddress: 'Mahali pa kuletewa',
    phone: 'Simu',
    notes: 'Maelezo',
    howToPay: 'Jinsi ya kulipa:',
    invoice: 'Ankara (proforma invoice)',
    confirm: 'Tafadhali nithibitishie kama bidhaa zipo, na maelezo ya malipo.',
  },
};

// Built only from the created order itself, so the address, phone and notes are always present (an earlier shop took
// them from a value out of scope and lost them). Written in the language the shopper ordered in: the shop's team
// reads both.
export function orderMessage(order: OrderMessageInput, shop: PaymentSettings & { publicUrl: string }, locale: Locale = DEFAULT_LOCALE): string {
  const words = ORDER_MESSAGE_WORDS[locale];
  const delivery = deliveryLine(order.delivery, locale);
  const lines = [
    words.placed(order.orderNumber),
    '',
    ...order.items.map((item) => `${item.quantity} x ${localized(locale, item.productName, item.productNameSw)} @ ${formatKsh(item.unitPrice)}`),
    `${delivery.label}: ${delivery.amount}`,
    '',
    `${words.total}: ${formatKsh(order.totalAmount)}`,
    `${words.deliveryAddress}: ${order.deliveryAddress}`,
    `${words.phone}: ${order.phoneNumber}`,
  ];
  if (order.notes?.trim()) lines.push(`${words.notes}: ${order.notes.trim()}`);
  lines.push('', words.howToPay, ...paymentOptionLines(shop, order.orderNumber, locale));
  lines.push(`${words.invoice}: ${invoiceUrl(shop.publicUrl, order.orderNumber)}`);
  lines.push('', words.confirm);
  return lines.join('\n');
}
