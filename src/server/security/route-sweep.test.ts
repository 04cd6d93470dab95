import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, products, sessions } from '../db/schema';
import type { RouteEntry } from '../plugins/route-table';
import { TEST_PASSWORD, testAppPerFile, type Client } from '../test/test-app';
import { apiRoutes, fillPath, OWNER_CLAIM_PROBLEM, OWNER_MARKERS, OWNER_SITE_NOTES, routeKey, shopPerFile, snapshot } from '../test/sweep-fixtures';

// Walks the app's own route table, so a route added tomorrow is checked without editing this file: it must be
// listed as public here, or refuse visitors with 401 (and customers with 403 when it is a staff route).

/** Open to visitors: signing in and out, resetting a forgotten password, who am I (answers 401 itself), the catalogue,
 * the solar planner, uploaded images. */
const PUBLIC = new Set([
  'POST /api/register',
  'POST /api/login',
  'GET /api/login',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/auth/user',
  'GET /api/user',
  'GET /api/categories',
  'GET /api/products',
  'GET /api/products/:slug',
  'GET /api/products/:slug/reviews',
  'GET /api/planner/presets',
  'GET /api/planner/counties',
  'POST /api/planner',
  // What delivery costs where, and where to collect: shown before anyone signs in (docs/product.md, "Delivery").
  'GET /api/delivery',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  // The e-mail confirmation link works without signing in (docs/product.md, "E-mail notifications").
  'POST /api/auth/verify-email',
  'GET /objects/uploads/:id',
  // A quotation's unguessable link is meant to be shared (with an employer, a SACCO) until it expires.
  'GET /api/quotes/:token/quotation.pdf',
]);
/** Authorised by a signed URL instead of a session: without a valid signature it is refused with 403. */
const SIGNED = new Set(['PUT /objects/uploads/:id']);
const isStaffRoute = (route: RouteEntry) => route.url.startsWith('/api/admin/') || route.url === '/api/upload-url';
const isGuarded = (route: RouteEntry) => !PUBLIC.has(routeKey(route)) && !SIGNED.has(routeKey(route));
const withBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

const ctx = testAppPerFile({ seed: true });
const dayAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** An installation request as a customer sends it (docs/product.md, "Installation"). */
const INSTALLATION_REQUEST = {
  county: 'nairobi',
  preferredDates: [dayAhead(10), dayAhead(11), dayAhead(12)],
  roofType: 'iron_sheets',
  distanceMetres: 12,
};
/** A technician as a super admin keeps them; each request its own licence number, which must be unique. */
const technician = (licenceNumber: string) => ({
  name: 'Sweep Fundi',
  phone: '0722 333 444',
  licenceNumber,
  licenceClass: 'T2',
  counties: ['kisumu'],
});
const shop = shopPerFile(ctx);
// The product staff edit is counted, so it takes staff's stock changes too (docs/product.md, "Stock").
beforeAll(async () => {
  await ctx.db.update(products).set({ stockQuantity: 40 }).where(eq(products.id, shop.productIds[4]!));
});

async function call(client: Client, route: RouteEntry, path: string, body?: unknown) {
  // A DELETE sends a body only where it takes one (DELETE /api/me, the password).
  const payload = withBody(route.method) || route.hasBody ? { payload: (body ?? {}) as object } : {};
  return client.request({ method: route.method as 'GET', url: path, ...payload });
}

describe('the route table', () => {
  it('holds every API route, including the feature routes', () => {
    const keys = apiRoutes(ctx).map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/login', 'POST /api/cart', 'POST /api/orders', 'GET /api/admin/products']));
    for (const key of [...PUBLIC, ...SIGNED]) expect(keys, `${key} is listed as public but no longer exists`).toContain(key);
  });
});

