import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cartItems, orderItems, orders, payments, reviews, users, warrantyClaims, wishlistItems } from '../db/schema';
import { insertOrder } from '../test/staff-fixtures';
import { SEEDED, seededIdsPerFile } from '../test/products';
import { TEST_PASSWORD, testAppPerFile, type Client } from '../test/test-app';

// Issue 33: a customer's copy of their data and its erasure (docs/product.md, "Your data").
const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);

/** A customer with a delivered order of a product, a payment on it, a review, a wishlist item and a cart line. */
async function customerWithHistory(): Promise<{ customer: Client; orderId: number }> {
  const customer = await ctx.signIn();
  const userId = customer.user!.id;
  await ctx.db.update(users).set({ phoneNumber: '0712345678', deliveryAddress: 'Plot 12, Ngong Road, Nairobi' }).where(eq(users.id, userId));
  const order = await insertOrder(ctx.db, userId, { status: 'delivered', productId: ids.panel400w });
  await ctx.db
    .insert(payments)
    .values({ orderId: order.id, method: 'mpesa', amount: '3000.00', reference: `QK${order.id}ABCDEF`, paidAt: new Date() });
  expect((await customer.post(`/api/products/${SEEDED.panel400w.slug}/reviews`, { rating: 5, comment: 'Works well in Kisumu' })).statusCode).toBe(
    201,
  );
  for (const [path, body] of [
    ['/api/wishlist', { productId: ids.panel400w }],
    ['/api/cart', { productId: ids.panel400w, quantity: 2 }],
  ] as const)
    expect((await customer.post(path, body)).statusCode).toBeLessThan(300);
  return { customer, orderId: order.id };
}

describe('GET /api/me/export', () => {
  it('gives the signed-in customer a file of everything held about them', async () => {
    const { customer } = await customerWithHistory();
    const response = await customer.get('/api/me/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-user[\w-]+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json();
    expect(data.account).toMatchObject({
      firstName: 'Test',
      phoneNumber: '0712345678',
      deliveryAddress: 'Plot 12, Ngong Road, Nairobi',
      emailVerified: true,
    });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      status: 'delivered',
      notes: 'Call before delivery',
      items: [{ quantity: 2 }],
      payments: [{ amount: '3000.00', voided: false }],
    });
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Works well in Kisumu', hidden: false })]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('answers a visitor 401 and holds nothing of another customer', async () => {
    expect((await ctx.visitor.get('/api/me/export')).statusCode).toBe(401);
    await customerWithHistory();
    const other = await ctx.signIn();
    const data = (await other.get('/api/me/export')).json();
    expect([data.orders, data.reviews, data.wishlist, data.cart]).toEqual([[], [], [], []]);
  });
});

