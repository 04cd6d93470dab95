import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AccountExport, ErasedReviews } from '../../shared/schemas/account-data';
import type { Db, Tx } from '../db/client';
import {
  auditLog,
  cartItems,
  emailOutbox,
  emailVerifications,
  installationRequests,
  mpesaConfirmations,
  mpesaRequests,
  orderItems,
  orders,
  passwordResets,
  payments,
  products,
  quotes,
  reviews,
  users,
  warrantyClaims,
  wishlistItems,
} from '../db/schema';
import { refreshProductRatings } from '../db/ratings';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import { endSessions } from '../shared/end-sessions';
import { hashPassword, verifyPassword } from '../shared/password';

/** The name an erased customer's kept reviews and records carry (docs/product.md, "Your data"). */
const FORMER_CUSTOMER = 'Former customer';
const ERASED_CLAIM = 'Erased with the customer’s account';
// Orders the shop still has to deliver need the address and phone: erasure waits until they are closed.
const CLOSED_STATUSES = ['delivered', 'cancelled'] as const;

const iso = (date: Date) => date.toISOString();
const productLine = (name: string, slug: string | null) => ({ productName: name, productSlug: slug });

/** Everything the shop holds about an account (docs/product.md, "Your data"), read in one snapshot. */
export async function exportAccount(db: Db, userId: number): Promise<AccountExport> {
  return db.transaction(
    async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, userId));
      if (!account) throw notFound('user_not_found');
      const orderRows = await tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
      const orderIds = orderRows.map((order) => order.id);
      const numberOf = new Map(orderRows.map((order) => [order.id, order.orderNumber]));
      const [lines, paid, prompts, quoteRows, reviewRows, wished, carted, emails, claimRows, installationRows] = await Promise.all([
        orderIds.length ? tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)) : [],
        orderIds.length ? tx.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.paidAt)) : [],
        orderIds.length ? tx.select().from(mpesaRequests).where(inArray(mpesaRequests.orderId, orderIds)).orderBy(asc(mpesaRequests.createdAt)) : [],
        tx.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(asc(quotes.createdAt)),
        tx
          .select({ review: reviews, name: products.name, slug: products.slug })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(eq(reviews.userId, userId))
          .orderBy(asc(reviews.createdAt)),
        tx
          .select({ name: products.name, slug: products.slug, addedAt: wishlistItems.createdAt })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(eq(wishlistItems.userId, userId))
          .orderBy(asc(wishlistItems.createdAt)),
        tx
          .select({ name: products.name, slug: products.slug, quantity: cartItems.quantity })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .where(eq(cartItems.userId, userId))
          .orderBy(asc(cartItems.createdAt)),
        tx
          .select({ kind: emailOutbox.kind, recipient: emailOutbox.recipient, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
          .from(emailOutbox)
          .where(eq(emailOutbox.userId, userId))
          .orderBy(asc(emailOutbox.createdAt)),
        tx
          .select({ claim: warrantyClaims, productName: orderItems.productName })
          .from(warrantyClaims)
          .innerJoin(orderItems, eq(orderItems.id, warrantyClaims.orderItemId))
          .where(eq(warrantyClaims.userId, userId))
          .orderBy(asc(warrantyClaims.createdAt)),
        tx.select().from(installationRequests).where(eq(installationRequests.userId, userId)).orderBy(asc(installationRequests.createdAt)),
      ]);
      return {
        exportedAt: iso(new Date()),
        account: {
          username: account.username,
          role: account.role,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          emailVerified: account.emailVerifiedAt !== null,
          phoneNumber: account.phoneNumber,
          deliveryAddress: account.deliveryAddress,
          createdAt: iso(account.createdAt),
        },
        orders: orderRows.map((order) => ({
          orderNumber: order.orderNumber,
          status: order.status,
          createdAt: iso(order.createdAt),
          totalAmount: order.totalAmount,
          deliveryAddress: order.deliveryAddress,
          phoneNumber: order.phoneNumber,
          notes: order.notes,
          items: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({ ...productLine(line.productName, line.productSlug), unitPrice: line.unitPrice, quantity: line.quantity })),
          payments: paid
            .filter((payment) => payment.orderId === order.id)
            .map((payment) => ({
              method: payment.method,
              amount: payment.amount,
              reference: payment.reference,
              paidAt: iso(payment.paidAt),
              voided: payment.voidedAt !== null,
            })),
        })),
        mpesaPrompts: prompts.map((prompt) => ({
          orderNumber: numberOf.get(prompt.orderId)!,
          phone: prompt.phone,
          amount: prompt.amount,
          status: prompt.status,
          receipt: prompt.receipt,
          createdAt: iso(prompt.createdAt),
        })),
        quotes: quoteRows.map((quote) => ({
          number: quote.number,
          customerName: quote.customerName,
          totalAmount: quote.totalAmount,
          createdAt: iso(quote.createdAt),
          validUntil: iso(quote.validUntil),
        })),
        reviews: reviewRows.map(({ review, name, slug }) => ({
          ...productLine(name, slug),
          rating: review.rating,
          comment: review.comment,
          createdAt: iso(review.createdAt),
          hidden: review.hiddenAt !== null,
        })),
        wishlist: wished.map((item) => ({ ...productLine(item.name, item.slug), addedAt: iso(item.addedAt) })),
        cart: carted.map((item) => ({ ...productLine(item.name, item.slug), quantity: item.quantity })),
        emails: emails.map((email) => ({ ...email, createdAt: iso(email.createdAt), sentAt: email.sentAt ? iso(email.sentAt) : null })),
        claims: claimRows.map(({ claim, productName }) => ({
          orderNumber: numberOf.get(claim.orderId)!,
          productName,
          problem: claim.problem,
          serialNumber: claim.serialNumber,
          photos: claim.photos,
          status: claim.status,
          resolution: claim.resolution,
          createdAt: iso(claim.createdAt),
        })),
        installations: installationRows.map((installation) => ({
          orderNumber: numberOf.get(installation.orderId)!,
          status: installation.status,
          county: installation.county,
          preferredDates: installation.preferredDates,
          roofType: installation.roofType,
          distanceMetres: installation.distanceMetres,
          siteNotes: installation.siteNotes,
          fee: installation.fee,
          scheduledDate: installation.scheduledDate,
          cancelReason: installation.cancelReason,
          photos: installation.photos,
          createdAt: iso(installation.createdAt),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Only a customer account is erased, and only once. */
function assertErasable(account: { role: string; erasedAt: Date | null }): void {
  if (account.erasedAt) throw conflict('account_already_erased');
  if (account.role !== 'customer') throw forbidden('erase_staff_refused');
}

interface Erasure {
  /** Whose request: the customer's own (with their password) or a super admin's on their behalf. */
  by: { self: true; password: string } | { self: false; actor: Actor };
  reviews: ErasedReviews;
}

/**
 * Erases a customer's personal data (docs/product.md, "Your data"): name, e-mail, phone, addresses and notes are
 * replaced wherever they are kept, sessions, tokens, cart and wishlist go, reviews are kept as "Former customer" or
 * removed, and the orders and payments stay for the shop's records, naming no one. All in one transaction.
 */
export async function eraseAccount(db: Db, userId: number, { by, reviews: reviewChoice }: Erasure): Promise<void> {
  const [account] = await db
    .select({ role: users.role, passwordHash: users.passwordHash, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw by.self ? unauthorized() : notFound('user_not_found');
  assertErasable(account);
  if (by.self && !(await verifyPassword(by.password, account.passwordHash))) throw badRequest('current_password_incorrect');
  // Nobody can sign in with it again: a hash of a password no one was ever told.
  const unusableHash = await hashPassword(randomBytes(32).toString('hex'));
  await db.transaction(async (tx) => {
    // Locked, so an order placed at this moment either counts as open here or waits and finds the account erased; and
    // checked again, as a second erasure or a new role may have been written since the read above.
    const [locked] = await tx.select({ role: users.role, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId)).for('update');
    assertErasable(locked!);
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.status, [...CLOSED_STATUSES])))
      .limit(1);
    if (open.length > 0) throw conflict(by.self ? 'erase_open_orders' : 'customer_open_orders');
    // The shop still owes a decision on an open claim, and the customer an answer (docs/product.md, "Your data").
    const [openClaim] = await tx
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .where(and(eq(warrantyClaims.userId, userId), ne(warrantyClaims.status, 'closed')))
      .limit(1);
    if (openClaim) throw conflict(by.self ? 'erase_open_claims' : 'customer_open_claims');
    // A technician may be on the way: the shop needs the customer's details until the installation is done or cancelled.
    const [openInstallation] = await tx
      .select({ id: installationRequests.id })
      .from(installationRequests)
      .where(and(eq(installationRequests.userId, userId), inArray(installationRequests.status, ['requested', 'quoted', 'scheduled'])))
      .limit(1);
    if (openInstallation) throw conflict(by.self ? 'erase_open_installations' : 'customer_open_installations');
    await eraseRows(tx, userId, reviewChoice);
    await tx
      .update(users)
      .set({
        username: `erased-${userId}-${randomBytes(6).toString('hex')}`,
        passwordHash: unusableHash,
        firstName: FORMER_CUSTOMER,
        lastName: '',
        email: `erased-${userId}@invalid`,
        phoneNumber: null,
        deliveryAddress: null,
        emailVerifiedAt: null,
        disabledAt: sql`now()`,
        erasedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await endSessions(tx, userId);
    await recordAudit(tx, by.self ? { id: userId } : by.actor, 'erase', 'user', userId, { reviews: reviewChoice, self: by.self });
  });
}

async function eraseRows(tx: Tx, userId: number, reviewChoice: ErasedReviews): Promise<void> {
  const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx.update(orders).set({ deliveryAddress: '', phoneNumber: '', notes: null }).where(eq(orders.userId, userId));
  await tx
    .update(mpesaRequests)
    .set({ phone: '' })
    .where(or(inArray(mpesaRequests.orderId, theirOrders), eq(mpesaRequests.requestedBy, userId)));
  await tx.update(mpesaConfirmations).set({ phone: null }).where(inArray(mpesaConfirmations.orderId, theirOrders));
  await tx.update(quotes).set({ customerName: FORMER_CUSTOMER }).where(eq(quotes.userId, userId));
  // What went wrong and the photos may show the customer's home; the serial number is the product's, kept for the
  // warranty record.
  await tx.update(warrantyClaims).set({ problem: ERASED_CLAIM, photos: [] }).where(eq(warrantyClaims.userId, userId));
  // The site notes and the commissioning photos describe the customer's home; the figures measured stay for the record.
  await tx.update(installationRequests).set({ siteNotes: null, photos: [] }).where(eq(installationRequests.userId, userId));
  if (reviewChoice === 'remove') {
    const removed = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ productId: reviews.productId });
    // The products' averages and counts are kept beside them, and change with the reviews in one transaction.
    if (removed.length > 0) await refreshProductRatings(tx, [...new Set(removed.map((review) => review.productId))]);
  } else await tx.update(reviews).set({ authorName: FORMER_CUSTOMER, userId: null }).where(eq(reviews.userId, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  // Staff changes to the account (role, access, password) were audited with its username: what was done, by whom
  // and when stays, to the row's id alone.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'username'` })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));
}
