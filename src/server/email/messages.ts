import { type OrderStatus, type PaymentStatus } from '../../shared/constants';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/labels';
import { formatDay } from '../../shared/dates';
import { localePath, localized, type Locale } from '../../shared/locale';
import { formatKsh, fromCents, toCents } from '../../shared/money';
import { deliveryLine, installationLine, type DeliveryLine } from '../../shared/order-delivery';
import type { OrderCharge, OrderDelivery } from '../../shared/schemas/delivery';
import type { ShopSettings } from '../../shared/shop-settings';
import { INSTALLATION_STATUS_LABELS, type InstallationStatus } from '../../shared/installation';
import { CLAIM_RESOLUTION_LABELS, CLAIM_STATUS_LABELS, type ClaimResolution, type ClaimStatus } from '../../shared/warranty';

export interface Message {
  subject: string;
  text: string;
  html: string;
}

export interface OrderForEmail {
  orderNumber: string;
  status: OrderStatus;
  totalAmount: string;
  /** Its fee is a line of its own, included in the total (docs/product.md, "Delivery"). */
  delivery: OrderDelivery | null;
  /** Its charges: an installation quote is a line of its own too (docs/product.md, "Installation"). */
  charges: OrderCharge[];
  deliveryAddress: string;
  phoneNumber: string;
  notes: string | null;
  customerName: string;
  /** Each line under the names it was bought under; a Kiswahili e-mail names it in Kiswahili where it had a name. */
  items: { productName: string; productNameSw: string | null; unitPrice: string; quantity: number }[];
}

/** A step of a warranty claim as its e-mail tells it: the line's product in the e-mail's language, and what staff said. */
export interface ClaimStepForEmail {
  claimId: number;
  productName: string;
  status: ClaimStatus;
  resolution: ClaimResolution | null;
  note: string | null;
}

/** A step of an installation as its e-mail tells it: what that step set. */
export interface InstallationStepForEmail {
  status: InstallationStatus;
  fee: string | null;
  scheduledDate: string | null;
  technician: { name: string; phone: string } | null;
  note: string | null;
}

/** A payment as its e-mail tells it: the order's balance and payment status are those it left the order in. */
export interface PaymentForEmail {
  amount: string;
  receipt: string;
  balanceDue: string;
  paymentStatus: PaymentStatus;
}

/**
 * Every word a customer's e-mail is written with, per language (docs/product.md, "Languages"). The English are the
 * texts the shop always sent; the Kiswahili are written as a Kenyan shop writes to its customers. Staff e-mails stay
 * English, as the staff screens do.
 */
