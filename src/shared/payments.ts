import { OVERPAYMENT_TOLERANCE_CENTS, type OrderStatus, type PaymentStatus } from './constants';
import type { Message } from './messages/message';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { exactCents, formatKsh, fromCents, MAX_MONEY_CENTS } from './money';
import type { ShopSettings } from './shop-settings';

/** An M-PESA receipt (transaction) number, such as "QK12ABC3DE". */
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;

/** Cents of a decimal string from the database; sums may be longer than one price (toCents' limit). */
export const centsOf = (amount: string): number => Number(exactCents(amount) ?? 0n);

export interface PaymentState {
  amountPaid: string;
  /** What is still owed; never below zero (an overpaid order shows as such in its status), nothing once cancelled. */
  balanceDue: string;
  /** What a cancelled order's payments that count add up to: money the shop holds for nothing; "0.00" otherwise. */
  refundDue: string;
  paymentStatus: PaymentStatus;
}

/** An order's payment state from its status, total and what its payments that are not voided add up to. */
export function paymentState(status: OrderStatus, totalAmount: string, amountPaid: string): PaymentState {
  const total = exactCents(totalAmount) ?? 0n;
  const paid = exactCents(amountPaid) ?? 0n;
  const paymentStatus: PaymentStatus = paid === 0n ? 'unpaid' : paid < total ? 'partly_paid' : paid === total ? 'paid' : 'overpaid';
  // A cancelled order takes no payment (docs/product.md, "Payments"): nothing is due on it, and what was paid goes back.
  const cancelled = status === 'cancelled';
  return {
    amountPaid: fromCents(paid),
    balanceDue: fromCents(!cancelled && paid < total ? total - paid : 0n),
    refundDue: fromCents(cancelled ? paid : 0n),
    paymentStatus,
  };
}

export interface PaymentLimit {
  /** A super admin may confirm it; beyond what an amount column holds, nobody may. */
  confirmable: boolean;
  /** Why, as a message code with its figures (src/shared/messages/en/payments.ts). */
  message: Message;
}

/**
 * Whether one more payment of `amount` keeps an order's payments within their bounds: at most its total plus
 * OVERPAYMENT_TOLERANCE_CENTS unless a super admin confirms, and never beyond MAX_MONEY_CENTS, the most any amount
 * of the shop can be. Null when the payment is within them. The same rule for payments typed in and imported.
 */
export function paymentLimit(order: { orderNumber: string; totalAmount: string; amountPaid: string }, amount: string): PaymentLimit | null {
  const total = exactCents(order.totalAmount) ?? 0n;
  const paid = (exactCents(order.amountPaid) ?? 0n) + (exactCents(amount) ?? 0n);
  if (paid > BigInt(MAX_MONEY_CENTS)) {
    return {
      confirmable: false,
      message: { code: 'payments_over_maximum', params: { order: order.orderNumber, paid: formatKsh(fromCents(paid)) } },
    };
  }
  if (paid <= total + OVERPAYMENT_TOLERANCE_CENTS) return null;
  return {
    confirmable: true,
    message: {
      code: 'overpayment_needs_confirmation',
      params: {
        order: order.orderNumber,
        paid: formatKsh(fromCents(paid)),
        over: formatKsh(fromCents(paid - total)),
        total: formatKsh(fromCents(total)),
      },
    },
  };
}

/** Customers type account numbers as they like: "sh 7kq2mx", "SH-7KQ2MX" and "SH7KQ2MX" are one account. */
export const normalizeAccount = (account: string): string => account.replace(/[\s-]+/g, '').toUpperCase();

export type PaymentSettings = Pick<ShopSettings, 'mpesaPaybill' | 'mpesaTill' | 'bankDetails'>;

export interface PaymentOption {
  title: string;
  lines: string[];
}

/** The words of the payment options, per language; the English are the shop's texts (docs/product.md, "Getting paid"). */
type PaymentWord =
  'yourOrderNumber' | 'paybill' | 'businessNumber' | 'accountNumber' | 'buyGoods' | 'tillNumber' | 'reference' | 'bank' | 'cash' | 'cashHow';
