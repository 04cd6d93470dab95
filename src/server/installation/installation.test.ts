import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { nairobiDay } from '../../shared/dates';
import { emailOutbox, installationRequests, installationSteps, orderCharges, orders, products, technicians } from '../db/schema';
import { readPdf } from '../test/pdf-text';
import { SEEDED, seededIdsPerFile } from '../test/products';
import { auditRows } from '../test/staff-fixtures';
import { expectRefusal, smtpPerFile, testAppPerFile, type Client } from '../test/test-app';

// Installation booking through the API (docs/product.md, "Installation"): each rule and each refused input, the fee
// as the order's `installation` charge (total, balance, documents, e-mails), and the technicians' list.

const smtp = await smtpPerFile();
const ctx = testAppPerFile(() => ({ seed: true, env: { SMTP_URL: smtp.url, EMAIL_RETRY_SECONDS: '0.05' } }));
const ids = seededIdsPerFile(ctx);
const SW = { cookie: 'lang=sw' };
/** A 3 kW hybrid inverter (T2 work) and a 550 W panel, both in stock and both needing installation. */
const INVERTER = 'vestwoods-3kw-24v-hybrid-solar-inverter';
const PANEL = 'jinko-tiger-neo-550w-mono-bifacial-solar-panel';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (fromToday: number) => nairobiDay(new Date(Date.now() + fromToday * DAY_MS));
const request = (overrides: Record<string, unknown> = {}) => ({
  county: 'kisumu',
  preferredDates: [day(7), day(8), day(9)],
  roofType: 'iron_sheets',
  distanceMetres: 15,
  siteNotes: 'Batteries in the store room behind the kitchen',
  ...overrides,
});

let staff: Client;
let superAdmin: Client;
let slugIds: Record<string, number>;
let png: Buffer;
beforeAll(async () => {
  staff = await ctx.signIn('sales_agent');
  superAdmin = await ctx.signIn('super_admin');
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#43a047' } })
    .png()
    .toBuffer();
  const rows = await ctx.db.select({ id: products.id, slug: products.slug }).from(products);
  slugIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});

interface Placed {
  id: number;
  orderNumber: string;
  totalAmount: string;
}