interface Words {
  locale: Locale;
  order: (orderNumber: string) => string;
  total: string;
  deliveryAddress: string;
  phone: string;
  notes: string;
  hello: (name: string) => string;
  viewOrder: string;
  statuses: Record<OrderStatus, string>;
  placedSubject: (orderNumber: string) => string;
  placedThanks: string;
  statusSubject: (orderNumber: string, status: string) => string;
  statusChanged: (orderNumber: string, status: string) => string;
  paymentSubject: (orderNumber: string) => string;
  paymentThanks: (amount: string, orderNumber: string) => string;
  receipt: string;
  amountPaid: string;
  balance: string;
  paymentStatus: string;
  paymentStatuses: Record<PaymentStatus, string>;
  claimSubject: (claimId: number, orderNumber: string, status: string) => string;
  claimStep: Record<ClaimStatus, (product: string, orderNumber: string) => string>;
  claim: string;
  product: string;
  claimStatus: string;
  claimStatuses: Record<ClaimStatus, string>;
  resolution: string;
  resolutions: Record<ClaimResolution, string>;
  claimNote: string;
  claimReason: string;
  installationSubject: (orderNumber: string, status: string) => string;
  installationStep: Record<InstallationStatus, (orderNumber: string) => string>;
  installationStatuses: Record<InstallationStatus, string>;
  installationFee: string;
  installationDate: string;
  technician: string;
  resetSubject: (shopName: string) => string;
  resetAsked: (username: string, validMinutes: number) => string;
  resetLink: string;
  resetIgnore: string;
  verifySubject: (shopName: string) => string;
  verifyAsked: (shopName: string, validHours: number) => string;
  verifyLink: string;
  verifyIgnore: string;
  /** A screen's address in the e-mail's language (`localePath`). */
  path: (path: string) => string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    locale: 'en',
    order: (orderNumber) => `Order ${orderNumber}`,
    total: 'Total',
    deliveryAddress: 'Delivery address',
    phone: 'Phone',
    notes: 'Notes',
    hello: (name) => `Hello ${name},`,
    viewOrder: 'View your order',
    statuses: ORDER_STATUS_LABELS,
    placedSubject: (orderNumber) => `Your order ${orderNumber} has been received`,
    placedThanks: 'Thank you for your order. Our sales team will contact you shortly to confirm it and arrange delivery and payment.',
    statusSubject: (orderNumber, status) => `Your order ${orderNumber} is now ${status}`,
    statusChanged: (orderNumber, status) => `The status of your order ${orderNumber} changed to ${status}.`,
    paymentSubject: (orderNumber) => `Payment received for your order ${orderNumber}`,
    paymentThanks: (amount, orderNumber) => `We have received your M-PESA payment of ${amount} for order ${orderNumber}. Thank you!`,
    receipt: 'M-PESA receipt',
    amountPaid: 'Amount paid',
    balance: 'Balance',
    paymentStatus: 'Payment status',
    paymentStatuses: PAYMENT_STATUS_LABELS,
    claimSubject: (claimId, orderNumber, status) => `Warranty claim #${claimId} (order ${orderNumber}): ${status}`,
    claimStep: {
      received: (product, orderNumber) =>
        `We have received your warranty claim for ${product} from order ${orderNumber}. Our technicians will look at it and tell you what happens next.`,
      inspecting: (product) => `Our technicians are inspecting your warranty claim for ${product}.`,
      approved: (product) => `Your warranty claim for ${product} is approved.`,
      rejected: (product) => `Your warranty claim for ${product} is not covered by the warranty.`,
      closed: (product) => `Your warranty claim for ${product} is closed.`,
    },
    claim: 'Claim',
    product: 'Product',
    claimStatus: 'Status',
    claimStatuses: CLAIM_STATUS_LABELS,
    resolution: 'Resolution',
    resolutions: CLAIM_RESOLUTION_LABELS,
    claimNote: 'Note',
    claimReason: 'Reason',
    installationSubject: (orderNumber, status) => `Installation for order ${orderNumber}: ${status}`,
    installationStep: {
      requested: (orderNumber) => `We have received your request to install the goods of order ${orderNumber}. We will send you a quote.`,
      quoted: (orderNumber) =>
        `Here is the quote for installing order ${orderNumber}. It is added to the order's total; we will agree the day with you.`,
      scheduled: () => 'Your installation is scheduled. The technician will call you before coming.',
      done: () => 'Your installation is done. The commissioning record is on your order page.',
      cancelled: (orderNumber) => `The installation for order ${orderNumber} is cancelled.`,
    },
    installationStatuses: INSTALLATION_STATUS_LABELS,
    installationFee: 'Installation fee',
    installationDate: 'Date',
    technician: 'Technician',
    resetSubject: (shopName) => `Reset your ${shopName} password`,
    resetAsked: (username, validMinutes) =>
      `Someone asked to reset the password of the account ${username}. If it was you, open this link within ${validMinutes} minutes to choose a new password. It works once.`,
    resetLink: 'Choose a new password',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    verifySubject: (shopName) => `Confirm your e-mail address for ${shopName}`,
    verifyAsked: (shopName, validHours) =>
      `This address was given for an account at ${shopName}. If it was you, open this link within ${validHours} hours to confirm it: we send order e-mails only to a confirmed address.`,
    verifyLink: 'Confirm my e-mail address',
    verifyIgnore: 'If it was not you, ignore this e-mail: we will send nothing more to this address.',
    path: (path) => localePath('en', path),
  },
  sw: {
    locale: 'sw',
    order: (orderNumber) => `Oda ${orderNumber}`,
    total: 'Jumla',
    deliveryAddress: 'Mahali pa kuletewa',
    phone: 'Simu',
    notes: 'Maelezo',
    hello: (name) => `Habari ${name},`,
    viewOrder: 'Tazama oda yako',
    // The storefront's words for the statuses.
    statuses: {
      pending: 'Inasubiri',
      in_discussion: 'Tunazungumza',
      confirmed: 'Imethibitishwa',
      delivered: 'Imefikishwa',
      cancelled: 'Imeghairiwa',
    },
    placedSubject: (orderNumber) => `Tumepokea oda yako ${orderNumber}`,
    placedThanks: 'Asante kwa oda yako. Timu yetu ya mauzo itawasiliana nawe hivi punde ili kuithibitisha na kupanga jinsi ya kukuletea na kulipa.',
    statusSubject: (orderNumber, status) => `Oda yako ${orderNumber} sasa: ${status}`,
    statusChanged: (orderNumber, status) => `Hali ya oda yako ${orderNumber} imebadilika, sasa ni: ${status}.`,
    paymentSubject: (orderNumber) => `Tumepokea malipo ya oda yako ${orderNumber}`,
    paymentThanks: (amount, orderNumber) => `Tumepokea malipo yako ya M-PESA ya ${amount} kwa oda ${orderNumber}. Asante!`,
    receipt: 'Risiti ya M-PESA',
    amountPaid: 'Kiasi kilicholipwa',
    balance: 'Salio',
    paymentStatus: 'Hali ya malipo',
    // The storefront's words for the payment statuses.
    paymentStatuses: {
      unpaid: 'Haijalipwa',
      partly_paid: 'Imelipwa sehemu',
      paid: 'Imelipwa',
      overpaid: 'Imelipwa zaidi',
    },
    claimSubject: (claimId, orderNumber, status) => `Dai la waranti #${claimId} (oda ${orderNumber}): ${status}`,
    claimStep: {
      received: (product, orderNumber) =>
        `Tumepokea dai lako la waranti la ${product} kutoka oda ${orderNumber}. Mafundi wetu watalikagua na kukujulisha kitakachofuata.`,
      inspecting: (product) => `Mafundi wetu wanakagua dai lako la waranti la ${product}.`,
      approved: (product) => `Dai lako la waranti la ${product} limekubaliwa.`,
      rejected: (product) => `Dai lako la waranti la ${product} halilindwi na waranti.`,
      closed: (product) => `Dai lako la waranti la ${product} limefungwa.`,
    },
    claim: 'Dai',
    product: 'Bidhaa',
    claimStatus: 'Hali',
    // The order page's words for the claim statuses and resolutions.
    claimStatuses: {
      received: 'Limepokelewa',
      inspecting: 'Linakaguliwa',
      approved: 'Limekubaliwa',
      rejected: 'Limekataliwa',
      closed: 'Limefungwa',
    },
    resolution: 'Suluhisho',
    resolutions: { repair: 'Kurekebisha', replace: 'Kubadilisha', refund: 'Kurudisha pesa' },
    claimNote: 'Maelezo',
    claimReason: 'Sababu',
    installationSubject: (orderNumber, status) => `Ufungaji wa oda ${orderNumber}: ${status}`,
    installationStep: {
      requested: (orderNumber) => `Tumepokea ombi lako la kufungiwa bidhaa za oda ${orderNumber}. Tutakutumia bei.`,
      quoted: (orderNumber) => `Hii ndiyo bei ya kufunga oda ${orderNumber}. Imeongezwa kwenye jumla ya oda; tutapanga siku pamoja nawe.`,
      scheduled: () => 'Ufungaji wako umepangwa. Fundi atakupigia simu kabla ya kuja.',
      done: () => 'Ufungaji wako umekamilika. Rekodi ya ukamilishaji iko kwenye ukurasa wa oda yako.',
      cancelled: (orderNumber) => `Ufungaji wa oda ${orderNumber} umeghairiwa.`,
    },
    // The order page's words for the installation statuses.
    installationStatuses: {
      requested: 'Imeombwa',
      quoted: 'Bei imetolewa',
      scheduled: 'Imepangwa',
      done: 'Imekamilika',
      cancelled: 'Imeghairiwa',
    },
    installationFee: 'Gharama ya ufungaji',
    installationDate: 'Tarehe',
    technician: 'Fundi',
    resetSubject: (shopName) => `Weka nenosiri jipya la ${shopName}`,
    resetAsked: (username, validMinutes) =>
      `Mtu ameomba kubadilisha nenosiri la akaunti ${username}. Kama ni wewe, fungua kiungo hiki ndani ya dakika ${validMinutes} uchague nenosiri jipya. Kinafanya kazi mara moja tu.`,
    resetLink: 'Chagua nenosiri jipya',
    resetIgnore: 'Kama hukuomba hivi, puuza barua pepe hii: nenosiri lako litabaki lilivyo.',
    verifySubject: (shopName) => `Thibitisha barua pepe yako kwa ${shopName}`,
    verifyAsked: (shopName, validHours) =>
      `Anwani hii imetolewa kwa akaunti ya ${shopName}. Kama ni wewe, fungua kiungo hiki ndani ya saa ${validHours} uithibitishe: tunatuma barua pepe za oda kwa anwani iliyothibitishwa tu.`,
    verifyLink: 'Thibitisha barua pepe yangu',
    verifyIgnore: 'Kama si wewe, puuza barua pepe hii: hatutatuma kitu kingine kwa anwani hii.',
    path: (path) => localePath('sw', path),
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Subjects are a single header line: a customer's text must never start a new one. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const lineTotal = (item: OrderForEmail['items'][number]) => fromCents(toCents(item.unitPrice) * item.quantity);

/** A line's product in the message's language (staff messages are English), as the order page names it. */
const itemName = (item: OrderForEmail['items'][number], words: Words) => localized(words.locale, item.productName, item.productNameSw);

/** The lines beside the goods: the delivery, and the installation once quoted. */
const chargeLines = (order: OrderForEmail, locale: Locale): DeliveryLine[] => {
  const installation = installationLine(order.charges, locale);
  return [deliveryLine(order.delivery, locale), ...(installation ? [installation] : [])];
};

/**
 * A message is written once as blocks and rendered twice: as plain text, and as simple HTML in which every value
 * is escaped (a product name, an address or a note is never markup). `details` are labelled values, one a line.
 */
type Detail = [label: string, value: string];
type Block = { paragraph: string } | { link: string; label: string } | { details: Detail[] } | { order: OrderForEmail };

const detailsText = (details: Detail[]) => details.map(([label, value]) => `${label}: ${value}`);

const detailsHtml = (details: Detail[]) =>
  details.map(([label, value]) => `<p style="margin:4px 0"><strong>${label}:</strong> ${escapeHtml(value)}</p>`).join('');

/** Listed by both renderings of an order, so its text and HTML parts never tell different details. */
const orderDetails = (order: OrderForEmail, words: Words): Detail[] => [
  [words.deliveryAddress, order.deliveryAddress],
  [words.phone, order.phoneNumber],
  ...(order.notes ? [[words.notes, order.notes] satisfies Detail] : []),
];

function renderText(blocks: Block[], words: Words): string {
  return blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('link' in block) return `${block.label}: ${block.link}`;
      if ('details' in block) return detailsText(block.details).join('\n');
      const { order } = block;
      const lines = order.items.map((item) => `- ${item.quantity} x ${itemName(item, words)}: ${formatKsh(lineTotal(item))}`);
      return [
        words.order(order.orderNumber),
        ...lines,
        ...chargeLines(order, words.locale).map((line) => `- ${line.label}: ${line.amount}`),
        `${words.total}: ${formatKsh(order.totalAmount)}`,
        ...detailsText(orderDetails(order, words)),
      ].join('\n');
    })
    .join('\n\n');
}

