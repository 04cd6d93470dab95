import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededIds } from '../test/products';
import { emailOutbox, users } from '../db/schema';
import { registration } from '../test/registration';
import { Client, smtpPerFile, testAppPerFile } from '../test/test-app';
import type { ReceivedMail } from '../test/smtp';

// Issue 29, finding 4: registering with someone else's address and placing orders sent that address 20 e-mails with
// the attacker's words in one second (about 300 a minute), and as many to staff.
const VICTIM = 'victim@example.net';
const STAFF = 'orders@solarhub.test';
const PUBLIC_URL = 'https://shop.example.co.ke';
const ORDER_CAP = 10;
const ACCOUNT_MAIL_CAP = 8;
const STAFF_CAP = 3;
const CHECKOUT = { deliveryAddress: 'Send 5,000 to 0700000000 or lose your account', phoneNumber: '0712345678', notes: 'URGENT: call 0700000000' };

const smtp = await smtpPerFile();
const ctx = testAppPerFile(() => ({
  seed: true,
  env: {
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAILS: STAFF,
    PUBLIC_URL,
    EMAIL_RETRY_SECONDS: '0.05',
    RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: String(ORDER_CAP),
    EMAIL_PER_ACCOUNT_PER_HOUR: String(ACCOUNT_MAIL_CAP),
    STAFF_NOTIFY_PER_HOUR: String(STAFF_CAP),
  },
}));

const to = (address: string) => smtp.received.filter((mail) => mail.to[0] === address);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const linkIn = (mail: ReceivedMail) => /https:\/\/\S+\/verify-email\?token=([\w-]+)/.exec(mail.text)!;

async function registered(overrides: Record<string, unknown> = {}): Promise<Client> {
  const client = new Client(ctx.app);
  const response = await client.post('/api/register', registration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().emailVerified).toBe(false);
  return client;
}

async function order(client: Client) {
  const ids = await seededIds(ctx.db);
  expect((await client.post('/api/cart', { productId: ids.mc4, quantity: 1 })).statusCode).toBe(200);
  return client.post('/api/orders', CHECKOUT);
}

