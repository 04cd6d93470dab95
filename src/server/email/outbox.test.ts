import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SEEDED, seededIds } from '../test/products';
import { emailOutbox, orders, products, users } from '../db/schema';
import { createTestApp, type Client, type TestContext } from '../test/test-app';
import { OutboxSender } from './outbox-sender';
import { freePort, TestSmtpServer } from '../test/smtp';

const STAFF = ['orders@solarhub.test', 'manager@solarhub.test'];
const PUBLIC_URL = 'https://shop.example.co.ke';
const CHECKOUT = {
  deliveryAddress: 'Plot 9, <b>Ngong</b> Road & Co, Nairobi',
  phoneNumber: '0712345678',
  notes: '<script>alert("x")</script> call first',
  // Kisumu's demo terms: KSh 900, no free delivery.
  delivery: { method: 'delivery', county: 'kisumu' },
};

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function shopWithEmail(smtpUrl: string | undefined): Promise<TestContext> {
  const ctx = await createTestApp({
    seed: true,
    env: {
      ...(smtpUrl && { SMTP_URL: smtpUrl }),
      SHOP_EMAIL_FROM: 'SolarHub Kenya <shop@solarhub.test>',
      STAFF_NOTIFY_EMAILS: STAFF.join(', '),
      PUBLIC_URL,
      EMAIL_RETRY_SECONDS: '0.05',
    },
  });
  opened.push(ctx);
  return ctx;
}

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = new TestSmtpServer(port ?? (await freePort()));
  opened.push({ close: () => server.stop() });
  return server;
}

/** A customer whose name is markup, with two lines in the cart. */
async function customerWithCart(ctx: TestContext): Promise<Client> {
  const customer = await ctx.signIn('customer');
  await ctx.db.update(users).set({ firstName: '<i>Amani</i>', lastName: 'O"Neil' }).where(eq(users.id, customer.user!.id));
  const ids = await seededIds(ctx.db);
  expect((await customer.post('/api/cart', { productId: ids.battery50ah, quantity: 2 })).statusCode).toBe(200);
  expect((await customer.post('/api/cart', { productId: ids.mc4, quantity: 1 })).statusCode).toBe(200);
  return customer;
}