function renderHtml(blocks: Block[], words: Words, shop: ShopSettings): string {
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd';
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
      if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
      if ('details' in block) return detailsHtml(block.details);
      const { order } = block;
      const rows = order.items
        .map(
          (item) =>
            `<tr><td style="${cell}">${item.quantity} x ${escapeHtml(itemName(item, words))}</td><td style="${cell};text-align:right">${escapeHtml(formatKsh(lineTotal(item)))}</td></tr>`,
        )
        .join('');
      const charges = chargeLines(order, words.locale)
        .map(
          (line) => `<tr><td style="${cell}">${escapeHtml(line.label)}</td><td style="${cell};text-align:right">${escapeHtml(line.amount)}</td></tr>`,
        )
        .join('');
      return (
        `<h2 style="font-size:18px">${escapeHtml(words.order(order.orderNumber))}</h2>` +
        `<table style="border-collapse:collapse;width:100%">${rows}${charges}` +
        `<tr><td style="padding:4px 8px"><strong>${words.total}</strong></td><td style="padding:4px 8px;text-align:right"><strong>${escapeHtml(formatKsh(order.totalAmount))}</strong></td></tr></table>` +
        detailsHtml(orderDetails(order, words))
      );
    })
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">${body}<p style="color:#777;font-size:12px">${escapeHtml(shop.shopName)} · ${escapeHtml(shop.phones[0])} · ${escapeHtml(shop.salesEmail)}</p></body></html>`;
}

