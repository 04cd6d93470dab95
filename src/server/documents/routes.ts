import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff, LIMITS } from '../../shared/constants';
import { PAYMENT_METHOD_LABELS } from '../../shared/labels';
import { formatDay } from '../../shared/dates';
import { formatKshExact, fromCents, toCents } from '../../shared/money';
import { paymentOptions, takesAccountPayments } from '../../shared/payments';
import type { User } from '../../shared/schemas/auth';
import { errorSchema } from '../../shared/schemas/common';
import { orderDocumentParamsSchema, quoteParamsSchema, quoteSchema } from '../../shared/schemas/payments';
import type { Tx } from '../db/client';
import { cartItems, orders, payments, products, quotes, users } from '../db/schema';
import { orderColumns, withItems } from '../orders/order-queries';
import { newQuoteNumber } from '../orders/order-number';
import { requireUser, requireUserOrSignIn, signedInUser } from '../plugins/auth-guards';
import { badRequest, HttpError, notFound } from '../plugins/errors';
import { renderPdf } from './pdf';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUOTE_NUMBER_ATTEMPTS = 5;
const ORDER_NOT_FOUND = 'Order not found';
// PDF bytes are not JSON: only the error answers have a schema.
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 410: errorSchema };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  // Documents carry a customer's name, address and money: never kept by a shared cache.
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
}

/** The order with that number, if the user may see it: its customer or staff. Anyone else is told it does not exist. */
async function documentOrder(db: Tx, user: User, orderNumber: string) {
  const [row] = await db
    .select({ ...orderColumns, userId: orders.userId, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber.toUpperCase()));
  if (!row || (row.userId !== user.id && !isStaff(user.role))) throw notFound(ORDER_NOT_FOUND);
  const { userId: _userId, firstName, lastName, ...columns } = row;
  const [order] = await withItems(db, [columns]);
  return { order: order!, customerName: `${firstName} ${lastName}`.trim() };
}

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const shop = config.shop;

  app.get(
    '/orders/:orderNumber/invoice.pdf',
    { onRequest: requireUserOrSignIn, schema: { params: orderDocumentParamsSchema, response: errors } },
    async (request, reply) => {
      const { order, customerName } = await documentOrder(db, await signedInUser(request), request.params.orderNumber);
      const pdf = await renderPdf(shop, {
        title: 'PROFORMA INVOICE',
        meta: [
          ['Invoice for order', `#${order.orderNumber}`],
          ['Date', formatDay(new Date())],
          ['Order placed', formatDay(order.createdAt)],
          ['Customer', customerName],
          ['Phone', order.phoneNumber],
          ['Deliver to', order.deliveryAddress],
        ],
        lines: order.items.map((item) => ({ description: item.productName, quantity: item.quantity, unitPrice: item.unitPrice })),
        totals: [
          ['Total', order.totalAmount],
          ['Amount paid', order.amountPaid],
          ['Balance due', order.balanceDue],
        ],
        paymentOptions: paymentOptions(shop, order.orderNumber),
        notes: [
          ...(takesAccountPayments(shop) ? [`Please use ${order.orderNumber} as the account number or reference of every payment.`] : []),
          'This proforma invoice is not a receipt. Amounts in Kenya shillings.',
        ],
      });
      return sendPdf(reply, `invoice-${order.orderNumber}`, pdf);
    },
  );

  app.get(
    '/orders/:orderNumber/receipt.pdf',
    { onRequest: requireUserOrSignIn, schema: { params: orderDocumentParamsSchema, response: errors } },
    async (request, reply) => {
      const { order, customerName } = await documentOrder(db, await signedInUser(request), request.params.orderNumber);
      const paid = await db
        .select({ method: payments.method, amount: payments.amount, reference: payments.reference, paidAt: payments.paidAt })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), isNull(payments.voidedAt)))
        .orderBy(asc(payments.paidAt), asc(payments.id));
      if (paid.length === 0) throw notFound('Nothing has been paid on this order yet, so there is no receipt');
      const pdf = await renderPdf(shop, {
        title: 'RECEIPT',
        meta: [
          ['Receipt for order', `#${order.orderNumber}`],
          ['Date', formatDay(new Date())],
          ['Received from', customerName],
          ['Phone', order.phoneNumber],
        ],
        table: {
          title: 'Payments received',
          header: ['Date', 'Method', 'Reference', 'Amount'],
          rows: paid.map((payment) => [formatDay(payment.paidAt), PAYMENT_METHOD_LABELS[payment.method], payment.reference ?? '-', formatKshExact(payment.amount)]),
        },
        totals: [
          ['Order total', order.totalAmount],
          ['Total paid', order.amountPaid],
          ['Balance due', order.balanceDue],
        ],
        paymentOptions: toCents(order.balanceDue) > 0 ? paymentOptions(shop, order.orderNumber) : undefined,
        notes: ['Thank you for your payment. Amounts in Kenya shillings.'],
      });
      return sendPdf(reply, `receipt-${order.orderNumber}`, pdf);
    },
  );

  app.post('/quotes', { onRequest: requireUser, schema: { response: { 201: quoteSchema, ...errors } } }, async (request, reply) => {
    const user = await signedInUser(request);
    const lines = await db
      .select({ productName: products.name, unitPrice: products.price, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, user.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    if (lines.length === 0) throw badRequest('Your cart is empty');
    const totalAmount = fromCents(lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));
    const token = randomBytes(24).toString('base64url');
    const validUntil = new Date(Date.now() + LIMITS.quoteValidDays * DAY_MS);
    for (let attempt = 0; attempt < QUOTE_NUMBER_ATTEMPTS; attempt++) {
      const [quote] = await db
        .insert(quotes)
        .values({ number: newQuoteNumber(), tokenHash: tokenHash(token), userId: user.id, items: lines, totalAmount, customerName: `${user.firstName} ${user.lastName}`.trim(), validUntil })
        .onConflictDoNothing({ target: quotes.number })
        .returning({ number: quotes.number });
      if (quote) return reply.code(201).send({ number: quote.number, url: `${shop.publicUrl}/api/quotes/${token}/quotation.pdf`, validUntil: validUntil.toISOString() });
    }
    throw new Error('Could not find a free quotation number');
  });

  // Public: whoever holds the link (an employer, a SACCO) may read the quotation until it expires.
  app.get('/quotes/:token/quotation.pdf', { schema: { params: quoteParamsSchema, response: errors } }, async (request, reply) => {
    const [quote] = await db.select().from(quotes).where(eq(quotes.tokenHash, tokenHash(request.params.token)));
    if (!quote) throw notFound('Quotation not found');
    if (quote.validUntil.getTime() < Date.now()) throw new HttpError(410, `This quotation expired on ${formatDay(quote.validUntil)}. Please ask for a new one.`);
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
        `Prices are held until ${formatDay(quote.validUntil)}. Delivery is arranged with our sales team.`,
        `To order, call ${shop.phones[0]} or WhatsApp ${shop.whatsappNumber} quoting ${quote.number}.`,
      ],
    });
    return sendPdf(reply, `quotation-${quote.number}`, pdf);
  });
};

export default documentRoutes;
