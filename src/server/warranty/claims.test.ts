import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { WARRANTY_LIMITS, warrantyEnd } from '../../shared/warranty';
import { emailOutbox, orderStatusHistory, products, warrantyClaims, warrantyClaimSteps } from '../db/schema';
import { auditRows } from '../test/staff-fixtures';
import { SEEDED, seededIdsPerFile } from '../test/products';
import { expectRefusal, smtpPerFile, testAppPerFile, type Client } from '../test/test-app';

// Warranty claims through the API (docs/product.md, "Warranty claims"): each rule and each refused input, the audit
// row and the customer's e-mail of every step, against a real SMTP server.

const smtp = await smtpPerFile();
const ctx = testAppPerFile(() => ({ seed: true, env: { SMTP_URL: smtp.url, EMAIL_RETRY_SECONDS: '0.05' } }));
const ids = seededIdsPerFile(ctx);
/** Hithium 12.8V 100Ah: "Warranty: 5 years", seeded as 60 months. */
const UNDER_WARRANTY = 'hithium-12v-100ah-lifepo4-lithium-battery';
const SW = { cookie: 'lang=sw' };

let staff: Client;
let png: Buffer;
let warrantied: { id: number; name: string };
beforeAll(async () => {
  staff = await ctx.signIn('sales_agent');
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
  const [row] = await ctx.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.slug, UNDER_WARRANTY));
  warrantied = row!;
});

interface Placed {
  id: number;
  orderNumber: string;
  items: { id: number; productId: number; productName: string }[];
}

/** The customer orders the products (in Kiswahili with `sw`); staff take the order to `status` (delivered unless told). */
async function order(customer: Client, productIds: number[], { status = 'delivered', sw = false } = {}): Promise<Placed> {
  for (const productId of productIds) expect((await customer.post('/api/cart', { productId, quantity: 1 })).statusCode).toBe(200);
  const placed = await customer.post(
    '/api/orders',
    { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
    sw ? { headers: SW } : {},
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const result = placed.json<Placed>();
  const path = ['in_discussion', 'confirmed', 'delivered'];
  for (const next of path.slice(0, path.indexOf(status) + 1)) {
    expect((await staff.patch(`/api/admin/orders/${result.id}`, { status: next })).statusCode).toBe(200);
  }
  return result;
}

const lineOf = (placed: Placed, productId: number) => placed.items.find((item) => item.productId === productId)!.id;

/** Uploads a photo for a claim on the order through the upload pipeline; answers its path. */
async function photo(customer: Client, orderNumber: string, bytes: Buffer | string = png, contentType = 'image/png') {
  const response = await customer.post(`/api/orders/${orderNumber}/claims/photo-url`);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().uploadURL);
  const put = await ctx.visitor.request({ method: 'PUT', url: url.pathname + url.search, payload: bytes, headers: { 'content-type': contentType } });
  return { put, path: url.pathname };
}

const claim = (customer: Client, orderNumber: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  customer.post(`/api/orders/${orderNumber}/claims`, body, { headers });

const move = (id: number, body: Record<string, unknown>) => staff.post(`/api/admin/claims/${id}/status`, body);

const claimCount = () => ctx.db.$count(warrantyClaims);

/** The e-mails about claims that reached the address, once there are `count` of them. */
async function claimMails(address: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to[0] === address && /claim|dai la waranti/i.test(mail.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} claim e-mails to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a product's warranty months", () => {
  const product = (warrantyMonths: unknown) => ({
    name: 'Warranty Test Inverter',
    slug: `warranty-test-${Math.random().toString(36).slice(2, 8)}`,
    categoryId: 1,
    price: '1000.00',
    warrantyMonths,
  });

  it('are seeded from the products’ texts and shown to staff', async () => {
    const list = (await staff.get('/api/admin/products')).json<{ slug: string; warrantyMonths: number | null }[]>();
    const months = (slug: string) => list.find((row) => row.slug === slug)?.warrantyMonths;
    expect(months(UNDER_WARRANTY)).toBe(60);
    expect(months('longi-hi-mo-4-450w-mono-perc-solar-panel')).toBe(144);
    expect(months(SEEDED.mc4.slug)).toBeNull();
  });

  it('are set by create and PATCH, and none when left out', async () => {
    const created = await staff.post('/api/admin/products', product(24));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().warrantyMonths).toBe(24);
    const { id, slug } = created.json();
    const edited = await staff.patch(`/api/admin/products/${id}`, { ...product(0), slug });
    expect(edited.json().warrantyMonths).toBe(0);
    const [audit] = (await auditRows(ctx.db, 'product', id)).filter((row) => row.action === 'product.update');
    expect(audit!.details).toMatchObject({ changes: expect.arrayContaining(['warrantyMonths']) });
    const { warrantyMonths: _none, ...withoutMonths } = product(undefined);
    expect((await staff.patch(`/api/admin/products/${id}`, { ...withoutMonths, slug })).json().warrantyMonths).toBeNull();
  });

  it.each([
    [-1, 'Warranty cannot be negative', 'Waranti haiwezi kuwa chini ya sifuri', 'warranty_months_negative'],
    [1.5, 'Warranty must be a whole number of months', 'Waranti iwe idadi kamili ya miezi', 'warranty_months_not_whole'],
    ['12', 'Warranty must be a number of months', 'Waranti iwe idadi ya miezi', 'warranty_months_not_number'],
    [601, 'Warranty must be at most 600 months', 'Waranti isizidi miezi 600', 'warranty_months_too_large'],
  ])('refuses %j with 400 in both languages, creating and changing nothing', async (months, english, kiswahili, code) => {
    const before = await ctx.db.$count(products);
    const refused = await staff.post('/api/admin/products', product(months));
    expectRefusal(refused, 400, english);
    expect(refused.json()).toMatchObject({ code, field: 'warrantyMonths' });
    const inSwahili = await staff.request({ method: 'POST', url: '/api/admin/products', payload: product(months), headers: SW });
    expectRefusal(inSwahili, 400, kiswahili);
    const patched = await staff.patch(`/api/admin/products/${warrantied.id}`, { ...product(months), slug: UNDER_WARRANTY });
    expectRefusal(patched, 400, english);
    expect(await ctx.db.$count(products)).toBe(before);
    const [row] = await ctx.db.select({ months: products.warrantyMonths }).from(products).where(eq(products.id, warrantied.id));
    expect(row!.months).toBe(60);
  });
});