function message(subject: string, blocks: Block[], words: Words, shop: ShopSettings): Message {
  const footer = `${shop.shopName}\n${shop.phones.join(' / ')}\n${shop.salesEmail}`;
  return { subject: oneLine(subject), text: `${renderText(blocks, words)}\n\n--\n${footer}\n`, html: renderHtml(blocks, words, shop) };
}

const orderPageUrl = (shop: ShopSettings, words: Words, orderNumber: string) =>
  `${shop.publicUrl}${words.path(`/dashboard/orders/${encodeURIComponent(orderNumber)}`)}`;

/** A message to the order's customer: the greeting, what it has to say, and the link to the order's page. */
function customerMessage(subject: string, order: OrderForEmail, blocks: Block[], words: Words, shop: ShopSettings): Message {
  return message(
    subject,
    [{ paragraph: words.hello(order.customerName) }, ...blocks, { link: orderPageUrl(shop, words, order.orderNumber), label: words.viewOrder }],
    words,
    shop,
  );
}

export function orderPlacedMessage(order: OrderForEmail, locale: Locale, shop: ShopSettings): Message {
  const words = WORDS[locale];
  return customerMessage(words.placedSubject(order.orderNumber), order, [{ paragraph: words.placedThanks }, { order }], words, shop);
}

