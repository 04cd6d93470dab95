import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../shared/dates';
import { SEEDED, seededIds, type SeededKey } from '../test/products';
import { orders, products, quotes } from '../db/schema';
import { readPdf } from '../test/pdf-text';
import { registration } from '../test/registration';
import { Client, createTestApp, type TestContext } from '../test/test-app';

const PUBLIC_URL = 'https://shop.example.co.ke';
const A4: [number, number] = [595, 842];

let ctx: TestContext;
let ids: Record<SeededKey, number>;
let customer: Client;
let other: Client;
let agent: Client;
let boss: Client;
let order: { id: number; orderNumber: string };
beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    env: {
      PUBLIC_URL,
      SHOP_MPESA_PAYBILL: '522533',
      SHOP_MPESA_TILL: '5123456',
      SHOP_BANK_DETAILS: 'KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890',
      SHOP_KRA_PIN: 'P051234567X',
    },
  });
  ids = await seededIds(ctx.db);
  [customer, other, agent, boss] = await Promise.all([
    ctx.signIn('customer'),
    ctx.signIn('customer'),
    ctx.signIn('sales_agent'),
    ctx.signIn('super_admin'),
  ]);
  await fill(customer, [
    ['battery50ah', 2],
    ['pvCable', 1],
  ]);
  const placed = await customer.post('/api/orders', { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678' });
  expect(placed.statusCode).toBe(201);
  order = placed.json();
});
afterAll(() => ctx.close());

async function fill(client: Client, lines: [SeededKey, number][]) {
  for (const [key, quantity] of lines) expect((await client.post('/api/cart', { productId: ids[key], quantity })).statusCode).toBe(200);
}

async function pdf(client: Client, url: string) {
  const response = await client.get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return readPdf(response.rawPayload);
}

/** The shop's letterhead, on every document. */
function expectLetterhead(text: string) {
  for (const part of [
    'SolarHub Kenya',
    'Argwings Kodhek Road, Kilimani, Nairobi, Kenya',
    '+254 712 345 678 / +254 733 456 789',
    'sales@solarhub.co.ke',
    'KRA PIN: P051234567X',
  ]) {
    expect(text).toContain(part);
  }
}