describe('a customer’s claim', () => {
  let customer: Client;
  let delivered: Placed;
  beforeAll(async () => {
    customer = await ctx.signIn('customer');
    delivered = await order(customer, [warrantied.id, ids.mc4]);
  });

  it('sees each line’s warranty from the delivery date, claimable while it runs', async () => {
    const response = await customer.get(`/api/orders/${delivered.orderNumber.toLowerCase()}/claims`);
    expect(response.statusCode, response.body).toBe(200);
    const [deliveredStep] = await ctx.db
      .select({ at: orderStatusHistory.changedAt })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, delivered.id), eq(orderStatusHistory.toStatus, 'delivered')));
    expect(response.json()).toEqual({
      lines: [
        {
          orderItemId: lineOf(delivered, warrantied.id),
          warrantyMonths: 60,
          lastDay: warrantyEnd(deliveredStep!.at, 60).lastDay,
          running: true,
          claimable: true,
        },
        { orderItemId: lineOf(delivered, ids.mc4), warrantyMonths: null, lastDay: null, running: false, claimable: false },
      ],
      claims: [],
    });
  });

  it('opens one with a photo: received, with its step, one audit row and an e-mail', async () => {
    const { put, path } = await photo(customer, delivered.orderNumber);
    expect(put.statusCode, put.body).toBe(201);
    const line = lineOf(delivered, warrantied.id);
    const response = await claim(customer, delivered.orderNumber, {
      orderItemId: line,
      problem: '  The battery shuts down at 40% charge every evening.  ',
      serialNumber: 'HTH-100-2291',
      photos: [path],
    });
    expect(response.statusCode, response.body).toBe(201);
    const opened = response.json();
    expect(opened).toMatchObject({
      orderItemId: line,
      productName: warrantied.name,
      problem: 'The battery shuts down at 40% charge every evening.',
      serialNumber: 'HTH-100-2291',
      photos: [path],
      status: 'received',
      resolution: null,
      steps: [{ status: 'received', resolution: null, note: null, changedAt: expect.any(String) }],
    });
    const audits = await auditRows(ctx.db, 'claim', opened.id);
    expect(audits).toEqual([expect.objectContaining({ action: 'claim.open', actorId: customer.user!.id })]);
    const [mail] = await claimMails(customer.user!.email, 1);
    expect(mail!.subject).toBe(`Warranty claim #${opened.id} (order ${delivered.orderNumber}): Received`);
    expect(mail!.text).toContain(`We have received your warranty claim for ${warrantied.name} from order ${delivered.orderNumber}.`);
    // The order page shows it, and the line is no longer claimable while the claim is open.
    const page = (await customer.get(`/api/orders/${delivered.orderNumber}/claims`)).json();
    expect(page.claims).toEqual([opened]);
    expect(page.lines[0].claimable).toBe(false);
  });

  it('is one open claim per line: a second is refused with 409 naming the product', async () => {
    const before = await claimCount();
    const response = await claim(customer, delivered.orderNumber, { orderItemId: lineOf(delivered, warrantied.id), problem: 'Still failing' });
    expectRefusal(response, 409, `There is already an open claim for ${warrantied.name}: we will tell you as it moves on`);
    expect(await claimCount()).toBe(before);
  });

  it('is refused with 409 on a line with no warranty stated', async () => {
    const response = await claim(customer, delivered.orderNumber, { orderItemId: lineOf(delivered, ids.mc4), problem: 'Cracked housing' });
    expectRefusal(response, 409, `No warranty is stated for ${SEEDED.mc4.name}. Please contact us about it.`);
    expect(response.json().code).toBe('claim_no_warranty');
  });

  it('is refused with 409 naming the date the warranty ran out', async () => {
    const old = await order(customer, [warrantied.id]);
    // Delivered on 31 Aug 2019 in Nairobi (21:00 UTC the day before): 60 months on is 31 Aug 2024, the last day covered.
    const deliveredAt = new Date('2019-08-30T21:30:00Z');
    await ctx.db
      .update(orderStatusHistory)
      .set({ changedAt: deliveredAt })
      .where(and(eq(orderStatusHistory.orderId, old.id), eq(orderStatusHistory.toStatus, 'delivered')));
    const lines = (await customer.get(`/api/orders/${old.orderNumber}/claims`)).json().lines;
    expect(lines).toEqual([expect.objectContaining({ lastDay: '2024-08-31', running: false, claimable: false })]);
    const before = await claimCount();
    const response = await claim(customer, old.orderNumber, { orderItemId: old.items[0]!.id, problem: 'Does not charge' });
    expectRefusal(response, 409, `The warranty of ${warrantied.name} ran out on 2024-08-31`);
    expect(response.json()).toMatchObject({ code: 'claim_warranty_expired', params: { product: warrantied.name, date: '2024-08-31' } });
    const inSwahili = await claim(customer, old.orderNumber, { orderItemId: old.items[0]!.id, problem: 'Haichaji' }, SW);
    expectRefusal(inSwahili, 409, `Waranti ya ${warrantied.name} iliisha tarehe 2024-08-31`);
    expect(await claimCount()).toBe(before);
  });

  it('is refused with 409 on an order not yet delivered, photos included', async () => {
    const pending = await order(customer, [warrantied.id], { status: 'confirmed' });
    const response = await claim(customer, pending.orderNumber, { orderItemId: pending.items[0]!.id, problem: 'Does not charge' });
    expectRefusal(response, 409, 'A warranty claim can be made once the order has been delivered');
    expect((await customer.post(`/api/orders/${pending.orderNumber}/claims/photo-url`)).statusCode).toBe(409);
  });

  it('on a line of another order is 404', async () => {
    const other = await order(customer, [warrantied.id]);
    const response = await claim(customer, delivered.orderNumber, { orderItemId: other.items[0]!.id, problem: 'Does not charge' });
    expectRefusal(response, 404, 'This order has no such line');
  });

  it('on someone else’s order is 404 as the order itself is, for every claim route, changing nothing', async () => {
    const stranger = await ctx.signIn('customer');
    const before = await claimCount();
    const body = { orderItemId: lineOf(delivered, warrantied.id), problem: 'Not mine' };
    expectRefusal(await claim(stranger, delivered.orderNumber, body), 404, 'Order not found');
    expectRefusal(await stranger.get(`/api/orders/${delivered.orderNumber}/claims`), 404, 'Order not found');
    expectRefusal(await stranger.post(`/api/orders/${delivered.orderNumber}/claims/photo-url`), 404, 'Order not found');
    expect(await claimCount()).toBe(before);
  });

  it('gives one customer at most WARRANTY_LIMITS.photoUrlsPerHour photo addresses an hour, so nobody fills the image store', async () => {
    const uploader = await ctx.signIn('customer');
    const own = await order(uploader, [warrantied.id], { status: 'delivered' });
    const ask = () => uploader.post(`/api/orders/${own.orderNumber}/claims/photo-url`);
    for (let i = 0; i < WARRANTY_LIMITS.photoUrlsPerHour; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expectRefusal(refused, 429, `At most ${WARRANTY_LIMITS.photoUrlsPerHour} claim photos can be uploaded in an hour. Please try again later.`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer's budget is their own.
    expect((await customer.post(`/api/orders/${delivered.orderNumber}/claims/photo-url`)).statusCode).toBe(200);
  });

  describe('refuses bad input with 400 and nothing changed', () => {
    let fresh: Placed;
    beforeAll(async () => {
      fresh = await order(customer, [warrantied.id]);
    });

    it('more than three photos', async () => {
      const paths = [];
      for (let i = 0; i < 4; i++) paths.push((await photo(customer, fresh.orderNumber)).path);
      const before = await claimCount();
      const response = await claim(customer, fresh.orderNumber, { orderItemId: fresh.items[0]!.id, problem: 'Hot to the touch', photos: paths });
      expectRefusal(response, 400, 'A claim takes at most 3 photos');
      expect(response.json().code).toBe('claim_photos_too_many');
      expect(await claimCount()).toBe(before);
    });

    it('a photo that is not an image: the upload refuses it, and the claim does not find it', async () => {
      const { put, path } = await photo(customer, fresh.orderNumber, 'just some text, not a picture', 'image/png');
      expectRefusal(put, 400, 'Only PNG, JPEG, GIF or WebP images can be uploaded');
      const response = await claim(customer, fresh.orderNumber, { orderItemId: fresh.items[0]!.id, problem: 'Hot', photos: [path] });
      expectRefusal(response, 400, 'A photo of the claim was not uploaded, or is not an image. Please add it again.');
      expect(await ctx.db.$count(warrantyClaims, eq(warrantyClaims.orderId, fresh.id))).toBe(0);
    });

    it.each([
      [{ photos: ['/images/products/battery-12v.svg'] }, 'Photos must be images uploaded for the claim'],
      [{ photos: ['https://example.com/fault.jpg'] }, 'Photos must be images uploaded for the claim'],
      [{ photos: ['/objects/uploads/abcdefgh12345678', '/objects/uploads/abcdefgh12345678'] }, 'The same photo was added twice'],
      [{ problem: undefined }, 'Please describe what is wrong'],
      [{ problem: '   ' }, 'Please describe what is wrong'],
      [{ problem: 'x'.repeat(2001) }, 'The description of the problem must be at most 2000 characters'],
      [{ serialNumber: 'S'.repeat(65) }, 'The serial number must be at most 64 characters'],
      [{ serialNumber: 'AB12\nBcc: x@example.com' }, 'The serial number must be on one line'],
      [{ orderItemId: '12' }, 'orderItemId must be a number'],
      [{ orderItemId: undefined }, 'orderItemId is required'],
    ])('%j', async (change, message) => {
      const response = await claim(customer, fresh.orderNumber, { orderItemId: fresh.items[0]!.id, problem: 'Hot to the touch', ...change });
      expectRefusal(response, 400, message);
      expect(await ctx.db.$count(warrantyClaims, eq(warrantyClaims.orderId, fresh.id))).toBe(0);
    });
  });
});

