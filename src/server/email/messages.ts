import { type OrderStatus } from '../../shared/constants';
import { ORDER_STATUS_LABELS } from '../../shared/labels';
import { formatKsh, fromCents, toCents } from '../../shared/money';
import type { ShopSettings } from '../../shared/shop-settings';

export interface Message {
  subject: string;
  text: string;
  html: string;
}

export interface OrderForEmail {
  orderNumber: string;
  status: OrderStatus;
  totalAmount: string;
  deliveryAddress: string;
  phoneNumber: string;
  notes: string | null;
  customerName: string;
  items: { productName: string; unitPrice: string; quantity: number }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Subjects are a single header line: a customer's text must never start a new one. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const lineTotal = (item: OrderForEmail['items'][number]) => fromCents(toCents(item.unitPrice) * item.quantity);

/**
 * A message is written once as blocks and rendered twice: as plain text, and as simple HTML in which every value
 * is escaped (a product name, an address or a note is never markup).
 */
type Block = { paragraph: string } | { link: string; label: string } | { order: OrderForEmail };

function renderText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('link' in block) return `${block.label}: ${block.link}`;
      const { order } = block;
      const lines = order.items.map((item) => `- ${item.quantity} x ${item.productName}: ${formatKsh(lineTotal(item))}`);
      return [
        `Order ${order.orderNumber}`,
        ...lines,
        `Total: ${formatKsh(order.totalAmount)}`,
        `Delivery address: ${order.deliveryAddress}`,
        `Phone: ${order.phoneNumber}`,
        ...(order.notes ? [`Notes: ${order.notes}`] : []),
      ].join('\n');
    })
    .join('\n\n');
}

function renderHtml(blocks: Block[], shop: ShopSettings): string {
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd';
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
      if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
      const { order } = block;
      const rows = order.items
        .map(
          (item) =>
            `<tr><td style="${cell}">${item.quantity} x ${escapeHtml(item.productName)}</td><td style="${cell};text-align:right">${escapeHtml(formatKsh(lineTotal(item)))}</td></tr>`,
        )
        .join('');
      const details = [
        ['Delivery address', order.deliveryAddress],
        ['Phone', order.phoneNumber],
        ...(order.notes ? [['Notes', order.notes]] : []),
      ]
        .map(([label, value]) => `<p style="margin:4px 0"><strong>${label}:</strong> ${escapeHtml(value!)}</p>`)
        .join('');
      return (
        `<h2 style="font-size:18px">Order ${escapeHtml(order.orderNumber)}</h2>` +
        `<table style="border-collapse:collapse;width:100%">${rows}` +
        `<tr><td style="padding:4px 8px"><strong>Total</strong></td><td style="padding:4px 8px;text-align:right"><strong>${escapeHtml(formatKsh(order.totalAmount))}</strong></td></tr></table>` +
        details
      );
    })
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">${body}<p style="color:#777;font-size:12px">${escapeHtml(shop.shopName)} · ${escapeHtml(shop.phones[0])} · ${escapeHtml(shop.salesEmail)}</p></body></html>`;
}

function message(subject: string, blocks: Block[], shop: ShopSettings): Message {
  const footer = `${shop.shopName}\n${shop.phones.join(' / ')}\n${shop.salesEmail}`;
  return { subject: oneLine(subject), text: `${renderText(blocks)}\n\n--\n${footer}\n`, html: renderHtml(blocks, shop) };
}

const orderPageUrl = (shop: ShopSettings, orderNumber: string) => `${shop.publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`;

export function orderPlacedMessage(order: OrderForEmail, shop: ShopSettings): Message {
  return message(
    `Your order ${order.orderNumber} has been received`,
    [
      { paragraph: `Hello ${order.customerName},` },
      { paragraph: `Thank you for your order. Our sales team will contact you shortly to confirm it and arrange delivery and payment.` },
      { order },
      { link: orderPageUrl(shop, order.orderNumber), label: 'View your order' },
    ],
    shop,
  );
}

export function staffOrderMessage(order: OrderForEmail, shop: ShopSettings): Message {
  return message(
    `New order ${order.orderNumber}: ${formatKsh(order.totalAmount)} from ${order.customerName}`,
    [
      { paragraph: `${order.customerName} placed a new order.` },
      { order },
      { link: `${shop.publicUrl}/admin/orders`, label: 'Open the orders screen' },
    ],
    shop,
  );
}

export function orderStatusMessage(order: OrderForEmail, status: OrderStatus, shop: ShopSettings): Message {
  const label = ORDER_STATUS_LABELS[status];
  return message(
    `Your order ${order.orderNumber} is now ${label}`,
    [
      { paragraph: `Hello ${order.customerName},` },
      { paragraph: `The status of your order ${order.orderNumber} changed to ${label}.` },
      { order },
      { link: orderPageUrl(shop, order.orderNumber), label: 'View your order' },
    ],
    shop,
  );
}

export function passwordResetMessage(firstName: string, username: string, link: string, validMinutes: number, shop: ShopSettings): Message {
  return message(
    `Reset your ${shop.shopName} password`,
    [
      { paragraph: `Hello ${firstName},` },
      { paragraph: `Someone asked to reset the password of the account ${username}. If it was you, open this link within ${validMinutes} minutes to choose a new password. It works once.` },
      { link, label: 'Choose a new password' },
      { paragraph: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
    ],
    shop,
  );
}