describe('DELETE /api/me', () => {
  it('erases the personal data, keeps the order anonymised and the review as "Former customer", and signs out everywhere', async () => {
    const { customer, orderId } = await customerWithHistory();
    const userId = customer.user!.id;
    const username = customer.user!.username;
    const otherDevice = await signInAs(username);
    const [{ id: reviewId }] = await ctx.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));

    const response = await customer.delete('/api/me', { payload: { password: TEST_PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 'account_erased' });

    expect((await customer.get('/api/profile')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/profile')).statusCode).toBe(401);
    expect((await ctx.visitor.post('/api/login', { username, password: TEST_PASSWORD })).statusCode).toBe(401);

    const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ firstName: 'Former customer', lastName: '', phoneNumber: null, deliveryAddress: null });
    expect(account!.email).not.toContain(username);
    expect(account!.username).not.toBe(username);
    expect(account!.erasedAt).not.toBeNull();
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'delivered', totalAmount: '3000.00', deliveryAddress: '', phoneNumber: '', notes: null });
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const [kept] = await ctx.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(kept).toMatchObject({ authorName: 'Former customer', userId: null, comment: 'Works well in Kisumu' });
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).toEqual([]);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    expect(audit).toMatchObject({ action: 'erase', entity: 'user', actorId: userId });
  });

  it('removes the reviews when the customer asks', async () => {
    const { customer } = await customerWithHistory();
    const userId = customer.user!.id;
    const before = (await ctx.db.select().from(reviews).where(eq(reviews.userId, userId))).map((review) => review.id);
    const product = async () => (await ctx.visitor.get(`/api/products/${SEEDED.panel400w.slug}`)).json();
    const count = (await product()).reviewCount;
    expect((await customer.delete('/api/me', { payload: { password: TEST_PASSWORD, reviews: 'remove' } })).statusCode).toBe(200);
    for (const id of before) expect(await ctx.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([]);
    // The product's count (and average) follow at once.
    expect((await product()).reviewCount).toBe(count - 1);
  });

  it('refuses a wrong password, a missing one, a staff account and open orders, changing nothing', async () => {
    const customer = await ctx.signIn();
    const wrong = await customer.delete('/api/me', { payload: { password: 'not-my-password' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'current_password_incorrect']);
    const missing = await customer.delete('/api/me', { payload: {} });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      expect.objectContaining({ message: 'Enter your password to delete your account', code: 'erase_password_required' }),
    ]);
    const choice = await customer.delete('/api/me', { payload: { password: TEST_PASSWORD, reviews: 'maybe' } });
    expect([choice.statusCode, choice.json().code]).toEqual([400, 'erase_reviews_choice']);

    await insertOrder(ctx.db, customer.user!.id, { status: 'confirmed' });
    const open = await customer.delete('/api/me', { payload: { password: TEST_PASSWORD } });
    expect([open.statusCode, open.json().code]).toEqual([409, 'erase_open_orders']);
    expect((await customer.get('/api/profile')).statusCode).toBe(200);

    const staff = await ctx.signIn('sales_agent');
    const refused = await staff.delete('/api/me', { payload: { password: TEST_PASSWORD } });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'erase_staff_refused']);
    expect((await staff.get('/api/profile')).statusCode).toBe(200);
  });

  it('exports warranty claims, refuses erasure while one is open, and erases what the customer wrote and sent once closed', async () => {
    const { customer, orderId } = await customerWithHistory();
    const [line] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [claim] = await ctx.db
      .insert(warrantyClaims)
      .values({
        orderId,
        orderItemId: line!.id,
        userId: customer.user!.id,
        problem: 'Stopped charging after the storm at our home in Kisumu',
        serialNumber: 'JKM400-2026-0042',
        photos: ['/objects/uploads/claim-photo-abc123'],
      })
      .returning();
    const exported = (await customer.get('/api/me/export')).json();
    expect(exported.claims).toEqual([
      expect.objectContaining({
        problem: 'Stopped charging after the storm at our home in Kisumu',
        serialNumber: 'JKM400-2026-0042',
        status: 'received',
      }),
    ]);

    const open = await customer.delete('/api/me', { payload: { password: TEST_PASSWORD } });
    expect([open.statusCode, open.json().code]).toEqual([409, 'erase_open_claims']);
    expect((await customer.get('/api/profile')).statusCode).toBe(200);

    await ctx.db.update(warrantyClaims).set({ status: 'closed' }).where(eq(warrantyClaims.id, claim!.id));
    expect((await customer.delete('/api/me', { payload: { password: TEST_PASSWORD } })).statusCode).toBe(200);
    const [erased] = await ctx.db.select().from(warrantyClaims).where(eq(warrantyClaims.id, claim!.id));
    expect(erased).toMatchObject({ problem: 'Erased with the customer’s account', photos: [], serialNumber: 'JKM400-2026-0042', status: 'closed' });
  });

  it('answers in Kiswahili for a Kiswahili screen', async () => {
    const customer = await ctx.signIn();
    const response = await customer.delete('/api/me', { payload: {}, headers: { cookie: 'lang=sw' } });
    expect(response.json().message).toBe('Weka nenosiri lako ili kufuta akaunti yako');
  });
});