/** The customer orders one of each product (Nairobi delivery, KSh 300); staff take it to `status` if told. */
async function order(customer: Client, productIds: number[], status?: 'cancelled'): Promise<Placed> {
  for (const productId of productIds) expect((await customer.post('/api/cart', { productId, quantity: 1 })).statusCode).toBe(200);
  const placed = await customer.post('/api/orders', {
    deliveryAddress: 'Plot 9, Kondele, Kisumu',
    phoneNumber: '0712345678',
    delivery: { method: 'delivery', county: 'nairobi' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  if (status) expect((await staff.patch(`/api/admin/orders/${placed.json().id}`, { status })).statusCode).toBe(200);
  return placed.json<Placed>();
}

const ask = (customer: Client, orderNumber: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  customer.request({ method: 'POST', url: `/api/orders/${orderNumber}/installation`, payload: body, headers });
const move = (id: number, body: Record<string, unknown>, as: Client = staff) => as.post(`/api/admin/installations/${id}/status`, body);
const installationCount = () => ctx.db.$count(installationRequests);

let technicianCount = 0;
async function addTechnician(overrides: Record<string, unknown> = {}) {
  const body = {
    name: `Fundi ${++technicianCount}`,
    phone: '0722 111 222',
    licenceNumber: `EPRA/SPV/${technicianCount}${Date.now() % 100000}`,
    licenceClass: 'T2',
    counties: ['kisumu', 'siaya'],
    ...overrides,
  };
  const response = await superAdmin.post('/api/admin/technicians', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; name: string }>();
}

/** The installation e-mails that reached the address, once there are `count` of them. */
async function installationMails(address: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to[0] === address && /installation for order|ufungaji wa oda/i.test(mail.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} installation e-mails to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const orderOf = async (customer: Client, orderNumber: string) =>
  (await customer.get(`/api/orders/${orderNumber}`)).json<{
    totalAmount: string;
    amountPaid: string;
    balanceDue: string;
    paymentStatus: string;
    charges: { kind: string; amount: string }[];
  }>();

describe('products that need installation', () => {
  it('are seeded: panels, inverters and big batteries do, small batteries and accessories do not', async () => {
    const list = (await staff.get('/api/admin/products')).json<{ slug: string; needsInstallation: boolean }[]>();
    const needs = (slug: string) => list.find((row) => row.slug === slug)?.needsInstallation;
    expect(needs(PANEL)).toBe(true);
    expect(needs(INVERTER)).toBe(true);
    expect(needs(SEEDED.batteryBank.slug)).toBe(true);
    expect(needs(SEEDED.battery50ah.slug)).toBe(false);
    expect(needs(SEEDED.mc4.slug)).toBe(false);
  });

  it('are set by staff in the product form, audited; a value that is not true or false is refused', async () => {
    const edit = (needsInstallation: unknown) =>
      staff.patch(`/api/admin/products/${ids.mc4}`, {
        name: SEEDED.mc4.name,
        slug: SEEDED.mc4.slug,
        categoryId: 6,
        price: '1500.00',
        needsInstallation,
      });
    const refused = await edit('yes');
    expectRefusal(refused, 400, 'Needs installation must be true or false');
    const edited = await edit(true);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().needsInstallation).toBe(true);
    const [audit] = (await auditRows(ctx.db, 'product', ids.mc4)).filter((row) => row.action === 'product.update');
    expect(audit!.details).toMatchObject({ changes: expect.arrayContaining(['needsInstallation']) });
    expect((await edit(false)).json().needsInstallation).toBe(false);
  });
});

describe('a customer’s request', () => {
  let customer: Client;
  let placed: Placed;
  beforeAll(async () => {
    customer = await ctx.signIn('customer');
    placed = await order(customer, [slugIds[INVERTER]!, slugIds[PANEL]!]);
  });

  it('is offered on an order with goods that need installing, with the class they need', async () => {
    const answer = await customer.get(`/api/orders/${placed.orderNumber}/installation`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ needed: true, neededClass: 'T2', canRequest: true, installations: [] });
  });

  it('is not offered, and refused, on an order with nothing to install', async () => {
    const plain = await order(customer, [ids.mc4]);
    expect((await customer.get(`/api/orders/${plain.orderNumber}/installation`)).json()).toMatchObject({ needed: false, canRequest: false });
    expectRefusal(await ask(customer, plain.orderNumber, request()), 409, 'Nothing in this order needs installing');
  });

  it('is refused on a cancelled order', async () => {
    const cancelled = await order(customer, [slugIds[PANEL]!], 'cancelled');
    expectRefusal(await ask(customer, cancelled.orderNumber, request()), 409, 'This order is cancelled');
  });

  it('is another customer’s order: not found, nothing written', async () => {
    const other = await ctx.signIn('customer');
    expectRefusal(await other.get(`/api/orders/${placed.orderNumber}/installation`), 404, 'Order not found');
    expectRefusal(await ask(other, placed.orderNumber, request()), 404, 'Order not found');
  });

  it.each([
    ['a preferred date in the past', { preferredDates: [day(-1), day(8), day(9)] }, 'Preferred dates must be from tomorrow on'],
    ['today as a preferred date', { preferredDates: [day(0), day(8), day(9)] }, 'Preferred dates must be from tomorrow on'],
    ['a date too far ahead', { preferredDates: [day(7), day(8), day(400)] }, 'Dates must be within 180 days from today'],
    ['a date that does not exist', { preferredDates: ['2030-02-30', day(8), day(9)] }, 'Dates must be real days, written YYYY-MM-DD'],
    ['two dates', { preferredDates: [day(7), day(8)] }, 'Please give 3 preferred dates'],
    ['the same date twice', { preferredDates: [day(7), day(7), day(9)] }, 'The preferred dates must be three different days'],
    ['an unknown county', { county: 'atlantis' }, 'County is unknown: choose one of the 47 counties'],
    ['an unknown roof', { roofType: 'thatch' }, 'Please choose the roof type'],
    ['a distance too long', { distanceMetres: 501 }, /from 0 to 500/],
    ['a distance in fractions', { distanceMetres: 2.5 }, /whole number of metres/],
    ['site notes too long', { siteNotes: 'x'.repeat(1001) }, 'The site notes must be at most 1000 characters'],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides, message) => {
    const before = await installationCount();
    expectRefusal(await ask(customer, placed.orderNumber, request(overrides)), 400, message);
    expect(await installationCount()).toBe(before);
  });

  it('says a past date is refused in Kiswahili too', async () => {
    const refused = await ask(customer, placed.orderNumber, request({ preferredDates: [day(-3), day(8), day(9)] }), SW);
    expectRefusal(refused, 400, 'Tarehe unazopendelea ziwe kuanzia kesho');
    expect(refused.json().code).toBe('installation_date_past');
  });

  it('is booked: requested, audited, e-mailed; a second one is refused while it is open', async () => {
    const booked = await ask(customer, placed.orderNumber, request());
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      status: 'requested',
      county: 'kisumu',
      neededClass: 'T2',
      fee: null,
      technician: null,
      steps: [{ status: 'requested', fee: null }],
    });
    expect(booked.json().steps[0]).not.toHaveProperty('changedBy');
    const audits = await auditRows(ctx.db, 'installation', booked.json().id);
    expect(audits).toEqual([expect.objectContaining({ action: 'installation.request', actorId: customer.user!.id })]);
    const [mail] = await installationMails(customer.user!.email, 1);
    expect(mail!.subject).toBe(`Installation for order ${placed.orderNumber}: Requested`);
    expectRefusal(await ask(customer, placed.orderNumber, request()), 409, /already has an installation/);
    expect((await customer.get(`/api/orders/${placed.orderNumber}/installation`)).json()).toMatchObject({ canRequest: false });
  });
});

describe('technicians', () => {
  it('are kept by super admins only', async () => {
    const before = await ctx.db.$count(technicians);
    const body = { name: 'Agent', phone: '0722 111 222', licenceNumber: 'EPRA/X/1', licenceClass: 'T1', counties: ['nairobi'] };
    expectRefusal(await staff.post('/api/admin/technicians', body), 403, /super admin/i);
    expect(await ctx.db.$count(technicians)).toBe(before);
  });

  it.each([
    ['a missing name', { name: ' ' }, 'Please enter the technician’s name'],
    ['a bad phone', { phone: 'call me' }, 'Enter a phone number such as 0712 345 678'],
    ['a phone of two digits spaced out', { phone: '1        2' }, 'Enter a phone number such as 0712 345 678'],
    ['a phone of sixteen digits', { phone: '+2547123456789012' }, 'Enter a phone number such as 0712 345 678'],
    ['an unknown class', { licenceClass: 'T4' }, 'The licence class must be T1, T2 or T3'],
    ['no county', { counties: [] }, 'Choose at least one county the technician serves'],
    ['an unknown county', { counties: ['narnia'] }, 'Unknown county'],
    ['a county twice', { counties: ['kisumu', 'kisumu'] }, 'A county is listed twice'],
    ['a missing licence number', { licenceNumber: '' }, 'Please enter the EPRA licence number'],
  ])('refuse %s with 400', async (_label, overrides, message) => {
    const before = await ctx.db.$count(technicians);
    const body = { name: 'Bad', phone: '0722 111 222', licenceNumber: 'EPRA/BAD/1', licenceClass: 'T2', counties: ['kisumu'], ...overrides };
    expectRefusal(await superAdmin.post('/api/admin/technicians', body), 400, message);
    expect(await ctx.db.$count(technicians)).toBe(before);
  });

  it('have unique licence numbers, whatever the letter case, and are edited whole and audited', async () => {
    const first = await addTechnician({ licenceNumber: 'epra/t2/7777' });
    const again = await superAdmin.post('/api/admin/technicians', {
      name: 'Copy',
      phone: '0722 111 222',
      licenceNumber: 'EPRA/T2/7777',
      licenceClass: 'T2',
      counties: ['kisumu'],
    });
    expectRefusal(again, 409, 'Another technician has licence number EPRA/T2/7777');
    const whole = {
      name: 'Achieng Otieno',
      phone: '0722 111 333',
      licenceNumber: 'EPRA/T2/7777',
      licenceClass: 'T3',
      counties: ['kisumu'],
      active: false,
    };
    const edited = await superAdmin.put(`/api/admin/technicians/${first.id}`, whole);
    expect(edited.json()).toMatchObject({ name: 'Achieng Otieno', licenceClass: 'T3', active: false });
    expect((await auditRows(ctx.db, 'technician', first.id)).map((row) => row.action)).toEqual(['technician.create', 'technician.update']);
    expectRefusal(await superAdmin.put('/api/admin/technicians/999999', { ...whole, licenceNumber: 'EPRA/NONE' }), 404, 'Technician not found');
  });

  it('are listed a page at a time, or only those who may take an installation in a county needing a class', async () => {
    const t3 = await addTechnician({ licenceClass: 'T3', counties: ['turkana'] });
    const t1 = await addTechnician({ licenceClass: 'T1', counties: ['turkana'] });
    const listed = await staff.get('/api/admin/technicians?county=turkana&neededClass=T2');
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([t3.id]);
    expect((await staff.get('/api/admin/technicians?county=turkana&neededClass=T1')).json()).toHaveLength(2);
    const page = await staff.get('/api/admin/technicians?limit=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(t1.id).toBeGreaterThan(t3.id);
  });
});

describe('staff handling an installation', () => {
  let customer: Client;
  let placed: Placed;
  let id: number;
  let goodsAndDelivery: bigint;
  beforeAll(async () => {
    customer = await ctx.signIn('customer');
    placed = await order(customer, [slugIds[INVERTER]!, slugIds[PANEL]!]);
    goodsAndDelivery = BigInt(placed.totalAmount.replace('.', ''));
    id = (await ask(customer, placed.orderNumber, request())).json().id;
  });
  const cents = (amount: string) => BigInt(amount.replace('.', ''));

  it('quotes a fee: the order gains an installation charge, its total, balance, invoice and e-mail follow', async () => {
    const quoted = await move(id, { status: 'quoted', fee: '12500' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ status: 'quoted', fee: '12500.00' });
    const seen = await orderOf(customer, placed.orderNumber);
    expect(seen.charges).toEqual([
      { kind: 'delivery', amount: '300.00' },
      { kind: 'installation', amount: '12500.00' },
    ]);
    expect(cents(seen.totalAmount)).toBe(goodsAndDelivery + 1_250_000n);
    expect(seen.balanceDue).toBe(seen.totalAmount);
    const invoice = await customer.get(`/api/orders/${placed.orderNumber}/invoice.pdf`);
    const { text } = await readPdf(invoice.rawPayload);
    expect(text).toMatch(/Installation\s+KSh 12,500\.00/);
    const mails = await installationMails(customer.user!.email, 2);
    const mail = mails.find((candidate) => candidate.subject.endsWith('Quoted'))!;
    expect(mail.text).toContain('Installation fee: KSh 12,500');
    expect(mail.text).toContain('- Installation: KSh 12,500');
    expect(mail.text).toContain(`Total: KSh ${Number(seen.totalAmount).toLocaleString('en-US')}`);
  });

  it('replaces the quote while it is not scheduled: one charge, the total moved by the difference', async () => {
    await move(id, { status: 'quoted', fee: '10000.00' });
    const seen = await orderOf(customer, placed.orderNumber);
    expect(seen.charges.filter((charge) => charge.kind === 'installation')).toEqual([{ kind: 'installation', amount: '10000.00' }]);
    expect(cents(seen.totalAmount)).toBe(goodsAndDelivery + 1_000_000n);
  });

  it.each([
    ['a negative fee', { status: 'quoted', fee: '-1' }, /KSh 0 or more/],
    ['a fee with three decimals', { status: 'quoted', fee: '10.005' }, /KSh 0 or more/],
    ['no fee', { status: 'quoted' }, 'A quote needs a fee'],
    [
      'a day that has passed',
      { status: 'scheduled', technicianId: 1, date: day(-1) },
      'An installation cannot be scheduled for a day that has passed',
    ],
    ['no technician', { status: 'scheduled', date: day(3) }, 'Please choose a technician'],
    ['an unknown status', { status: 'finished' }, 'Unknown installation status'],
    ['a cancellation without a reason', { status: 'cancelled', reason: '  ' }, 'A cancellation needs a reason for the customer'],
  ])('refuses %s with 400, changing nothing', async (_label, body, message) => {
    const before = await orderOf(customer, placed.orderNumber);
    const steps = await ctx.db.$count(installationSteps);
    expectRefusal(await move(id, body), 400, message);
    expect(await orderOf(customer, placed.orderNumber)).toEqual(before);
    expect(await ctx.db.$count(installationSteps)).toBe(steps);
  });

  it('assigns only an active technician of the needed class who serves the county: each refusal a 4xx with a message', async () => {
    const wrongClass = await addTechnician({ name: 'Otieno T1', licenceClass: 'T1', counties: ['kisumu'] });
    const wrongCounty = await addTechnician({ name: 'Wanjiru T3', licenceClass: 'T3', counties: ['nairobi'] });
    const inactive = await addTechnician({ name: 'Kamau T2', licenceClass: 'T2', counties: ['kisumu'], active: false });
    const steps = await ctx.db.$count(installationSteps);
    const schedule = (technicianId: number, headers = {}) =>
      staff.request({
        method: 'POST',
        url: `/api/admin/installations/${id}/status`,
        payload: { status: 'scheduled', technicianId, date: day(5) },
        headers,
      });
    expectRefusal(await schedule(wrongClass.id), 409, 'Otieno T1 holds class T1: this installation needs T2 or higher');
    expectRefusal(await schedule(wrongClass.id, SW), 409, 'Otieno T1 ana daraja T1: ufungaji huu unahitaji T2 au zaidi');
    expectRefusal(await schedule(wrongCounty.id), 409, 'Wanjiru T3 does not serve Kisumu');
    expectRefusal(await schedule(inactive.id), 409, 'Kamau T2 is not taking installations');
    expectRefusal(await schedule(999999), 404, 'Technician not found');
    expect(await ctx.db.$count(installationSteps)).toBe(steps);
    expect((await staff.get(`/api/admin/installations/${id}`)).json()).toMatchObject({ status: 'quoted', technicianId: null });
  });

  it('schedules, then marks done with the commissioning record and its photos; the customer sees each step', async () => {
    const fundi = await addTechnician({ name: 'Akinyi Odhiambo', phone: '0733 222 111', licenceClass: 'T3', counties: ['kisumu'] });
    const scheduled = await move(id, { status: 'scheduled', technicianId: fundi.id, date: day(5) });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledDate: day(5), technicianId: fundi.id });

    const missing = await move(id, {
      status: 'done',
      panelStringVolts: 380.5,
      inverterSettings: 'Battery LiFePO4, 48 V',
      photos: ['/objects/uploads/notuploaded1'],
    });
    expectRefusal(missing, 400, 'A photo was not uploaded, or is not an image. Please add it again.');
    expectRefusal(await move(id, { status: 'done', panelStringVolts: 2000, inverterSettings: 'x' }), 400, /panel string voltage/);
    expectRefusal(await move(id, { status: 'done', panelStringVolts: 380 }), 400, 'Please note the inverter settings');

    const upload = await staff.post('/api/upload-url');
    const url = new URL(upload.json().uploadURL);
    const put = await ctx.visitor.request({ method: 'PUT', url: url.pathname + url.search, payload: png, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBeLessThan(300);
    const done = await move(id, {
      status: 'done',
      panelStringVolts: 380.5,
      batteryVolts: 26.4,
      inverterSettings: 'Battery type LiFePO4, charge 28.4 V, utility charging off',
      photos: [url.pathname],
    });
    expect(done.statusCode, done.body).toBe(200);
    const seen = (await customer.get(`/api/orders/${placed.orderNumber}/installation`)).json();
    expect(seen.installations[0]).toMatchObject({
      status: 'done',
      technician: { name: 'Akinyi Odhiambo', phone: '0733 222 111', licenceClass: 'T3' },
      commissioning: { panelStringVolts: '380.5', batteryVolts: '26.4', photos: [url.pathname] },
    });
    expect(seen.installations[0].steps.map((step: { status: string }) => step.status)).toEqual([
      'requested',
      'quoted',
      'quoted',
      'scheduled',
      'done',
    ]);
    const mails = await installationMails(customer.user!.email, 5);
    const scheduledMail = mails.find((mail) => mail.subject.endsWith('Scheduled'))!;
    expect(scheduledMail.text).toContain('Technician: Akinyi Odhiambo, 0733 222 111');
    const steps = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'installation_status'), eq(emailOutbox.orderId, placed.id)));
    expect(steps).toHaveLength(5);
    const audits = await auditRows(ctx.db, 'installation', id);
    expect(audits.filter((row) => row.action === 'installation.status').map((row) => (row.details as { to: string }).to)).toEqual([
      'quoted',
      'quoted',
      'scheduled',
      'done',
    ]);
  });

  it('refuses any step once done, and keeps the fee', async () => {
    expectRefusal(await move(id, { status: 'cancelled', reason: 'Changed mind' }), 409, 'This installation is Done');
    expectRefusal(await move(id, { status: 'quoted', fee: '1.00' }), 409, 'This installation is Done');
    const seen = await orderOf(customer, placed.orderNumber);
    expect(seen.charges.find((charge) => charge.kind === 'installation')?.amount).toBe('10000.00');
  });

  it('refuses a step its status does not lead to', async () => {
    const other = await order(customer, [slugIds[PANEL]!]);
    const fresh = (await ask(customer, other.orderNumber, request())).json().id;
    expectRefusal(
      await move(fresh, { status: 'done', panelStringVolts: 40, inverterSettings: 'none' }),
      409,
      'An installation cannot go from Requested to Done',
    );
    expectRefusal(await move(999999, { status: 'quoted', fee: '1.00' }), 404, 'Installation not found');
  });
});