describe('visitors', () => {
  it('get 401 with a message on every route that is not public', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(ctx).filter(isGuarded)) {
      const response = await call(ctx.visitor, route, fillPath(route.url, 1));
      if (response.statusCode !== 401 || typeof response.json().message !== 'string') failures.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    expect(failures, 'routes neither public nor guarded').toEqual([]);
  });

  it('get no 500 and no 401-guarded data from public routes', async () => {
    for (const route of apiRoutes(ctx).filter((r) => PUBLIC.has(routeKey(r)) && r.method === 'GET')) {
      const response = await call(ctx.visitor, route, fillPath(route.url, 1));
      expect(response.statusCode, routeKey(route)).toBeLessThan(500);
    }
  });

  it('cannot upload without a valid signed URL', async () => {
    for (const query of ['', '?expires=9999999999&signature=forged', `?expires=1&signature=${'a'.repeat(64)}`]) {
      const response = await ctx.visitor.request({
        method: 'PUT',
        url: `/objects/uploads/abcdefgh12345678${query}`,
        headers: { 'content-type': 'image/png' },
        payload: Buffer.from('x'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'This upload link is invalid or has expired' });
    }
  });
});

describe('customers', () => {
  const hostileBodies: [string, { payload?: string | object; headers?: Record<string, string> }][] = [
    ['no body', {}],
    ['an empty object', { payload: {} }],
    ['a role claim', { payload: { role: 'super_admin', userId: 1 } }],
    ['malformed JSON', { payload: '{"role":', headers: { 'content-type': 'application/json' } }],
    ['a form body', { payload: 'role=super_admin', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ];

  it('get 403 on every staff route and method, whatever the body', async () => {
    const staffRoutes = apiRoutes(ctx).filter(isStaffRoute);
    expect(staffRoutes.length).toBeGreaterThan(5);
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const route of staffRoutes) {
      for (const [label, { payload, headers }] of hostileBodies) {
        const response = await shop.other.request({ method: route.method as 'GET', url: fillPath(route.url, shop.orderId), payload, headers });
        if (response.statusCode !== 403 || response.json().message !== 'Admin access required')
          failures.push(`${routeKey(route)} with ${label} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(ctx)).toBe(before);
  });

  // Which of the owner's ids goes into a customer route's path parameter.
  const ownedId = (route: RouteEntry): number | undefined => {
    if (route.url.startsWith('/api/cart/')) return shop.cartLineId;
    if (route.url.startsWith('/api/wishlist/')) return shop.wishlistId;
    if (route.url.startsWith('/api/orders/')) return shop.orderId;
    if (route.url.startsWith('/api/reviews/')) return shop.reviewId;
    return undefined;
  };
  // Routes whose parameter is a product's public slug: they hold no customer's id to try.
  const takesOwnedId = (route: RouteEntry) => !route.url.startsWith('/api/products/:slug/');
  // Valid bodies, so that a 404 proves the ownership check and not a validation error.
  const VALID_BODIES: Record<string, unknown> = {
    'PATCH /api/cart/:itemId': { quantity: 3 },
    'PATCH /api/reviews/:id': { rating: 1 },
    'POST /api/orders/:orderNumber/claims': { orderItemId: 1, problem: 'Sweep' },
    // Asks for a photo's upload address: no body.
    'POST /api/orders/:orderNumber/claims/photo-url': undefined,
    'POST /api/orders/:orderNumber/installation': INSTALLATION_REQUEST,
  };

  it('get 404 with the owner’s data unchanged when using another customer’s ids on every route that takes one', async () => {
    const routes = apiRoutes(ctx).filter((route) => isGuarded(route) && !isStaffRoute(route) && /:\w+/.test(route.url) && takesOwnedId(route));
    expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['PATCH /api/cart/:itemId', 'DELETE /api/cart/:itemId', 'DELETE /api/wishlist/:id']));
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const route of routes) {
      const id = ownedId(route);
      if (id === undefined) {
        failures.push(`${routeKey(route)}: say in ownedId which of the owner's ids it takes`);
        continue;
      }
      if (withBody(route.method) && !(routeKey(route) in VALID_BODIES)) failures.push(`${routeKey(route)}: add a valid body to VALID_BODIES`);
      const response = await call(shop.other, route, fillPath(route.url, id), VALID_BODIES[routeKey(route)]);
      if (response.statusCode !== 404 || typeof response.json().message !== 'string')
        failures.push(`${routeKey(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(ctx)).toBe(before);
    // The owner still sees everything as it was.
    expect((await shop.owner.get('/api/cart')).json()).toEqual([expect.objectContaining({ id: shop.cartLineId, quantity: 1 })]);
    expect((await shop.owner.get('/api/wishlist/with-products')).json()).toEqual([expect.objectContaining({ id: shop.wishlistId })]);
    expect((await shop.owner.get('/api/orders')).json()).toEqual([expect.objectContaining({ id: shop.orderId, status: 'pending' })]);
  });

  it('never see anything of another customer in any answer', async () => {
    const owner = shop.owner.user!;
    const secrets = [owner.username, owner.email, ...Object.values(OWNER_MARKERS), OWNER_CLAIM_PROBLEM, OWNER_SITE_NOTES];
    const leaks: string[] = [];
    for (const route of apiRoutes(ctx).filter((r) => r.method === 'GET' && !isStaffRoute(r) && r.url !== '/api/logout')) {
      for (const value of [shop.orderId, shop.cartLineId, shop.wishlistId, owner.id, owner.username]) {
        const response = await call(shop.other, route, fillPath(route.url, value));
        for (const secret of secrets) if (response.body.includes(secret)) leaks.push(`${routeKey(route)} (${value}) shows ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    // The sweep did look at the other customer's own data.
    expect((await shop.other.get('/api/auth/user')).json().username).toBe(shop.other.user!.username);
  });
});

describe('staff', () => {
  it('pass the staff guard on every staff route', async () => {
    for (const route of apiRoutes(ctx).filter((r) => isStaffRoute(r) && r.method === 'GET')) {
      const response = await call(shop.staff, route, fillPath(route.url, shop.orderId));
      expect(response.statusCode, routeKey(route)).toBe(200);
    }
  });

  it('never receive a password hash, session id or token in any answer', async () => {
    const sessionIds = (await ctx.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    for (const route of apiRoutes(ctx).filter((r) => r.method === 'GET' && r.url !== '/api/logout')) {
      const response = await call(shop.staff, route, fillPath(route.url, shop.orderId));
      expect(response.body, routeKey(route)).not.toMatch(/scrypt\$|passwordHash|password_hash/);
      for (const id of sessionIds) expect(response.body, routeKey(route)).not.toContain(id);
      if (shop.owner.cookie) expect(response.body).not.toContain(shop.owner.cookie);
    }
  });
});

const product = (slug: string) => ({ name: 'Sweep Panel', slug, categoryId: shop.categoryId, price: '1000.00' });

/** A request each route accepts, by whom and at which id. */
const PICKUP_POINT = { name: 'Sweep agent', town: 'Nakuru', address: 'Kenyatta Avenue', hours: 'Mon–Fri 8:00–17:00', phone: '0722 000 111' };
/** A county's sun and temperature figures as a super admin overrides them (docs/product.md, "County sun and temperature"). */
const COUNTY_CLIMATE = { peakSunHours: 5.5, hotDayC: 36, recordLowC: 12, note: 'Measured by our installer' };

const acceptedRequests = (): Record<string, { as: Client; id?: number | string; body: Record<string, unknown> }> => ({
  'POST /api/register': {
    as: ctx.visitor,
    body: { username: `sweep${Date.now()}`, password: 'secret123', email: 'sweep@example.co.ke', firstName: 'A', lastName: 'B' },
  },
  'POST /api/login': { as: ctx.visitor, body: { username: shop.other.user!.username, password: TEST_PASSWORD } },
  'POST /api/cart': { as: shop.other, body: { productId: shop.productIds[3]!, quantity: 1 } },
  'PATCH /api/cart/:itemId': { as: shop.owner, id: shop.cartLineId, body: { quantity: 2 } },
  'POST /api/cart/bulk': { as: shop.other, body: { items: [{ productId: shop.productIds[3]!, quantity: 1 }] } },
  'POST /api/planner': { as: ctx.visitor, body: { appliances: [{ name: 'LED bulb', watts: 10, quantity: 1, hoursPerDay: 5 }], county: 'nairobi' } },
  'POST /api/admin/planner/check': {
    as: shop.staff,
    body: {
      plan: { appliances: [{ name: 'LED bulb', watts: 10, quantity: 1, hoursPerDay: 5 }], county: 'nairobi' },
      lines: [{ productId: shop.productIds[0]!, quantity: 1 }],
    },
  },
  'POST /api/quotes': { as: shop.owner, body: {} },
  'POST /api/wishlist': { as: shop.other, body: { productId: shop.productIds[3]! } },
  'PATCH /api/profile': { as: shop.other, body: { firstName: 'Sweep' } },
  'POST /api/orders': {
    as: shop.owner,
    body: { deliveryAddress: 'Plot 1, Ngong Road, Nairobi', phoneNumber: '0712345678', delivery: { method: 'delivery', county: 'nairobi' } },
  },
  'POST /api/admin/products': { as: shop.staff, body: product('sweep-panel-new') },
  'PATCH /api/admin/products/:id': { as: shop.staff, id: shop.productIds[4], body: product('sweep-panel-edit') },
  'POST /api/admin/categories': { as: shop.staff, body: { name: 'Sweep', slug: 'sweep' } },
  'PATCH /api/admin/categories/:id': { as: shop.staff, id: shop.categoryId, body: { name: 'Sweep edit', slug: 'sweep-edit' } },
  'PATCH /api/admin/orders/:id': { as: shop.staff, id: shop.orderId, body: { status: 'in_discussion' } },
  'POST /api/admin/products/:id/stock': { as: shop.staff, id: shop.productIds[4], body: { kind: 'adjustment', change: -1, reason: 'Sweep' } },
  'PATCH /api/admin/users/:id': { as: shop.staff, id: shop.other.user!.id, body: { role: 'sales_agent' } },
  'POST /api/admin/orders/:id/payments': { as: shop.staff, id: shop.orderId, body: { method: 'cash', amount: '100.00' } },
  'POST /api/admin/payments/mpesa-unmatched/:receipt/assign': { as: shop.staff, id: shop.unmatchedReceipt, body: { orderNumber: shop.orderNumber } },
  'PUT /api/admin/delivery/counties/:slug': { as: shop.staff, id: 'kisumu', body: { available: true, fee: '900.00', minDays: 2, maxDays: 4 } },
  'PUT /api/admin/planner/counties/:slug': { as: shop.staff, id: 'kisumu', body: COUNTY_CLIMATE },
  'POST /api/admin/delivery/pickup-points': { as: shop.staff, body: PICKUP_POINT },
  'PUT /api/admin/delivery/pickup-points/:id': { as: shop.staff, id: shop.pickupPointId, body: PICKUP_POINT },
  'POST /api/admin/payments/:id/void': { as: shop.staff, id: shop.paymentId, body: { reason: 'Sweep' } },
  'PUT /api/admin/users/:id/access': { as: shop.staff, id: shop.spare.user!.id, body: { disabled: true } },
  'POST /api/products/:slug/reviews': { as: shop.owner, body: { rating: 5 } },
  'PATCH /api/reviews/:id': { as: shop.owner, id: shop.reviewId, body: { rating: 5 } },
  'POST /api/admin/reviews/:id/hide': { as: shop.staff, id: shop.reviewId, body: { reason: 'Sweep' } },
  'POST /api/admin/reviews/:id/show': { as: shop.staff, id: shop.reviewId, body: {} },
  'POST /api/auth/password': { as: shop.other, body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } },
  'POST /api/auth/password-reset': { as: ctx.visitor, body: { login: shop.other.user!.username } },
  'POST /api/auth/password-reset/confirm': { as: ctx.visitor, body: { token: 'a'.repeat(43), password: 'secret123' } },
  'POST /api/auth/verify-email': { as: ctx.visitor, body: { token: 'a'.repeat(43) } },
  'POST /api/admin/users/:id/password': { as: shop.staff, id: shop.owner.user!.id, body: { password: 'sweep-secret-1' } },
  'DELETE /api/me': { as: shop.other, body: { password: TEST_PASSWORD } },
  // The spare customer: disabled above, and erased here (docs/product.md, "Your data").
  'POST /api/admin/users/:id/erase': { as: shop.staff, id: shop.spare.user!.id, body: { reviews: 'keep' } },
  'POST /api/orders/:orderNumber/claims': { as: shop.owner, id: shop.orderNumber, body: { orderItemId: shop.claimLineId, problem: 'Sweep' } },
  'POST /api/admin/claims/:id/status': { as: shop.staff, id: shop.claimId, body: { status: 'inspecting' } },
  'POST /api/orders/:orderNumber/installation': { as: shop.owner, id: shop.orderNumber, body: INSTALLATION_REQUEST },
  'POST /api/admin/installations/:id/status': { as: shop.staff, id: shop.installationId, body: { status: 'quoted', fee: '4500.00' } },
  'POST /api/admin/technicians': { as: shop.staff, body: technician('EPRA/T2/SWEEP-2') },
  'PUT /api/admin/technicians/:id': { as: shop.staff, id: shop.technicianId, body: technician('EPRA/T2/SWEEP-3') },
});
/** Staff routes that take a file rather than JSON and write only when told to: their own tests send one
 * (src/server/payments/import.test.ts checks the preview writes nothing and the commit is audited). */
const FILE_ROUTES = new Set(['POST /api/admin/payments/import']);
/** Staff routes that only compute an answer from their body and change nothing, so they have nothing to audit
 * (src/server/planner/check.test.ts). */
const STAFF_READS = new Set(['POST /api/admin/planner/check']);

describe('bodies', () => {
  const EXTRA_FIELDS: Record<string, unknown> = {
    userId: 1,
    role: 'super_admin',
    price: '1.00',
    total: '0.00',
    totalAmount: '0.00',
    status: 'delivered',
    id: 1,
  };
  it('refuse extra fields such as userId, role, price, total and status with 400 on every route with a body', async () => {
    const requests = acceptedRequests();
    const routes = apiRoutes(ctx).filter((route) => route.hasBody);
    expect(routes.length).toBeGreaterThan(8);
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const route of routes) {
      const accepted = requests[routeKey(route)];
      if (!accepted) {
        failures.push(`${routeKey(route)}: add a request it accepts to acceptedRequests`);
        continue;
      }
      for (const [field, value] of Object.entries(EXTRA_FIELDS)) {
        if (field in accepted.body) continue;
        const response = await call(accepted.as, route, fillPath(route.url, accepted.id ?? 0), { ...accepted.body, [field]: value });
        if (response.statusCode !== 400 || response.json().message !== `Unrecognized key: "${field}"`) {
          failures.push(`${routeKey(route)} + ${field} → ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(ctx)).toBe(before);
  });

  it('routes that take no body are the known ones, so a new one is noticed', () => {
    const bodiless = apiRoutes(ctx)
      .filter((route) => withBody(route.method) && !route.hasBody)
      .map(routeKey);
    // logout and upload-url take no input; the object PUT takes raw image bytes
    // checked by signature and magic number; the statement import takes a CSV file, read by its own parser; showing
    // a hidden review again needs no reason; asking for the e-mail confirmation link again is about the signed-in user;
    // a claim's photo address is for the order in its path.
    expect(bodiless.sort()).toEqual([
      'POST /api/admin/payments/import',
      'POST /api/admin/reviews/:id/show',
      'POST /api/auth/verify-email/resend',
      'POST /api/logout',
      'POST /api/orders/:orderNumber/claims/photo-url',
      'POST /api/upload-url',
      'PUT /objects/uploads/:id',
    ]);
  });
});

/**
 * Reads that are audited: the CSV exports and a super admin's export of one customer's data carry customers' data out
 * of the shop (docs/product.md, "Reports and exports", "Your data").
 */
const isAuditedRead = (route: RouteEntry) =>
  route.method === 'GET' && (route.url.startsWith('/api/admin/exports/') || route.url === '/api/admin/users/:id/export');

describe('reads', () => {
  it('change nothing: every GET but logout and the audited ones leaves every table as it was', async () => {
    const before = await snapshot(ctx);
    const sessionsBefore = await ctx.db.$count(sessions);
    for (const client of [shop.other, shop.staff, ctx.visitor]) {
      for (const route of apiRoutes(ctx).filter((r) => r.method === 'GET' && r.url !== '/api/logout' && !isAuditedRead(r))) {
        await call(client, route, fillPath(route.url, shop.orderId));
      }
    }
    expect(await snapshot(ctx)).toBe(before);
    expect(await ctx.db.$count(sessions)).toBe(sessionsBefore);
  });

  it('that are audited add one audit entry each for staff, and nothing for anyone else', async () => {
    const audited = apiRoutes(ctx).filter(isAuditedRead);
    expect(audited.map(routeKey)).toEqual(
      expect.arrayContaining(['GET /api/admin/exports/orders.csv', 'GET /api/admin/exports/customers.csv', 'GET /api/admin/users/:id/export']),
    );
    const url = (route: RouteEntry) => fillPath(route.url, shop.owner.user!.id);
    const before = await snapshot(ctx);
    for (const client of [shop.other, ctx.visitor]) for (const route of audited) await call(client, route, url(route));
    expect(await snapshot(ctx)).toBe(before);
    const staffId = shop.staff.user!.id;
    for (const route of audited) {
      const entries = await ctx.db.$count(auditLog, eq(auditLog.actorId, staffId));
      expect((await call(shop.staff, route, url(route))).statusCode, routeKey(route)).toBe(200);
      expect(await ctx.db.$count(auditLog, eq(auditLog.actorId, staffId)), routeKey(route)).toBe(entries + 1);
    }
  });
});

describe('usernames', () => {
  it('are unique regardless of letter case', async () => {
    const register = (username: string) =>
      ctx.visitor.post('/api/register', { username, password: 'secret123', email: 'case@example.co.ke', firstName: 'A', lastName: 'B' });
    for (const base of [`Case${Date.now()}`, `Émile-Åsa${Date.now()}`]) {
      expect((await register(base)).statusCode).toBe(201);
      for (const variant of [base.toLowerCase(), base.toUpperCase(), ` ${base} `]) {
        const response = await register(variant);
        expect(response.statusCode, variant).toBe(409);
        expect(response.json()).toMatchObject({ message: 'Username is already taken' });
      }
    }
  });
});

describe('staff changes', () => {
  it('each leave one audit entry saying who and when', async () => {
    const requests = acceptedRequests();
    const created = async (url: string, body: object) => {
      const response = await shop.staff.post(url, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    // A county's override to remove, set before the loop (which may reach the DELETE before the PUT).
    expect((await shop.staff.put('/api/admin/planner/counties/turkana', COUNTY_CLIMATE)).statusCode).toBe(200);
    const deletable: Record<string, number | string> = {
      'DELETE /api/admin/planner/counties/:slug': 'turkana',
      'DELETE /api/admin/products/:id': await created('/api/admin/products', product('audit-delete-me')),
      'DELETE /api/admin/categories/:id': await created('/api/admin/categories', { name: 'Audit', slug: 'audit-delete-me' }),
      'DELETE /api/admin/delivery/pickup-points/:id': await created('/api/admin/delivery/pickup-points', PICKUP_POINT),
    };
    const staffId = shop.staff.user!.id;
    const entries = () => ctx.db.$count(auditLog, eq(auditLog.actorId, staffId));
    const failures: string[] = [];
    for (const route of apiRoutes(ctx).filter(
      (r) => isStaffRoute(r) && r.method !== 'GET' && r.url !== '/api/upload-url' && !FILE_ROUTES.has(routeKey(r)) && !STAFF_READS.has(routeKey(r)),
    )) {
      const key = routeKey(route);
      const accepted = route.method === 'DELETE' ? { id: deletable[key], body: undefined } : requests[key];
      if (!accepted || (accepted.id === undefined && /:\w+/.test(route.url))) {
        failures.push(`${key}: add a request it accepts`);
        continue;
      }
      const before = await entries();
      const response = await call(shop.staff, route, fillPath(route.url, accepted.id ?? 0), accepted.body);
      if (response.statusCode >= 300) failures.push(`${key} → ${response.statusCode} ${response.body}`);
      else if ((await entries()) !== before + 1) failures.push(`${key}: ${(await entries()) - before} audit entries`);
    }
    expect(failures).toEqual([]);
    const [latest] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(latest).toMatchObject({ actorId: staffId, entityId: expect.any(String) });
    expect(Date.now() - latest!.createdAt.getTime()).toBeLessThan(60_000);
  });
});