describe('the proforma invoice', () => {
  it('is an A4 PDF with the letterhead, lines, total, paid, balance and how to pay with the order number as account', async () => {
    const { pages, text } = await pdf(customer, `/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(pages).toEqual([A4]);
    expectLetterhead(text);
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain(`#${order.orderNumber}`);
    expect(text).toContain(`Date ${formatDay(new Date())}`);
    expect(text).toMatch(new RegExp(`${SEEDED.battery50ah.name} 2 KSh 23,500.50 KSh 47,001.00`));
    expect(text).toContain(`${SEEDED.pvCable.name} 1 KSh 3,450.75 KSh 3,450.75`);
    expect(text).toContain('Total KSh 50,451.75');
    expect(text).toContain('Amount paid KSh 0.00');
    expect(text).toContain('Balance due KSh 50,451.75');
    expect(text).toContain('Business number: 522533');
    expect(text).toContain(`Account number: ${order.orderNumber}`);
    expect(text).toContain('Till number: 5123456');
    expect(text).toContain('KCB Bank, Kilimani branch, SolarHub Kenya Ltd, account 1234567890');
    expect(text).toMatch(/Date \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
  });

  it('shows the delivery fee as its own line, included in the total and the balance', async () => {
    const shopper = await ctx.signIn('customer');
    await fill(shopper, [['pvCable', 1]]);
    const placed = await shopper.post('/api/orders', {
      deliveryAddress: 'Lodwar town, Turkana',
      phoneNumber: '0712345678',
      delivery: { method: 'delivery', county: 'turkana' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { text } = await pdf(shopper, `/api/orders/${placed.json().orderNumber}/invoice.pdf`);
    expect(text).toContain('Delivery to Turkana KSh 2,500.00');
    expect(text).toContain('Total KSh 5,950.75');
    expect(text).toContain('Balance due KSh 5,950.75');
    expect(text).not.toContain('To be confirmed');
  });

  it('says the fee of an order placed without a delivery choice is to be confirmed', async () => {
    const { text } = await pdf(customer, `/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(text).toContain('Delivery: to be confirmed, not included in the total.');
  });

  it('is found by the order number in any letter case, and staff of both roles may fetch it', async () => {
    await pdf(customer, `/api/orders/${order.orderNumber.toLowerCase()}/invoice.pdf`);
    await pdf(agent, `/api/orders/${order.orderNumber}/invoice.pdf`);
    await pdf(boss, `/api/orders/${order.orderNumber}/invoice.pdf`);
  });
});

describe('the receipt', () => {
  it('answers 404 while nothing is paid, then lists each live payment with method and reference, and the balance', async () => {
    const none = await customer.get(`/api/orders/${order.orderNumber}/receipt.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'Nothing has been paid on this order yet, so there is no receipt', code: 'receipt_nothing_paid' });

    const record = (body: object) => agent.post(`/api/admin/orders/${order.id}/payments`, body);
    expect((await record({ method: 'mpesa', amount: '20000', reference: 'TKJ3TH9W5G', paidAt: '2026-11-22T09:15:42+03:00' })).statusCode).toBe(201);
    expect((await record({ method: 'cash', amount: '1234.50', paidAt: '2026-11-23T23:30:00+03:00' })).statusCode).toBe(201);
    const mistake = (await record({ method: 'bank_transfer', amount: '999.99', reference: 'EQ-WRONG-1' })).json();
    expect((await boss.post(`/api/admin/payments/${mistake.id}/void`, { reason: 'Not ours' })).statusCode).toBe(200);

    const { pages, text } = await pdf(customer, `/api/orders/${order.orderNumber}/receipt.pdf`);
    expect(pages).toEqual([A4]);
    expectLetterhead(text);
    expect(text).toContain('RECEIPT');
    expect(text).toContain('22 Nov 2026 M-PESA TKJ3TH9W5G KSh 20,000.00');
    // A Nairobi evening is that day in Nairobi, whatever the server's clock zone.
    expect(text).toContain('23 Nov 2026 Cash - KSh 1,234.50');
    expect(text).not.toContain('EQ-WRONG-1');
    expect(text).toContain(`Order total KSh 50,451.75`);
    expect(text).toContain('Total paid KSh 21,234.50');
    expect(text).toContain('Balance due KSh 29,217.25');
    expect(text).toContain(`Account number: ${order.orderNumber}`);

    const invoice = await pdf(customer, `/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(invoice.text).toContain('Amount paid KSh 21,234.50');
    expect(invoice.text).toContain('Balance due KSh 29,217.25');
  });
});

describe('documents of an order that asks for nothing more', () => {
  async function placed(client: Client, key: SeededKey) {
    await fill(client, [[key, 1]]);
    const response = await client.post('/api/orders', { deliveryAddress: 'Plot 7, Moi Avenue, Nairobi CBD', phoneNumber: '0712345678' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; orderNumber: string };
  }
  const asksForPayment = (text: string, orderNumber: string) => {
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain(`Account number: ${orderNumber}`);
    expect(text).not.toContain(`Please use ${orderNumber} as the account number`);
  };

  it('a cancelled order’s invoice and receipt say it is cancelled and ask for no payment the shop would refuse', async () => {
    const shopper = await ctx.signIn('customer');
    const { id, orderNumber } = await placed(shopper, 'battery50ah');
    expect((await agent.post(`/api/admin/orders/${id}/payments`, { method: 'cash', amount: '500' })).statusCode).toBe(201);
    expect((await agent.patch(`/api/admin/orders/${id}`, { status: 'cancelled' })).statusCode).toBe(200);

    for (const kind of ['invoice', 'receipt']) {
      const { text } = await pdf(shopper, `/api/orders/${orderNumber}/${kind}.pdf`);
      expect(text, kind).toContain('Status Cancelled');
      expect(text, kind).toContain('This order is cancelled: nothing is to be paid on it.');
      expect(text, kind).not.toContain('Balance due');
      asksForPayment(text, orderNumber);
    }
  });

  it('a paid order’s invoice asks for nothing more, as its receipt does', async () => {
    const shopper = await ctx.signIn('customer');
    const { id, orderNumber } = await placed(shopper, 'mc4');
    expect((await agent.post(`/api/admin/orders/${id}/payments`, { method: 'cash', amount: '1500' })).statusCode).toBe(201);
    const { text } = await pdf(shopper, `/api/orders/${orderNumber}/invoice.pdf`);
    expect(text).toContain('Balance due KSh 0.00');
    asksForPayment(text, orderNumber);
  });
});

describe('an order’s documents', () => {
  it('are 404 for another customer and for an unknown order, the same answer; a visitor must sign in', async () => {
    for (const kind of ['invoice', 'receipt']) {
      for (const [client, number] of [
        [other, order.orderNumber],
        [customer, 'SH-NOSUCH'],
      ] as const) {
        const response = await client.get(`/api/orders/${number}/${kind}.pdf`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Order not found' });
      }
      expect((await ctx.visitor.get(`/api/orders/${order.orderNumber}/${kind}.pdf`)).statusCode).toBe(401);
    }
  });
});

describe('an order’s document opened from a link while signed out', () => {
  it('never echoes a long or queried address into the sign-in redirect', async () => {
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const queried = await ctx.visitor.get(`/api/orders/${order.orderNumber}/invoice.pdf?x=${'$&'.repeat(1000)}`, { headers: navigate });
    expect(queried.statusCode).toBe(303);
    expect(queried.headers.location).toBe(`/login?next=${encodeURIComponent(`/api/orders/${order.orderNumber}/invoice.pdf`)}`);
    for (const length of [300, 5000]) {
      const long = await ctx.visitor.get(`/api/orders/${'A'.repeat(length)}/invoice.pdf`, { headers: navigate });
      expect(long.statusCode, `${length}`).toBeGreaterThanOrEqual(400);
      expect(long.headers.location, `${length}`).toBeUndefined();
    }
  });

  it('sends a browser to sign in and back, in its language; an API client still gets 401', async () => {
    for (const kind of ['invoice', 'receipt']) {
      const path = `/api/orders/${order.orderNumber}/${kind}.pdf`;
      const next = encodeURIComponent(path);
      for (const [headers, location] of [
        [{ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, `/login?next=${next}`],
        [{ accept: 'text/html,*/*;q=0.8' }, `/login?next=${next}`],
        [{ 'sec-fetch-mode': 'navigate', cookie: 'lang=sw' }, `/sw/login?next=${next}`],
        [{ 'sec-fetch-dest': 'document', cookie: 'lang=xx' }, `/login?next=${next}`],
      ] as const) {
        const response = await ctx.visitor.get(path, { headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(303);
        expect(response.headers.location).toBe(location);
      }
      for (const headers of [
        {},
        { accept: '*/*' },
        { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: 'text/html' },
        { accept: 'application/json, text/html' },
      ]) {
        const response = await ctx.visitor.get(path, { headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json()).toMatchObject({ message: 'Unauthorized' });
      }
    }
  });
});

describe('a quotation', () => {
  it('of a cart past what a quotation can total is refused with its own message, and none is made', async () => {
    const shopper = await ctx.signIn('customer');
    const [{ price }] = await ctx.db.select({ price: products.price }).from(products).where(eq(products.id, ids.mc4));
    // The dearest price a product can have, twice: past numeric(12,2), and past 2^53 cents once added up as floats.
    await ctx.db.update(products).set({ price: '9999999999.99' }).where(eq(products.id, ids.mc4));
    try {
      await fill(shopper, [['mc4', 2]]);
      const before = await ctx.db.$count(quotes);
      const refused = await shopper.post('/api/quotes', undefined, { headers: { 'accept-language': 'sw' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'quote_too_large',
        message: 'Nukuu hii ni kubwa mno kuandaliwa mtandaoni. Tafadhali wasiliana na timu yetu ya mauzo.',
      });
      expect(await ctx.db.$count(quotes)).toBe(before);
    } finally {
      await ctx.db.update(products).set({ price }).where(eq(products.id, ids.mc4));
    }
  });

  it('is made from the signed-in customer’s cart without placing an order, valid 14 days, shareable by its link', async () => {
    const shopper = await ctx.signIn('customer');
    const empty = await shopper.post('/api/quotes');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Your cart is empty', code: 'cart_empty' });

    await fill(shopper, [
      ['panel400w', 4],
      ['mc4', 2],
    ]);
    const response = await shopper.post('/api/quotes');
    expect(response.statusCode, response.body).toBe(201);
    const quote = response.json();
    expect(quote).toEqual({ number: expect.stringMatching(/^QT-[A-HJKMNP-Z2-9]{6}$/), url: expect.any(String), validUntil: expect.any(String) });
    const token = new URL(quote.url).pathname.split('/')[3]!;
    expect(quote.url).toBe(`${PUBLIC_URL}/api/quotes/${token}/quotation.pdf`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Math.abs(Date.parse(quote.validUntil) - (Date.now() + 14 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    // Nothing was ordered and the cart is as it was.
    expect((await shopper.get('/api/orders')).json()).toEqual([]);
    expect((await shopper.get('/api/cart')).json()).toHaveLength(2);

    // Anyone with the link reads it: an employer or a SACCO is not signed in.
    const { pages, text } = await pdf(ctx.visitor, `/api/quotes/${token}/quotation.pdf`);
    expect(pages).toEqual([A4]);
    expectLetterhead(text);
    expect(text).toContain('QUOTATION');
    expect(text).toContain(`Quotation ${quote.number}`);
    expect(text).toContain(`Valid until ${formatDay(quote.validUntil)}`);
    expect(text).toContain(`${SEEDED.panel400w.name} 4 KSh 14,200.00 KSh 56,800.00`);
    expect(text).toContain(`${SEEDED.mc4.name} 2 KSh 1,500.00 KSh 3,000.00`);
    expect(text).toContain('Total KSh 59,800.00');
    expect(text).toContain('Delivery is not included: its fee depends on the county chosen at checkout');
    expect(text).toContain('Business number: 522533');

    // A price change afterwards does not change the quotation.
    await ctx.db.update(products).set({ price: '15000.00' }).where(eq(products.id, ids.panel400w));
    try {
      const again = await readPdf((await ctx.visitor.get(`/api/quotes/${token}/quotation.pdf`)).rawPayload);
      expect(again.text).toContain('Total KSh 59,800.00');
    } finally {
      await ctx.db.update(products).set({ price: SEEDED.panel400w.price }).where(eq(products.id, ids.panel400w));
    }
  });

  it('of a cart filled from a solar plan prints the kit’s wiring for the installer, while the cart holds the kit', async () => {
    const plan = 'a=LED+bulb~10~6~5~1&a=TV+(32+inch)~60~1~5~1&a=Fridge~150~1~8~3&county=nairobi';
    const planned = (
      await ctx.visitor.post('/api/planner', {
        appliances: [
          { name: 'LED bulb', watts: 10, quantity: 6, hoursPerDay: 5, surgeFactor: 1 },
          { name: 'TV (32 inch)', watts: 60, quantity: 1, hoursPerDay: 5, surgeFactor: 1 },
          { name: 'Fridge', watts: 150, quantity: 1, hoursPerDay: 8, surgeFactor: 3 },
        ],
        county: 'nairobi',
      })
    ).json();
    const shopper = await ctx.signIn('customer');
    const kit = planned.kit.lines.map(({ productId, quantity }: { productId: number; quantity: number }) => ({ productId, quantity }));
    expect((await shopper.post('/api/cart/bulk', { items: kit })).statusCode).toBe(200);

    const quote = (await shopper.post('/api/quotes', { plan })).json();
    const { text } = await pdf(ctx.visitor, new URL(quote.url).pathname);
    expect(text).toContain('How the solar kit is wired (for the installer):');
    expect(text).toContain(`- ${planned.kit.wiringLines[0].message}`);

    // Once the cart no longer holds the whole kit, the plan's wiring says nothing of it.
    const [first] = (await shopper.get('/api/cart')).json();
    expect((await shopper.delete(`/api/cart/${first.id}`)).statusCode).toBe(204);
    const partial = (await shopper.post('/api/quotes', { plan })).json();
    expect((await pdf(ctx.visitor, new URL(partial.url).pathname)).text).not.toContain('How the solar kit is wired');

    // A plan the planner refuses is refused here too, and no quotation is made.
    const before = await ctx.db.$count(quotes);
    for (const bad of ['a=Pump~0~1~4~3&county=nairobi', 'x'.repeat(16_001), 42]) {
      const refused = await shopper.post('/api/quotes', { plan: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'quote_plan_invalid' });
    }
    expect(await ctx.db.$count(quotes)).toBe(before);
  });

  it('answers 410 with a message once expired, and 404 for a link that was never given', async () => {
    const shopper = await ctx.signIn('customer');
    await fill(shopper, [['mc4', 1]]);
    const quote = (await shopper.post('/api/quotes')).json();
    const [row] = await ctx.db.select().from(quotes).where(eq(quotes.number, quote.number));
    await ctx.db
      .update(quotes)
      .set({ validUntil: new Date('2026-11-01T12:00:00Z') })
      .where(eq(quotes.id, row!.id));
    const path = new URL(quote.url).pathname;
    const expired = await ctx.visitor.get(path);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message: 'This quotation expired on 1 Nov 2026. Please ask for a new one.',
      code: 'quotation_expired',
      params: { date: '1 Nov 2026' },
    });
    // In Kiswahili the month is written whole: its short form reads as English (docs/product.md, "Languages").
    const kiswahili = await ctx.visitor.get(path, { headers: { cookie: 'lang=sw' } });
    expect(kiswahili.statusCode).toBe(410);
    expect(kiswahili.json()).toMatchObject({
      message: 'Muda wa nukuu hii ya bei ulikwisha tarehe 1 Novemba 2026. Tafadhali omba nyingine.',
      code: 'quotation_expired',
    });

    for (const forged of ['/api/quotes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/quotation.pdf', '/api/quotes/x/quotation.pdf']) {
      const response = await ctx.visitor.get(forged);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Quotation not found' });
    }
    expect((await ctx.visitor.post('/api/quotes')).statusCode).toBe(401);
  });
});

describe('names and addresses in any script', () => {
  // Arabic, Chinese, Thai and emoji are printed in fonts that have them; Korean has none here, so it prints as "?".
  const FIRST = 'محمد علي';
  const LAST = '王小明 สมชาย 😀';
  const ADDRESS = 'شارع الملك, 北京市朝阳区, กรุงเทพ 🏠 한국 Nairobi';

  function expectPrinted(text: string, withAddress: boolean) {
    for (const part of ['محمد', 'علي', '王小明', 'สมชาย', '😀']) expect(text).toContain(part);
    if (withAddress) for (const part of ['شارع', 'الملك', '北京市朝阳区', 'กรุงเทพ', '🏠', '?? Nairobi']) expect(text).toContain(part);
    expect(text).not.toContain('한국');
  }

  it('print on the invoice, receipt and quotation as typed, and what no font has as a visible placeholder', async () => {
    const shopper = new Client(ctx.app);
    const registered = await shopper.post('/api/register', registration({ firstName: FIRST, lastName: LAST }));
    expect(registered.statusCode, registered.body).toBe(201);
    await fill(shopper, [['mc4', 1]]);
    const quote = (await shopper.post('/api/quotes')).json();
    const placed = await shopper.post('/api/orders', { deliveryAddress: ADDRESS, phoneNumber: '0712345678' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, orderNumber } = placed.json();
    expect((await agent.post(`/api/admin/orders/${id}/payments`, { method: 'cash', amount: '100' })).statusCode).toBe(201);

    const invoice = await pdf(shopper, `/api/orders/${orderNumber}/invoice.pdf`);
    expectPrinted(invoice.text, true);
    expect(invoice.text).toContain(`${SEEDED.mc4.name} 1 KSh 1,500.00 KSh 1,500.00`);
    expectPrinted((await pdf(shopper, `/api/orders/${orderNumber}/receipt.pdf`)).text, false);
    expectPrinted((await pdf(ctx.visitor, new URL(quote.url).pathname)).text, false);
  });
});

describe('the largest amounts', () => {
  it('print on one line in the lines’ unit price and amount columns', async () => {
    // The most one line may cost (MAX_MONEY_CENTS): a product of that price, once.
    const [source] = await ctx.db.select().from(products).where(eq(products.id, ids.mc4));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = source!;
    const [dear] = await ctx.db
      .insert(products)
      .values({ ...copy, name: 'Solar farm', slug: 'solar-farm-largest-amount', price: '9999999999.99' })
      .returning({ id: products.id });
    const shopper = await ctx.signIn('customer');
    expect((await shopper.post('/api/cart', { productId: dear!.id, quantity: 1 })).statusCode).toBe(200);
    const quote = (await shopper.post('/api/quotes')).json();
    const placed = await shopper.post('/api/orders', { deliveryAddress: 'Plot 7, Moi Avenue, Nairobi CBD', phoneNumber: '0712345678' });
    expect(placed.statusCode, placed.body).toBe(201);

    const line = 'Solar farm 1 KSh 9,999,999,999.99 KSh 9,999,999,999.99';
    expect((await pdf(shopper, `/api/orders/${placed.json().orderNumber}/invoice.pdf`)).text).toContain(line);
    expect((await pdf(ctx.visitor, new URL(quote.url).pathname)).text).toContain(line);
  });
});

describe('an address typed with tabs and Windows line breaks', () => {
  it('prints its tabs as spaces and its line breaks as line breaks, never as the placeholder of a missing character', async () => {
    const shopper = await ctx.signIn('customer');
    await fill(shopper, [['mc4', 1]]);
    const address = 'House 4\tBlock B\r\nKilimani\rNairobi\u2028Kenya';
    const placed = await shopper.post('/api/orders', { deliveryAddress: address, phoneNumber: '0712345678' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { text } = await pdf(shopper, `/api/orders/${placed.json().orderNumber}/invoice.pdf`);
    expect(text).toContain('Deliver to House 4 Block B\nKilimani\nNairobi\nKenya\n');
    expect(text).not.toContain('?');
  });
});

describe('order numbers on documents', () => {
  it('stay within the 12 characters of an M-PESA account reference', async () => {
    const [row] = await ctx.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, order.id));
    expect(row!.orderNumber.length).toBeLessThanOrEqual(12);
  });
});