describe('staff moving a claim on', () => {
  let customer: Client;
  let placed: Placed;
  let claimId: number;
  beforeAll(async () => {
    customer = await ctx.signIn('customer');
    // Ordered in Kiswahili: every e-mail of the claim is written in it.
    placed = await order(customer, [warrantied.id], { sw: true });
    const opened = await claim(customer, placed.orderNumber, { orderItemId: placed.items[0]!.id, problem: 'Inverter shows error 04' });
    expect(opened.statusCode, opened.body).toBe(201);
    claimId = opened.json().id;
  });

  it.each([
    [{ status: 'approved', resolution: 'replace', note: 'New unit' }, 409, 'A claim cannot go from Received to Approved'],
    [{ status: 'closed' }, 409, 'A claim cannot go from Received to Closed'],
    [{ status: 'received' }, 409, 'This claim is already Received'],
    [{ status: 'fixed' }, 400, 'Unknown claim status'],
    [{ status: 'inspecting', resolution: 'repair' }, 400, 'Only an approval takes a resolution'],
    [{ status: 'inspecting', reason: 'No' }, 400, 'Only a rejection takes a reason'],
  ])('refuses %j from received with %i and nothing changed', async (body, status, message) => {
    const steps = await ctx.db.$count(warrantyClaimSteps, eq(warrantyClaimSteps.claimId, claimId));
    expectRefusal(await move(claimId, body), status, message);
    expect(await ctx.db.$count(warrantyClaimSteps, eq(warrantyClaimSteps.claimId, claimId))).toBe(steps);
    expect((await staff.get(`/api/admin/claims/${claimId}`)).json().status).toBe('received');
  });

  it('takes it through inspecting to approved (replace) to closed, one step, audit row and Kiswahili e-mail each', async () => {
    const inspecting = await move(claimId, { status: 'inspecting', note: 'Collected for testing' });
    expect(inspecting.statusCode, inspecting.body).toBe(200);

    for (const [body, message] of [
      [{ status: 'approved', note: 'A new unit' }, 'An approval needs a resolution: repair, replace or refund'],
      [{ status: 'approved', resolution: 'replace' }, 'An approval needs a note for the customer'],
      [{ status: 'approved', resolution: 'swap', note: 'x' }, 'The resolution must be repair, replace or refund'],
      [{ status: 'rejected' }, 'A rejection needs a reason for the customer'],
      [{ status: 'rejected', reason: 'r'.repeat(1001) }, 'The reason must be at most 1000 characters'],
    ] as const) {
      expectRefusal(await move(claimId, body), 400, message);
    }

    const approved = await move(claimId, { status: 'approved', resolution: 'replace', note: 'A new unit goes out on Monday' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      resolution: 'replace',
      orderNumber: placed.orderNumber,
      customer: { id: customer.user!.id },
      steps: [
        { status: 'received', changedBy: { id: customer.user!.id } },
        { status: 'inspecting', note: 'Collected for testing', changedBy: { id: staff.user!.id } },
        { status: 'approved', resolution: 'replace', note: 'A new unit goes out on Monday', changedBy: { id: staff.user!.id } },
      ],
    });
    const closed = await move(claimId, { status: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', resolution: 'replace' });

    const audits = await auditRows(ctx.db, 'claim', claimId);
    expect(audits.map((row) => [row.action, row.details])).toEqual([
      ['claim.open', expect.any(Object)],
      ['claim.status', { from: 'received', to: 'inspecting' }],
      ['claim.status', { from: 'inspecting', to: 'approved', resolution: 'replace' }],
      ['claim.status', { from: 'approved', to: 'closed' }],
    ]);
    const steps = await ctx.db.select().from(warrantyClaimSteps).where(eq(warrantyClaimSteps.claimId, claimId)).orderBy(warrantyClaimSteps.id);
    const queued = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'claim_status'), eq(emailOutbox.orderId, placed.id)));
    expect(queued.map((row) => row.detail).sort()).toEqual(steps.map((step) => String(step.id)).sort());

    const mails = await claimMails(customer.user!.email, 4);
    const subject = (status: string) => `Dai la waranti #${claimId} (oda ${placed.orderNumber}): ${status}`;
    expect(mails.map((mail) => mail.subject)).toEqual([
      subject('Limepokelewa'),
      subject('Linakaguliwa'),
      subject('Limekubaliwa'),
      subject('Limefungwa'),
    ]);
    expect(mails[2]!.text).toContain('Suluhisho: Kubadilisha');
    expect(mails[2]!.text).toContain('Maelezo: A new unit goes out on Monday');

    // The customer follows it on the order page, without staff names.
    const page = (await customer.get(`/api/orders/${placed.orderNumber}/claims`)).json();
    expect(page.claims[0].steps.map((step: { status: string }) => step.status)).toEqual(['received', 'inspecting', 'approved', 'closed']);
    expect(JSON.stringify(page)).not.toContain(staff.user!.username);
    // Closed, the claim goes no further; the line takes a new claim.
    expectRefusal(await move(claimId, { status: 'inspecting' }), 409, 'This claim is closed');
    expect(page.lines[0].claimable).toBe(true);
  });

  it('rejects with a reason the customer is told', async () => {
    const again = await claim(customer, placed.orderNumber, { orderItemId: placed.items[0]!.id, problem: 'Error 04 again' });
    const id = again.json().id;
    await move(id, { status: 'inspecting' });
    const rejected = await move(id, { status: 'rejected', reason: 'Water damage inside the case' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', resolution: null });
    const mails = await claimMails(customer.user!.email, 7);
    expect(mails[6]!.subject).toBe(`Dai la waranti #${id} (oda ${placed.orderNumber}): Limekataliwa`);
    expect(mails[6]!.text).toContain('Sababu: Water damage inside the case');
  });

  it('404s an unknown claim', async () => {
    expectRefusal(await staff.get('/api/admin/claims/999999'), 404, 'Warranty claim not found');
    expectRefusal(await move(999999, { status: 'inspecting' }), 404, 'Warranty claim not found');
  });
});

describe('the staff list', () => {
  it('pages newest first, filters by status, and counts the open claims', async () => {
    const all = await staff.get('/api/admin/claims?limit=2');
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(await claimCount());
    expect(all.json()).toHaveLength(2);
    const [first, second] = all.json<{ id: number; createdAt: string }[]>();
    expect(Date.parse(first!.createdAt)).toBeGreaterThanOrEqual(Date.parse(second!.createdAt));
    const page2 = (await staff.get('/api/admin/claims?limit=2&page=2')).json<{ id: number }[]>();
    expect(page2.map((row) => row.id)).not.toContain(first!.id);

    const closed = await staff.get('/api/admin/claims?status=closed');
    expect(closed.json().length).toBeGreaterThan(0);
    expect(closed.json().every((row: { status: string }) => row.status === 'closed')).toBe(true);
    // The dashboard's count: every claim not closed yet.
    expect((await staff.get('/api/admin/claims/open-count')).json()).toEqual({ open: total - Number(closed.headers['x-total-count']) });
    expectRefusal(await staff.get('/api/admin/claims?status=lost'), 400, 'Unknown claim status');
  });

  it('is for staff only', async () => {
    const customer = await ctx.signIn('customer');
    expectRefusal(await customer.get('/api/admin/claims'), 403, 'Admin access required');
  });
});
