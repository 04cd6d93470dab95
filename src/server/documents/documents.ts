import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isStaff, LIMITS } from '../../shared/constants';
import { formatDay } from '../../shared/dates';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../shared/labels';
import { formatKshExact, fromCents, MAX_MONEY_CENTS, toCents } from '../../shared/money';
import { deliveryLine, installationLine } from '../../shared/order-delivery';
import { paymentOptions, takesAccountPayments } from '../../shared/payments';
import { documentsApi } from '../../shared/contract/documents';
import { endpointUrl } from '../../shared/contract/endpoint';
import type { Locale } from '../../shared/locale';
import type { User } from '../../shared/schemas/auth';
import type { Quote } from '../../shared/schemas/payments';
import type { ShopSettings } from '../../shared/shop-settings';
import type { Tx } from '../db/client';
import { cartItems, orders, payments, products, quotes, users } from '../db/schema';
import { badRequest, HttpError, notFound } from '../plugins/errors';
import { newQuoteNumber } from '../shared/order-number';
import { orderColumns, withItems } from '../shared/order-queries';
import { renderPdf } from './pdf';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUOTE_NUMBER_ATTEMPTS = 5;

/** A document: its file name (without .pdf) and its bytes. */
export interface Document {
  name: string;
  pdf: Buffer;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The order with that number, if the user may see it: its customer or staff. Anyone else is told it does not exist. */
async function documentOrder(db: Tx, user: User, orderNumber: string) {
  const [row] = await db
    .select({ ...orderColumns, userId: orders.userId, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber.toUpperCase()));
  if (!row || (row.userId !== user.id && !isStaff(user.role))) throw notFound('order_not_found');
  const { userId: _userId, firstName, lastName, ...columns } = row;
  const [order] = await withItems(db, [columns]);
  return { order: order!, customerName: `${firstName} ${lastName}`.trim() };
}

type DocumentOrder = Awaited<ReturnType<typeof documentOrder>>['order'];

/**
 * What an order's document says about paying it. A cancelled order takes no payment (docs/product.md, "Payments"), so
 * its documents say it is cancelled and owe nothing; a settled one asks for nothing. Otherwise they tell how to pay
 * what is owed, with the order number as account.
 */
function paymentAsks(shop: ShopSettings, order: DocumentOrder) {
  const cancelled = order.status === 'cancelled';
  const owing = !cancelled && toCents(order.balanceDue) > 0;
  return {
    status: cancelled ? [['Status', ORDER_STATUS_LABELS.cancelled] satisfies [string, string]] : [],
    balance: cancelled ? [] : [['Balance due', order.balanceDue] satisfies [string, string]],
    paymentOptions: owing ? paymentOptions(shop, order.orderNumber) : undefined,
    cancelledNote: cancelled ? ['This order is cancelled: nothing is to be paid on it.'] : [],
    accountNote: owing && takesAccountPayments(shop) ? [`Please use ${order.orderNumber} as the account number or reference of every payment.`] : [],
  };
}

/** An order's proforma invoice: its lines, what is paid and due, and how to pay. */
export async function invoicePdf(db: Tx, shop: ShopSettings, user: User, orderNumber: string): Promise<Document> {
  const { order, customerName } = await documentOrder(db, user, orderNumber);
  // The delivery fee is its own line, included in the total; while it is to be confirmed, a note says so.
  const delivery = deliveryLine(order.delivery, 'en');
  const fee = order.delivery?.fee ?? null;
  // An installation quote is a line of its own too, counted in the total (docs/product.md, "Installation").
  const installation = order.charges.find((charge) => charge.kind === 'installation');
  const asks = paymentAsks(shop, order);
  const pdf = await renderPdf(shop, {
    title: 'PROFORMA INVOICE',
    meta: [
      ['Invoice for order', `#${order.orderNumber}`],
      ...asks.status,
      ['Date', formatDay(new Date())],
      ['Order placed', formatDay(order.createdAt)],
      ['Customer', customerName],
      ['Phone', order.phoneNumber],
      ['Deliver to', order.deliveryAddress],
    ],
    lines: order.items.map((item) => ({ description: item.productName, quantity: item.quantity, unitPrice: item.unitPrice })),
    totals: [
      ...(fee === null ? [] : [[delivery.label, fee] satisfies [string, string]]),
      ...(installation ? [[installationLine(order.charges, 'en')!.label, installation.amount] satisfies [string, string]] : []),
      ['Total', order.totalAmount],
      ['Amount paid', order.amountPaid],
      ...asks.balance,
    ],
    paymentOptions: asks.paymentOptions,
    notes: [
      ...(fee === null ? [`${delivery.label}: ${delivery.amount.toLowerCase()}, not included in the total.`] : []),
      ...asks.cancelledNote,
      ...asks.accountNote,
      'This proforma invoice is not a receipt. Amounts in Kenya shillings.',
    ],
  });
  return { name: `invoice-${order.orderNumber}`, pdf };
}

/** An order's receipt: the payments received (not voided); none yet is "not found". */
export async function receiptPdf(db: Tx, shop: ShopSettings, user: User, orderNumber: string): Promise<Document> {
  const { order, customerName } = await documentOrder(db, user, orderNumber);
  const paid = await db
    .select({ method: payments.method, amount: payments.amount, reference: payments.reference, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), isNull(payments.voidedAt)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  if (paid.length === 0) throw notFound('receipt_nothing_paid');
  const asks = paymentAsks(shop, order);
  const pdf = await renderPdf(shop, {
    title: 'RECEIPT',
    meta: [
      ['Receipt for order', `#${order.orderNumber}`],
      ...asks.status,
      ['Date', formatDay(new Date())],
      ['Received from', customerName],
      ['Phone', order.phoneNumber],
    ],
    table: {
      title: 'Payments received',
      header: ['Date', 'Method', 'Reference', 'Amount'],
      rows: paid.map((payment) => [
        formatDay(payment.paidAt),
        PAYMENT_METHOD_LABELS[payment.method],
        payment.reference ?? '-',
        formatKshExact(payment.amount),
      ]),
    },
    totals: [['Order total', order.totalAmount], ['Total paid', order.amountPaid], ...asks.balance],
    paymentOptions: asks.paymentOptions,
    notes: [...asks.cancelledNote, 'Thank you for your payment. Amounts in Kenya shillings.'],
  });
  return { name: `receipt-${order.orderNumber}`, pdf };
}

/** A quotation of the user's cart at today's prices, valid LIMITS.quoteValidDays, read by whoever holds its link. */
export async function createQuote(
  db: Tx,
  shop: ShopSettings,
  user: User,
  plan: { kit: { productId: number; quantity: number }[]; lines: string[] } | null = null,
): Promise<Quote> {
  const rows = await db
    .select({ productId: products.id, productName: products.name, unitPrice: products.price, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, user.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (rows.length === 0) throw badRequest('cart_empty');
  const lines = rows.map(({ productId: _id, ...line }) => line);
  // The plan's wiring describes the cart only while the cart still holds the plan's whole kit.
  const holdsKit = plan?.kit.every((part) => rows.some((row) => row.productId === part.productId && row.quantity >= part.quantity));
  const wiring = holdsKit ? plan!.lines : null;
  // In bigint cents: a cart may hold LIMITS.maxCartQuantity of each product, past 2^53 cents and past what a
  // quotation, like an order, can total.
  const totalCents = lines.reduce((sum, line) => sum + BigInt(toCents(line.unitPrice)) * BigInt(line.quantity), 0n);
  if (totalCents > MAX_MONEY_CENTS) throw badRequest('quote_too_large');
  const totalAmount = fromCents(totalCents);
  const token = randomBytes(24).toString('base64url');
  const validUntil = new Date(Date.now() + LIMITS.quoteValidDays * DAY_MS);
  for (let attempt = 0; attempt < QUOTE_NUMBER_ATTEMPTS; attempt++) {
    const [quote] = await db
      .insert(quotes)
      .values({
        number: newQuoteNumber(),
        tokenHash: tokenHash(token),
        userId: user.id,
        items: lines,
        wiring,
        totalAmount,
        customerName: `${user.firstName} ${user.lastName}`.trim(),
        validUntil,
      })
      .onConflictDoNothing({ target: quotes.number })
      .returning({ number: quotes.number });
    if (quote)
      return {
        number: quote.number,
        url: shop.publicUrl + endpointUrl(documentsApi.quotation, { params: { token } }),
        validUntil: validUntil.toISOString(),
      };
  }
  throw new Error('Could not find a free quotation number');
}

/** The quotation a link's token names, until it expires (410 after, its date in the request's language). */
export async function quotationPdf(db: Tx, shop: ShopSettings, token: string, locale: Locale): Promise<Document> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.tokenHash, tokenHash(token)));
  if (!quote) throw notFound('quotation_not_found');
  if (quote.validUntil.getTime() < Date.now()) throw new HttpError(410, 'quotation_expired', { date: formatDay(quote.validUntil, locale) });
  const pdf = await renderPdf(shop, {
    title: 'QUOTATION',
    meta: [
      ['Quotation', quote.number],
      ['Date', formatDay(quote.createdAt)],
      ['Valid until', formatDay(quote.validUntil)],
      ['Prepared for', quote.customerName],
    ],
    lines: quote.items.map((item) => ({ description: item.productName, quantity: item.quantity, unitPrice: item.unitPrice })),
    totals: [['Total', quote.totalAmount]],
    paymentOptions: paymentOptions(shop),
    notes: [
      ...(quote.wiring ? ['How the solar kit is wired (for the installer):', ...quote.wiring.map((line) => `- ${line}`)] : []),
      `Prices are held until ${formatDay(quote.validUntil)}. Delivery is not included: its fee depends on the county chosen at checkout, and collection from a pickup point is free. Installation is not included either: it is quoted after the order for the goods that need it.`,
      `To order, call ${shop.phones[0]} or WhatsApp ${shop.whatsappNumber} quoting ${quote.number}.`,
    ],
  });
  return { name: `quotation-${quote.number}`, pdf };
}