/** Places the customer's cart as an order; `cookie` is what their browser sends besides the session (the language). */
async function order(customer: Client, cookie?: string) {
  const response = await customer.post('/api/orders', CHECKOUT, cookie === undefined ? {} : { headers: { cookie } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; orderNumber: string };
}

/** A shop whose SMTP server is up. */
async function shopWithRunningSmtp() {
  const smtp = await smtpServer();
  await smtp.start();
  return { smtp, ctx: await shopWithEmail(smtp.url) };
}

/** A shop whose SMTP server is up, with one customer's order placed; `cookie` as for order(). */
async function shopWithOrder(cookie?: string) {
  const { smtp, ctx } = await shopWithRunningSmtp();
  const customer = await customerWithCart(ctx);
  return { smtp, ctx, customer, placed: await order(customer, cookie) };
}

describe('order e-mails through a real SMTP server', () => {
  it('tells the customer and every staff address of a new order, and the customer of each status change, escaped', async () => {
    const { smtp, ctx, customer, placed } = await shopWithOrder();

    const mails = await smtp.waitFor(3);
    expect(mails.map((mail) => mail.to).sort()).toEqual([[customer.user!.email], [STAFF[0]], [STAFF[1]]].sort());
    const toCustomer = mails.find((mail) => mail.to[0] === customer.user!.email)!;
    expect(toCustomer.subject).toBe(`Your order ${placed.orderNumber} has been received`);
    expect(toCustomer.raw).toMatch(/^from: SolarHub Kenya <shop@solarhub\.test>/im);
    const link = `${PUBLIC_URL}/dashboard/orders/${placed.orderNumber}`;
    for (const expected of [
      placed.orderNumber,
      `2 x ${SEEDED.battery50ah.name}: KSh 47,001`,
      `1 x ${SEEDED.mc4.name}: KSh 1,500`,
      '- Delivery to Kisumu: KSh 900',
      'Total: KSh 49,401',
      link,
    ]) {
      expect(toCustomer.text).toContain(expected);
    }
    // The text part is plain text: the customer's own words as typed.
    expect(toCustomer.text).toContain('Hello <i>Amani</i> O"Neil,');
    expect(toCustomer.text).toContain(CHECKOUT.notes);
    // The HTML part escapes every value: no tag from a name, an address or a note survives.
    expect(toCustomer.html).toContain(`href="${link}"`);
    expect(toCustomer.html).toContain('&lt;i&gt;Amani&lt;/i&gt; O&quot;Neil');
    expect(toCustomer.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(toCustomer.html).toContain('Plot 9, &lt;b&gt;Ngong&lt;/b&gt; Road &amp; Co');
    expect(toCustomer.html).not.toMatch(/<script|<i>|<b>/);
    expect(toCustomer.html).toContain('KSh 49,401');

    const toStaff = mails.find((mail) => mail.to[0] === STAFF[0])!;
    expect(toStaff.subject).toBe(`New order ${placed.orderNumber}: KSh 49,401 from <i>Amani</i> O"Neil`);
    expect(toStaff.text).toContain(`${PUBLIC_URL}/admin/orders`);
    expect(toStaff.text).toContain('Phone: 0712345678');

    const staff = await ctx.signIn('sales_agent');
    expect((await staff.patch(`/api/admin/orders/${placed.id}`, { status: 'in_discussion' })).statusCode).toBe(200);
    const [, , , status] = await smtp.waitFor(4);
    expect(status!.to).toEqual([customer.user!.email]);
    expect(status!.subject).toBe(`Your order ${placed.orderNumber} is now In Discussion`);
    expect(status!.text).toContain(link);
    expect(status!.text).toContain('Total: KSh 49,401');

    // A refused change writes no e-mail.
    expect((await staff.patch(`/api/admin/orders/${placed.id}`, { status: 'delivered' })).statusCode).toBe(409);
    const rows = await ctx.db.select().from(emailOutbox);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('writes and sends nothing without SMTP_URL', async () => {
    const ctx = await shopWithEmail(undefined);
    const customer = await customerWithCart(ctx);
    const placed = await order(customer);
    const staff = await ctx.signIn('sales_agent');
    expect((await staff.patch(`/api/admin/orders/${placed.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
    expect(ctx.app.emailOutbox.sender).toBeUndefined();
  });
});

describe("e-mails in the shopper's language", () => {
  it('writes the customer in Kiswahili when they ordered with lang=sw, about the order and each status change; staff stay English', async () => {
    const { smtp, ctx, customer, placed } = await shopWithOrder('lang=sw');
    const [stored] = await ctx.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, placed.id));
    expect(stored!.locale).toBe('sw');

    const mails = await smtp.waitFor(3);
    const toCustomer = mails.find((mail) => mail.to[0] === customer.user!.email)!;
    expect(toCustomer.subject).toBe(`Tumepokea oda yako ${placed.orderNumber}`);
    const link = `${PUBLIC_URL}/sw/dashboard/orders/${placed.orderNumber}`;
    for (const expected of [
      'Habari <i>Amani</i> O"Neil,',
      'Asante kwa oda yako. Timu yetu ya mauzo itawasiliana nawe hivi punde',
      `Oda ${placed.orderNumber}`,
      `2 x ${SEEDED.battery50ah.name}: KSh 47,001`,
      '- Kuletewa Kisumu: KSh 900',
      'Jumla: KSh 49,401',
      `Mahali pa kuletewa: ${CHECKOUT.deliveryAddress}`,
      'Simu: 0712345678',
      `Maelezo: ${CHECKOUT.notes}`,
      `Tazama oda yako: ${link}`,
    ]) {
      expect(toCustomer.text).toContain(expected);
    }
    expect(toCustomer.text).not.toMatch(/Hello|Thank you|Total|Delivery address|View your order/);
    expect(toCustomer.html).toContain(`href="${link}"`);
    expect(toCustomer.html).toContain('<strong>Jumla</strong>');
    expect(toCustomer.html).toMatch(/Kuletewa Kisumu<\/td><td[^>]*>KSh 900</);
    expect(toCustomer.html).toContain('<strong>Mahali pa kuletewa:</strong> Plot 9, &lt;b&gt;Ngong&lt;/b&gt; Road &amp; Co');
    expect(toCustomer.html).not.toMatch(/<script|<i>|<b>/);
    for (const address of STAFF)
      expect(mails.find((mail) => mail.to[0] === address)!.subject).toBe(`New order ${placed.orderNumber}: KSh 49,401 from <i>Amani</i> O"Neil`);

    const staff = await ctx.signIn('sales_agent');
    for (const [status, label] of [
      ['in_discussion', 'Tunazungumza'],
      ['confirmed', 'Imethibitishwa'],
      ['delivered', 'Imefikishwa'],
    ] as const) {
      const before = smtp.received.length;
      expect((await staff.patch(`/api/admin/orders/${placed.id}`, { status })).statusCode).toBe(200);
      const changed = (await smtp.waitFor(before + 1))[before]!;
      expect(changed.subject).toBe(`Oda yako ${placed.orderNumber} sasa: ${label}`);
      expect(changed.text).toContain(`Hali ya oda yako ${placed.orderNumber} imebadilika, sasa ni: ${label}.`);
      expect(changed.text).toContain(link);
    }
  });

  it('names the products in Kiswahili where they have a Kiswahili name, as the order page does; staff read the English', async () => {
    const { smtp, ctx } = await shopWithRunningSmtp();
    const ids = await seededIds(ctx.db);
    await ctx.db.update(products).set({ nameSw: 'Betri ya Lithiamu <50Ah>' }).where(eq(products.id, ids.battery50ah));
    // A product without a Kiswahili name keeps its English one.
    await ctx.db.update(products).set({ nameSw: null }).where(eq(products.id, ids.mc4));
    const customer = await customerWithCart(ctx);
    const placed = await order(customer, 'lang=sw');
    const mails = await smtp.waitFor(3);
    const toCustomer = mails.find((mail) => mail.to[0] === customer.user!.email)!;
    expect(toCustomer.subject).toBe(`Tumepokea oda yako ${placed.orderNumber}`);
    expect(toCustomer.text).toContain('2 x Betri ya Lithiamu <50Ah>: KSh 47,001');
    expect(toCustomer.text).toContain(`1 x ${SEEDED.mc4.name}: KSh 1,500`);

    expect(toCustomer.html).toContain('2 x Betri ya Lithiamu &lt;50Ah&gt;');
    expect(toCustomer.text).not.toContain(SEEDED.battery50ah.name);
    const toStaff = mails.find((mail) => mail.to[0] === STAFF[0])!;
    expect(toStaff.text).toContain(`2 x ${SEEDED.battery50ah.name}: KSh 47,001`);
    expect(toStaff.text).not.toContain('Betri ya Lithiamu');
  });

  it('writes in English without the cookie, with lang=en, and with an unknown or malformed language', async () => {
    const { smtp, ctx } = await shopWithRunningSmtp();
    for (const cookie of [undefined, 'lang=en', 'lang=xx', 'lang=SW', 'lang=', 'lang=%E0%A4%A', 'lang="sw', 'lang=sw%00']) {
      const customer = await customerWithCart(ctx);
      const before = smtp.received.length;
      const placed = await order(customer, cookie);
      const toCustomer = (await smtp.waitFor(before + 3)).slice(before).find((mail) => mail.to[0] === customer.user!.email)!;
      expect(toCustomer.subject, cookie).toBe(`Your order ${placed.orderNumber} has been received`);
      expect(toCustomer.text, cookie).toContain(`Hello <i>Amani</i> O"Neil,`);
      expect(toCustomer.text, cookie).toContain(`View your order: ${PUBLIC_URL}/dashboard/orders/${placed.orderNumber}`);
      const [stored] = await ctx.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, placed.id));
      expect(stored!.locale, cookie).toBe('en');
    }
  });
});

describe('an SMTP outage', () => {
  it('neither fails nor slows an order; once the server is back every message arrives exactly once', async () => {
    const smtp = await smtpServer();
    const ctx = await shopWithEmail(smtp.url);
    const customers = await Promise.all([1, 2, 3, 4].map(() => customerWithCart(ctx)));

    const started = Date.now();
    const placed = [];
    for (const customer of customers) placed.push(await order(customer));
    const staff = await ctx.signIn('sales_agent');
    for (const { id } of placed.slice(0, 2)) expect((await staff.patch(`/api/admin/orders/${id}`, { status: 'in_discussion' })).statusCode).toBe(200);
    // Four orders and two status changes, answered while no SMTP server listens.
    expect(Date.now() - started).toBeLessThan(5000);

    // The sender has tried and failed, and keeps the messages.
    await expect.poll(async () => (await ctx.db.select().from(emailOutbox)).filter((row) => row.attempts >= 2).length, { timeout: 10_000 }).toBe(14);
    const waiting = await ctx.db.select().from(emailOutbox);
    expect(waiting.every((row) => row.sentAt === null && row.lastError !== null)).toBe(true);
    expect(smtp.received).toEqual([]);

    await smtp.start();
    const mails = await smtp.waitFor(14, 20_000);
    // Give any duplicate time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails).toHaveLength(14);
    const keys = mails.map((mail) => `${mail.to[0]} ${mail.subject}`);
    expect(new Set(keys).size).toBe(14);
    for (const [index, customer] of customers.entries()) {
      const theirs = mails.filter((mail) => mail.to[0] === customer.user!.email).map((mail) => mail.subject);
      const number = placed[index]!.orderNumber;
      expect(theirs.sort()).toEqual(
        index < 2
          ? [`Your order ${number} has been received`, `Your order ${number} is now In Discussion`]
          : [`Your order ${number} has been received`],
      );
    }
    for (const address of STAFF) expect(mails.filter((mail) => mail.to[0] === address)).toHaveLength(4);
    expect((await ctx.db.select().from(emailOutbox)).every((row) => row.sentAt !== null)).toBe(true);
  });
});

/** `count` status messages about the order to c0@example.com, c1@… as if written by other processes; their ids. */
async function statusMessages(ctx: TestContext, orderId: number, count: number): Promise<number[]> {
  const rows = await ctx.db
    .insert(emailOutbox)
    .values(
      Array.from({ length: count }, (_, index) => ({
        kind: 'order_status' as const,
        recipient: `c${index}@example.com`,
        orderId,
        detail: 'confirmed',
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

/** A sender of another app process on the same outbox. */
const anotherSender = (ctx: TestContext, smtp: TestSmtpServer) =>
  new OutboxSender({
    db: ctx.db,
    transport: nodemailer.createTransport({ url: smtp.url }),
    from: 'shop@solarhub.test',
    shop: ctx.app.config.shop,
    signingSecret: ctx.app.config.signingSecret,
    retryBaseMs: 50,
  });

describe('several senders on one outbox', () => {
  it('never send the same message twice', async () => {
    const { smtp, ctx, placed } = await shopWithOrder();
    await smtp.waitFor(3);
    // 60 messages appear at once, as if written by other processes; four senders (the app's and three more) race.
    await statusMessages(ctx, placed.id, 60);
    const senders = [1, 2, 3].map(() => anotherSender(ctx, smtp));
    ctx.app.emailOutbox.nudge();
    const counts = await Promise.all(senders.map((sender) => sender.deliverDue()));
    await smtp.waitFor(63);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = smtp.received.slice(3).map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(60);
    expect(new Set(recipients).size).toBe(60);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(60);
  });

  it("leave the rest of a stopping sender's batch to the others at once, not after its lease", async () => {
    const { smtp, ctx, placed } = await shopWithOrder();
    await smtp.waitFor(3);
    // The app's sender claims five messages and sends the first to a mail server slow to answer it...
    const slow = smtp.holdNext();
    await statusMessages(ctx, placed.id, 5);
    await slow.arrived;
    // ... when its process is told to stop (a deploy, SIGTERM).
    const stopped = ctx.app.emailOutbox.sender!.stop();
    slow.release();
    await stopped;
    // The message it was sending went out; the four it had not started are another process's to send now.
    expect(await anotherSender(ctx, smtp).deliverDue()).toBe(4);
    await smtp.waitFor(8);
    const recipients = smtp.received.slice(3).map((mail) => mail.to[0]);
    expect(recipients.sort()).toEqual(['c0@example.com', 'c1@example.com', 'c2@example.com', 'c3@example.com', 'c4@example.com']);
  });

  it("never send a message twice when one waits in a sender's batch past its lease and another sender takes it", async () => {
    const { smtp, ctx, placed } = await shopWithOrder();
    await smtp.waitFor(3);
    // Two senders, and only them: the app's own stops.
    await ctx.app.emailOutbox.sender!.stop();
    const sender = () => anotherSender(ctx, smtp);
    const first = Math.min(...(await statusMessages(ctx, placed.id, 5)));

    // The first sender claims all five and sends the first to a mail server slow to answer it...
    const slow = smtp.holdNext();
    const busy = sender().deliverDue();
    await slow.arrived;
    // ... so slow that the lease of the four still waiting in its batch runs out (as after five minutes).
    await ctx.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(isNull(emailOutbox.sentAt), gt(emailOutbox.id, first)));
    // The second sender takes those four and sends them; then the mail server answers the first sender.
    expect(await sender().deliverDue()).toBe(4);
    slow.release();
    await busy;

    await new Promise((resolve) => setTimeout(resolve, 300));
    const recipients = smtp.received.slice(3).map((mail) => mail.to[0]);
    expect(recipients.sort()).toEqual(['c0@example.com', 'c1@example.com', 'c2@example.com', 'c3@example.com', 'c4@example.com']);
    expect((await ctx.db.select().from(emailOutbox)).every((row) => row.sentAt !== null)).toBe(true);
  });
});
