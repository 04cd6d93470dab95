import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay, startOfNairobiDay } from '../../shared/dates';
import { emailOutbox } from '../db/schema';
import { insertCategory, insertProduct } from '../test/staff-fixtures';
import { smtpPerFile, testAppPerFile } from '../test/test-app';

// docs/product.md, "Stock": staff hear once a day of the products whose count went to or under their threshold.

const STAFF = ['stores@solarhub.test', 'owner@solarhub.test'];
const PUBLIC_URL = 'https://shop.example.co.ke';
const DAY_MS = 24 * 60 * 60 * 1000;
const smtp = await smtpPerFile();

const ctx = testAppPerFile(() => ({
  env: {
    SMTP_URL: smtp.url,
    SHOP_EMAIL_FROM: 'SolarHub <shop@solarhub.test>',
    STAFF_NOTIFY_EMAILS: STAFF.join(','),
    PUBLIC_URL,
    EMAIL_RETRY_SECONDS: '0.05',
  },
}));

const digests = () => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'low_stock_digest'));
const lowStockMails = () => smtp.received.filter((mail) => mail.subject.startsWith('Low stock'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('the daily low-stock digest', () => {
  it('is written once per staff address for the day, sent when the day ends, and tells every product that crossed', async () => {
    const categoryId = (await insertCategory(ctx.db, 'Batteries')).id;
    const [battery, inverter, cable] = await Promise.all([
      insertProduct(ctx.db, categoryId, { name: 'Felicity 200Ah Battery <b>', stockQuantity: 5, lowStockThreshold: 2 }),
      insertProduct(ctx.db, categoryId, { name: 'Growatt 5kW Inverter', stockQuantity: 3, lowStockThreshold: 1 }),
      insertProduct(ctx.db, categoryId, { name: 'PV Cable 6mm', stockQuantity: 10, lowStockThreshold: 2 }),
    ]);
    const staff = await ctx.signIn('sales_agent');
    const customer = await ctx.signIn();

    // A staff adjustment, then an order, each take a product to its threshold or under; a third change stays above.
    expect((await staff.post(`/api/admin/products/${battery.id}/stock`, { kind: 'adjustment', change: -3, reason: 'Stock-take' })).statusCode).toBe(
      200,
    );
    expect((await customer.post('/api/cart', { productId: inverter.id, quantity: 2 })).statusCode).toBe(200);
    expect((await customer.post('/api/orders', { deliveryAddress: 'Plot 4, Moi Avenue, Mombasa', phoneNumber: '0712345678' })).statusCode).toBe(201);
    expect((await staff.post(`/api/admin/products/${cable.id}/stock`, { kind: 'adjustment', change: -1, reason: 'Sample' })).statusCode).toBe(200);

    const today = startOfNairobiDay();
    const written = await digests();
    expect(written.map((row) => row.recipient).sort()).toEqual([...STAFF].sort());
    for (const row of written) {
      expect(row.detail).toBe(new Date(today.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10));
      expect(row.nextAttemptAt.getTime()).toBe(today.getTime() + DAY_MS);
    }
    await settle();
    expect(lowStockMails()).toEqual([]);

    // The day ends.
    await ctx.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.kind, 'low_stock_digest'));
    ctx.app.emailOutbox.nudge();
    const deadline = Date.now() + 10_000;
    while (lowStockMails().length < STAFF.length && Date.now() < deadline) await settle();
    const mails = lowStockMails();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...STAFF].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(`Low stock: 2 products on ${formatDay(today)}`);
      expect(mail.text).toContain('Felicity 200Ah Battery <b>: 2 left (low at 2)');
      expect(mail.text).toContain('Growatt 5kW Inverter: 1 left (low at 1)');
      expect(mail.text).not.toContain('PV Cable');
      expect(mail.text).toContain(`${PUBLIC_URL}/admin`);
      expect(mail.html).toContain('Felicity 200Ah Battery &lt;b&gt;');
    }

    // Another product crossing the same day writes no second digest, and nothing more is sent.
    expect(
      (await staff.post(`/api/admin/products/${cable.id}/stock`, { kind: 'adjustment', change: -8, reason: 'Sold at the counter' })).statusCode,
    ).toBe(200);
    expect(await digests()).toHaveLength(STAFF.length);
    ctx.app.emailOutbox.nudge();
    await settle();
    expect(lowStockMails()).toHaveLength(STAFF.length);
  });
});
