import { formatKsh } from './money';
import { invoicePath, paymentOptionLines, type PaymentSettings } from './payments';

// Apart from whatsapp.ts, whose links every page's header and footer carry: only checkout builds this message, so
// the payment details it names stay out of the first load of every page.

export interface OrderMessageInput {
  orderNumber: string;
  items: { quantity: number; productName: string; unitPrice: string }[];
  totalAmount: string;
  deliveryAddress: string;
  phoneNumber: string;
  notes?: string | null;
}

/** The proforma invoice of an order (for its customer and staff: the shop's team opens it from the chat). */
export const invoiceUrl = (publicUrl: string, orderNumber: string): string => `${publicUrl}${invoicePath(orderNumber)}`;

// Built only from the created order itself, so the address, phone and notes are always present (an earlier shop took
// them from a value out of scope and lost them).
export function orderMessage(order: OrderMessageInput, shop: PaymentSettings & { publicUrl: string }): string {
  const lines = [
    `Hello! I have just placed Order #${order.orderNumber}.`,
    '',
    ...order.items.map((item) => `${item.quantity} x ${item.productName} @ ${formatKsh(item.unitPrice)}`),
    '',
    `Total: ${formatKsh(order.totalAmount)}`,
    `Delivery address: ${order.deliveryAddress}`,
    `Phone: ${order.phoneNumber}`,
  ];
  if (order.notes?.trim()) lines.push(`Notes: ${order.notes.trim()}`);
  lines.push('', 'How to pay:', ...paymentOptionLines(shop, order.orderNumber));
  lines.push(`Proforma invoice: ${invoiceUrl(shop.publicUrl, order.orderNumber)}`);
  lines.push('', 'Please confirm availability and payment details.');
  return lines.join('\n');
}