export function staffOrderMessage(order: OrderForEmail, shop: ShopSettings): Message {
  return message(
    `New order ${order.orderNumber}: ${formatKsh(order.totalAmount)} from ${order.customerName}`,
    [
      { paragraph: `${order.customerName} placed a new order.` },
      { order },
      { link: `${shop.publicUrl}/admin/orders`, label: 'Open the orders screen' },
    ],
    WORDS.en,
    shop,
  );
}

export function orderStatusMessage(order: OrderForEmail, status: OrderStatus, locale: Locale, shop: ShopSettings): Message {
  const words = WORDS[locale];
  const label = words.statuses[status];
  return customerMessage(
    words.statusSubject(order.orderNumber, label),
    order,
    [{ paragraph: words.statusChanged(order.orderNumber, label) }, { order }],
    words,
    shop,
  );
}

/** A payment M-PESA reported for the order: how much, under which receipt, and what is left to pay after it. */
export function paymentReceivedMessage(order: OrderForEmail, payment: PaymentForEmail, locale: Locale, shop: ShopSettings): Message {
  const words = WORDS[locale];
  return customerMessage(
    words.paymentSubject(order.orderNumber),
    order,
    [
      { paragraph: words.paymentThanks(formatKsh(payment.amount), order.orderNumber) },
      {
        details: [
          [words.receipt, payment.receipt],
          [words.amountPaid, formatKsh(payment.amount)],
          [words.total, formatKsh(order.totalAmount)],
          [words.balance, formatKsh(payment.balanceDue)],
          [words.paymentStatus, words.paymentStatuses[payment.paymentStatus]],
        ],
      },
    ],
    words,
    shop,
  );
}

/** A warranty claim's step: what it means for the customer, the resolution and what staff wrote, and the order page. */
export function claimStepMessage(order: OrderForEmail, step: ClaimStepForEmail, locale: Locale, shop: ShopSettings): Message {
  const words = WORDS[locale];
  const status = words.claimStatuses[step.status];
  const details: Detail[] = [
    [words.claim, `#${step.claimId}`],
    [words.product, step.productName],
    [words.claimStatus, status],
    ...(step.resolution ? [[words.resolution, words.resolutions[step.resolution]] satisfies Detail] : []),
    ...(step.note ? [[step.status === 'rejected' ? words.claimReason : words.claimNote, step.note] satisfies Detail] : []),
  ];
  return customerMessage(
    words.claimSubject(step.claimId, order.orderNumber, status),
    order,
    [{ paragraph: words.claimStep[step.status](step.productName, order.orderNumber) }, { details }],
    words,
    shop,
  );
}