describe('an address is verified before the shop sends it anything but the link', () => {
  let attacker: Client;
  let link: RegExpExecArray;

  it("register with a victim's address and order as fast as possible: in a second the victim gets only the link, naming no one", async () => {
    attacker = await registered({ email: VICTIM, firstName: 'Pay', lastName: 'Now 0700000000' });
    const started = Date.now();
    const answers: number[] = [];
    while (Date.now() - started < 1000 && answers.length < ORDER_CAP + 2) answers.push((await order(attacker)).statusCode);
    await settle();
    const mails = to(VICTIM);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your e-mail address for SolarHub Kenya');
    expect(mails[0]!.text).not.toMatch(/Pay|0700000000|URGENT|Send 5,000/);
    link = linkIn(mails[0]!);
    expect(link[0]).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(answers.filter((status) => status === 201).length).toBeGreaterThan(0);
  });

  it(`refuses an account's order beyond ${ORDER_CAP} in an hour with 429, a message and a code`, async () => {
    for (;;) {
      const response = await order(attacker);
      if (response.statusCode === 201) continue;
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        message: 'You have placed many orders in the last hour. Please wait a while before placing another, or contact us.',
        code: 'order_limit',
      });
      break;
    }
    const placed = await attacker.get('/api/orders');
    expect(placed.json()).toHaveLength(ORDER_CAP);
    await settle();
    expect(to(VICTIM)).toHaveLength(1);
  });

  it('staff hear of the first orders one by one and of the rest in one digest', async () => {
    await settle();
    const individual = to(STAFF);
    expect(individual).toHaveLength(STAFF_CAP);
    expect(individual.every((mail) => mail.subject.startsWith('New order '))).toBe(true);
    // The digest waits an hour; as if that hour had passed:
    const [digest] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'staff_digest'), eq(emailOutbox.recipient, STAFF)));
    expect(digest!.sentAt).toBeNull();
    await ctx.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.id, digest!.id));
    ctx.app.emailOutbox.nudge();
    const mails = await smtp.waitFor(smtp.received.length + 1);
    const rolled = mails.at(-1)!;
    expect(rolled.to).toEqual([STAFF]);
    expect(rolled.subject).toBe(`${ORDER_CAP - STAFF_CAP} more new orders`);
    const numbers = (await attacker.get('/api/orders')).json().map((placed: { orderNumber: string }) => placed.orderNumber);
    expect(numbers.filter((number: string) => rolled.text.includes(number))).toHaveLength(ORDER_CAP - STAFF_CAP);
  });

  it("the address's owner uses the link: the held order e-mails go out, within the account's hourly cap, and the link works once", async () => {
    const visitor = new Client(ctx.app);
    const confirmed = await visitor.post('/api/auth/verify-email', { token: link[1] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Your e-mail address is confirmed. Order e-mails will reach you there.' });
    // The link and this account's order e-mails: ACCOUNT_MAIL_CAP in the hour, the rest never written.
    await expect.poll(() => to(VICTIM).length, { timeout: 15_000 }).toBe(ACCOUNT_MAIL_CAP);
    await settle();
    expect(to(VICTIM)).toHaveLength(ACCOUNT_MAIL_CAP);
    expect(
      to(VICTIM)
        .slice(1)
        .every((mail) => /^Your order \S+ has been received$/.test(mail.subject)),
    ).toBe(true);
    expect((await attacker.get('/api/auth/user')).json().emailVerified).toBe(true);

    const again = await visitor.post('/api/auth/verify-email', { token: link[1] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This confirmation link has already been used.' });
  });

  it('refuses altered, unknown and malformed links and changes nothing', async () => {
    // Altered in its last character, to one it does not already have (an 'A' there would leave the used link itself).
    const altered = `${link[1]!.slice(0, -1)}${link[1]!.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [altered, 'x'.repeat(43), 'short', '']) {
      const response = await ctx.visitor.post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'This confirmation link is not valid.' });
    }
  });
});

describe('caps on links to one address', () => {
  it('five accounts registered with one stranger address send it three links in the hour, and asking again is refused with 429', async () => {
    const stranger = 'stranger@example.net';
    const accounts = [];
    for (let index = 0; index < 5; index++) accounts.push(await registered({ email: stranger }));
    await settle();
    expect(to(stranger)).toHaveLength(3);
    const resend = await accounts[4]!.post('/api/auth/verify-email/resend');
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual({
      message: 'We have sent several confirmation links in the last hour. Please check your inbox, or try again later.',
      code: 'verification_limit',
    });
    await settle();
    expect(to(stranger)).toHaveLength(3);
  });

  it('a new account asks for the link again and gets a new one; a verified account is told it is done', async () => {
    const client = await registered();
    const user = (await client.get('/api/auth/user')).json();
    const resend = await client.post('/api/auth/verify-email/resend');
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ message: 'We have sent a new confirmation link to your e-mail address.' });
    await expect.poll(() => to(user.email).length, { timeout: 15_000 }).toBe(2);
    // Either link works; the first used closes the other.
    const [first, second] = to(user.email).map(linkIn);
    expect((await ctx.visitor.post('/api/auth/verify-email', { token: second![1] })).statusCode).toBe(200);
    expect((await ctx.visitor.post('/api/auth/verify-email', { token: first![1] })).json()).toMatchObject({
      message: 'This confirmation link has already been used.',
    });
    const done = await client.post('/api/auth/verify-email/resend');
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ message: 'Your e-mail address is already confirmed.' });
    const [row] = await ctx.db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row!.verifiedAt).not.toBeNull();
  });
});

describe('password reset to an unverified address', () => {
  const RESET_SUBJECT = 'Reset your SolarHub Kenya password';
  const resetsTo = (address: string) => to(address).filter((mail) => mail.subject === RESET_SUBJECT);
  const resetLinkIn = (mail: ReceivedMail) => /https:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
  const askReset = async (login: string) => {
    const response = await ctx.visitor.post('/api/auth/password-reset', { login });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^If an account matches, we have sent an e-mail/);
  };

  it('reaches a customer who never used the confirmation link; using it sets the password, confirms the address and sends what was held', async () => {
    const body = registration();
    const customer = new Client(ctx.app);
    expect((await customer.post('/api/register', body)).statusCode).toBe(201);
    expect((await order(customer)).statusCode).toBe(201);
    await askReset(body.username);
    await expect.poll(() => resetsTo(body.email).length, { timeout: 15_000 }).toBe(1);
    // Until the link is used, the order e-mail waits: the address has had the confirmation link and the reset link.
    await settle();
    expect(to(body.email).map((mail) => mail.subject)).toEqual(['Confirm your e-mail address for SolarHub Kenya', RESET_SUBJECT]);

    const reset = await ctx.visitor.post('/api/auth/password-reset/confirm', {
      token: resetLinkIn(resetsTo(body.email)[0]!),
      password: 'brand-new-77',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ message: 'Your password has been changed. Please log in with your new password.' });
    const signedIn = new Client(ctx.app);
    const login = await signedIn.post('/api/login', { username: body.username, password: 'brand-new-77' });
    expect(login.statusCode).toBe(200);
    expect((await signedIn.get('/api/auth/user')).json().emailVerified).toBe(true);
    // The held order e-mail goes out, and the confirmation link has done its work.
    await expect.poll(() => to(body.email).length, { timeout: 15_000 }).toBe(3);
    expect(to(body.email)[2]!.subject).toMatch(/^Your order \S+ has been received$/);
    const confirmation = await ctx.visitor.post('/api/auth/verify-email', { token: linkIn(to(body.email)[0]!)[1] });
    expect(confirmation.json()).toMatchObject({ message: 'This confirmation link has already been used.' });
  });

  it('does not confirm an address the account no longer has when its link is used', async () => {
    const body = registration();
    expect((await new Client(ctx.app).post('/api/register', body)).statusCode).toBe(201);
    await askReset(body.email);
    await expect.poll(() => resetsTo(body.email).length, { timeout: 15_000 }).toBe(1);
    // As a change of address does: the account has another address now, not yet confirmed.
    await ctx.db
      .update(users)
      .set({ email: `new-${body.email}` })
      .where(eq(users.username, body.username));
    const reset = await ctx.visitor.post('/api/auth/password-reset/confirm', {
      token: resetLinkIn(resetsTo(body.email)[0]!),
      password: 'brand-new-77',
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = new Client(ctx.app);
    expect((await signedIn.post('/api/login', { username: body.username, password: 'brand-new-77' })).statusCode).toBe(200);
    expect((await signedIn.get('/api/auth/user')).json().emailVerified).toBe(false);
  });

  it("five accounts registered with a stranger's address, asking by address and by each username again and again, send it 3 reset e-mails in the hour", async () => {
    const stranger = 'reset-target@example.net';
    const usernames: string[] = [];
    for (let index = 0; index < 5; index++) {
      const body = registration({ email: stranger });
      expect((await new Client(ctx.app).post('/api/register', body)).statusCode).toBe(201);
      usernames.push(body.username);
    }
    for (let round = 0; round < 4; round++) {
      await askReset(stranger);
      await askReset(stranger.toUpperCase());
      for (const username of usernames) await askReset(username);
    }
    await expect.poll(() => resetsTo(stranger).length, { timeout: 15_000 }).toBe(3);
    await settle();
    expect(resetsTo(stranger)).toHaveLength(3);
    // With the 3 confirmation links of the other cap: 6 e-mails in the hour, whatever the attacker does.
    expect(to(stranger)).toHaveLength(6);
  });

  it("strangers' accounts on an address do not use up the links of the account that confirmed it", async () => {
    const owner = registration();
    expect((await new Client(ctx.app).post('/api/register', owner)).statusCode).toBe(201);
    await expect.poll(() => to(owner.email).length, { timeout: 15_000 }).toBe(1);
    expect((await ctx.visitor.post('/api/auth/verify-email', { token: linkIn(to(owner.email)[0]!)[1] })).statusCode).toBe(200);
    for (let index = 0; index < 2; index++) {
      expect((await new Client(ctx.app).post('/api/register', registration({ email: owner.email }))).statusCode).toBe(201);
    }
    for (let round = 0; round < 5; round++) await askReset(owner.email);
    // The owner's account gets its 3 links an hour; the two unconfirmed accounts share what is left of the
    // address's 3 (2, as the owner's first link counted).
    await expect.poll(() => resetsTo(owner.email).length, { timeout: 15_000 }).toBe(5);
    await settle();
    const named = (username: string) => resetsTo(owner.email).filter((mail) => mail.text.includes(`the account ${username}.`));
    expect(named(owner.username)).toHaveLength(3);
    expect(resetsTo(owner.email)).toHaveLength(5);
  });
});