describe('cancelling an installation', () => {
  it('removes its charge in the same step; on an order paid in full the balance comes and goes with the fee', async () => {
    const customer = await ctx.signIn('customer');
    const placed = await order(customer, [slugIds[PANEL]!]);
    const paid = await staff.post(`/api/admin/orders/${placed.id}/payments`, { method: 'cash', amount: placed.totalAmount });
    expect(paid.statusCode, paid.body).toBe(201);
    const id = (await ask(customer, placed.orderNumber, request())).json().id;
    expect((await customer.get(`/api/orders/${placed.orderNumber}/installation`)).json().neededClass).toBe('T1');

    await move(id, { status: 'quoted', fee: '4000.00' });
    expect(await orderOf(customer, placed.orderNumber)).toMatchObject({ paymentStatus: 'partly_paid', balanceDue: '4000.00' });

    const cancelled = await move(id, { status: 'cancelled', reason: 'The roof needs repair first' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'The roof needs repair first' });
    const seen = await orderOf(customer, placed.orderNumber);
    expect(seen).toMatchObject({ totalAmount: placed.totalAmount, paymentStatus: 'paid', balanceDue: '0.00' });
    expect(seen.charges.map((charge) => charge.kind)).toEqual(['delivery']);
    expect(await ctx.db.$count(orderCharges, and(eq(orderCharges.orderId, placed.id), eq(orderCharges.kind, 'installation')))).toBe(0);
    const mails = await installationMails(customer.user!.email, 3);
    expect(mails.find((mail) => mail.subject.endsWith('Cancelled'))!.text).toContain('Reason: The roof needs repair first');

    // Cancelled, the order may ask again.
    expect((await customer.get(`/api/orders/${placed.orderNumber}/installation`)).json()).toMatchObject({ canRequest: true });
    expect((await ask(customer, placed.orderNumber, request())).statusCode).toBe(201);
  });

  it('is the only step left once the order is cancelled', async () => {
    const customer = await ctx.signIn('customer');
    const placed = await order(customer, [slugIds[PANEL]!]);
    const id = (await ask(customer, placed.orderNumber, request())).json().id;
    await staff.patch(`/api/admin/orders/${placed.id}`, { status: 'cancelled' });
    expectRefusal(await move(id, { status: 'quoted', fee: '100.00' }), 409, 'This order is cancelled');
    expect((await move(id, { status: 'cancelled', reason: 'Order cancelled' })).statusCode).toBe(200);
  });
});