/** An installation's step: what it means, what it set (fee, day and technician, reason), the order and its page. */
export function installationStepMessage(order: OrderForEmail, step: InstallationStepForEmail, locale: Locale, shop: ShopSettings): Message {
  const words = WORDS[locale];
  const status = words.installationStatuses[step.status];
  const details: Detail[] = [
    [words.claimStatus, status],
    ...(step.fee === null ? [] : [[words.installationFee, formatKsh(step.fee)] satisfies Detail]),
    ...(step.scheduledDate === null ? [] : [[words.installationDate, formatDay(step.scheduledDate, locale)] satisfies Detail]),
    ...(step.technician ? [[words.technician, `${step.technician.name}, ${step.technician.phone}`] satisfies Detail] : []),
    ...(step.note ? [[words.claimReason, step.note] satisfies Detail] : []),
  ];
  return customerMessage(
    words.installationSubject(order.orderNumber, status),
    order,
    [{ paragraph: words.installationStep[step.status](order.orderNumber) }, { details }, { order }],
    words,
    shop,
  );
}

/** `token` goes into the link of the reset screen, in the language the link was asked for in. */
export function passwordResetMessage(
  firstName: string,
  username: string,
  token: string,
  validMinutes: number,
  locale: Locale,
  shop: ShopSettings,
): Message {
  const words = WORDS[locale];
  return message(
    words.resetSubject(shop.shopName),
    [
      { paragraph: words.hello(firstName) },
      { paragraph: words.resetAsked(username, validMinutes) },
      { link: `${shop.publicUrl}${words.path(`/reset-password?token=${token}`)}`, label: words.resetLink },
      { paragraph: words.resetIgnore },
    ],
    words,
    shop,
  );
}

/**
 * The link that confirms an address. It names no one: the address is not yet known to belong to the account, so
 * nothing the account's holder typed (a name, a note) may reach it (docs/product.md, E-mail notifications).
 */
export function emailVerificationMessage(token: string, validHours: number, locale: Locale, shop: ShopSettings): Message {
  const words = WORDS[locale];
  return message(
    words.verifySubject(shop.shopName),
    [
      { paragraph: words.verifyAsked(shop.shopName, validHours) },
      { link: `${shop.publicUrl}${words.path(`/verify-email?token=${token}`)}`, label: words.verifyLink },
      { paragraph: words.verifyIgnore },
    ],
    words,
    shop,
  );
}

/** New orders beyond a staff address's hourly cap, in one message: their numbers, totals and customers' names. */
export function staffDigestMessage(
  orders: { orderNumber: string; totalAmount: string; customerName: string }[],
  more: number,
  shop: ShopSettings,
): Message {
  const lines = orders.map((order) => `${order.orderNumber}: ${formatKsh(order.totalAmount)} from ${order.customerName}`);
  const count = orders.length + more;
  return message(
    `${count} more new ${count === 1 ? 'order' : 'orders'}`,
    [
      { paragraph: `${count} more ${count === 1 ? 'order was' : 'orders were'} placed after the hourly limit of order e-mails was reached:` },
      ...lines.map((line) => ({ paragraph: line })),
      ...(more > 0 ? [{ paragraph: `and ${more} more.` }] : []),
      { link: `${shop.publicUrl}/admin/orders`, label: 'Open the orders screen' },
    ],
    WORDS.en,
    shop,
  );
}

/** A product in the low-stock digest: its count now and the threshold it crossed. */
export interface LowStockLine {
  name: string;
  stockQuantity: number;
  lowStockThreshold: number;
}

/** The products whose count went to or under their threshold on `day` ("25 Nov 2026"), in one message a day. */
export function lowStockDigestMessage(day: string, lines: LowStockLine[], shop: ShopSettings): Message {
  const count = lines.length;
  return message(
    `Low stock: ${count} ${count === 1 ? 'product' : 'products'} on ${day}`,
    [
      { paragraph: `${count === 1 ? 'This product' : 'These products'} went to or under the low-stock threshold on ${day}:` },
      // Paragraphs, not details: a product's name is escaped like any value (details' labels are the shop's own words).
      ...lines.map((line) => ({
        paragraph: `${line.name}: ${line.stockQuantity === 0 ? 'out of stock' : `${line.stockQuantity} left`} (low at ${line.lowStockThreshold})`,
      })),
      { link: `${shop.publicUrl}/admin`, label: 'Open the dashboard' },
    ],
    WORDS.en,
    shop,
  );
}