describe('staff, for a customer who asks by phone', () => {
  it('lets a super admin export and erase a customer, audited; a second erasure is a clear 409', async () => {
    const { customer } = await customerWithHistory();
    const userId = customer.user!.id;
    const superAdmin = await ctx.signIn('super_admin');
    const exported = await superAdmin.get(`/api/admin/users/${userId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().orders).toHaveLength(1);

    const erased = await superAdmin.post(`/api/admin/users/${userId}/erase`, { reviews: 'keep' });
    expect([erased.statusCode, erased.json().code]).toEqual([200, 'customer_erased']);
    expect((await customer.get('/api/profile')).statusCode).toBe(401);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    expect(audit).toMatchObject({ action: 'erase', actorId: superAdmin.user!.id });

    const again = await superAdmin.post(`/api/admin/users/${userId}/erase`, {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'account_already_erased']);
  });

  // Export and Erase are "audited under the super admin's name" (docs/product.md, "Your data"), as every export that
  // carries customers' details out of the shop is; the export of one customer's whole file was not recorded at all.
  it("records who exported a customer's data, and when, as the CSV exports are", async () => {
    const customer = await ctx.signIn();
    const superAdmin = await ctx.signIn('super_admin');
    expect((await superAdmin.get(`/api/admin/users/${customer.user!.id}/export`)).statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'export.customer-data'));
    expect(entries.filter((entry) => (entry.details as { userId?: number }).userId === customer.user!.id)).toEqual([
      expect.objectContaining({ actorId: superAdmin.user!.id, entity: 'export', entityId: null, createdAt: expect.any(Date) }),
    ]);
  });

  it('erases once when asked twice at the same moment: one 200, one 409, one audit entry', async () => {
    const customer = await ctx.signIn();
    const userId = customer.user!.id;
    const superAdmin = await ctx.signIn('super_admin');
    const answers = await Promise.all([1, 2].map(() => superAdmin.post(`/api/admin/users/${userId}/erase`, { reviews: 'keep' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'account_already_erased' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    expect(audit.map((row) => row.action)).toEqual(['erase']);
  });

  it('leaves no earlier audit entry naming the erased customer by their username', async () => {
    const customer = await ctx.signIn();
    const { id: userId, username } = customer.user!;
    const superAdmin = await ctx.signIn('super_admin');
    expect((await superAdmin.post(`/api/admin/users/${userId}/password`, { password: 'phoned-in-42' })).statusCode).toBe(200);
    for (const disabled of [true, false]) expect((await superAdmin.put(`/api/admin/users/${userId}/access`, { disabled })).statusCode).toBe(200);
    expect((await superAdmin.post(`/api/admin/users/${userId}/erase`, { reviews: 'keep' })).statusCode).toBe(200);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)))
      .orderBy(auditLog.id);
    // What was done, by whom and when stays; who it was done to is the erased row's id alone.
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['user.password', superAdmin.user!.id],
      ['user.disable', superAdmin.user!.id],
      ['user.enable', superAdmin.user!.id],
      ['erase', superAdmin.user!.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(username);
  });

  it('keeps an erased account erased: enabling it, giving it a role or a password is refused with 409, changing nothing', async () => {
    const customer = await ctx.signIn();
    const userId = customer.user!.id;
    const superAdmin = await ctx.signIn('super_admin');
    expect((await superAdmin.post(`/api/admin/users/${userId}/erase`, { reviews: 'keep' })).statusCode).toBe(200);
    const [before] = await ctx.db.select().from(users).where(eq(users.id, userId));
    for (const response of [
      await superAdmin.put(`/api/admin/users/${userId}/access`, { disabled: false }),
      await superAdmin.patch(`/api/admin/users/${userId}`, { role: 'sales_agent' }),
      await superAdmin.post(`/api/admin/users/${userId}/password`, { password: 'phoned-in-42' }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([409, expect.objectContaining({ message: 'This account has already been erased' })]);
    }
    expect(await ctx.db.select().from(users).where(eq(users.id, userId))).toEqual([before]);
    expect((await ctx.visitor.post('/api/login', { username: before!.username, password: 'phoned-in-42' })).statusCode).toBe(401);
  });

  it('refuses a sales agent, staff accounts and unknown users', async () => {
    const customer = await ctx.signIn();
    const salesAgent = await ctx.signIn('sales_agent');
    expect((await salesAgent.get(`/api/admin/users/${customer.user!.id}/export`)).statusCode).toBe(403);
    expect((await salesAgent.post(`/api/admin/users/${customer.user!.id}/erase`, {})).statusCode).toBe(403);
    expect((await customer.get(`/api/admin/users/${customer.user!.id}/export`)).statusCode).toBe(403);
    const superAdmin = await ctx.signIn('super_admin');
    const staff = await superAdmin.post(`/api/admin/users/${salesAgent.user!.id}/erase`, {});
    expect([staff.statusCode, staff.json().code]).toEqual([403, 'erase_staff_refused']);
    expect((await superAdmin.post('/api/admin/users/99999999/erase', {})).statusCode).toBe(404);
    expect((await customer.get('/api/profile')).statusCode).toBe(200);
  });
});

async function signInAs(username: string): Promise<Client> {
  const client = ctx.visitor;
  expect((await client.post('/api/login', { username, password: TEST_PASSWORD })).statusCode).toBe(200);
  return client;
}