describe('the staff list', () => {
  it('is newest first, paged, filtered by status, and the dashboard counts the open ones', async () => {
    const all = await staff.get('/api/admin/installations?limit=2');
    expect(all.json()).toHaveLength(2);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(await installationCount());
    const done = (await staff.get('/api/admin/installations?status=done')).json();
    expect(done.every((row: { status: string }) => row.status === 'done')).toBe(true);
    expectRefusal(await staff.get('/api/admin/installations?status=finished'), 400, 'Unknown installation status');
    const open = (await staff.get('/api/admin/installations/open-count')).json().open;
    const statuses = await ctx.db.select({ status: installationRequests.status }).from(installationRequests);
    expect(open).toBe(statuses.filter((row) => ['requested', 'quoted', 'scheduled'].includes(row.status)).length);
    expectRefusal(await (await ctx.signIn('customer')).get('/api/admin/installations'), 403, 'Admin access required');
  });
});

describe('the customer’s data', () => {
  it('exports their installations, and erasure waits for an open one, then clears the site notes and photos', async () => {
    const customer = await ctx.signIn('customer');
    const placed = await order(customer, [slugIds[PANEL]!]);
    const id = (await ask(customer, placed.orderNumber, request())).json().id;
    const exported = await customer.get('/api/me/export');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    expect(exported.json().installations).toEqual([
      expect.objectContaining({ orderNumber: placed.orderNumber, status: 'requested', siteNotes: request().siteNotes }),
    ]);
    await staff.patch(`/api/admin/orders/${placed.id}`, { status: 'cancelled' });
    const refused = await superAdmin.post(`/api/admin/users/${customer.user!.id}/erase`, { reviews: 'keep' });
    expectRefusal(refused, 409, 'This customer has an installation that is still open. Erase the account once it is done or cancelled.');
    await move(id, { status: 'cancelled', reason: 'Order cancelled' });
    expect((await superAdmin.post(`/api/admin/users/${customer.user!.id}/erase`, { reviews: 'keep' })).statusCode).toBeLessThan(300);
    const [row] = await ctx.db.select().from(installationRequests).where(eq(installationRequests.id, id));
    expect(row).toMatchObject({ siteNotes: null, photos: [] });
    const [kept] = await ctx.db.select({ total: orders.totalAmount }).from(orders).where(eq(orders.id, placed.id));
    expect(kept!.total).toBe(placed.totalAmount);
  });
});
