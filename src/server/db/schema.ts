import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import { LIMITS, ORDER_STATUSES, PAYMENT_METHODS, ROLES, STOCK_MOVEMENT_KINDS, STOCK_STATUSES } from '../../shared/constants';
import { DELIVERY_METHODS, ORDER_CHARGE_KINDS } from '../../shared/delivery';
import { INSTALLATION_STATUSES, LICENCE_CLASSES, ROOF_TYPES } from '../../shared/installation';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import { MPESA_REQUEST_STATUSES } from '../../shared/mpesa';
import type { ProductRatings } from '../../shared/schemas/ratings';
import { CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '../../shared/warranty';

export const roleEnum = pgEnum('user_role', ROLES);
export const stockStatusEnum = pgEnum('stock_status', STOCK_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const mpesaRequestStatusEnum = pgEnum('mpesa_request_status', MPESA_REQUEST_STATUSES);
export const stockMovementKindEnum = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const claimStatusEnum = pgEnum('claim_status', CLAIM_STATUSES);
export const claimResolutionEnum = pgEnum('claim_resolution', CLAIM_RESOLUTIONS);
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);
export const orderChargeKindEnum = pgEnum('order_charge_kind', ORDER_CHARGE_KINDS);
export const installationStatusEnum = pgEnum('installation_status', INSTALLATION_STATUSES);
export const licenceClassEnum = pgEnum('licence_class', LICENCE_CLASSES);
export const roofTypeEnum = pgEnum('roof_type', ROOF_TYPES);

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
// A point in time, with its time zone.
const moment = () => timestamp({ withTimezone: true });
const defaultNow = () => moment().notNull().defaultNow();
// Another table's row, and what deleting that row does to this one.
const link = (column: () => AnyPgColumn, onDelete: UpdateDeleteAction) => integer().references(column, { onDelete });
// numeric(12,2): exact money, answered by PostgreSQL as a two-decimal string.
const money = () => numeric({ precision: 12, scale: 2 });
// The language a shopper used (LOCALES), for the e-mails that follow; English unless they chose Kiswahili.
const locale = () => text().$type<Locale>().notNull().default(DEFAULT_LOCALE);
const knownLocale = (column: AnyPgColumn) => sql`${column} in (${sql.raw(LOCALES.map((code) => `'${code}'`).join(', '))})`;

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('customer'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    deliveryAddress: text(),
    // When the current `email` was confirmed by its link; null until then, and again after a change of address.
    emailVerifiedAt: moment(),
    // Set by a super admin: the user cannot sign in and has no sessions until enabled again.
    disabledAt: moment(),
    // When the customer's personal data was erased at their request (docs/product.md, "Your data"): the row stays for
    // the orders and payments the law requires the shop to keep, with nothing left that names the person.
    erasedAt: moment(),
    createdAt: defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** The user columns any answer may carry: listed one by one, so a password hash is never even read. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  deliveryAddress: users.deliveryAddress,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.as('email_verified'),
};

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not hand out live sessions.
    id: text().primaryKey(),
    userId: link(() => users.id, 'cascade').notNull(),
    expiresAt: moment().notNull(),
    createdAt: defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

// A document for full-text search, kept by PostgreSQL from the row's own text (a generated column): never read into
// answers, only matched and ranked (docs/decisions/0095-product-search.md).
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    // The Kiswahili name, shown on Kiswahili pages; none (null) shows the English one (docs/product.md, "Languages").
    nameSw: text(),
    slug: text().notNull().unique(),
    createdAt: defaultNow(),
    // The name, weighted B: a search word in a product's category counts below one in its name (docs/product.md, "Search").
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', name), 'B')`),
  },
  // One category per name in each language, in any letter case: two would be two identical entries in the menus and
  // filters. A category without a Kiswahili name (null) takes no Kiswahili name from another.
  (t) => [
    uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('categories_name_sw_lower_idx').on(sql`lower(${t.nameSw})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    categoryId: link(() => categories.id, 'restrict').notNull(),
    description: text(),
    price: money().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb().$type<Record<string, string>>().notNull().default({}),
    // The same content in Kiswahili, each optional: where one is null the English is shown (localized() in
    // src/shared/locale.ts). Specifications are a whole table of their own, not a translation key by key.
    nameSw: text(),
    descriptionSw: text(),
    specificationsSw: jsonb().$type<Record<string, string>>(),
    featuresSw: text().array(),
    // The typed figures the solar planner computes with (productRatingsSchema); null for products it does not size.
    ratings: jsonb().$type<ProductRatings>(),
    // Hand-set by staff for a product whose stock is not counted; for a counted one (stockQuantity not null) derived
    // from the count by the products_derive_stock_status trigger (hand-written in migration 0018), in the statement
    // that changes the count, so every catalogue query, filter and index reads it as before (docs/product.md, "Stock").
    stockStatus: stockStatusEnum().notNull().default('in_stock'),
    // Units in stock; null when the product is not counted. Orders take from it, cancellations put back, staff
    // receive goods and adjust it: each change is a row of stock_movements.
    stockQuantity: integer(),
    // At or under it, a counted product shows as low stock and is listed on the dashboard.
    lowStockThreshold: integer().notNull().default(LIMITS.defaultLowStockThreshold),
    isNew: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    // The reviews' average (0 without any) and count, kept here so "Top rated" walks an index like the other orders;
    // whatever writes reviews recomputes them in the same transaction (refreshProductRatings in ./ratings.ts).
    ratingAverage: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer().notNull().default(0),
    // The warranty in months a claim is checked against (docs/product.md, "Warranty claims"); null: none stated.
    warrantyMonths: integer(),
    // Whether buying it lets the customer book an installation (docs/product.md, "Installation"); staff set it.
    needsInstallation: boolean().notNull().default(false),
    createdAt: defaultNow(),
    updatedAt: defaultNow(),
    // Name (weight A, the Kiswahili one too), features (C) and description (D): product_search_vector in the
    // hand-written part of migration 0011, where the weights and text-search configurations are explained.
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`product_search_vector(name, name_sw, features, description)`),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    // Never below zero, whatever races: the checkout refuses an order it cannot fill instead.
    check('products_stock_quantity_nonnegative', sql`${t.stockQuantity} >= 0`),
    check('products_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    // The dashboard's low-stock list: counted products at or under their threshold.
    index('products_low_stock_idx')
      .on(t.stockQuantity, t.id)
      .where(sql`${t.stockQuantity} <= ${t.lowStockThreshold}`),
    check('products_warranty_months_nonnegative', sql`${t.warrantyMonths} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_stock_idx').on(t.stockStatus),
    // One index per order of the list (PRODUCT_SORTS), each ending in id: the order is total, so pages never repeat
    // or skip a product, and a page is the first rows of an index walk (price descending walks it backwards).
    index('products_price_idx').on(t.price, t.id),
    index('products_featured_idx').on(t.isFeatured, t.createdAt, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_rating_idx').on(t.ratingAverage, t.reviewCount, t.id),
    // Lets the list's count read the index alone for the usual category + stock + price filters.
    index('products_filter_idx').on(t.categoryId, t.stockStatus, t.price),
    // Search (src/server/catalog/search.ts): the full-text document, substrings of the product's texts, and names
    // similar to a misspelt word (pg_trgm).
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_text_idx').using('gin', sql`product_search_text(${t.name}, ${t.nameSw}, ${t.features}, ${t.description}) gin_trgm_ops`),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: link(() => products.id, 'cascade').notNull(),
    // Null for the demo catalogue's reviews, and once the reviewer's account is deleted.
    userId: link(() => users.id, 'set null'),
    // First name and last initial, taken when the review is written ("Wanjiku K.").
    authorName: text().notNull(),
    // Written by a customer with a delivered order containing the product (docs/product.md, Reviews).
    verifiedPurchase: boolean().notNull().default(false),
    rating: integer().notNull(),
    comment: text(),
    createdAt: defaultNow(),
    updatedAt: defaultNow(),
    hiddenAt: moment(),
    hiddenReason: text(),
    hiddenBy: link(() => users.id, 'set null'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per customer per product, even when two requests race.
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
  ],
);

// A product a shopper keeps (in the cart, on the wishlist): it goes when the account or the product goes.
const shopperProduct = () => ({
  userId: link(() => users.id, 'cascade').notNull(),
  productId: link(() => products.id, 'cascade').notNull(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    ...shopperProduct(),
    quantity: integer().notNull(),
    createdAt: defaultNow(),
  },
  (t) => [check('cart_items_quantity_positive', sql`${t.quantity} >= 1`), uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    ...shopperProduct(),
    createdAt: defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_idx').on(t.userId, t.productId)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text().notNull().unique(),
    userId: link(() => users.id, 'restrict').notNull(),
    status: orderStatusEnum().notNull().default('pending'),
    totalAmount: money().notNull(),
    deliveryAddress: text().notNull(),
    phoneNumber: text().notNull(),
    notes: text(),
    // The checkout's Idempotency-Key: a retry with it answers this order (checkoutHeadersSchema).
    idempotencyKey: text(),
    // The shop's language when the order was placed: its customer's e-mails are written in it.
    locale: locale(),
    // The delivery chosen at checkout (docs/product.md, "Delivery"); null for an order placed without one, whose fee
    // staff confirm with the customer. The pickup point's name and town are kept as they were, like order lines.
    deliveryMethod: deliveryMethodEnum(),
    deliveryCounty: text(),
    pickupPointId: link(() => pickupPoints.id, 'set null'),
    pickupPointName: text(),
    pickupPointTown: text(),
    // Null while the fee is to be confirmed; otherwise also an order_charges row, counted in total_amount.
    deliveryFee: money(),
    deliveryEarliest: date({ mode: 'string' }),
    deliveryLatest: date({ mode: 'string' }),
    createdAt: defaultNow(),
    updatedAt: defaultNow(),
  },
  (t) => [
    check('orders_total_nonnegative', sql`${t.totalAmount} >= 0`),
    check('orders_delivery_fee_nonnegative', sql`${t.deliveryFee} is null or ${t.deliveryFee} >= 0`),
    // The order number is the M-PESA account reference, which takes at most 12 characters (LIMITS.maxOrderNumberLength).
    check('orders_number_length', sql`char_length(${t.orderNumber}) <= 12`),
    check('orders_locale_known', knownLocale(t.locale)),
    // Not unique: a key may come again after its 24 hours and then places a new order.
    index('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // Ranges of placing times, in keyset order: the reports, and the exports' pages (docs/performance.md, "Reports").
    index('orders_created_idx').on(t.createdAt, t.id),
  ],
);

// What an order costs beyond its goods (docs/product.md, "Delivery"): total_amount is the lines plus these.
export const orderCharges = pgTable(
  'order_charges',
  {
    id: id(),
    orderId: link(() => orders.id, 'cascade').notNull(),
    kind: orderChargeKindEnum().notNull(),
    amount: money().notNull(),
    createdAt: defaultNow(),
  },
  (t) => [
    check('order_charges_amount_nonnegative', sql`${t.amount} >= 0`),
    // One charge of each kind per order: a new installation quote replaces the last one.
    uniqueIndex('order_charges_order_kind_idx').on(t.orderId, t.kind),
  ],
);

// Lines snapshot what was bought, so deleting or repricing a product never changes a past order.
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: link(() => orders.id, 'cascade').notNull(),
    productId: link(() => products.id, 'set null'),
    productName: text().notNull(),
    /** The Kiswahili name as it was, for the order's messages in Kiswahili; null where the product had none. */
    productNameSw: text(),
    productSlug: text(),
    unitPrice: money().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [check('order_items_quantity_positive', sql`${t.quantity} >= 1`), index('order_items_order_idx').on(t.orderId)],
);

/**
 * Every change of a counted product's stock (docs/product.md, "Stock"): how much (+ or -), the count it left, why
 * (an order and its cancellation name the order; an adjustment needs a reason), who and when. The history outlives
 * the product: deleting one keeps its movements, with its name instead of the link.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: link(() => products.id, 'set null'),
    // The product's name when it was deleted (written by deleteProduct just before); null while it exists.
    productName: text(),
    kind: stockMovementKindEnum().notNull(),
    change: integer().notNull(),
    quantityAfter: integer().notNull(),
    reason: text(),
    orderId: link(() => orders.id, 'set null'),
    // The customer who placed the order; the staff member for the rest.
    changedBy: link(() => users.id, 'set null'),
    // When the change was applied: the moment the row is written, with the product locked. now() is when the
    // transaction began, and one that waited on the lock would be dated before the change it waited for, out of
    // order in the product's list and the export.
    createdAt: moment()
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('stock_movements_quantity_after_nonnegative', sql`${t.quantityAfter} >= 0`),
    check('stock_movements_adjustment_reason', sql`${t.kind} <> 'adjustment' or ${t.reason} is not null`),
    // A movement always names its product: by the link, or by name once the product is deleted.
    check('stock_movements_product_named', sql`${t.productId} is not null or ${t.productName} is not null`),
    // A product's movements, newest first, a page at a time.
    index('stock_movements_product_idx').on(t.productId, t.createdAt, t.id),
    // Movements over a date range, whatever the product (the stock-movements export).
    index('stock_movements_created_idx').on(t.createdAt, t.id),
    // An order takes a product once and its cancellation puts it back once, even if two staff cancel at once.
    uniqueIndex('stock_movements_order_once_idx')
      .on(t.orderId, t.productId, t.kind)
      .where(sql`${t.orderId} is not null`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: link(() => orders.id, 'cascade').notNull(),
    fromStatus: orderStatusEnum(),
    toStatus: orderStatusEnum().notNull(),
    changedBy: link(() => users.id, 'set null'),
    changedAt: defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

// Money received against an order, kept apart from the order's status. A payment is never deleted: a mistake is
// voided (with who, when and why) and stops counting towards what was paid.
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: link(() => orders.id, 'restrict').notNull(),
    method: paymentMethodEnum().notNull(),
    amount: money().notNull(),
    reference: text(),
    paidAt: moment().notNull(),
    note: text(),
    recordedBy: link(() => users.id, 'set null'),
    recordedAt: defaultNow(),
    voidedAt: moment(),
    voidedBy: link(() => users.id, 'set null'),
    voidReason: text(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_void_complete', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    index('payments_order_idx').on(t.orderId),
    // One live payment per reference and method: a second use of an M-PESA receipt is refused. A voided payment
    // frees its reference, so a payment recorded against the wrong order can be voided and recorded again.
    uniqueIndex('payments_method_reference_idx')
      .on(t.method, t.reference)
      .where(sql`${t.voidedAt} is null and ${t.reference} is not null`),
    // Statement imports look receipts up, voided or not.
    index('payments_reference_idx').on(t.reference),
    // The payments report's range and the payments export's keyset pages.
    index('payments_paid_idx').on(t.paidAt, t.id),
  ],
);

// A priced copy of a customer's cart, shareable by an unguessable link until it expires.
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    number: text().notNull().unique(),
    // SHA-256 of the link's token, as for sessions: the table alone does not hand out the links.
    tokenHash: text().notNull().unique(),
    userId: link(() => users.id, 'cascade').notNull(),
    items: jsonb().$type<{ productName: string; unitPrice: string; quantity: number }[]>().notNull(),
    // The wiring of the solar plan the cart's kit came from, as the installer reads it (English, as the PDF is).
    wiring: jsonb().$type<string[]>(),
    totalAmount: money().notNull(),
    customerName: text().notNull(),
    createdAt: defaultNow(),
    validUntil: moment().notNull(),
  },
  (t) => [index('quotes_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: link(() => users.id, 'set null'),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * E-mails waiting to be sent, written in the same transaction as the change that causes them and delivered by the
 * sender of any app process (src/server/email/outbox-sender.ts). A row names what to send; the message is rendered
 * from the order when it is sent, so the outbox holds no copy of a customer's details.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text()
      .$type<
        | 'order_placed'
        | 'order_placed_staff'
        | 'order_status'
        | 'payment_received'
        | 'claim_status'
        | 'installation_status'
        | 'password_reset'
        | 'email_verification'
        | 'staff_digest'
        | 'low_stock_digest'
      >()
      .notNull(),
    recipient: text().notNull(),
    orderId: link(() => orders.id, 'cascade'),
    // The status an order_status message announces; the payment (its id) a payment_received message announces; the
    // claim step (its id) a claim_status message announces; the installation step (its id) an installation_status
    // message announces; the nonce a password_reset or email_verification link is
    // derived from; the first order a staff_digest rolls up; the Nairobi day (2026-11-25) a low_stock_digest tells of.
    detail: text(),
    // The account a customer's message is for: its hourly cap counts these (docs/product.md, E-mail notifications).
    userId: link(() => users.id, 'cascade'),
    // Written for an address not yet verified: never sent until the link is used, then sent to the verified address.
    held: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    nextAttemptAt: defaultNow(),
    // A sender owns a claimed row until then; after it (a process died mid-send) another may take it.
    lockedUntil: moment(),
    lastError: text(),
    sentAt: moment(),
    createdAt: defaultNow(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // The hourly caps per account and per address.
    index('email_outbox_user_idx').on(t.userId, t.createdAt),
    index('email_outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
    // At most one digest waits per staff address: later orders join it.
    uniqueIndex('email_outbox_open_digest_idx')
      .on(t.recipient)
      .where(sql`${t.kind} = 'staff_digest' and ${t.sentAt} is null`),
    // One low-stock digest per staff address per day, sent or not: products that cross later that day join it.
    uniqueIndex('email_outbox_low_stock_digest_idx')
      .on(t.recipient, t.detail)
      .where(sql`${t.kind} = 'low_stock_digest'`),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: link(() => users.id, 'cascade').notNull(),
    // The address the link confirms: a link for an address the account no longer has confirms nothing.
    email: text().notNull(),
    // SHA-256 of the token in the link, as for password resets (docs/decisions/0072-password-reset-tokens.md).
    tokenHash: text().notNull().unique(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    locale: locale(),
    createdAt: defaultNow(),
  },
  (t) => [
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
    index('email_verifications_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    check('email_verifications_locale_known', knownLocale(t.locale)),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: link(() => users.id, 'cascade').notNull(),
    // SHA-256 of the token in the link: the table alone opens no account.
    tokenHash: text().notNull().unique(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    // The language of the request that asked for the link: its e-mail is written in it.
    locale: locale(),
    // The address the link was sent to: using the link proves it the account's (if it still is), and links to one
    // address are counted whatever the account (docs/security.md). Null for links written before it was kept.
    email: text(),
    createdAt: defaultNow(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId, t.createdAt),
    index('password_resets_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    check('password_resets_locale_known', knownLocale(t.locale)),
  ],
);

// An M-PESA prompt (STK push) sent to a customer's phone for an order, written before Daraja is asked, so a prompt
// is never sent that the shop does not know of; settled by Daraja's callback, or by asking Daraja when none came.
export const mpesaRequests = pgTable(
  'mpesa_requests',
  {
    id: id(),
    // What the customer's screen follows: unguessable, unlike the row's id.
    publicId: text().notNull().unique(),
    orderId: link(() => orders.id, 'restrict').notNull(),
    requestedBy: link(() => users.id, 'set null'),
    phone: text().notNull(),
    amount: money().notNull(),
    status: mpesaRequestStatusEnum().notNull().default('pending'),
    resultCode: integer(),
    resultDesc: text(),
    receipt: text(),
    // Daraja's ids, known once it accepted the prompt.
    merchantRequestId: text(),
    checkoutRequestId: text().unique(),
    // SHA-256 of the secret in this prompt's callback address: a callback must carry it.
    callbackTokenHash: text().notNull().unique(),
    paymentId: link(() => payments.id, 'set null'),
    createdAt: defaultNow(),
    lastQueriedAt: moment(),
    settledAt: moment(),
  },
  (t) => [
    check('mpesa_requests_amount_whole', sql`${t.amount} >= 1 and ${t.amount} = trunc(${t.amount})`),
    index('mpesa_requests_order_idx').on(t.orderId, t.createdAt),
    index('mpesa_requests_phone_idx').on(t.phone, t.createdAt),
    index('mpesa_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// A Paybill or till payment M-PESA confirmed (C2B), made outside a prompt: kept once per receipt, recorded against
// the order its account number names, or left unmatched for staff to give to an order.
export const mpesaConfirmations = pgTable(
  'mpesa_confirmations',
  {
    id: id(),
    receipt: text().notNull().unique(),
    account: text().notNull(),
    amount: money().notNull(),
    phone: text(),
    paidAt: moment().notNull(),
    orderId: link(() => orders.id, 'set null'),
    paymentId: link(() => payments.id, 'set null'),
    // Why it matched no order, or why the ledger refused it; null once recorded.
    unmatchedReason: text(),
    createdAt: defaultNow(),
  },
  (t) => [
    index('mpesa_confirmations_unmatched_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentId} is null`),
  ],
);

// What delivery to a county costs and takes (docs/product.md, "Delivery"): one row per county staff set; a county
// without one is delivered at a fee confirmed with the customer.
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    // The county's slug (src/shared/planner/counties.ts): the 47 are fixed by the constitution, not staff data.
    county: text().primaryKey(),
    available: boolean().notNull(),
    fee: money().notNull(),
    minDays: integer().notNull(),
    maxDays: integer().notNull(),
    freeAbove: money(),
    updatedBy: link(() => users.id, 'set null'),
    updatedAt: defaultNow(),
  },
  (t) => [
    check('delivery_rates_fee_nonnegative', sql`${t.fee} >= 0`),
    check('delivery_rates_days', sql`${t.minDays} >= 0 and ${t.minDays} <= ${t.maxDays}`),
    check('delivery_rates_free_above_positive', sql`${t.freeAbove} is null or ${t.freeAbove} > 0`),
  ],
);

// A super admin's override of a county's sun and temperature figures (docs/product.md, "County sun and
// temperature"): one row per overridden county, winning over src/shared/planner/county-climate.ts wherever the
// planner sizes or shows them. The ranges are CLIMATE_LIMITS, checked by the request schema and here.
export const countyClimateOverrides = pgTable(
  'county_climate_overrides',
  {
    // The county's slug (src/shared/planner/counties.ts), as delivery_rates keys it.
    county: text().primaryKey(),
    peakSunHours: numeric({ precision: 3, scale: 1, mode: 'number' }).notNull(),
    hotDayC: numeric({ precision: 3, scale: 1, mode: 'number' }).notNull(),
    recordLowC: numeric({ precision: 3, scale: 1, mode: 'number' }).notNull(),
    note: text().notNull(),
    updatedBy: link(() => users.id, 'set null'),
    updatedAt: defaultNow(),
  },
  (t) => [
    check('county_climate_overrides_sun', sql`${t.peakSunHours} between 2 and 8`),
    check('county_climate_overrides_hot_day', sql`${t.hotDayC} between 15 and 50`),
    check('county_climate_overrides_record_low', sql`${t.recordLowC} between -10 and 30 and ${t.recordLowC} < ${t.hotDayC}`),
  ],
);

// Where a customer may collect an order, free (docs/product.md, "Delivery").
export const pickupPoints = pgTable('pickup_points', {
  id: id(),
  name: text().notNull(),
  town: text().notNull(),
  address: text().notNull(),
  hours: text().notNull(),
  phone: text().notNull(),
  createdAt: defaultNow(),
});
// A customer's warranty claim on a line of a delivered order (docs/product.md, "Warranty claims"), moved on by staff
// through CLAIM_TRANSITIONS; each step is a row of warranty_claim_steps.
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: id(),
    orderId: link(() => orders.id, 'cascade').notNull(),
    orderItemId: link(() => orderItems.id, 'cascade').notNull(),
    userId: link(() => users.id, 'restrict').notNull(),
    problem: text().notNull(),
    serialNumber: text(),
    // Upload paths (/objects/uploads/{id}), each checked to be a stored image when the claim was opened.
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: claimStatusEnum().notNull().default('received'),
    // Set by the approval, kept once closed.
    resolution: claimResolutionEnum(),
    createdAt: defaultNow(),
    updatedAt: defaultNow(),
  },
  (t) => [
    check('warranty_claims_problem_length', sql`char_length(${t.problem}) between 1 and 2000`),
    check('warranty_claims_serial_length', sql`char_length(${t.serialNumber}) <= 64`),
    check('warranty_claims_photos_count', sql`cardinality(${t.photos}) <= 3`),
    check('warranty_claims_resolution_approved', sql`${t.resolution} is null or ${t.status} in ('approved', 'closed')`),
    // One open claim per line, even when two requests race.
    uniqueIndex('warranty_claims_open_line_idx')
      .on(t.orderItemId)
      .where(sql`${t.status} <> 'closed'`),
    index('warranty_claims_order_idx').on(t.orderId),
    index('warranty_claims_status_idx').on(t.status, t.createdAt),
    index('warranty_claims_created_idx').on(t.createdAt, t.id),
  ],
);

// Every status a claim went through: who moved it (the customer for "received"), when, and what they told the customer.
export const warrantyClaimSteps = pgTable(
  'warranty_claim_steps',
  {
    id: id(),
    claimId: link(() => warrantyClaims.id, 'cascade').notNull(),
    fromStatus: claimStatusEnum(),
    toStatus: claimStatusEnum().notNull(),
    resolution: claimResolutionEnum(),
    // The approval's note, the rejection's reason, or a note on any other step.
    note: text(),
    changedBy: link(() => users.id, 'set null'),
    changedAt: defaultNow(),
  },
  (t) => [index('warranty_claim_steps_claim_idx').on(t.claimId)],
);

// A technician the shop sends to install (docs/product.md, "Installation"), kept by super admins: their EPRA solar
// licence, its class, and the counties (slugs) they serve. Never deleted once assigned: marked inactive instead.
export const technicians = pgTable(
  'technicians',
  {
    id: id(),
    name: text().notNull(),
    phone: text().notNull(),
    licenceNumber: text().notNull(),
    licenceClass: licenceClassEnum().notNull(),
    counties: text().array().notNull(),
    active: boolean().notNull().default(true),
    createdAt: defaultNow(),
    updatedAt: defaultNow(),
  },
  (t) => [
    uniqueIndex('technicians_licence_idx').on(sql`upper(${t.licenceNumber})`),
    check('technicians_counties', sql`cardinality(${t.counties}) >= 1`),
  ],
);

// A customer's request to have an order's goods installed, moved on by staff through INSTALLATION_TRANSITIONS; each
// step is a row of installation_steps. Its fee is the order's `installation` charge while it is not cancelled.
export const installationRequests = pgTable(
  'installation_requests',
  {
    id: id(),
    orderId: link(() => orders.id, 'cascade').notNull(),
    userId: link(() => users.id, 'restrict').notNull(),
    county: text().notNull(),
    preferredDates: date({ mode: 'string' }).array().notNull(),
    roofType: roofTypeEnum().notNull(),
    distanceMetres: integer().notNull(),
    siteNotes: text(),
    // Worked out from the order's lines when it was requested (neededClass).
    neededClass: licenceClassEnum().notNull(),
    status: installationStatusEnum().notNull().default('requested'),
    fee: money(),
    technicianId: link(() => technicians.id, 'restrict'),
    scheduledDate: date({ mode: 'string' }),
    cancelReason: text(),
    // The commissioning record written when it is done.
    panelStringVolts: numeric({ precision: 6, scale: 1 }),
    batteryVolts: numeric({ precision: 6, scale: 1 }),
    inverterSettings: text(),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: defaultNow(),
    updatedAt: defaultNow(),
  },
  (t) => [
    check('installation_requests_dates', sql`cardinality(${t.preferredDates}) = 3`),
    check('installation_requests_distance', sql`${t.distanceMetres} between 0 and 500`),
    check('installation_requests_fee_nonnegative', sql`${t.fee} is null or ${t.fee} >= 0`),
    // One installation per order, open or done, even when two requests race: its fee is the order's one charge.
    uniqueIndex('installation_requests_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('installation_requests_status_idx').on(t.status, t.createdAt),
    index('installation_requests_created_idx').on(t.createdAt, t.id),
  ],
);

// Every status an installation went through, with what that step set: the fee quoted, the technician and day, or the
// reason it was cancelled.
export const installationSteps = pgTable(
  'installation_steps',
  {
    id: id(),
    installationId: link(() => installationRequests.id, 'cascade').notNull(),
    fromStatus: installationStatusEnum(),
    toStatus: installationStatusEnum().notNull(),
    fee: money(),
    technicianId: link(() => technicians.id, 'restrict'),
    scheduledDate: date({ mode: 'string' }),
    note: text(),
    changedBy: link(() => users.id, 'set null'),
    changedAt: defaultNow(),
  },
  (t) => [index('installation_steps_installation_idx').on(t.installationId)],
);

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

// One row per backup the shop or `npm run backup` took (docs/deploy.md, Backups): the super_admin screen reads the
// latest, and the scheduler reads it to leave a slot already taken by another instance alone.
export const backups = pgTable('backups', {
  id: id(),
  startedAt: defaultNow(),
  finishedAt: moment(),
  // schedule: the shop's own timer; command: `npm run backup` (in the shop's process or its own).
  trigger: text().$type<'schedule' | 'command'>().notNull(),
  status: text().$type<'running' | 'ok' | 'failed'>().notNull().default('running'),
  file: text(),
  sizeBytes: bigint({ mode: 'number' }),
  error: text(),
});