type MethodWord = 'mpesa' | 'bankTransfer' | 'cashOnDelivery' | 'or';
const PAYMENT_WORDS: Record<Locale, Record<PaymentWord | MethodWord, string>> = {
  en: {
    yourOrderNumber: 'your order number',
    paybill: 'M-PESA Paybill',
    businessNumber: 'Business number',
    accountNumber: 'Account number',
    buyGoods: 'M-PESA Buy Goods',
    tillNumber: 'Till number',
    reference: 'Reference',
    bank: 'Bank transfer',
    cash: 'Cash on delivery',
    cashHow: 'Pay our delivery team in cash and ask for a receipt.',
    mpesa: 'M-PESA',
    bankTransfer: 'bank transfer',
    cashOnDelivery: 'cash on delivery',
    or: 'or',
  },
  sw: {
    yourOrderNumber: 'nambari ya oda yako',
    paybill: 'M-PESA Paybill',
    businessNumber: 'Nambari ya biashara',
    accountNumber: 'Nambari ya akaunti',
    buyGoods: 'M-PESA Buy Goods',
    tillNumber: 'Nambari ya till',
    reference: 'Rejea',
    bank: 'Kupitia benki',
    cash: 'Pesa taslimu mzigo ukifika',
    cashHow: 'Lipa timu yetu ya kukuletea mzigo pesa taslimu, na uombe risiti.',
    mpesa: 'M-PESA',
    bankTransfer: 'uhamisho wa benki',
    cashOnDelivery: 'pesa taslimu mzigo ukifika',
    or: 'au',
  },
};

/**
 * How to pay, from the shop's settings: the order number is always the M-PESA account and the bank reference.
 * Without an order number (checkout, a quotation) the customer is told to use the order number once placed.
 */
export function paymentOptions(settings: PaymentSettings, orderNumber?: string, locale: Locale = DEFAULT_LOCALE): PaymentOption[] {
  const words = PAYMENT_WORDS[locale];
  const account = orderNumber ?? words.yourOrderNumber;
  const options: PaymentOption[] = [];
  if (settings.mpesaPaybill) {
    options.push({ title: words.paybill, lines: [`${words.businessNumber}: ${settings.mpesaPaybill}`, `${words.accountNumber}: ${account}`] });
  }
  if (settings.mpesaTill)
    options.push({ title: words.buyGoods, lines: [`${words.tillNumber}: ${settings.mpesaTill}`, `${words.reference}: ${account}`] });
  if (settings.bankDetails) options.push({ title: words.bank, lines: [settings.bankDetails, `${words.reference}: ${account}`] });
  options.push({ title: words.cash, lines: [words.cashHow] });
  return options;
}

/** Whether the shop takes a payment that quotes the order number (M-PESA or bank); cash on delivery quotes none. */
export const takesAccountPayments = (settings: PaymentSettings): boolean => !!(settings.mpesaPaybill || settings.mpesaTill || settings.bankDetails);

/** The ways the shop is paid, as words in a sentence: "M-PESA, bank transfer or cash on delivery", only those set up. */
export function paymentMethodsPhrase(settings: PaymentSettings, locale: Locale = DEFAULT_LOCALE): string {
  const words = PAYMENT_WORDS[locale];
  const methods = [
    ...(settings.mpesaPaybill || settings.mpesaTill ? [words.mpesa] : []),
    ...(settings.bankDetails ? [words.bankTransfer] : []),
    words.cashOnDelivery,
  ];
  const last = methods.pop()!;
  return methods.length ? `${methods.join(', ')} ${words.or} ${last}` : last;
}

/** The same options as plain text lines, for the WhatsApp message. */
export const paymentOptionLines = (settings: PaymentSettings, orderNumber: string | undefined, locale: Locale): string[] =>
  paymentOptions(settings, orderNumber, locale).map((option) => `${option.title}: ${option.lines.join(', ')}`);
