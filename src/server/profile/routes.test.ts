import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededIds } from '../test/products';
import { emailOutbox } from '../db/schema';
import { smtpPerFile, testAppPerFile, type Client } from '../test/test-app';

// Issue 36: customers edit their own profile (docs/product.md, "Customer dashboard", Profile).
const PUBLIC_URL = 'https://shop.example.co.ke';
const ADDRESS = 'Plot 12, Ngong Road\nKilimani, Nairobi County';

const smtp = await smtpPerFile();
const ctx = testAppPerFile(() => ({ seed: true, env: { SMTP_URL: smtp.url, PUBLIC_URL, EMAIL_RETRY_SECONDS: '0.05' } }));

const profileOf = async (client: Client) => {
  const response = await client.get('/api/profile');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const to = (address: string) => smtp.received.filter((mail) => mail.to[0] === address);
/** The e-mails to the address once there are `count` of them (or fails after 15 s). */
async function mailTo(address: string, count = 1) {
  const deadline = Date.now() + 15_000;
  while (to(address).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mails to ${address}, received ${to(address).length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return to(address);
}
const linkIn = (text: string) => /https:\/\/\S+\/verify-email\?token=([\w-]+)/.exec(text)!;

describe('GET /api/profile', () => {
  it('answers the signed-in account, as the current-user call does', async () => {
    const customer = await ctx.signIn();
    const profile = await profileOf(customer);
    expect(profile).toEqual((await customer.get('/api/auth/user')).json());
    expect(profile).toMatchObject({ firstName: 'Test', lastName: 'customer', phoneNumber: null, deliveryAddress: null, emailVerified: true });
  });

  it('answers a visitor 401 with a message, and so does a change', async () => {
    const get = await ctx.visitor.get('/api/profile');
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({ message: 'Unauthorized' });
    const patch = await ctx.visitor.patch('/api/profile', { firstName: 'Mallory' });
    expect(patch.statusCode).toBe(401);
    expect(patch.json()).toMatchObject({ message: 'Unauthorized' });
  });
});

describe('PATCH /api/profile', () => {
  it('saves names, phone and default address, trimmed and with the phone without spaces; the e-mail stays confirmed', async () => {
    const customer = await ctx.signIn();
    const response = await customer.patch('/api/profile', {
      firstName: '  Wanjiru ',
      lastName: 'Kamau',
      email: customer.user!.email.toUpperCase(),
      phoneNumber: '0712 345 678',
      deliveryAddress: ADDRESS,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The same address in other letters is not a new address: nothing to confirm, no link.
    expect(body).toMatchObject({ emailChanged: false, verificationSent: false });
    expect(body.user).toMatchObject({
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      phoneNumber: '0712345678',
      deliveryAddress: ADDRESS,
      emailVerified: true,
    });
    expect(await profileOf(customer)).toEqual(body.user);
  });

  it('changes only the fields sent, and clears the phone and the address when they are sent empty', async () => {
    const customer = await ctx.signIn();
    await customer.patch('/api/profile', { phoneNumber: '+254712345678', deliveryAddress: ADDRESS });
    const renamed = await customer.patch('/api/profile', { firstName: 'Achieng' });
    expect(renamed.json().user).toMatchObject({ firstName: 'Achieng', lastName: 'customer', phoneNumber: '+254712345678', deliveryAddress: ADDRESS });
    const cleared = await customer.patch('/api/profile', { phoneNumber: '', deliveryAddress: null });
    expect(cleared.statusCode).toBe(200);
    expect(await profileOf(customer)).toMatchObject({ firstName: 'Achieng', phoneNumber: null, deliveryAddress: null });
  });

  it('lets staff edit their own profile', async () => {
    const agent = await ctx.signIn('sales_agent');
    const response = await agent.patch('/api/profile', { firstName: 'Grace', phoneNumber: '0112345678' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'sales_agent', firstName: 'Grace', phoneNumber: '0112345678' });
  });

  const BAD: [string, Record<string, unknown>, string, string, string | undefined][] = [
    ['an empty first name', { firstName: '   ' }, 'First name is required', 'first_name_required', 'firstName'],
    [
      'a two-line last name',
      { lastName: 'Kamau\nBcc: all@example.com' },
      'Last name must be one line, without line breaks or control characters',
      'last_name_one_line',
      'lastName',
    ],
    ['a name over 100 characters', { firstName: 'a'.repeat(101) }, 'First name must be at most 100 characters', 'first_name_too_long', 'firstName'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'Invalid email address', 'email_invalid', 'email'],
    ['a phone that is not Kenyan', { phoneNumber: '+1 202 555 0100' }, 'Please enter a valid Kenyan phone number', 'phone_invalid', 'phoneNumber'],
    ['a phone as a number', { phoneNumber: 712345678 }, 'Please enter a valid Kenyan phone number', 'phone_invalid', 'phoneNumber'],
    ['a short address', { deliveryAddress: 'Nairobi' }, 'Please provide a detailed delivery address', 'delivery_address_required', 'deliveryAddress'],
    [
      'an address over 500 characters',
      { deliveryAddress: 'x'.repeat(501) },
      'Delivery address must be at most 500 characters',
      'delivery_address_too_long',
      'deliveryAddress',
    ],
    ['nothing to change', {}, 'Send at least one field of your profile to change', 'nothing_to_change', undefined],
    ['a field that is not in a profile', { role: 'super_admin' }, 'Unrecognized key: "role"', 'unrecognized_key', undefined],
  ];
  it.each(BAD)('refuses %s with 400, a message, a code and the field, and changes nothing', async (_case, body, message, code, field) => {
    const customer = await ctx.signIn();
    await customer.patch('/api/profile', { phoneNumber: '0712345678', deliveryAddress: ADDRESS });
    const before = await profileOf(customer);
    // Valid fields sent beside the bad one are not saved either.
    const response = await customer.patch('/api/profile', { ...(Object.keys(body).length > 0 && { firstName: 'Changed' }), ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code, ...(field && { field }) });
    expect(await profileOf(customer)).toEqual(before);
  });

  it('refuses a body that is not JSON with 400 and changes nothing', async () => {
    const customer = await ctx.signIn();
    const before = await profileOf(customer);
    const response = await customer.sendJsonText('PATCH', '/api/profile', '{"firstName":');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await profileOf(customer)).toEqual(before);
  });

  it('lets two accounts share an e-mail address and a phone, as registration does (no 409)', async () => {
    const first = await ctx.signIn();
    const second = await ctx.signIn();
    await first.patch('/api/profile', { phoneNumber: '0722000111' });
    const response = await second.patch('/api/profile', { email: first.user!.email, phoneNumber: '0722000111' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: first.user!.email, phoneNumber: '0722000111' });
  });
});

describe('changing the e-mail address', () => {
  it('makes it unconfirmed and sends it a confirmation link; order e-mails wait for it; the link confirms it', async () => {
    const customer = await ctx.signIn();
    const fresh = `new-${customer.user!.username}@example.org`;
    const response = await customer.patch('/api/profile', { email: ` ${fresh} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ emailChanged: true, verificationSent: true, user: { email: fresh, emailVerified: false } });
    expect(await profileOf(customer)).toMatchObject({ email: fresh, emailVerified: false });

    const [mail] = await mailTo(fresh);
    const link = linkIn(mail!.text);
    expect(link[0]).toContain(`${PUBLIC_URL}/verify-email?token=`);

    // Until the link is used the new address gets nothing else: the order e-mail is written held.
    const ids = await seededIds(ctx.db);
    expect((await customer.post('/api/cart', { productId: ids.mc4, quantity: 1 })).statusCode).toBe(200);
    const order = await customer.post('/api/orders', { deliveryAddress: ADDRESS, phoneNumber: '0712345678' });
    expect(order.statusCode, order.body).toBe(201);
    const [held] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, customer.user!.id), eq(emailOutbox.kind, 'order_placed')));
    expect(held).toMatchObject({ recipient: fresh, held: true });

    const confirmed = await ctx.visitor.post('/api/auth/verify-email', { token: link[1] });
    expect(confirmed.statusCode).toBe(200);
    expect(await profileOf(customer)).toMatchObject({ email: fresh, emailVerified: true });
    // The order e-mail goes out to the address now confirmed.
    const [, released] = await mailTo(fresh, 2);
    expect(released!.text).toContain(order.json().orderNumber);
  });

  it('makes a link to the old address stop working: it is for an address the account no longer has', async () => {
    const customer = await ctx.signIn();
    const first = `first-${customer.user!.username}@example.org`;
    await customer.patch('/api/profile', { email: first });
    const oldLink = linkIn((await mailTo(first))[0]!.text);
    await customer.patch('/api/profile', { email: `second-${customer.user!.username}@example.org` });
    const response = await ctx.visitor.post('/api/auth/verify-email', { token: oldLink[1] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'This confirmation link is for an e-mail address your account no longer has.' });
    expect(await profileOf(customer)).toMatchObject({ emailVerified: false });
  });
});
