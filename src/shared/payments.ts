import type { PaymentStatus } from './constants';
import { fromCents } from './money';
import type { ShopSettings } from './shop-settings';

/** An M-PESA receipt (transaction) number, such as "QK12ABC3DE". */
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;
export const MPESA_RECEIPT_MESSAGE = 'An M-PESA reference is the 10-character receipt number, such as QK12ABC3DE';

/** Cents of a decimal string from the database; sums may be longer than one price (toCents' limit). */
export function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export interface PaymentState {
  amountPaid: string;
  /** What is still owed; never below zero (an overpaid order shows as such in its status). */
  balanceDue: string;
  paymentStatus: PaymentStatus;
}

export function paymentState(totalAmount: string, amountPaid: string): PaymentState {
  const total = centsOf(totalAmount);
  const paid = centsOf(amountPaid);
  const paymentStatus: PaymentStatus = paid === 0 ? 'unpaid' : paid < total ? 'partly_paid' : paid === total ? 'paid' : 'overpaid';
  return { amountPaid: fromCents(paid), balanceDue: fromCents(Math.max(total - paid, 0)), paymentStatus };
}

/** Customers type account numbers as they like: "sh 7kq2mx", "SH-7KQ2MX" and "SH7KQ2MX" are one account. */
export const normalizeAccount = (account: string): string => account.replace(/[\s-]+/g, '').toUpperCase();

export type PaymentSettings = Pick<ShopSettings, 'mpesaPaybill' | 'mpesaTill' | 'bankDetails'>;

export interface PaymentOption {
  title: string;
  lines: string[];
}

/**
 * How to pay, from the shop's settings: the order number is always the M-PESA account and the bank reference.
 * Without an order number (checkout, a quotation) the customer is told to use the order number once placed.
 */
export function paymentOptions(settings: PaymentSettings, orderNumber?: string): PaymentOption[] {
  const account = orderNumber ?? 'your order number';
  const options: PaymentOption[] = [];
  if (settings.mpesaPaybill) {
    options.push({ title: 'M-PESA Paybill', lines: [`Business number: ${settings.mpesaPaybill}`, `Account number: ${account}`] });
  }
  if (settings.mpesaTill) options.push({ title: 'M-PESA Buy Goods', lines: [`Till number: ${settings.mpesaTill}`, `Reference: ${account}`] });
  if (settings.bankDetails) options.push({ title: 'Bank transfer', lines: [settings.bankDetails, `Reference: ${account}`] });
  options.push({ title: 'Cash on delivery', lines: ['Pay our delivery team in cash and ask for a receipt.'] });
  return options;
}

/** The same options as plain text lines, for the WhatsApp message. */
export const paymentOptionLines = (settings: PaymentSettings, orderNumber?: string): string[] =>
  paymentOptions(settings, orderNumber).map((option) => `${option.title}: ${option.lines.join(', ')}`);

export const invoicePath = (orderNumber: string): string => `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
export const receiptPath = (orderNumber: string): string => `/api/orders/${encodeURIComponent(orderNumber)}/receipt.pdf`;
