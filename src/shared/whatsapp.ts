import { formatKsh } from './money';
import { internationalDigits } from './phone';

export const whatsappUrl = (phone: string, text?: string): string =>
  `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export interface OrderMessageInput {
  orderNumber: string;
  items: { quantity: number; productName: string; unitPrice: string }[];
  totalAmount: string;
  deliveryAddress: string;
  phoneNumber: string;
  notes?: string | null;
}

// Built only from the created order itself, so the address, phone and notes are always present
// (docs/product.md, "Deliberate deviations": the original took them from a value out of scope).
export function orderMessage(order: OrderMessageInput): string {
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
  lines.push('', 'Please confirm availability and payment details.');
  return lines.join('\n');
}

export const followUpMessage = (orderNumber: string): string => `Follow up on Order #${orderNumber}`;

export const productOrderMessage = (name: string, price: string): string =>
  `Hello! I would like to order ${name} (${formatKsh(price)}). Is it available?`;
