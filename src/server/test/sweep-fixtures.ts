import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { RouteEntry } from '../plugins/route-table';
import * as schema from '../db/schema';
import type { Client, TestContext } from './test-app';

// Shared by the access-control sweep and the hostile-input suite: a seeded shop with one customer's data in it,
// and a snapshot of every table so a test can prove a refused request changed nothing.

/** What identifies a customer in any answer: none of it may reach another customer. */
export const OWNER_MARKERS = {
  deliveryAddress: 'Plot 77 Owner-Marker Lane, Kilimani, Nairobi',
  phoneNumber: '0798765432',
  notes: 'owner-marker-notes',
} as const;
/** What the owner wrote in their warranty claim. */
export const OWNER_CLAIM_PROBLEM = 'owner-marker-claim';

export interface Shop {
  owner: Client;
  other: Client;
  /** A customer whose access staff may take away without breaking another test. */
  spare: Client;
  staff: Client;
  productIds: number[];
  categoryId: number;
  cartLineId: number;
  wishlistId: number;
  orderId: number;
  orderNumber: string;
  /** A Paybill payment no order took, waiting for staff to give it to one. */
  unmatchedReceipt: string;
  /** One of the demo shop's pickup points. */
  pickupPointId: number;
  /** A payment staff recorded against the owner's order. */
  paymentId: number;
  reviewId: number;
  /** A warranty claim on the owner's order, just received: the first claim, so its id is the order's (both 1). */
  claimId: number;
  /** The line the claim is on. */
  claimLineId: number;
  /** A technician (T3, Nairobi) and an installation just requested on the owner's order: the first of each (id 1). */
  technicianId: number;
  installationId: number;
}

/** What the owner wrote about their site for the installation. */
export const OWNER_SITE_NOTES = 'owner-marker-site-notes';

const ok = (response: LightMyRequestResponse, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

/**
 * The owner has an order, then a fresh cart line, a wishlist entry, a review and a warranty claim; two more customers
 * and a super admin exist.
 */
export async function openShop(ctx: TestContext): Promise<Shop> {
  const owner = await ctx.signIn('customer');
  const other = await ctx.signIn('customer');
  const spare = await ctx.signIn('customer');
  const staff = await ctx.signIn('super_admin');
  await ctx.db
    .update(schema.users)
    .set({ phoneNumber: OWNER_MARKERS.phoneNumber, deliveryAddress: OWNER_MARKERS.deliveryAddress })
    .where(eq(schema.users.id, owner.user!.id));
  const products: { id: number; categoryId: number }[] = ok(await ctx.visitor.get('/api/products?stock=in_stock&limit=5'));
  const productIds = products.map((product) => product.id);
  ok(await owner.post('/api/cart', { productId: productIds[0], quantity: 2 }));
  const order = ok(await owner.post('/api/orders', OWNER_MARKERS), 201);
  const line = ok(await owner.post('/api/cart', { productId: productIds[1], quantity: 1 }));
  const wish = ok(await owner.post('/api/wishlist', { productId: productIds[2] }));
  const payment = ok(await staff.post(`/api/admin/orders/${order.id}/payments`, { method: 'cash', amount: '100.00' }), 201);
  // Written directly: the owner's order stays pending, and a review needs a delivered one.
  const [review] = await ctx.db
    .insert(schema.reviews)
    .values({
      productId: productIds[0]!,
      userId: owner.user!.id,
      authorName: 'Owner M.',
      verifiedPurchase: true,
      rating: 4,
      comment: 'owner-marker-review',
    })
    .returning();
  const [unmatched] = await ctx.db
    .insert(schema.mpesaConfirmations)
    .values({
      receipt: 'TSWEEP0001',
      account: 'no such order',
      amount: '50.00',
      paidAt: new Date(),
      unmatchedReason: 'No order has this account number',
    })
    .returning();
  // Written directly, as the review is: a claim needs a delivered order.
  const [claimLine] = await ctx.db.select({ id: schema.orderItems.id }).from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  const [claim] = await ctx.db
    .insert(schema.warrantyClaims)
    .values({ orderId: order.id, orderItemId: claimLine!.id, userId: owner.user!.id, problem: OWNER_CLAIM_PROBLEM })
    .returning();
  await ctx.db.insert(schema.warrantyClaimSteps).values({ claimId: claim!.id, toStatus: 'received', changedBy: owner.user!.id });
  const [pickup] = await ctx.db.select({ id: schema.pickupPoints.id }).from(schema.pickupPoints).limit(1);
  // Written directly too: the owner's order need not hold goods that need installing.
  const [technician] = await ctx.db
    .insert(schema.technicians)
    .values({ name: 'Sweep Technician', phone: '0711 000 222', licenceNumber: 'EPRA/T3/SWEEP-1', licenceClass: 'T3', counties: ['nairobi'] })
    .returning();
  const [installation] = await ctx.db
    .insert(schema.installationRequests)
    .values({
      orderId: order.id,
      userId: owner.user!.id,
      county: 'nairobi',
      preferredDates: ['2099-01-01', '2099-01-02', '2099-01-03'],
      roofType: 'iron_sheets',
      distanceMetres: 10,
      siteNotes: OWNER_SITE_NOTES,
      neededClass: 'T2',
    })
    .returning();
  await ctx.db.insert(schema.installationSteps).values({ installationId: installation!.id, toStatus: 'requested', changedBy: owner.user!.id });
  return {
    owner,
    other,
    spare,
    staff,
    productIds,
    categoryId: products[0]!.categoryId,
    cartLineId: line.id,
    wishlistId: wish.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    unmatchedReceipt: unmatched!.receipt,
    pickupPointId: pickup!.id,
    paymentId: payment.id,
    reviewId: review!.id,
    claimId: claim!.id,
    claimLineId: claimLine!.id,
    technicianId: technician!.id,
    installationId: installation!.id,
  };
}

/** The shop above for the whole test file, opened by a beforeAll hook once its (seeded) app has. */
export function shopPerFile(ctx: TestContext): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    Object.assign(shop, await openShop(ctx));
  });
  return shop;
}

const TABLES = {
  users: schema.users,
  categories: schema.categories,
  products: schema.products,
  reviews: schema.reviews,
  cartItems: schema.cartItems,
  wishlistItems: schema.wishlistItems,
  orders: schema.orders,
  orderItems: schema.orderItems,
  orderStatusHistory: schema.orderStatusHistory,
  auditLog: schema.auditLog,
  payments: schema.payments,
  quotes: schema.quotes,
  stockMovements: schema.stockMovements,
  warrantyClaims: schema.warrantyClaims,
  warrantyClaimSteps: schema.warrantyClaimSteps,
  orderCharges: schema.orderCharges,
  technicians: schema.technicians,
  installationRequests: schema.installationRequests,
  installationSteps: schema.installationSteps,
};

/** Every row of every business table (sessions aside: signing in creates them), in a stable order. */
export async function snapshot(ctx: TestContext): Promise<string> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const rows = await ctx.db.select().from(table).orderBy(table.id);
      return [name, rows] as const;
    }),
  );
  return JSON.stringify(Object.fromEntries(entries));
}

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The API's routes and the uploaded-object routes, without the HEAD twins Fastify adds for every GET. */
export const apiRoutes = (ctx: TestContext) =>
  ctx.app.routeTable.filter((route) => route.method !== 'HEAD' && (route.url.startsWith('/api/') || route.url.startsWith('/objects/')));

/** A concrete path for a route pattern: every parameter gets the same value. */
export const fillPath = (url: string, value: string | number) => url.replace(/:\w+/g, String(value)).replace(/\*$/, String(value));
